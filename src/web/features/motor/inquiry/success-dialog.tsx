import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { primaryButton } from '#web/components/ui/buttons';
import { MessageDialog } from '#web/components/ui/modal-dialog';

// The spec's success message (motor section 2.2), in the site's message dialog.

interface SuccessDialogProps {
  open: boolean;
  onClose: () => void;
  /** The premium list of the same quote, with its promo and channel. */
  continueTo: string;
}

export function SuccessDialog({ open, onClose, continueTo }: SuccessDialogProps) {
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      id="inquiry-success"
      icon={CircleCheck}
      tone="success"
      heading="Success!"
      actions={
        <Link to={continueTo} className={`${primaryButton} w-full`}>
          See your quotes
        </Link>
      }
    >
      <p>
        Your inquiry has been submitted successfully. One of our representatives will contact you shortly.
      </p>
    </MessageDialog>
  );
}
