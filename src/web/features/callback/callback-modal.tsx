import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { TitledModal } from '#web/components/ui/modal-dialog';
import { CallbackForm } from './callback-form';

// The dock's Callback (content section 2), and the footer's way to it on a phone (decision 053): the
// callback form in the site's modal. Loaded only when first opened, so the first page load carries none
// of it; each opening starts a fresh form, filled from the inquiry cookie.

export default function CallbackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [round, setRound] = useState(0);
  const close = () => {
    setRound(round + 1);
    onClose();
  };
  return (
    <TitledModal
      open={open}
      onClose={close}
      title={<Trans>Request a callback</Trans>}
      width="w-[min(30rem,calc(100vw-1rem))]"
    >
      <p className="mb-4 text-slate-700">
        <Trans>
          Leave your number and one of our advisers will call you. We call only because you asked.
        </Trans>
      </p>
      <CallbackForm key={round} />
    </TitledModal>
  );
}
