import { useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { MAX_COMPARE } from '#domain/motor/compare';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { usePageTitle } from '#web/components/use-page-title';
import { LoadFailure } from '#web/components/ui/load-failure';
import { usePremiums } from '../api/get-premiums';
import { InsuranceDetails } from '../insurance-details';
import type { MotorRoute } from '../motor-path';
import { DEFAULT_MOTOR_ROUTE, motorPath, motorTitle, readMotorRoute } from '../motor-path';
import { quoteRoute } from '../quote-summary';
import { coverComparisonPath, readSaleQuery, readSelection, withSelection } from '../comparison-query';
import { CompareBar } from './compare-bar';
import { DealsBanner } from './deals-banner';
import { quoteReference, toggleSelection } from './premium-selection';
import { QuotationCard, QuotationCardSkeleton } from './quotation-card';

// Premium Comparison (motor section 2.3): the quotations of one quote, cheapest first (the server sorts
// by the price to pay, declined ones last), with up to 3 chosen for the cover comparison. The choice is
// kept in the URL, replaced in place, so reloading or sharing the page restores it.

/** Section 2.3 sends a visitor without a quote here, not to the default quotation. */
const NO_QUOTE_ROUTE: MotorRoute = { vehicleType: 'Dual-Purpose', insuranceType: 'third-party' };
const inPlace = { replace: true, preventScrollReset: true } as const;

export function Component() {
  const [query] = useSearchParams();
  const unqHash = query.get('unq_hash');
  if (!unqHash || unqHash === 'undefined')
    return <Navigate replace to={motorPath('Quotation', NO_QUOTE_ROUTE)} />;
  return <PremiumComparison unqHash={unqHash} />;
}

function PremiumComparison({ unqHash }: { unqHash: string }) {
  const pathRoute = readMotorRoute(useParams()) ?? DEFAULT_MOTOR_ROUTE;
  const [query, setQuery] = useSearchParams();
  const premiums = usePremiums(unqHash);
  const [announcement, setAnnouncement] = useState('');
  const params = premiums.data?.params;
  const quotations = premiums.data?.quotations;
  const route = (params && quoteRoute(params)) ?? pathRoute;
  const thirdParty = route.insuranceType === 'third-party';
  const sale = readSaleQuery(query);
  usePageTitle(motorTitle(route, 'Premium Comparison'));

  // The URL gives the first choice and keeps every later one, but a URL change is an asynchronous
  // navigation: a box must follow its click at once, so the choice itself lives in state.
  const [chosen, setChosen] = useState(() => readSelection(query));
  // Section 4: a failed premium fetch empties the cart, in the URL too.
  const failed = premiums.isError;
  if (failed && chosen.length > 0) setChosen([]);
  const inUrl = readSelection(query).length > 0;
  useEffect(() => {
    if (failed && inUrl) setQuery((current) => withSelection(current, []), inPlace);
  }, [failed, inUrl, setQuery]);

  const known = (number: string) => !quotations || quotations.some((item) => item.qot_number === number);
  const selected = thirdParty ? [] : chosen.filter(known);
  const nameOf = (number: string) =>
    quotations?.find((item) => item.qot_number === number)?.company_name ?? number;

  const toggle = (item: QuotationItem) => {
    const { selected: next, dropped } = toggleSelection(selected, item.qot_number);
    setChosen(next);
    setQuery((current) => withSelection(current, next), inPlace);
    const count = `${next.length} of ${MAX_COMPARE} selected.`;
    if (!next.includes(item.qot_number)) setAnnouncement(`${item.company_name} removed. ${count}`);
    else if (dropped)
      setAnnouncement(
        `${item.company_name} added; ${nameOf(dropped)} removed, as at most 3 can be compared. ${count}`,
      );
    else setAnnouncement(`${item.company_name} added. ${count}`);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Premium Comparison</h1>
      {!thirdParty && <p className="mt-1 text-lg text-slate-700">Select up to 3 models for comparison</p>}

      <div className="mt-5 grid gap-5 md:grid-cols-[17rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
        {/* Without the premium list there are no details to show either. */}
        {!failed && (
          <aside className="md:sticky md:top-4 md:self-start">
            <InsuranceDetails
              params={params}
              unqHash={unqHash}
              {...sale}
              fallbackRoute={route}
              toggleLabel="Edit Detail"
            />
          </aside>
        )}

        <div className="min-w-0 space-y-4 md:col-start-2">
          {!thirdParty && !failed && (
            <DealsBanner reference={quotations?.[0] && quoteReference(quotations[0].qot_number)} />
          )}
          {failed ? (
            <LoadFailure
              title="We could not show the premiums of this quote."
              error={premiums.error}
              advice="Try again; if it keeps failing, the link may be old: start a new quotation."
              onRetry={() => void premiums.refetch()}
              way={{ to: motorPath('Quotation', route), text: 'Start a new quotation' }}
            />
          ) : (
            <section aria-labelledby="quotations-heading" aria-busy={quotations ? undefined : true}>
              <h2 id="quotations-heading" className="sr-only">
                Quotations, cheapest first
              </h2>
              {quotations ? (
                <ol className="space-y-4">
                  {quotations.map((item) => (
                    <li key={item.qot_number}>
                      <QuotationCard
                        item={item}
                        unqHash={unqHash}
                        sale={sale}
                        selection={
                          thirdParty
                            ? undefined
                            : { selected: selected.includes(item.qot_number), onToggle: () => toggle(item) }
                        }
                      />
                    </li>
                  ))}
                </ol>
              ) : (
                <div className="space-y-4">
                  <p role="status" className="sr-only">
                    Loading the premiums…
                  </p>
                  {Array.from({ length: 4 }, (_, index) => (
                    <QuotationCardSkeleton key={index} />
                  ))}
                </div>
              )}
            </section>
          )}
          {!thirdParty && !failed && (
            <CompareBar count={selected.length} href={coverComparisonPath(route, unqHash, selected, sale)} />
          )}
        </div>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
