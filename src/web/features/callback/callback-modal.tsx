import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { DialogCloseButton, ModalDialog } from '#web/components/ui/modal-dialog';
import { CallbackForm } from './callback-form';

// The dock's Callback (content section 2), and the footer's way to it on a phone (decision 053): the
// callback form in the site's modal. Loaded only when first opened, so the first page load carries none
// of it; each opening starts a fresh form, filled from the inquiry cookie.

export default function CallbackModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [round, setRound] = useState(0);
  const close = () => {
    setRound(round + 1);
    onClose();
  };
  return (
    <ModalDialog
      open={open}
      onClose={close}
      labelledBy={titleId}
      className="max-h-[calc(100dvh-1rem)] w-[min(30rem,calc(100vw-1rem))] overflow-y-auto p-4 text-slate-800 sm:p-6"
    >
      <div className="mb-4 flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-xl font-bold text-slate-900 sm:text-2xl">
          <Trans>Request a callback</Trans>
        </h2>
        <DialogCloseButton onClick={close} />
      </div>
      <p className="mb-4 text-slate-700">
        <Trans>
          Leave your number and one of our advisers will call you. We call only because you asked.
        </Trans>
      </p>
      <CallbackForm key={round} />
    </ModalDialog>
  );
}
