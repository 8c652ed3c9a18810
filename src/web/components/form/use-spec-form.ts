import { useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type { FieldErrorMap } from '#domain/errors';

// The spec's form rules (motor section 5 and 2.1), shared by the motor forms: a field's error shows once
// the field is left, typing in a field removes that field's error (and, through onFieldChange, the
// page's general errors), and errors from the server show under their inputs.

interface SpecFormOptions<T extends FieldValues, C = unknown> {
  defaultValues: DefaultValues<T>;
  resolver: Resolver<T, C>;
  /** Handed to the resolver at each check, e.g. the step a form of several steps is at. */
  context?: C;
  /** Called when the visitor changes a field, e.g. to clear the page's general errors. */
  onFieldChange?: (name: string) => void;
}

export function useSpecForm<T extends FieldValues, C = unknown>({
  defaultValues,
  resolver,
  context,
  onFieldChange,
}: SpecFormOptions<T, C>): UseFormReturn<T, C> {
  const form = useForm<T, C>({ defaultValues, resolver, context, mode: 'onBlur', reValidateMode: 'onBlur' });
  const { subscribe, clearErrors } = form;
  const onChange = useRef(onFieldChange);
  useEffect(() => {
    onChange.current = onFieldChange;
  });

  useEffect(() => {
    // Only the visitor's own changes clear errors; values set by the page (setValue, reset) do not. A
    // change comes with its event's type: 'change' from React's onChange, but 'input' in the built site,
    // where Preact passes the browser's own input event (docs/decisions/042-preact-in-the-browser.md).
    return subscribe({
      formState: { values: true },
      callback: ({ name, type }) => {
        if (type === undefined || !name) return;
        clearErrors(name as Path<T>);
        onChange.current?.(name);
      },
    });
  }, [subscribe, clearErrors]);

  return form;
}

/**
 * Puts the server's field errors under the inputs the form shows (the first message of each, section 5)
 * and answers the messages about fields the form does not show, for the page's general error.
 */
export function showServerFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  errors: FieldErrorMap,
  shown: readonly string[],
): string[] {
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const [message] = messages;
    if (message === undefined) continue;
    if (shown.includes(field)) form.setError(field as Path<T>, { type: 'server', message });
    else elsewhere.push(message);
  }
  return elsewhere;
}
