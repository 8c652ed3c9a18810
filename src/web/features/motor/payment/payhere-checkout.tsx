import { ExternalLink, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Checkout } from '#domain/motor/payment-calls';
import { ApiError } from '#web/api/api-error';
import { primaryButton } from '#web/components/ui/buttons';
import { DangerBanner, useDangerBanner } from '#web/components/ui/danger-banner';
import { Panel } from '#web/components/ui/panel';
import { useTranslateText } from '#web/i18n/translate';
import { useCheckout } from './use-checkout';

// PayHere (architecture, Integrations): its checkout takes a form posted by the browser to its own
// site, with the signed fields our server made. The form is real and visible to assistive technology
// only as the button's outcome; the customer comes back to this page's return address.

interface PayHereCheckoutProps {
  hashCode: string;
  onStale: () => void;
}

export function PayHereCheckout({ hashCode, onStale }: PayHereCheckoutProps) {
  const { t } = useLingui();
  const translate = useTranslateText();
  const checkout = useCheckout(hashCode);
  const [opened, setOpened] = useState<Checkout>();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Error>();
  const banner = useDangerBanner([failure]);
  const form = useRef<HTMLFormElement>(null);

  // Once the fields are in the page, the form goes to PayHere.
  useEffect(() => {
    if (opened) form.current?.submit();
  }, [opened]);

  const start = async () => {
    if (pending) return;
    setPending(true);
    setFailure(undefined);
    checkout.forget();
    try {
      setOpened(await checkout.open());
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.httpStatus === 409) onStale();
      setFailure(error instanceof Error ? error : new Error(String(error)));
    }
  };

  return (
    <Panel headingId="payhere-heading" heading={t`Pay by card with PayHere`} className="space-y-4">
      <DangerBanner message={banner.message && translate(banner.message)} onClear={banner.clear} />
      <p className="text-slate-700">
        <Trans>
          You will go to PayHere&apos;s secure page to pay by card, and come back here when it is done.
        </Trans>
      </p>
      <button type="button" onClick={() => void start()} aria-disabled={pending} className={primaryButton}>
        {pending ? (
          <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
        ) : (
          <ExternalLink aria-hidden="true" className="size-5" />
        )}
        <Trans>Pay with PayHere</Trans>
      </button>
      {opened && (
        <form ref={form} method="post" action={opened.action} hidden>
          {Object.entries(opened.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      )}
    </Panel>
  );
}
