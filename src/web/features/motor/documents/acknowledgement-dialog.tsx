import { ShieldAlert } from 'lucide-react';
import { primaryButton, secondaryButton } from '#web/components/ui/buttons';
import { ModalDialog } from '#web/components/ui/modal-dialog';

// Section 2.8's acknowledgement before an ONLINE submit of a cover that is not Comprehensive: the
// customer confirms they know third-party cover does not pay for their own vehicle. A native modal
// dialog keeps focus inside, closes on Escape (as Cancel) and gives focus back to the submit button.

interface AcknowledgementDialogProps {
  open: boolean;
  typeOfCover: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function AcknowledgementDialog({
  open,
  typeOfCover,
  onConfirm,
  onCancel,
}: AcknowledgementDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onCancel}
      labelledBy="acknowledgement-title"
      describedBy="acknowledgement-text"
      className="w-[min(32rem,calc(100vw-2rem))] p-6 text-slate-800"
    >
      <ShieldAlert aria-hidden="true" className="size-10 text-amber-700" strokeWidth={1.75} />
      <h2 id="acknowledgement-title" className="mt-3 text-xl font-bold text-slate-900">
        Your cover is {typeOfCover || 'Third Party'}
      </h2>
      <div id="acknowledgement-text" className="mt-2 space-y-2">
        <p>
          Third-party cover pays for damage or injury you cause to other people and their property. It does
          not pay for damage to your own vehicle, or for its theft.
        </p>
        <p>Please confirm that you understand this before you submit your documents.</p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
        <button type="button" onClick={onConfirm} className={primaryButton}>
          I understand, submit
        </button>
      </div>
    </ModalDialog>
  );
}
