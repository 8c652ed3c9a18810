import { ShieldAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons';

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
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) element?.showModal();
    if (!open && element?.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      onClose={onCancel}
      aria-labelledby="acknowledgement-title"
      aria-describedby="acknowledgement-text"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-slate-800 shadow-xl backdrop:bg-slate-900/60"
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
    </dialog>
  );
}
