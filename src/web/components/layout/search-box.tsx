import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SEARCH_MAX_LENGTH } from '#domain/articles';

/**
 * The site's search: in the header, and on the search results page. It opens the results at `action`
 * (one of the results page's tabs) with the words as ?q=; blank words are not searched.
 */
export function SearchBox({
  action,
  initial = '',
  className = '',
  compact = false,
  landmark,
}: {
  action: string;
  /** The search landmark's name where the page has another search box. */
  landmark?: string;
  initial?: string;
  className?: string;
  compact?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (q) void navigate(`${action}?${new URLSearchParams({ q })}`);
  };
  return (
    <form
      role="search"
      aria-label={landmark}
      action={action}
      onSubmit={onSubmit}
      className={`flex items-stretch gap-2 ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        <Trans>Search</Trans>
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={initial}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t`Search articles, FAQs, products`}
        className={`min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 ${compact ? 'text-sm' : ''}`}
      />
      <button
        type="submit"
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-3 font-semibold text-white hover:bg-brand-800"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className={compact ? 'sr-only' : 'max-sm:sr-only'}>
          <Trans>Search</Trans>
        </span>
      </button>
    </form>
  );
}
