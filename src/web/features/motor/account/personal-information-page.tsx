import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { secondaryButton } from '#web/components/ui/buttons';
import { usePageTitle } from '#web/components/use-page-title';
import { LoadFailure } from '#web/components/ui/load-failure';
import { Panel } from '#web/components/ui/panel';
import { usePremiums } from '../api/get-premiums';
import { InsuranceDetails } from '../insurance-details';
import { DEFAULT_MOTOR_ROUTE, motorPath } from '../motor-path';
import { premiumListPath, readSaleQuery } from '../comparison-query';
import { quoteRoute } from '../quote-summary';
import { readStoredForm, storedInquiryId } from '../stored-quote-form';
import { PurchaseSteps } from '../purchase-steps';
import { PersonalInfoForm } from './personal-info-form';
import type { PurchaseQuote } from './personal-request';
import { SelectedQuotation } from './selected-quotation';

// Personal Information (motor section 2.5): /account?unq_hash=&qot_number=&channel=&promo=, reached by
// BUY NOW. Left, the quote and the chosen quotation; right, the form that verifies the mobile number and
// leads on to the document uploader.

export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Personal Information`);
  const [query] = useSearchParams();
  const unqHash = query.get('unq_hash');
  const qotNumber = query.get('qot_number');
  if (!unqHash || unqHash === 'undefined' || !qotNumber)
    return <Navigate replace to={motorPath('Quotation', DEFAULT_MOTOR_ROUTE)} />;
  return <PersonalInformation unqHash={unqHash} qotNumber={qotNumber} />;
}

/** Why this quotation cannot be bought here, with the way back to choose another. */
function NotForSale({ message, back }: { message: string; back: string }) {
  return (
    <div
      role="alert"
      className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <p className="flex items-start gap-3 font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
        <span className="min-w-0 break-words">{message}</span>
      </p>
      <Link to={back} className={secondaryButton}>
        <Trans>Back to Premium Comparison</Trans>
      </Link>
    </div>
  );
}

function PersonalInformation({ unqHash, qotNumber }: { unqHash: string; qotNumber: string }) {
  const { t } = useLingui();
  const [query] = useSearchParams();
  const sale = readSaleQuery(query);
  const premiums = usePremiums(unqHash);
  const params = premiums.data?.params;
  const route = (params && quoteRoute(params)) ?? DEFAULT_MOTOR_ROUTE;
  const item: QuotationItem | undefined = premiums.data?.quotations.find(
    (quotation) => quotation.qot_number === qotNumber,
  );
  const premiumsHref = premiumListPath(route, unqHash, [], sale);
  const quotationHref = motorPath('Quotation', route, { unq_hash: unqHash, ...sale });

  const quote: PurchaseQuote | undefined = params &&
    item && {
      unqHash,
      qotNumber,
      // Section 2.5: third-party mode unless the quote says full insurance.
      coverType: params.cover_type === 'C' ? 'C' : 'T',
      vehicleType: params.vehicle_type,
      channel: sale.channel ?? params.channel,
      promo: sale.promo ?? params.promo,
      inquiryId: storedInquiryId(readStoredForm()),
    };

  let blocked: string | undefined;
  if (premiums.data && !item)
    blocked = t`Quotation ${qotNumber} is not one of this quote's quotations. Go back and choose an insurer from the list.`;
  else if (item && item.total_premium === null) {
    const companyName = item.company_name;
    blocked = t`${companyName} does not sell this cover online. Go back and choose another insurer, or contact us.`;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PurchaseSteps quotationHref={premiumsHref} />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Personal Information</Trans>
      </h1>
      <p className="mt-1 max-w-2xl text-slate-700">
        <Trans>
          Verify your mobile number and tell us who is buying the cover. Next you upload your documents.
        </Trans>
      </p>

      <div className="mt-5 grid items-start gap-5 md:grid-cols-[17rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
        {!premiums.isError && (
          <aside className="space-y-4" aria-label={t`Your quote`}>
            {/* A number the quote does not have shows no card: the message says why. */}
            {(item || !premiums.data) && <SelectedQuotation item={item} changeHref={premiumsHref} />}
            <InsuranceDetails
              params={params}
              unqHash={unqHash}
              {...sale}
              fallbackRoute={route}
              toggleLabel={t`Insurance Detail`}
            />
          </aside>
        )}
        <div className="min-w-0 md:col-start-2">
          {premiums.isError ? (
            <LoadFailure
              title={t`We could not load this quotation.`}
              error={premiums.error}
              advice={t`Try again; if it keeps failing, the link may be old: start a new quotation.`}
              onRetry={() => void premiums.refetch()}
              way={{ to: motorPath('Quotation', DEFAULT_MOTOR_ROUTE), text: t`Start a new quotation` }}
            />
          ) : blocked ? (
            <NotForSale message={blocked} back={premiumsHref} />
          ) : (
            <Panel headingId="personal-heading" heading={t`Your contact details`} className="space-y-5">
              <PersonalInfoForm quote={quote} links={{ quotation: quotationHref, premiums: premiumsHref }} />
            </Panel>
          )}
        </div>
      </div>
    </div>
  );
}
