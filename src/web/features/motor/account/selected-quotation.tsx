import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { SummaryCard } from '#web/components/ui/summary-card';
import { InsurerLogo, QuotationPrice } from '../quotation-parts';

// The quotation being bought (section 2.5, left): the insurer's logo and the price, with the promotion's
// price 'FOR {promotion_status}' when it has one, as on the premium list.

interface SelectedQuotationProps {
  item: QuotationItem | undefined;
  /** The premium list of the quote, to choose another insurer. */
  changeHref: string;
}

export function SelectedQuotation({ item, changeHref }: SelectedQuotationProps) {
  const { t } = useLingui();
  const validUntil = item?.valid_until;
  return (
    <SummaryCard headingId="selected-quotation-heading" heading={t`Your quotation`} busy={!item}>
      {item ? (
        <div className="mt-3 grid grid-cols-[6rem_minmax(0,1fr)] items-center gap-4 md:grid-cols-1 lg:grid-cols-[7rem_minmax(0,1fr)]">
          <InsurerLogo item={item} className="w-full max-w-40" />
          <div className="space-y-1">
            <QuotationPrice item={item} compact />
            <p className="text-sm text-slate-600">
              {item.company_name} · {item.qot_number}
            </p>
            <p className="text-sm text-slate-600">
              <Trans>Valid until {validUntil}</Trans>
            </p>
          </div>
        </div>
      ) : (
        <div aria-hidden="true" className="mt-3 flex gap-4">
          <div className="aspect-[5/2] w-24 rounded-lg bg-slate-200 motion-safe:animate-pulse" />
          <div className="flex-1 space-y-2">
            <div className="h-6 w-32 max-w-full rounded bg-slate-200 motion-safe:animate-pulse" />
            <div className="h-4 w-24 rounded bg-slate-200 motion-safe:animate-pulse" />
          </div>
        </div>
      )}
      <Link
        to={changeHref}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:no-underline"
      >
        <Trans>Choose another insurer</Trans>
      </Link>
    </SummaryCard>
  );
}
