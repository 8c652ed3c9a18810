// The refusal envelopes API tests expect (architecture, API conventions).
import type { FieldErrorMap } from '../../domain/errors';

/** A refusal with a message: status 800, error_format 0. */
export const refusal = (message: string) => ({
  status: 800,
  success: false,
  data: null,
  error: { error_format: 0, message },
});

/** Field errors: status 1002, error_format 1. */
export const fieldRefusal = (errors: FieldErrorMap) => ({
  status: 1002,
  success: false,
  data: null,
  error: { error_format: 1, errors },
});
