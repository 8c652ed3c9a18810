import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '#web/api/api-error';
import { showServerFieldErrors } from '#web/components/form/use-spec-form';
import { problemOf } from './api/console-call';

/**
 * Sends a console form once its schema passes: the server's field errors (1002) go under the inputs
 * `shown`, any other refusal (800) is the form's problem. What was typed stays for another try.
 */
export function useConsoleSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  shown: readonly string[],
  send: (values: T) => Promise<unknown>,
) {
  const [problem, setProblem] = useState<string>();
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    try {
      await send(values);
    } catch (error) {
      const [elsewhere] =
        error instanceof ApiError && error.fieldErrors
          ? showServerFieldErrors(form, error.fieldErrors, shown)
          : [problemOf(error)];
      setProblem(elsewhere);
    }
  });
  return { onSubmit, problem };
}
