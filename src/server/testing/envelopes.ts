// The refusal envelopes API tests expect (architecture, API conventions).
import { expect } from 'vitest';
import type { FieldErrorMap } from '#domain/errors';

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

type Answer = { status: number; body: unknown };

/**
 * `expectRefused(call, status, body)`: expects `call` to be answered `status` and `body`, and `stored()`
 * (what the test counts: rows, files) to be the same after the call as before it.
 */
export const refusalChecker =
  (stored: () => Promise<unknown>) => async (call: () => Promise<Answer>, status: number, body: object) => {
    const before = await stored();
    const answer = await call();
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual(body);
    expect(await stored()).toEqual(before);
  };
