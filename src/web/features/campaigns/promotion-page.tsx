import { ArrowRight, BadgePercent, CalendarX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CampaignOffer, OfferPath } from '#domain/campaigns';
import { offerQuotationPath, percentOf } from '#domain/campaigns';
import { ApiError } from '#web/api/api-error';
import { NotFound } from '#web/components/layout/not-found';
import { primaryButton } from '#web/components/ui/buttons';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { Spinner } from '#web/components/ui/loaded';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { useOffer } from './api/get-offer';
import { LeadForm } from './lead-form';
import { useOfferTerms } from './offer-terms';

// A bank's credit card promotion (content document, section 2): the banner with the headline discount,
// the terms and conditions written from the offer's numbers, and the Get A Quote form. A bank or offer
// without a page is the not-found page, answered 404 by the server (decision 057).

export function Component() {
  const { t } = useLingui();
  const params = useParams();
  const path: OfferPath = {
    campaign_type: params.campaign_type ?? '',
    category: params.category ?? '',
    promo_type: params.promo_type ?? '',
    offer: params.offer ?? '',
  };
  const offer = useOffer(path);
  if (offer.isError && offer.error instanceof ApiError && offer.error.httpStatus === 404) return <NotFound />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      {offer.isPending ? (
        <Spinner label={t`Loading the offer…`} />
      ) : offer.isError ? (
        <ErrorPanel
          title={t`We couldn't load this offer.`}
          message={offer.error.message}
          onRetry={() => void offer.refetch()}
        />
      ) : (
        <OfferView offer={offer.data} />
      )}
    </div>
  );
}

function OfferView({ offer }: { offer: CampaignOffer }) {
  const { t } = useLingui();
  const bank = offer.bank_name;
  const percent = offer.discount_bp === null ? null : percentOf(offer.discount_bp);
  const headline =
    percent === null ? t`Motor insurance for ${bank} card holders` : t`${percent}% off motor insurance`;
  usePageTitle(pageTitle(t`${bank} credit card offer`));
  const terms = useOfferTerms(offer);
  return (
    <>
      <section
        aria-labelledby="offer-headline"
        className="flex flex-col gap-6 rounded-3xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:p-10"
      >
        <div className="flex-1">
          <p className="font-semibold text-brand-100">
            <Trans>{bank} credit card offer</Trans>
          </p>
          <h1 id="offer-headline" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {headline}
          </h1>
          <p className="mt-3 text-lg text-brand-50">
            {percent === null ? (
              <Trans>Pay for your motor insurance with your {bank} credit card.</Trans>
            ) : (
              <Trans>Pay with your {bank} credit card and save on your motor insurance premium.</Trans>
            )}
          </p>
          {!offer.running && (
            <p className="mt-4 flex items-center gap-2 rounded-xl bg-white/10 p-3 font-medium">
              <CalendarX aria-hidden="true" className="size-5 shrink-0" />
              <Trans>This offer is not running today: see its dates in the terms below.</Trans>
            </p>
          )}
          <a
            href="#get-a-quote"
            className={`${primaryButton} mt-6 bg-white !text-brand-800 hover:bg-brand-50`}
          >
            <Trans>Get A Quote</Trans>
          </a>
        </div>
        <div className="flex size-32 shrink-0 items-center justify-center self-center rounded-2xl bg-white p-4">
          {offer.logo_url ? (
            <img src={offer.logo_url} alt={bank} width={96} height={96} className="size-24 object-contain" />
          ) : (
            <BadgePercent aria-label={bank} role="img" className="size-16 text-brand-700" />
          )}
        </div>
      </section>
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="offer-terms">
          <h2 id="offer-terms" className="text-2xl font-bold text-slate-900">
            <Trans>Terms and conditions</Trans>
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-800 marker:text-brand-700">
            {terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
        </section>
        <section id="get-a-quote" aria-labelledby="get-a-quote-title" className="scroll-mt-24">
          <h2 id="get-a-quote-title" className="text-2xl font-bold text-slate-900">
            <Trans>Get A Quote</Trans>
          </h2>
          <p className="mt-2 text-slate-700">
            <Trans>Leave your details and we will call you with quotes from the insurers.</Trans>
          </p>
          <Link
            to={offerQuotationPath(offer.promo_code)}
            className="mt-3 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline hover:no-underline"
          >
            <Trans>Or compare the insurers' prices for {bank} card holders now</Trans>
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </Link>
          <div className="mt-6">
            <LeadForm source={{ bank: offer.bank, promoCode: offer.promo_code }} />
          </div>
        </section>
      </div>
    </>
  );
}
