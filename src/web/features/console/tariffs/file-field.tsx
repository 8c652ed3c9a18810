import type { ReactNode } from 'react';
import { useId } from 'react';
import { MAX_TARIFF_CHARS } from '#domain/console/tariffs';

// A file an admin uploads in the tariffs screen (a tariff version, a promotions file): its input, a hint,
// and every fault the server names in it (by row and column or path) listed under it, role=alert.

/** A file larger than this cannot be within the limit: a character takes at most 4 bytes in UTF-8. */
export const tooLarge = (file: File) => file.size > 4 * MAX_TARIFF_CHARS;

export function FileField({
  label,
  hint,
  accept,
  fileName,
  faults,
  resetKey,
  onChoose,
}: {
  label: string;
  hint: ReactNode;
  accept: string;
  /** The file chosen, named in its faults' heading. */
  fileName: string | undefined;
  faults: readonly string[];
  /** A new key empties the input (after a file is saved). */
  resetKey: number;
  onChoose: (file: File | undefined) => void;
}) {
  const id = useId();
  const describedBy = [`${id}-hint`, faults.length > 0 ? `${id}-faults` : ''].filter(Boolean);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-slate-900">
        {label}
      </label>
      <input
        key={resetKey}
        id={id}
        type="file"
        accept={accept}
        onChange={(event) => onChoose(event.target.files?.[0])}
        aria-invalid={faults.length > 0 || undefined}
        aria-describedby={describedBy.join(' ')}
        className="block w-full rounded-lg border border-slate-400 bg-white p-2 text-base text-slate-900 file:mr-3 file:min-h-9 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:font-semibold file:text-brand-800 aria-invalid:border-red-700"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <div id={`${id}-faults`} role="alert" className="empty:hidden">
        {faults.length > 0 && (
          <div className="mt-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900">
            <p className="font-semibold">
              {fileName ? `${fileName} cannot be used` : 'The file cannot be used'}:
            </p>
            <ul className="mt-1 list-disc space-y-1 pl-5 break-words">
              {faults.map((fault) => (
                <li key={fault}>{fault}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
