import { Info } from 'lucide-react';
import type { QuotationItem } from '#domain/motor/quote-answers';
import type { SaleQuery } from '../comparison-query';
import { InsurerLogo, QuotationAction, QuotationPrice } from '../quotation-parts';
import { PremiumBreakdown } from './premium-breakdown';
import { promotionBadges } from './promotion-badges';

// One insurer's quotation on the premium list (motor section 2.3). Card and skeleton share the grid, so
// the list keeps its size when the prices arrive.
const grid =
  'grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-3 rounded-2xl border bg-white p-4 shadow-sm sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:p-5';
const actions =
  'col-span-full flex flex-wrap items-center gap-x-4 gap-y-2 sm:col-span-1 sm:flex-col sm:items-stretch';

/** Shown instead of the selection: third-party cover is the cover the law sets, so there is none to compare. */
const THIRD_PARTY_TEXT = 'Third-party cover: what the law requires for every vehicle on the road.';

interface QuotationCardProps {
  item: QuotationItem;
  unqHash: string;
  sale: SaleQuery;
  /** Absent for third party, which has no cover comparison. */
  selection?: { selected: boolean; onToggle: () => void };
}

export function QuotationCard({ item, unqHash, sale, selection }: QuotationCardProps) {
  const badges = promotionBadges(item);
  const breakdown = item.is_promo_discount === '1' ? item.discounted_breakdown : item.breakdown;
  const chosen = selection?.selected ?? false;
  return (
    <article className={`${grid} ${chosen ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'}`}>
      <h3>
        <InsurerLogo item={item} className="w-full max-w-40" />
      </h3>

      <div className="space-y-1.5">
        <QuotationPrice item={item} />
        {badges.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Offers">
            {badges.map((badge) => (
              <li
                key={badge.status}
                className="rounded-full px-2.5 py-0.5 text-xs font-semibold"
                // Colours are data; React sets them through the CSSOM, which the CSP allows.
                style={{ backgroundColor: badge.background, color: badge.text }}
              >
                {badge.status}
                {badge.value && <span className="font-normal"> · {badge.value}</span>}
              </li>
            ))}
          </ul>
        )}
        {item.total_premium === null ? (
          <p className="flex gap-1.5 text-sm text-slate-700">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {item.decline_reason ?? 'This insurer quotes this vehicle directly.'}
          </p>
        ) : (
          <p className="text-sm text-slate-600">Valid until {item.valid_until}</p>
        )}
      </div>

      <div className={actions}>
        <QuotationAction item={item} unqHash={unqHash} sale={sale} className="max-sm:flex-1" />
        {selection ? (
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-medium text-slate-800 sm:justify-center">
            <input
              type="checkbox"
              name="cartItems"
              value={item.qot_number}
              checked={chosen}
              onChange={selection.onToggle}
              className="size-5 cursor-pointer accent-brand-700"
            />
            Compare<span className="sr-only"> {item.company_name}</span>
          </label>
        ) : (
          <p className="text-sm text-slate-700 sm:max-w-44">{THIRD_PARTY_TEXT}</p>
        )}
      </div>

      {breakdown && (
        <div className="col-span-full">
          <PremiumBreakdown breakdown={breakdown} />
        </div>
      )}
    </article>
  );
}

export function QuotationCardSkeleton() {
  const bar = 'rounded bg-slate-200 motion-safe:animate-pulse';
  return (
    <div className={`${grid} border-slate-200`} aria-hidden="true">
      <div className={`aspect-[5/2] w-full max-w-40 ${bar} rounded-lg`} />
      <div className="space-y-2">
        <div className={`h-7 w-40 max-w-full ${bar}`} />
        <div className={`h-3 w-24 ${bar}`} />
        <div className={`h-5 w-32 max-w-full ${bar} rounded-full`} />
        <div className={`h-4 w-32 max-w-full ${bar}`} />
      </div>
      <div className={actions}>
        <div className={`h-11 flex-1 sm:w-32 sm:flex-none ${bar} rounded-lg`} />
        <div className={`h-11 w-24 ${bar}`} />
      </div>
      <div className="col-span-full border-t border-slate-200 pt-2">
        <div className={`h-11 w-48 ${bar}`} />
      </div>
    </div>
  );
}
