import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '#web/api/api-error';
import { showServerFieldErrors } from '#web/components/form/use-spec-form';
import { problemOf } from '../api/console-call';

/**
 * A refused tariff or promotion call: the faults of the uploaded file (every one, by row or path), the
 * other fields' errors under their inputs (`shown`, when there is a form), and any other refusal as the
 * form's problem.
 */
export function useRefusal<T extends FieldValues>(form?: UseFormReturn<T>, shown: readonly string[] = []) {
  const [faults, setFaults] = useState<string[]>([]);
  const [problem, setProblem] = useState<string>();
  const clear = () => {
    setFaults([]);
    setProblem(undefined);
  };
  const by = (error: unknown) => {
    if (!(error instanceof ApiError && error.fieldErrors)) return setProblem(problemOf(error));
    const { content, ...others } = error.fieldErrors;
    setFaults(content ?? []);
    const [elsewhere] = form ? showServerFieldErrors(form, others, shown) : Object.values(others).flat();
    setProblem(elsewhere);
  };
  return { faults, problem, clear, refused: { by, content: setFaults } };
}
