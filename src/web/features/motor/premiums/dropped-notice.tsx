import { Undo2 } from 'lucide-react';
import { Trans } from '@lingui/react/macro';

/** Who left the comparison to make room for a fourth tick (section 4 keeps 3), and the way back. */
export interface Dropped {
  name: string;
  /** The choice before the fourth tick, which Undo restores. */
  before: string[];
}

/**
 * Said where the eye is, above Compare Now, and to screen readers (a status region, present before it
 * speaks so the words are announced): the oldest choice went, and Undo puts it back.
 */
export function DroppedNotice({ dropped, onUndo }: { dropped: Dropped | null; onUndo: () => void }) {
  const name = dropped?.name;
  return (
    <div role="status">
      {dropped && (
        <p className="mb-2 flex flex-wrap items-center justify-between gap-x-3 rounded-lg bg-amber-50 px-3 py-1 text-sm text-slate-900 ring-1 ring-amber-300">
          <span>
            <Trans>
              <strong>{name}</strong> was taken out: at most 3 can be compared.
            </Trans>
          </span>
          <button
            type="button"
            onClick={onUndo}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline hover:no-underline"
          >
            <Undo2 aria-hidden="true" className="size-4" />
            <Trans>Undo</Trans>
          </button>
        </p>
      )}
    </div>
  );
}
