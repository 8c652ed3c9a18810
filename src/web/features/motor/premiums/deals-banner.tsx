import { PhoneCall } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { telHref } from '#web/components/layout/site-links';
import { publicConfig } from '#web/config';

/**
 * Section 2.3's banner for full insurance: a sales representative will call (only a visitor who asked for
 * a call is told so, decision 032), and meanwhile the visitor can call the hotline quoting the reference.
 * The reference is unknown until the list arrives.
 */
export function DealsBanner({ reference, called }: { reference: string | undefined; called: boolean }) {
  const number = publicConfig().hotlines[0]?.number;
  return (
    <section
      aria-labelledby="deals-heading"
      className="flex gap-3 rounded-2xl bg-brand-900 p-4 text-white [--focus-ring:#fff] sm:p-5"
    >
      <PhoneCall aria-hidden="true" className="mt-1 size-6 shrink-0" />
      <div className="min-w-0 space-y-1">
        <h2 id="deals-heading" className="text-lg font-bold">
          <Trans>We found some great deals just for you!</Trans>
        </h2>
        <p>
          {called && (
            <>
              <Trans>A sales representative will call you shortly to help you choose.</Trans>{' '}
            </>
          )}
          {number &&
            (called ? (
              <Trans>
                Or call our hotline on{' '}
                <a href={telHref(number)} className="font-semibold whitespace-nowrap underline">
                  {number}
                </a>
                .
              </Trans>
            ) : (
              <Trans>
                For help choosing, call our hotline on{' '}
                <a href={telHref(number)} className="font-semibold whitespace-nowrap underline">
                  {number}
                </a>
                .
              </Trans>
            ))}
        </p>
        <p>
          <Trans>Your reference:</Trans>{' '}
          {reference ? (
            <strong className="font-mono tracking-wide">{reference}</strong>
          ) : (
            <span className="inline-block h-4 w-24 rounded bg-white/30 align-middle motion-safe:animate-pulse" />
          )}
        </p>
      </div>
    </section>
  );
}
