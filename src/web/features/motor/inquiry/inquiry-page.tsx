import { Info } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIFESTYLE } from '#domain/motor/channel-codes';
import { usePageTitle } from '#web/components/use-page-title';
import { useTranslateText } from '#web/i18n/translate';
import { Panel } from '#web/components/ui/panel';
import { useQuoteParams } from '../api/get-quote-params';
import { InsuranceDetails } from '../insurance-details';
import { DEFAULT_MOTOR_ROUTE, motorPath, motorRouteOrDefault, motorTitle } from '../motor-path';
import { readPartnerCustomer, readStoredForm, storedInquiryId } from '../stored-quote-form';
import { InquiryForm } from './inquiry-form';

// Motor section 2.2: /motor/{vehicle_type}/{insurance_type}/Inquiry?unq_hash=&promo=&channel=. The visitor
// leaves contact details about the quote just made, once: a visitor whose inquiry is stored goes straight
// on to the premiums (after 'Edit these details' or Back), and a representative calls only if asked
// (decision 032).

/** Why the quotation page did not apply a channel or promo it was asked for, if it said so. */
function noticeOf(state: unknown): string | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' && notice !== '' ? notice : undefined;
}

export function Component() {
  const { t } = useLingui();
  const translate = useTranslateText();
  const params = useParams();
  const [query] = useSearchParams();
  const { state } = useLocation();
  const route = motorRouteOrDefault(params);
  usePageTitle(motorTitle(route, t`Inquiry`));
  const hash = query.get('unq_hash');
  const unqHash = hash && hash !== 'undefined' ? hash : undefined;
  const promo = query.get('promo') ?? undefined;
  const channel = query.get('channel') ?? undefined;
  const saved = useQuoteParams(unqHash);
  // Section 2.2: launch data of the named customer channel prefills the form.
  const [inquired] = useState(() => storedInquiryId(readStoredForm()) !== undefined);
  const [partner] = useState(() => (channel === LIFESTYLE.channel ? readPartnerCustomer() : undefined));
  const savedError = saved.error;
  const quoteError = useMemo(() => {
    if (!savedError) return savedError;
    const reason = translate(savedError.message);
    return new Error(
      t`We couldn't load this quote (${reason}). Go back to the quotation form to get a new one.`,
    );
  }, [savedError, t, translate]);

  if (!unqHash) return <Navigate replace to={motorPath('Quotation', DEFAULT_MOTOR_ROUTE)} />;
  if (inquired) {
    const premiums = motorPath('Premium-Comparison', route, { unq_hash: unqHash, promo, channel });
    return <Navigate replace to={premiums} />;
  }
  const notice = noticeOf(state);
  const reason = notice && translate(notice);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Your quotes are ready</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        <Trans>Leave your contact details to see the premiums insurers offer for your vehicle.</Trans>
      </p>
      {reason && (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          <span>
            <Trans>{reason}. Your quote uses our standard website prices.</Trans>
          </span>
        </p>
      )}
      <div className="mt-6 grid items-start gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <InsuranceDetails
          params={saved.data}
          unqHash={unqHash}
          promo={promo}
          channel={channel}
          fallbackRoute={route}
          toggleLabel={t`Insurance Detail`}
        />
        <Panel headingId="contact-heading" heading={t`Your contact details`}>
          <div className="mt-5">
            <InquiryForm
              quote={{ route, unqHash, promo, channel }}
              partner={partner}
              quoteError={quoteError}
            />
          </div>
        </Panel>
      </div>
    </div>
  );
}
