// One quotation per insurer with a tariff in force: priced, or declined with the reason (the site then
// shows Contact Us). A record carries everything the answers show; it is the one shape of a quotation in
// memory (how it is stored is the quote repository's business).
import type { FullQuote, ThirdPartyQuote } from '#domain/motor/quote';
import type { Breakdown } from './breakdown';
import type { Decline, Promotion } from './full';
import { DECLINE_MESSAGES, coverDetails, rateFull } from './full';
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

/** A vehicle as it is priced and stored with its quote: the sale's channel and promo are the quote's own. */
type Priced<Quote> = Omit<Quote, 'channel' | 'promo'>;

export type QuoteRequest =
  { coverType: 'C'; vehicle: Priced<FullQuote> } | { coverType: 'T'; vehicle: Priced<ThirdPartyQuote> };

/** A quote's vehicle, which says its cover type. */
export type QuotedVehicle = QuoteRequest['vehicle'];

export const requestOf = (vehicle: QuotedVehicle): QuoteRequest =>
  vehicle.cover_type === 'C' ? { coverType: 'C', vehicle } : { coverType: 'T', vehicle };

export interface RatingContext {
  sale: Sale;
  statutory: StatutoryCharges;
  promotions: readonly PromotionRule[];
  /** Cents off a renewal's own-damage premium (docs/decisions/049); absent for any other sale. */
  renewalSaving?: number;
}

export const RENEWAL_SAVING_LABEL = /*i18n*/ 'Renewal saving';

type Outcome = Pick<
  QuotationRecord,
  'total_premium' | 'disc_total_premium' | 'decline' | 'breakdown' | 'discounted_breakdown' | 'cover_details'
>;

export function quoteInsurer(
  insurer: InsurerTariff,
  request: QuoteRequest,
  context: RatingContext,
): QuotationRecord {
  const badges = badgesFor(context.promotions, insurer.company.id, context.sale);
  return recordOf(insurer, badges, outcome(insurer.tariff.data, request, context, badges[0]));
}

function outcome(
  tariff: Tariff,
  request: QuoteRequest,
  context: RatingContext,
  first: Badge | undefined,
): Outcome {
  if (request.coverType === 'T') {
    const breakdown = rateThirdParty(tariff, request.vehicle, context.statutory);
    if (breakdown === undefined) {
      const message = DECLINE_MESSAGES.vehicle_type(request.vehicle.vehicle_type);
      return declined({ code: 'vehicle_type', message }, {});
    }
    return priced(breakdown, null, {});
  }
  // A renewal's saving replaces an insurer's discount: discounts never stack.
  const promotion: Promotion | undefined = context.renewalSaving
    ? { label: RENEWAL_SAVING_LABEL, amount: context.renewalSaving }
    : first?.discount_bp
      ? { label: first.status, rate_bp: first.discount_bp }
      : undefined;
  const rating = rateFull(tariff, request.vehicle, {
    quoteYear: Number(context.sale.date.slice(0, 4)),
    statutory: context.statutory,
    promotion,
  });
  return rating.priced
    ? priced(rating.breakdown, rating.discounted, rating.cover_details)
    : declined(rating.decline, rating.cover_details);
}

const priced = (
  breakdown: Breakdown,
  discounted: Breakdown | null,
  coverDetails: Record<string, string>,
): Outcome => ({
  total_premium: breakdown.total,
  disc_total_premium: discounted?.total ?? null,
  breakdown,
  discounted_breakdown: discounted,
  decline: null,
  cover_details: coverDetails,
});

const declined = (decline: Decline, coverDetails: Record<string, string>): Outcome => ({
  total_premium: null,
  disc_total_premium: null,
  breakdown: null,
  discounted_breakdown: null,
  decline,
  cover_details: coverDetails,
});

// Objects on this path are written out, never spread from another first ({ ...a, b }): on Node 20's V8
// such a spread costs about 2 µs an object and keeps its garbage alive through young collections
// (docs/decisions/006).
function recordOf(insurer: InsurerTariff, badges: Badge[], result: Outcome): QuotationRecord {
  return {
    company_id: insurer.company.id,
    company_code: insurer.company.code,
    company_name: insurer.company.name,
    company_logo: insurer.company.logo,
    website: insurer.company.website,
    tariff_id: insurer.tariff.id,
    tariff_version: insurer.tariff.version,
    sample_tariff: insurer.tariff.sample,
    badges,
    total_premium: result.total_premium,
    disc_total_premium: result.disc_total_premium,
    decline: result.decline,
    breakdown: result.breakdown,
    discounted_breakdown: result.discounted_breakdown,
    cover_details: result.cover_details,
  };
}

/** A quotation's cover rows: none for third party; the tariff's, with the optional covers asked for
 * where the quotation is priced. */
export function coverDetailsOf(
  tariff: Tariff,
  request: QuoteRequest,
  priced: boolean,
): Record<string, string> {
  return request.coverType === 'T' ? {} : coverDetails(tariff, request.vehicle.covers, priced);
}
