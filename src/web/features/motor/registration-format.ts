import type { RegistrationFormat } from '#domain/motor/registration-formats';
import { DEFAULT_REGISTRATION_FORMAT, REGISTRATION_FORMATS } from '#domain/motor/registration-formats';

/** A form's registration format, or the default where the stored one is not a format (an old entry). */
export const registrationFormatOf = (value: string): RegistrationFormat =>
  REGISTRATION_FORMATS.find((format) => format === value) ?? DEFAULT_REGISTRATION_FORMAT;
