import { useId } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';

// A console form's longer text (a rejection's reason, a lead's note): its label, a hint, and the field's
// error under it, tied to the box by aria-describedby.

export function TextAreaField({
  name,
  label,
  hint,
  rows = 3,
}: {
  name: string;
  label: string;
  hint: string;
  rows?: number;
}) {
  const id = useId();
  const { register } = useFormContext();
  const error = useFormState({ name }).errors[name]?.message;
  const message = typeof error === 'string' ? error : undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
        {hint}
      </p>
      <textarea
        id={id}
        rows={rows}
        {...register(name)}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700"
      />
      {message && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
