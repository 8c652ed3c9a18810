import { ShieldAlert } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { primaryButton, secondaryButton } from '#web/components/ui/buttons';
import { MessageDialog } from '#web/components/ui/modal-dialog';

// Section 2.8's acknowledgement before an ONLINE submit of a cover that is not Comprehensive: the
// customer confirms they know third-party cover does not pay for their own vehicle. The modal closes on
// Escape (as Cancel) and gives focus back to the submit button.

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
  const { t } = useLingui();
  const cover = typeOfCover || t`Third Party`;
  return (
    <MessageDialog
      open={open}
      onClose={onCancel}
      id="acknowledgement"
      icon={ShieldAlert}
      tone="warning"
      heading={t`Your cover is ${cover}`}
      actions={
        <>
          <button type="button" onClick={onCancel} className={secondaryButton}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" onClick={onConfirm} className={primaryButton}>
            <Trans>I understand, submit</Trans>
          </button>
        </>
      }
    >
      <p>
        <Trans>
          Third-party cover pays for damage or injury you cause to other people and their property. It does
          not pay for damage to your own vehicle, or for its theft.
        </Trans>
      </p>
      <p>
        <Trans>Please confirm that you understand this before you submit your documents.</Trans>
      </p>
    </MessageDialog>
  );
}
