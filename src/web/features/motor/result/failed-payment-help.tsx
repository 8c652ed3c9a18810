import { Phone } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_MESSAGES } from '#domain/motor/payment';
import { telHref } from '#web/components/layout/site-links';
import { publicConfig } from '#web/config';
import { useTranslateText } from '#web/i18n/translate';
import type { FailedPayment } from './result-views';

// What a buyer whose payment did not go through needs (issue 20, 'Words and steps'): that the card was
// not charged, the references to quote to us, and the other ways to pay. The hotline is the site's own,
// from the configuration; without one, the e-mail address.

export function FailedPaymentHelp({ payment }: { payment: FailedPayment }) {
  const { t } = useLingui();
  const translate = useTranslateText();
  const { hotlines, contactEmail } = publicConfig();
  const number = hotlines[0]?.number;
  const references = [
    ...(payment.reference ? [[t`Payment reference`, payment.reference] as const] : []),
    [t`Quotation number`, payment.quotationNumber] as const,
  ];

  return (
    <div className="mt-5 space-y-5 text-left">
      {payment.notCharged && (
        <p className="text-center text-lg font-semibold text-slate-900">
          {translate(PAYMENT_MESSAGES.notCharged)}
        </p>
      )}
      <dl className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
        {references.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-3 py-1">
            <dt className="text-slate-700">{label}</dt>
            <dd className="font-mono font-semibold break-all text-slate-900 select-all">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="other-ways-heading">
        <h2 id="other-ways-heading" className="font-semibold text-slate-900">
          <Trans>Other ways to pay</Trans>
        </h2>
        <ul className="mt-2 list-disc space-y-2 pl-5 text-slate-700">
          <li>
            <Trans>With another card: press Try again below.</Trans>
          </li>
          <li>
            <Trans>
              Later: the link in the SMS and e-mail we sent when you applied brings you back to your
              application, on any device, until your quotation&apos;s price ends.
            </Trans>
          </li>
          {number ? (
            <li>
              <Trans>
                With our help: call us on{' '}
                <a href={telHref(number)} className="font-semibold text-brand-800 underline">
                  <Phone aria-hidden="true" className="mr-1 inline size-4" />
                  {number}
                </a>{' '}
                and quote the reference above.
              </Trans>
            </li>
          ) : (
            contactEmail && (
              <li>
                <Trans>
                  With our help: write to{' '}
                  <a href={`mailto:${contactEmail}`} className="font-semibold text-brand-800 underline">
                    {contactEmail}
                  </a>{' '}
                  and quote the reference above.
                </Trans>
              </li>
            )
          )}
        </ul>
      </section>
    </div>
  );
}
