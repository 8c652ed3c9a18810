import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { problemOf } from './api/console-call';

// A record's console page (a lead, a claim): the link back to its list, then the record once loaded, its
// failure with Retry, or that it is loading.

export function RecordScreen<T>({
  back,
  backLabel,
  record,
  failure,
  children,
}: {
  back: string;
  backLabel: string;
  record: UseQueryResult<T>;
  /** The failure's title: 'The lead could not be loaded'. */
  failure: string;
  children: (loaded: T) => ReactNode;
}) {
  return (
    <>
      <Link
        to={back}
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {backLabel}
      </Link>
      {record.data ? (
        children(record.data)
      ) : record.isError ? (
        <ErrorPanel title={failure} message={problemOf(record.error)} onRetry={() => void record.refetch()} />
      ) : (
        <p role="status" className="mt-4 text-slate-700">
          Loading…
        </p>
      )}
    </>
  );
}
