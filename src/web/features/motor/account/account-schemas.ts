import { otpCodeSchema } from '#domain/otp';
import { parseNic } from '#domain/people/nic';
import {
  PERSONAL_INFO_MESSAGES,
  personalContactSchema,
  personalInfoSchema,
} from '#domain/people/personal-info';

// The page's zod schemas in a chunk of their own (decision 009: a form page shows before zod arrives).
// Each step of section 2.5 checks what it sends: the contact details for Get OTP, those and the code
// for Verify, the whole form for Upload Document.

export const STEP_SCHEMAS = {
  contact: personalContactSchema,
  code: personalContactSchema.extend({ otp_code: otpCodeSchema }),
  verified: personalInfoSchema,
};

export type Step = keyof typeof STEP_SCHEMAS;

export { PERSONAL_INFO_MESSAGES, parseNic, personalContactSchema };
