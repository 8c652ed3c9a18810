// For tests only: a schema's verdict as the server will answer it, { 'field': [messages] }, with nested
// paths joined by dots ('0.nicNumber').
import { afterEach, beforeEach, vi } from 'vitest';
import type { z } from 'zod';

export type Errors = Record<string, string[]>;

export function fieldErrors(schema: z.ZodType, input: unknown): Errors {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

/** The parsed value; fails the test with the field errors when the input is refused. */
export function parsed<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`refused: ${JSON.stringify(fieldErrors(schema, input))}`);
  return result.data;
}

/** The messages a single-field schema gives for a value ([] when it passes). */
export function messages(schema: z.ZodType, value: unknown): string[] {
  return fieldErrors(schema, value)[''] ?? [];
}

/** Freezes the clock at local noon of the given day for every test of the enclosing suite. */
export function useFixedClock(year: number, month: number, day: number): void {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(year, month - 1, day, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
