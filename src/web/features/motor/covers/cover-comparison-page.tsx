import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MIN_COMPARE } from '#domain/motor/compare';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { usePageTitle } from '#web/components/use-page-title';
import { LoadFailure } from '#web/components/ui/load-failure';
import { coversQueryOptions } from '../api/get-covers';
import { useInsurerFacts } from '../api/get-insurer-facts';
import { usePremiums } from '../api/get-premiums';
import { DEFAULT_MOTOR_ROUTE, motorPath, motorTitle, readMotorRoute } from '../motor-path';
import { quoteRoute } from '../quote-summary';
import { premiumListPath, readSaleQuery, readSelection, withSelection } from '../comparison-query';
import { ChangeDialog } from './change-dialog';
import { CoverTable, CoverTableSkeleton } from './cover-table';

// Cover Comparison (motor section 2.4): the covers of 2 or 3 quotations of one quote side by side. The
// quotations are the URL's qot_number0..2; Change swaps one for another of the quote's quotations and
// rewrites the URL in place, so the page can be shared or reopened as it is.

export function Component() {
  const [query] = useSearchParams();
  const unqHash = query.get('unq_hash');
  const numbers = readSelection(query);
  if (!unqHash || unqHash === 'undefined' || numbers.length < MIN_COMPARE)
    return <Navigate replace to={motorPath('Quotation', DEFAULT_MOTOR_ROUTE)} />;
  return <CoverComparison unqHash={unqHash} numbers={numbers} />;
}

function CoverComparison({ unqHash, numbers }: { unqHash: string; numbers: string[] }) {
  const { t } = useLingui();
  const pathRoute = readMotorRoute(useParams()) ?? DEFAULT_MOTOR_ROUTE;
  const [query, setQuery] = useSearchParams();
  const sale = readSaleQuery(query);
  // The table stays while a swapped-in quotation's covers load, rather than blinking to a skeleton.
  const covers = useQuery({ ...coversQueryOptions(unqHash, numbers), placeholderData: keepPreviousData });
  const premiums = usePremiums(unqHash);
  const facts = useInsurerFacts().data;
  const params = premiums.data?.params;
  const route = (params && quoteRoute(params)) ?? pathRoute;
  usePageTitle(motorTitle(route, t`Cover Comparison`));

  const [changing, setChanging] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const shown = covers.data?.company_details;
  const current = changing === null ? null : (shown?.[changing] ?? null);
  const options = premiums.data?.quotations.filter((item) => !numbers.includes(item.qot_number));

  const close = () => {
    setChanging(null);
    opener.current?.focus();
  };
  const choose = (item: QuotationItem) => {
    if (changing === null) return;
    const next = numbers.map((number, index) => (index === changing ? item.qot_number : number));
    setQuery((currentQuery) => withSelection(currentQuery, next), {
      replace: true,
      preventScrollReset: true,
    });
    close();
  };

  const back = premiumListPath(route, unqHash, numbers, sale);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <Link
        to={back}
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline hover:no-underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Back to all quotations</Trans>
      </Link>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Cover Comparison</Trans>
      </h1>
      {!covers.isError && (
        <p className="mt-1 text-slate-700">
          <Trans>
            What each insurer includes, cheapest first. Use Change to compare another insurer in a column.
          </Trans>
          {numbers.length > 2 && (
            <span className="md:hidden">
              {' '}
              <Trans>Swipe the table sideways to see every insurer.</Trans>
            </span>
          )}
        </p>
      )}

      <div className="mt-5">
        {covers.isError ? (
          <LoadFailure
            title={t`We could not compare these quotations.`}
            error={covers.error}
            advice={t`Try again, or go back to the quotations and choose 2 or 3 others.`}
            onRetry={() => void covers.refetch()}
            way={{ to: back, text: t`Back to all quotations` }}
          />
        ) : covers.data ? (
          <CoverTable
            covers={covers.data}
            facts={facts}
            unqHash={unqHash}
            sale={sale}
            updating={covers.isPlaceholderData}
            onChange={(index, button) => {
              opener.current = button;
              setChanging(index);
            }}
          />
        ) : (
          <>
            <p role="status" className="sr-only">
              <Trans>Loading the covers…</Trans>
            </p>
            <CoverTableSkeleton columns={numbers.length} />
          </>
        )}
      </div>
      <ChangeDialog current={current} options={options} onChoose={choose} onClose={close} />
    </div>
  );
}
