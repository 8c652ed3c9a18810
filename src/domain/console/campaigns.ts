// The console's bank offers (issue 25, decision 061): each bank's card offer, changed by an admin. The same
// schema checks the console's form and the server's route. The console stays English.
import { z } from 'zod';
import { BANKS, campaignOfferSchema } from '../campaigns';
import { rupeesAmount, text } from '../fields';
import { groupThousands } from '../money';

const WHOLE = (max: number) => `Enter a whole number from 1 to ${groupThousands(String(max))}`;
/** A whole number from 1 to `max` (a form's text or a number), or none (an empty field, null). */
const optionalCount = (max: number) =>
  z.preprocess(
    (value) =>
      value === '' ? null : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value,
    z
      .number({ error: WHOLE(max) })
      .int(WHOLE(max))
      .min(1, WHOLE(max))
      .max(max, WHOLE(max))
      .nullable()
      .default(null),
  );
const optionalDate = z.preprocess(
  (value) => (value === '' ? null : value),
  text().pipe(z.iso.date('Enter a date as yyyy-mm-dd')).nullable().default(null),
);

/** The largest cap an admin may set: a discount of Rs. 10 million is no typing slip's worth. */
export const MAX_CAP_RUPEES = 10_000_000;

/** PATCH /api/console/campaigns/{bank}: the offer's numbers and dates; the page's terms follow them. */
export const offerChangeSchema = z
  .object({
    /** Basis points (1,500 is 15%); none: the offer states no discount. */
    discount_bp: optionalCount(10_000),
    /** The largest discount in whole rupees; none: no cap. */
    cap_rupees: optionalCount(MAX_CAP_RUPEES),
    /** The cap counts a card's discounts of one day together. */
    cap_per_day: z.boolean().default(false),
    max_payments_per_day: optionalCount(100),
    starts_on: optionalDate,
    ends_on: optionalDate,
  })
  .refine((offer) => !(offer.starts_on && offer.ends_on && offer.ends_on < offer.starts_on), {
    path: ['ends_on'],
    message: 'End on or after the start',
  })
  .refine((offer) => !offer.cap_per_day || offer.cap_rupees !== null, {
    path: ['cap_per_day'],
    message: 'A cap a day needs a cap',
  });
export type OfferChangeInput = z.input<typeof offerChangeSchema>;
export type OfferChange = z.output<typeof offerChangeSchema>;

export const bankParamsSchema = z.object({ bank: z.enum(BANKS, { error: 'No such bank' }) });

/** GET /api/console/campaigns: every bank's offer, in the site's order. */
/** A bank's campaign in numbers (decision 062): its promo code's leads and paid sales, all time. */
export const campaignStatsSchema = z.object({
  bank: z.enum(BANKS),
  /** Inquiries under its promo code: the page's leads and the comparison leads of its quotes. */
  leads: z.number().int(),
  converted: z.number().int(),
  /** Applications of its quotes paid (and not reversed), and what they were charged. */
  sales: z.number().int(),
  premium: rupeesAmount,
});
export type CampaignStats = z.infer<typeof campaignStatsSchema>;

export const consoleOffersSchema = z.object({
  offers: z.array(campaignOfferSchema),
  stats: z.array(campaignStatsSchema),
});
export type ConsoleOffers = z.infer<typeof consoleOffersSchema>;
