import { Check, CreditCard, Info, X } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CardPrices } from '#domain/campaigns';
import { centsOfRupees, formatRupees } from '#domain/money';
import type { QuotationItem } from '#domain/motor/quote-answers';
import type { SaleQuery } from '../comparison-query';
import { InsurerLogo, QuotationAction, QuotationPrice } from '../quotation-parts';
import { PremiumBreakdown } from './premium-breakdown';
import type { Difference } from './premium-list-view';
import { promotionBadges } from './promotion-badges';

// One insurer's quotation on the premium list (motor section 2.3). Card and skeleton share the grid, so
// the list keeps its size when the prices arrive.
// On a phone (decision 036: two prices on the first screen) logo, price and BUY NOW share the first line,
// the offers and Compare the second; from 640 px the actions are a column of their own on the right.
const grid =
  'grid grid-cols-[3.25rem_minmax(0,1fr)_auto] gap-x-2 gap-y-2 rounded-2xl border bg-white p-3 shadow-sm sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:gap-x-4 sm:gap-y-3 sm:p-5';
const actions =
  'contents sm:col-start-3 sm:row-span-3 sm:row-start-1 sm:flex sm:flex-col sm:items-stretch sm:gap-2';
const info = 'col-span-2 col-start-1 row-start-2 space-y-1 sm:col-span-1 sm:col-start-2 sm:space-y-1.5';

/** Shown instead of the selection: third-party cover is the cover the law sets, so there is none to compare. */
const THIRD_PARTY_TEXT = msg`Third-party cover: what the law requires for every vehicle on the road.`;

interface QuotationCardProps {
  item: QuotationItem;
  unqHash: string;
  sale: SaleQuery;
  /** Absent for third party, which has no cover comparison. */
  selection?: { selected: boolean; onToggle: () => void };
  /** The 2 or 3 facts that set this insurer apart (full insurance only). */
  differences?: Difference[];
  /** A quote made from a bank's promotion page: the card holders' prices the server worked out. */
  cardOffer?: CardPrices;
}

export function QuotationCard({
  item,
  unqHash,
  sale,
  selection,
  differences,
  cardOffer,
}: QuotationCardProps) {
  const { t, i18n } = useLingui();
  const badges = promotionBadges(item);
  const validUntil = item.valid_until;
  const companyName = item.company_name;
  const breakdown = item.is_promo_discount === '1' ? item.discounted_breakdown : item.breakdown;
  const chosen = selection?.selected ?? false;
  return (
    <article className={`${grid} ${chosen ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'}`}>
      <h3>
        <InsurerLogo item={item} className="w-full max-w-40" />
      </h3>

      <QuotationPrice item={item} />

      <div className={info}>
        {badges.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label={t`Offers`}>
            {badges.map((badge) => (
              <li
                key={badge.status}
                className="rounded-full px-2.5 py-0.5 text-xs font-semibold"
                // Colours are data; React sets them through the CSSOM, which the CSP allows.
                style={{ backgroundColor: badge.background, color: badge.text }}
              >
                {badge.label ? i18n._(badge.label) : badge.status}
                {badge.value && <span className="font-normal"> · {badge.value}</span>}
              </li>
            ))}
          </ul>
        )}
        {cardOffer && <CardPrice item={item} cardOffer={cardOffer} />}
        {item.total_premium === null ? (
          <p className="flex gap-1.5 text-sm text-slate-700">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {item.decline_reason ?? t`This insurer quotes this vehicle directly.`}
          </p>
        ) : (
          <p className="text-sm text-slate-600">
            <Trans>Valid until {validUntil}</Trans>
          </p>
        )}
      </div>

      <div className={actions}>
        <QuotationAction
          item={item}
          unqHash={unqHash}
          sale={sale}
          className="col-start-3 row-start-1 self-start max-sm:px-2.5"
        />
        {selection ? (
          <label className="col-start-3 row-start-2 inline-flex min-h-11 cursor-pointer items-center gap-2 self-start font-medium text-slate-800 sm:justify-center">
            <input
              type="checkbox"
              name="cartItems"
              value={item.qot_number}
              checked={chosen}
              onChange={selection.onToggle}
              className="size-5 cursor-pointer accent-brand-700"
            />
            <Trans>
              Compare<span className="sr-only"> {companyName}</span>
            </Trans>
          </label>
        ) : (
          <p className="col-span-full text-sm text-slate-700 sm:max-w-44">{i18n._(THIRD_PARTY_TEXT)}</p>
        )}
      </div>

      {differences && differences.length > 0 && (
        <ul
          aria-label={t`What sets it apart`}
          className="col-span-full space-y-0.5 text-sm sm:col-span-1 sm:col-start-2"
        >
          {/* Two on a phone, to keep two prices on its first screen. */}
          {differences.map((difference, index) => (
            <li key={difference.label} className={`flex gap-1.5 ${index > 1 ? 'max-sm:hidden' : ''}`}>
              {difference.good ? (
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" strokeWidth={3} />
              ) : (
                <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" strokeWidth={3} />
              )}
              <span>
                <span className="text-slate-600">{difference.label}:</span>{' '}
                <span className="font-medium text-slate-900">{difference.value}</span>
              </span>
            </li>
          ))}
        </ul>
      )}

      {breakdown && (
        <div className="col-span-full">
          <PremiumBreakdown breakdown={breakdown} />
        </div>
      )}
    </article>
  );
}

/** The bank's card holders' price beside the usual one, where the card gives a discount. */
function CardPrice({ item, cardOffer }: { item: QuotationItem; cardOffer: CardPrices }) {
  const answer = cardOffer.prices[item.company_code];
  const usual = item.disc_total_premium ?? item.total_premium;
  if (answer === undefined || usual === null || centsOfRupees(answer) >= usual) return null;
  const bank = cardOffer.bank_name;
  const price = formatRupees(centsOfRupees(answer));
  return (
    <p className="flex gap-1.5 text-sm font-semibold text-brand-800">
      <CreditCard aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <Trans>
        {price} with a {bank} credit card
      </Trans>
    </p>
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
