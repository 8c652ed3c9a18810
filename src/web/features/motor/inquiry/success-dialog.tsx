import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { primaryButton } from '#web/components/ui/buttons';
import { MessageDialog } from '#web/components/ui/modal-dialog';

// The spec's success message (motor section 2.2), in the site's message dialog. Its promise of a call is
// made only to a visitor who asked for one (decision 032). The way on replaces the inquiry page in the
// history, so Back from the premiums does not come back to a form already sent.

interface SuccessDialogProps {
  open: boolean;
  /** The visitor ticked 'Call me about these quotes'. */
  called: boolean;
  onClose: () => void;
  /** The premium list of the same quote, with its promo and channel. */
  continueTo: string;
}

export function SuccessDialog({ open, called, onClose, continueTo }: SuccessDialogProps) {
  const { t } = useLingui();
  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      id="inquiry-success"
      icon={CircleCheck}
      tone="success"
      heading={t`Success!`}
      actions={
        <Link to={continueTo} replace className={`${primaryButton} w-full`}>
          <Trans>See your quotes</Trans>
        </Link>
      }
    >
      <p>
        <Trans>Your inquiry has been submitted successfully.</Trans>{' '}
        {called
          ? t`One of our representatives will contact you shortly.`
          : t`No one will call you: your quotes are ready to compare.`}
      </p>
    </MessageDialog>
  );
}
