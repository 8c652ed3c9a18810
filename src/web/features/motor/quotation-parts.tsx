import { ExternalLink, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { formatRupees } from '#domain/money';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { telHref } from '#web/components/layout/site-links';
import { primaryButton, secondaryButton } from '#web/components/ui/buttons';
import { safeLink } from '#web/components/ui/safe-link';
import { publicConfig } from '#web/config';
import { useTranslateText } from '#web/i18n/translate';
import type { SaleQuery } from './comparison-query';
import { accountPath } from './comparison-query';

// What a quotation shows wherever it appears, on the premium list's cards and in the cover comparison's
// column headers: the insurer's logo, the price and the way to buy it (BUY NOW, or Contact Us when the
// insurer gives no price online).

/** The insurer's logo, its alt text the company's name (the logos are 160 x 64). */
export function InsurerLogo({ item, className = '' }: { item: QuotationItem; className?: string }) {
  const src = item.company_logo ?? item.company_details.company_logo;
  if (!src) return <span className={`font-semibold text-slate-900 ${className}`}>{item.company_name}</span>;
  return (
    <img
      src={src}
      alt={item.company_name}
      width={160}
      height={64}
      className={`h-auto rounded-lg ${className}`}
    />
  );
}

const hasPromoPrice = (item: QuotationItem): item is QuotationItem & { disc_total_premium: number } =>
  item.is_promo_discount === '1' && item.disc_total_premium !== null;

/** The price to pay: the promotion's price when is_promo_discount is '1', else the total premium. */
export const priceToPay = (item: QuotationItem) =>
  hasPromoPrice(item) ? item.disc_total_premium : item.total_premium;

/**
 * 'Rs. {total}', and with a promotion the discounted price 'FOR {promotion_status}' beneath the struck
 * total. Sample tariffs (demo mode) are said to be so, since the insurer has not set those prices.
 */
export function QuotationPrice({ item, compact = false }: { item: QuotationItem; compact?: boolean }) {
  // On a phone (the premium card's first line; a comparison column, two to the width) a price may break
  // after 'Rs.' rather than overflow.
  const translate = useTranslateText();
  const size = compact ? 'text-base sm:text-lg' : 'text-lg sm:text-2xl sm:whitespace-nowrap';
  if (item.total_premium === null)
    return (
      <p className="font-semibold text-slate-700">
        <Trans>No online price</Trans>
      </p>
    );
  // What gave the discount: its line in the discounted breakdown (an insurer's badge, or a renewal's saving).
  const promotion = translate(item.discounted_breakdown?.promotion?.label ?? item.promotion_status ?? '');
  return (
    <div className="min-w-0">
      {hasPromoPrice(item) ? (
        <>
          <p className="text-sm text-slate-600">
            <span className="sr-only">
              <Trans>Usual price:</Trans>{' '}
            </span>
            <s>{formatRupees(item.total_premium)}</s>
          </p>
          <p className={`${size} leading-tight font-bold text-slate-900`}>
            {formatRupees(item.disc_total_premium)}
          </p>
          <p className="text-sm font-semibold text-green-800">
            <Trans>FOR {promotion}</Trans>
          </p>
        </>
      ) : (
        <p className={`${size} leading-tight font-bold text-slate-900`}>{formatRupees(item.total_premium)}</p>
      )}
      {item.sample_tariff && (
        <p className="text-xs text-slate-600">
          <Trans>Sample tariff (demo)</Trans>
        </p>
      )}
    </div>
  );
}

/** Our own contact for an insurer without a website: the hotline, else the e-mail address. */
function ourContact(): string | undefined {
  const { hotlines, contactEmail } = publicConfig();
  if (hotlines[0]) return telHref(hotlines[0].number);
  return contactEmail ? `mailto:${contactEmail}` : undefined;
}

interface ActionProps {
  item: QuotationItem;
  unqHash: string;
  sale: SaleQuery;
  className?: string;
}

/** BUY NOW, or Contact Us (the insurer's website, else our hotline) when the quotation has no price. */
export function QuotationAction({ item, unqHash, sale, className = '' }: ActionProps) {
  const company = item.company_name;
  if (item.total_premium !== null) {
    return (
      <Link to={accountPath(unqHash, item.qot_number, sale)} className={`${primaryButton} ${className}`}>
        <Trans>BUY NOW</Trans>
        <span className="sr-only">
          {' '}
          <Trans>from {company}</Trans>
        </span>
      </Link>
    );
  }
  const website = safeLink(item.company_details.website ?? undefined, window.location.origin);
  const href = website?.href ?? ourContact();
  if (!href) return null;
  const Icon = website ? ExternalLink : Phone;
  return (
    <a href={href} rel="noopener noreferrer" className={`${secondaryButton} ${className}`}>
      <Trans>Contact Us</Trans>
      <span className="sr-only">
        {' '}
        <Trans>about {company}</Trans>
      </span>
      <Icon aria-hidden="true" className="size-4" />
    </a>
  );
}
