import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { primaryButton } from '#web/components/ui/buttons';
import { ModalDialog } from '#web/components/ui/modal-dialog';

// The spec's success message (motor section 2.2) in a native modal dialog: it traps focus, closes on
// Escape and is announced as a dialog, with no library.

interface SuccessDialogProps {
  open: boolean;
  onClose: () => void;
  /** The premium list of the same quote, with its promo and channel. */
  continueTo: string;
}

export function SuccessDialog({ open, onClose, continueTo }: SuccessDialogProps) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      labelledBy="inquiry-success-title"
      describedBy="inquiry-success-text"
      className="w-[min(28rem,calc(100vw-2rem))] p-6 text-center sm:p-8"
    >
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-green-700" strokeWidth={1.75} />
      <h2 id="inquiry-success-title" className="mt-3 text-2xl font-bold text-slate-900">
        Success!
      </h2>
      <p id="inquiry-success-text" className="mt-2 text-slate-700">
        Your inquiry has been submitted successfully. One of our representatives will contact you shortly.
      </p>
      <Link to={continueTo} className={`${primaryButton} mt-6 w-full`}>
        See your quotes
      </Link>
    </ModalDialog>
  );
}
