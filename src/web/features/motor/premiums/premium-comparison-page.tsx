import { useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_COMPARE } from '#domain/motor/compare';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { usePageTitle } from '#web/components/use-page-title';
import { LoadFailure } from '#web/components/ui/load-failure';
import { useInsurerFacts } from '../api/get-insurer-facts';
import { usePremiums } from '../api/get-premiums';
import { InsuranceDetails } from '../insurance-details';
import type { MotorRoute } from '../motor-path';
import { DEFAULT_MOTOR_ROUTE, motorPath, motorTitle, readMotorRoute } from '../motor-path';
import { quoteRoute } from '../quote-summary';
import { readStoredForm } from '../stored-quote-form';
import { coverComparisonPath, readSaleQuery, readSelection, withSelection } from '../comparison-query';
import { CompareBar } from './compare-bar';
import { DealsBanner } from './deals-banner';
import type { Dropped } from './dropped-notice';
import { DroppedNotice } from './dropped-notice';
import { ListControls } from './list-controls';
import type { ListView } from './premium-list-view';
import { cardDifferences, readListView, viewQuotations, withListView } from './premium-list-view';
import { quoteReference, toggleSelection } from './premium-selection';
import { QuotationCard, QuotationCardSkeleton } from './quotation-card';
import { RepriceForm } from './reprice-form';
import { useRevealedCount } from './use-revealed-count';

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
  const { t, i18n } = useLingui();
  const pathRoute = readMotorRoute(useParams()) ?? DEFAULT_MOTOR_ROUTE;
  const [query, setQuery] = useSearchParams();
  const premiums = usePremiums(unqHash);
  const facts = useInsurerFacts().data;
  const [announcement, setAnnouncement] = useState('');
  const [dropped, setDropped] = useState<Dropped | null>(null);
  // Kept in the URL as the choice is (below), so Back and a reload keep them.
  const [view, setView] = useState(() => readListView(query));
  const params = premiums.data?.params;
  const quotations = premiums.data?.quotations;
  const cardOffer = premiums.data?.cardOffer;
  const route = (params && quoteRoute(params)) ?? pathRoute;
  const thirdParty = route.insuranceType === 'third-party';
  const sale = readSaleQuery(query);
  usePageTitle(motorTitle(route, t`Premium Comparison`));

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

  const changeView = (next: ListView) => {
    setView(next);
    setQuery((current) => withListView(current, next), inPlace);
  };
  const choose = (next: string[]) => {
    setChosen(next);
    setQuery((current) => withSelection(current, next), inPlace);
  };
  const toggle = (item: QuotationItem) => {
    const { selected: next, dropped: left } = toggleSelection(selected, item.qot_number);
    choose(next);
    // The fourth tick's news is the visible notice's; the other changes are said to screen readers only.
    setDropped(left ? { name: nameOf(left), before: selected } : null);
    const name = item.company_name;
    const count = next.length;
    const max = MAX_COMPARE;
    if (!next.includes(item.qot_number)) setAnnouncement(t`${name} removed. ${count} of ${max} selected.`);
    else setAnnouncement(left ? '' : t`${name} added. ${count} of ${max} selected.`);
  };
  const undo = () => {
    if (!dropped) return;
    choose(dropped.before);
    setDropped(null);
    const name = dropped.name;
    const count = dropped.before.length;
    const max = MAX_COMPARE;
    setAnnouncement(t`${name} is back. ${count} of ${max} selected.`);
    // Undo goes with its notice: focus moves to the box ticked again, the oldest of the choice.
    document
      .querySelector<HTMLInputElement>(`input[name="cartItems"][value="${dropped.before[0]}"]`)
      ?.focus();
  };

  const shown = quotations && viewQuotations(quotations, view.sort, view.filters, facts);
  const revealed = useRevealedCount(shown?.length ?? 0, unqHash);
  const differencesOf = !thirdParty && quotations ? cardDifferences(quotations, facts, i18n) : undefined;

  return (
    <div className="mx-auto max-w-6xl px-4 py-2 sm:py-8">
      <h1 className="text-xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Premium Comparison</Trans>
      </h1>
      {!thirdParty && (
        <p className="text-sm text-slate-700 sm:mt-1 sm:text-lg">
          <Trans>Select up to 3 models for comparison</Trans>
        </p>
      )}

      <div className="mt-2 grid gap-3 sm:mt-5 sm:gap-5 md:grid-cols-[17rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)]">
        {/* Without the premium list there are no details to show either. On a phone they follow the
            list, and so does the deals banner, so two prices fit on the first screen (decision 036). The column
            scrolls with the page: with the re-price form open it is taller than a screen. */}
        {!failed && (
          <aside className="space-y-4 max-md:order-1 md:self-start">
            <InsuranceDetails
              params={params}
              unqHash={unqHash}
              {...sale}
              fallbackRoute={route}
              toggleLabel={t`Edit Detail`}
            />
            {params && !thirdParty && (
              <RepriceForm params={params} unqHash={unqHash} route={route} sale={sale} />
            )}
            {!thirdParty && (
              <DealsBanner
                reference={quotations?.[0] && quoteReference(quotations[0].qot_number)}
                called={readStoredForm().call_consent === 'yes'}
              />
            )}
          </aside>
        )}

        <div className="flex min-w-0 flex-col gap-3 sm:gap-4 md:col-start-2 md:row-start-1">
          {failed ? (
            <LoadFailure
              title={t`We could not show the premiums of this quote.`}
              error={premiums.error}
              advice={t`Try again; if it keeps failing, the link may be old: start a new quotation.`}
              onRetry={() => void premiums.refetch()}
              way={{ to: motorPath('Quotation', route), text: t`Start a new quotation` }}
            />
          ) : (
            <section
              aria-labelledby="quotations-heading"
              aria-busy={shown && revealed === shown.length ? undefined : true}
            >
              <h2 id="quotations-heading" className="sr-only">
                <Trans>Quotations</Trans>
              </h2>
              {!thirdParty && (
                <ListControls
                  sort={view.sort}
                  onSort={(sort) => changeView({ ...view, sort })}
                  filters={view.filters}
                  onFilters={(filters) => changeView({ ...view, filters })}
                />
              )}
              {shown && shown.length === 0 ? (
                <p className="mt-3 rounded-2xl border border-slate-200 bg-white p-4 text-slate-800">
                  <Trans>
                    No insurer here includes all of what you ticked. Untick one under Filter to see more.
                  </Trans>
                </p>
              ) : shown ? (
                <ol className="mt-2 space-y-2 sm:mt-3 sm:space-y-4">
                  {shown.slice(0, revealed).map((item) => (
                    // The bottom scroll margin is taller than the Compare bar: a card reached by Tab is not
                    // left under it.
                    <li key={item.qot_number} className="scroll-mb-36">
                      <QuotationCard
                        item={item}
                        unqHash={unqHash}
                        sale={sale}
                        cardOffer={cardOffer}
                        differences={differencesOf?.(item)}
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
                    <Trans>Loading the premiums…</Trans>
                  </p>
                  {Array.from({ length: 4 }, (_, index) => (
                    <QuotationCardSkeleton key={index} />
                  ))}
                </div>
              )}
            </section>
          )}
          {!thirdParty && !failed && (
            <div className="sticky bottom-0 z-10">
              <CompareBar
                count={selected.length}
                href={coverComparisonPath(route, unqHash, selected, sale)}
                notice={<DroppedNotice dropped={dropped} onUndo={undo} />}
              />
            </div>
          )}
        </div>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
