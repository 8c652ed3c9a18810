import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { LazyCallbackModal } from '#web/lazy-dock-panels';
import { LazyPanel } from './floating-dock';

// 'Request a callback' in the footer: the dock's callback form for every screen, and the way to it on a
// phone, where the dock is hidden (decision 053).

export function CallbackLink({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={className}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Trans>Request a callback</Trans>
      </button>
      <LazyPanel Panel={LazyCallbackModal} wanted={wanted} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
