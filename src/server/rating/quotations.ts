// One quotation per insurer with a tariff in force: priced, or declined with the reason (the site then
// shows Contact Us). Everything a quotation needs later is copied in, so it stays as it was shown.
import type { FullQuote, ThirdPartyQuote } from '../../domain/motor/quote';
import type { Breakdown } from './breakdown';
import type { Decline } from './full';
import { DECLINE_MESSAGES, rateFull } from './full';
import type { Badge, PromotionRule, Sale } from './promotions';
import { badgesFor } from './promotions';
import type { StatutoryCharges, Tariff } from './tariff';
import { rateThirdParty } from './third-party';

export interface InsurerTariff {
  company: { id: number; code: string; name: string; logo: string | null; website: string | null };
  tariff: { id: number; version: string; sample: boolean; data: Tariff };
}

export interface QuotationRecord {
  company_id: number;
  company_code: string;
  company_name: string;
  company_logo: string | null;
  website: string | null;
  tariff_id: number;
  tariff_version: string;
  sample_tariff: boolean;
  /** Cents; null when the insurer does not quote this vehicle online. */
  total_premium: number | null;
  /** Cents after the promotion discount; null without one. */
  disc_total_premium: number | null;
  badges: Badge[];
  decline: Decline | null;
  breakdown: Breakdown | null;
  discounted_breakdown: Breakdown | null;
  cover_details: Record<string, string>;
}

export type QuoteRequest =
  { coverType: 'C'; vehicle: FullQuote } | { coverType: 'T'; vehicle: ThirdPartyQuote };

export interface RatingContext {
  sale: Sale;
  statutory: StatutoryCharges;
  promotions: readonly PromotionRule[];
}

export function quoteInsurer(
  insurer: InsurerTariff,
  request: QuoteRequest,
  context: RatingContext,
): QuotationRecord {
  const badges = badgesFor(context.promotions, insurer.company.id, context.sale);
  const base = {
    company_id: insurer.company.id,
    company_code: insurer.company.code,
    company_name: insurer.company.name,
    company_logo: insurer.company.logo,
    website: insurer.company.website,
    tariff_id: insurer.tariff.id,
    tariff_version: insurer.tariff.version,
    sample_tariff: insurer.tariff.sample,
    badges,
  };
  const unpriced = {
    total_premium: null,
    disc_total_premium: null,
    breakdown: null,
    discounted_breakdown: null,
  };

  if (request.coverType === 'T') {
    const breakdown = rateThirdParty(insurer.tariff.data, request.vehicle, context.statutory);
    if (breakdown === undefined) {
      const message = DECLINE_MESSAGES.vehicle_type(request.vehicle.vehicle_type);
      return { ...base, ...unpriced, decline: { code: 'vehicle_type', message }, cover_details: {} };
    }
    return {
      ...base,
      ...unpriced,
      total_premium: breakdown.total,
      breakdown,
      decline: null,
      cover_details: {},
    };
  }

  const first = badges[0];
  const promotion = first?.discount_bp ? { label: first.status, rate_bp: first.discount_bp } : undefined;
  const year = Number(context.sale.date.slice(0, 4));
  const rating = rateFull(insurer.tariff.data, request.vehicle, {
    quoteYear: year,
    statutory: context.statutory,
    promotion,
  });
  if (!rating.priced) {
    return { ...base, ...unpriced, decline: rating.decline, cover_details: rating.cover_details };
  }
  return {
    ...base,
    total_premium: rating.breakdown.total,
    disc_total_premium: rating.discounted?.total ?? null,
    breakdown: rating.breakdown,
    discounted_breakdown: rating.discounted,
    decline: null,
    cover_details: rating.cover_details,
  };
}

/** Priced quotations by total premium (the discounted one where a promotion applies), then declined. */
export function byPremium(a: QuotationRecord, b: QuotationRecord): number {
  const price = (record: QuotationRecord) => record.disc_total_premium ?? record.total_premium ?? Infinity;
  return price(a) - price(b) || a.company_name.localeCompare(b.company_name);
}
