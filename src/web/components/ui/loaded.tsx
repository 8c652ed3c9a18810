import type { UseQueryResult } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ErrorPanel } from './error-panel';
import { useTranslateText } from '#web/i18n/translate';

/** A spinner while a page's data loads, announced by its label. */
export function Spinner({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-slate-600">
      <LoaderCircle aria-hidden className="size-5 animate-spin motion-reduce:animate-none" />
      {label}
    </p>
  );
}

/**
 * The answer of a call handed to `children` once it has come, the spinner saying `loading`
 * until then, and the failure titled `failed` with Retry if the call fails.
 */
export function Loaded<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const translate = useTranslateText();
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError)
    return (
      <ErrorPanel
        title={failed}
        message={translate(query.error.message)}
        onRetry={() => void query.refetch()}
      />
    );
  return children(query.data);
}
