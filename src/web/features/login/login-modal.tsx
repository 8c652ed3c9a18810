import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { primaryButton } from '#web/components/ui/buttons';
import { TitledModal } from '#web/components/ui/modal-dialog';
import { openSession } from './api/login-calls';
import { Refusal } from '#web/components/ui/refusal';
import { PictureNotSaved } from './login-forms';
import { LoginFlow } from './login-flow';

// The header's 'Login or Register With OTP' (content sections 2, 4 and 5; decision 051): the login page's
// flow in the site's modal (focus kept inside, Escape closes, focus back on Login, named by its title).
// It opens the session itself (token_verify from this page), so the customer stays where they were.
// Loaded only when first opened, so the first page load carries none of it.

const LOGIN_FAILED = /*i18n*/ 'This login did not work. Please try again with a new code.';

export default function LoginModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [error, setError] = useState<string>();
  // Logged in, with a sign-up's picture the server refused: said here before the modal closes.
  const [pictureRefusal, setPictureRefusal] = useState<string>();
  // A new flow each time the modal opens: a closed modal forgets its number and code.
  const [round, setRound] = useState(0);

  const close = () => {
    setError(undefined);
    setPictureRefusal(undefined);
    setRound(round + 1);
    onClose();
  };

  const finish = async (token: string, picture: File | undefined) => {
    try {
      const opened = await openSession(token, picture);
      if (!opened.valid) return setError(LOGIN_FAILED);
      if (opened.pictureRefusal === undefined) return close();
      setPictureRefusal(opened.pictureRefusal);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <TitledModal
      open={open}
      onClose={close}
      title={<Trans>Login or Register With OTP</Trans>}
      width="w-[min(32rem,calc(100vw-1rem))]"
    >
      {pictureRefusal === undefined ? (
        <LoginFlow key={round} onToken={(token, picture) => void finish(token, picture)} />
      ) : (
        <>
          <PictureNotSaved reason={pictureRefusal} />
          <button type="button" className={`${primaryButton} mt-4 w-full`} onClick={close}>
            <Trans>Continue</Trans>
          </button>
        </>
      )}
      <div className="mt-4">
        <Refusal message={error} />
      </div>
    </TitledModal>
  );
}
