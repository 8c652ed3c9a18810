// The banks' credit card offers on motor insurance (content document, sections 2, 3 and 9; issue 25,
// decision 061): one offer per bank, held as data by the campaigns module and shown on the promotion page
// /promotions/{campaign_type}/{category}/{promo_type}/{offer}, and the price a bank's card holder pays.
// The page's terms are written from these numbers (campaigns catalogue), so they can never say another
// discount than the one applied.
import { z } from 'zod';
import { rupeesAmount, text } from './fields';
import { instalmentTermSchema } from './instalments';
import { RUPEES_PATTERN } from './money';

/** The spec's promo types: the banks whose cards have an offer (section 2; pb appears as a bank type). */
export const BANKS = ['ntb', 'ub', 'hsbc', 'dfcc', 'scb', 'ndb', 'hnb', 'sey', 'pb'] as const;
export type Bank = (typeof BANKS)[number];
export const isBank = (value: unknown): value is Bank => BANKS.includes(value as Bank);

/** The banks whose lead the browser also keeps under a key of their own (section 4). */
export const BANKS_WITH_OWN_KEY: readonly Bank[] = ['hnb', 'ntb', 'ub', 'pb'];

/** The offer as the store holds it and the price function reads it. */
export interface Offer {
  /** Basis points of the premium (1,500 is 15%); null: the spec states no discount. */
  discountBp: number | null;
  /** The largest discount, in cents; null: no cap. */
  capCents: number | null;
  /** The cap counts the card's discounts of one day together (dfcc), not each payment's. */
  capPerDay: boolean;
  /** Payments a day the discount applies to (dfcc: 2); null: no limit. */
  maxPaymentsPerDay: number | null;
  /** First and last day of the offer (yyyy-mm-dd), both included; null: no date stated. */
  startsOn: string | null;
  endsOn: string | null;
}

/** The card's use of the offer on the day of the payment: what the per-day rules count. */
export interface CardDay {
  /** yyyy-mm-dd, Sri Lanka's day of the payment. */
  on: string;
  /** The discount the card already had that day from this offer, in cents. */
  discountTodayCents?: number;
  /** Payments with the discount the card already made that day. */
  paymentsToday?: number;
}

export const offerRunsOn = (offer: Pick<Offer, 'startsOn' | 'endsOn'>, on: string) =>
  (offer.startsOn === null || offer.startsOn <= on) && (offer.endsOn === null || on <= offer.endsOn);

/**
 * What a card holder of the offer's bank pays for `premiumCents`: the discount is the premium times the
 * rate, rounded down to the cent (never more than the stated percentage), at most the cap, or what the
 * cap leaves of the day's discounts when it counts per day; nothing outside the offer's dates, past its
 * payments of the day, or where no discount is stated.
 */
export function cardPrice(
  premiumCents: number,
  offer: Offer,
  day: CardDay,
): { priceCents: number; discountCents: number } {
  if (!Number.isSafeInteger(premiumCents) || premiumCents < 0)
    throw new RangeError(`premium must be whole cents, got ${premiumCents}`);
  const usual = { priceCents: premiumCents, discountCents: 0 };
  if (offer.discountBp === null || !offerRunsOn(offer, day.on)) return usual;
  if (offer.maxPaymentsPerDay !== null && (day.paymentsToday ?? 0) >= offer.maxPaymentsPerDay) return usual;
  const full = Math.floor((premiumCents * offer.discountBp) / 10_000);
  const cap =
    offer.capCents === null
      ? Infinity
      : Math.max(0, offer.capCents - (offer.capPerDay ? (day.discountTodayCents ?? 0) : 0));
  const discountCents = Math.min(full, cap);
  return { priceCents: premiumCents - discountCents, discountCents };
}

/** The path segments of a promotion page, as the site links them (section 2: online-web/motor/ntb/credit-card-offer). */
export const offerPathSchema = z.object({
  campaign_type: text(),
  category: text(),
  promo_type: text(),
  offer: text(),
});
export type OfferPath = z.infer<typeof offerPathSchema>;

/** GET /v1/campaigns/{campaign_type}/{category}/{promo_type}/{offer}: the offer the page shows. */
export const campaignOfferSchema = z.object({
  bank: z.enum(BANKS),
  bank_name: z.string(),
  campaign_type: z.string(),
  category: z.string(),
  offer: z.string(),
  /** The code the lead and, later, the quote carry (the spec's promo_code). */
  promo_code: z.string(),
  logo_url: z.string().nullable(),
  /** The discount in basis points (1,500 is 15%); null when none is stated. */
  discount_bp: z.number().int().nullable(),
  cap_amount: z.string().regex(RUPEES_PATTERN).nullable(),
  cap_per_day: z.boolean(),
  max_payments_per_day: z.number().int().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  /** Whether today lies within its dates. */
  running: z.boolean(),
  /** The bank's card instalment plans (instalments module), when it has any. */
  instalments: instalmentTermSchema.nullable(),
});
export type CampaignOffer = z.infer<typeof campaignOfferSchema>;

/** '1500' basis points -> '15', '1050' -> '10.5': a rate as the page writes it. */
export const percentOf = (bp: number) => String(bp / 100);

/** A bank's offer as a quote carries it (its promo code) and the premium list and the payment apply it. */
export interface CardOffer {
  bank: Bank;
  bankName: string;
  promoCode: string;
  offer: Offer;
}

/** The bank's offer a quote's promo names, if it names one (promo codes match in any case). */
export const cardOfferOf = (offers: readonly CardOffer[], promo: string) =>
  offers.find((offer) => offer.promoCode === promo.toUpperCase());

/**
 * GET /v2/premiums' `card_offer` (decision 062): for a quote made from a bank's promotion page, what that
 * bank's card holders pay for each quotation today (by company code), from `cardPrice`; the payment
 * decides again from the card itself.
 */
export const cardPricesSchema = z.object({
  bank: z.enum(BANKS),
  bank_name: z.string(),
  promo_code: z.string(),
  prices: z.record(z.string(), rupeesAmount),
});
export type CardPrices = z.infer<typeof cardPricesSchema>;

/**
 * A card's issuer by its BIN (decision 062): each range is two digit strings of one length (6 to 8, the
 * BIN lengths), and a card is in it when its first digits of that length lie between them.
 */
export interface BinRange {
  bank: Bank;
  from: string;
  to: string;
}

export const issuerOf = (bin: string, ranges: readonly BinRange[]): Bank | undefined =>
  ranges.find(({ from, to }) => {
    const head = bin.slice(0, from.length);
    return head.length === from.length && from <= head && head <= to;
  })?.bank;

/** The motor quotation a promotion page continues to, with its bank's promo code (decision 062). */
export const offerQuotationPath = (promoCode: string) =>
  `/motor/Car/full-insurance/Quotation?${new URLSearchParams({ promo: promoCode })}`;

/** Why the card is charged what it is (decision 062); the payment page says it before the customer pays. */
export const CARD_PRICE_REASONS = [
  /** The card is the bank's and the offer holds: the card price. */
  'discount',
  /** The quote was not made under a bank's offer, or no card was given. */
  'no_offer',
  /** The bank's offer states no discount (hnb, pb). */
  'no_discount',
  /** The card is not the offer's bank's, by its BIN. */
  'other_card',
  /** Today is outside the offer's dates. */
  'not_running',
  /** The card had the day's discount already (its payments or its cap of the day). */
  'day_limit',
] as const;
export type CardPriceReason = (typeof CARD_PRICE_REASONS)[number];

/**
 * What a card pays for a quotation of `usualCents` bought under `card`'s offer: the card price when the
 * card's issuer (by its BIN, undefined when not known) is the offer's bank and `cardPrice` gives a
 * discount, else the usual price with the reason.
 */
export function cardDecision(
  usualCents: number,
  card: CardOffer | undefined,
  issuer: Bank | undefined,
  day: CardDay,
): { priceCents: number; discountCents: number; reason: CardPriceReason } {
  const usual = (reason: CardPriceReason) => ({ priceCents: usualCents, discountCents: 0, reason });
  if (card === undefined) return usual('no_offer');
  if (card.offer.discountBp === null) return usual('no_discount');
  if (issuer !== card.bank) return usual('other_card');
  if (!offerRunsOn(card.offer, day.on)) return usual('not_running');
  const price = cardPrice(usualCents, card.offer, day);
  return price.discountCents > 0 ? { ...price, reason: 'discount' } : usual('day_limit');
}
