import { RotateCcw } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { quietButton } from '../ui/buttons';

/**
 * What a form says after Clear: that it was cleared, with Undo to bring every value back. The status
 * region stays in the page, so the message is announced when it appears.
 */
export function ClearedNotice({ cleared, onUndo }: { cleared: boolean; onUndo: () => void }) {
  return (
    <div role="status">
      {cleared && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-slate-900">
          <Trans>The form was cleared.</Trans>
          <button type="button" onClick={onUndo} className={quietButton}>
            <RotateCcw aria-hidden="true" className="size-4" />
            <Trans>Undo</Trans>
          </button>
        </p>
      )}
    </div>
  );
}
