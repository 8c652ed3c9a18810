// What the quote calls answer (motor sections 3 and 7): the created quote, its saved parameters, the
// premium list and the cover comparison. Inside the server and the web app amounts are integer cents;
// the answers carry rupees as text with two decimals (decision 021). Each shape is declared once, over
// its amount: cents for the type the code works with, `rupeesAmount` for the answer. Rates are basis
// points.
import { i18n } from '../i18n';
import { z } from 'zod';
import { cardPricesSchema } from '../campaigns';
import { requiredString, rupeesAmount } from '../fields';
import { MAX_COMPARE, MIN_COMPARE } from './compare';

/** Integer cents, as the server and the web app work with amounts (a type only: never an answer). */
type Cents = z.ZodNumber;
type Amount = Cents | typeof rupeesAmount;

const lineOf = <A extends Amount>(amount: A) =>
  z.object({ code: z.string(), label: z.string(), rate_bp: z.number().int().optional(), amount });

const breakdownOf = <A extends Amount>(amount: A) =>
  z.object({
    /** The estimated market value; null for third party. */
    sum_insured: z.nullable(amount),
    /** Own damage at the basic rate; null for third party. */
    basic_premium: lineOf(amount).nullable(),
    /** Loadings (positive) and discounts (negative) on the basic premium. */
    adjustments: z.array(lineOf(amount)),
    no_claims_bonus: lineOf(amount).nullable(),
    /** What brings the own-damage premium up to the insurer's minimum. */
    minimum_premium_top_up: amount,
    promotion: lineOf(amount).nullable(),
    /** Own damage after adjustments, bonus, minimum and promotion. */
    net_premium: amount,
    third_party_premium: amount,
    covers: z.array(lineOf(amount)),
    srcc: amount,
    terrorism: amount,
    policy_fee: amount,
    /** What VAT is charged on: every premium and fee above. */
    taxable: amount,
    vat: lineOf(amount),
    stamp_duty: amount,
    road_safety_fund: lineOf(amount),
    total: amount,
  });

export type Line = z.infer<ReturnType<typeof lineOf<Cents>>>;
export type Breakdown = z.infer<ReturnType<typeof breakdownOf<Cents>>>;
export type BreakdownAnswer = z.infer<ReturnType<typeof breakdownOf<typeof rupeesAmount>>>;

const companyDetailsSchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_code: z.string(),
  company_logo: z.string().nullable(),
  website: z.string().nullable(),
});

/** One insurer's quotation in the premium list (section 3, "Quotation item"). */
const quotationItemOf = <A extends Amount>(amount: A) =>
  z.object({
    qot_number: z.string(),
    id: z.number().int(),
    company_name: z.string(),
    company_code: z.string(),
    company_logo: z.string().nullable(),
    /** Null when the insurer does not quote the vehicle online (the site shows Contact Us). */
    total_premium: z.nullable(amount),
    is_promo_discount: z.enum(['0', '1']),
    disc_total_premium: z.nullable(amount),
    promotion_status: z.string().nullable(),
    promotion_value: z.string().nullable(),
    promotion_color: z.string().nullable(),
    promotion_2_status: z.string().nullable(),
    promotion_2_value: z.string().nullable(),
    promotion_2_color: z.string().nullable(),
    /** Cover row code to 'TRUE', 'FALSE' or a text. */
    cover_details: z.record(z.string(), z.string()),
    company_details: companyDetailsSchema,
    /** Why there is no premium, when there is none. */
    decline_reason: z.string().nullable(),
    breakdown: breakdownOf(amount).nullable(),
    discounted_breakdown: breakdownOf(amount).nullable(),
    valid_until: z.string(),
    tariff_version: z.string(),
    /** Made-up rates of demo mode, not the insurer's own. */
    sample_tariff: z.boolean(),
  });

/** A quotation as the server and the web app work with it, amounts in cents. */
export type QuotationItem = z.infer<ReturnType<typeof quotationItemOf<Cents>>>;
/** A quotation as the answers carry it, amounts in rupees. */
export const quotationAnswerSchema = quotationItemOf(rupeesAmount);
export type QuotationAnswer = z.infer<typeof quotationAnswerSchema>;

/** The saved parameters of a quote (GET /v2/quote/params), as validated when it was made. */
export const quoteParamsSchema = z.looseObject({
  cover_type: z.enum(['C', 'T']),
  insurance_type: z.enum(['full-insurance', 'third-party']),
  vehicle_type: z.string(),
  vehicle_make: z.string(),
  vehicle_model: z.string(),
  purpose_of_use: z.string(),
  /** cc; absent for an electric vehicle and for quotes made before it was asked. */
  engine_capacity: z.number().int().optional(),
  /** yyyy-mm-dd; absent for quotes made before it was asked (cover then starts on the day of issue). */
  cover_start_date: z.string().optional(),
  channel: z.string(),
  promo: z.string(),
  quoted_on: z.string(),
  valid_until: z.string(),
});

export type QuoteParams = z.infer<typeof quoteParamsSchema>;

export const quoteCreatedSchema = z.object({
  unq_hash: z.string(),
  cover_type: z.enum(['C', 'T']),
  channel: z.string(),
  promo: z.string(),
  /** Why the channel or promo asked for was not applied (a partner customer not found ...). */
  notice: z.string().nullable(),
});

/**
 * GET /v2/premiums (section 7: "data with params and a company quote map"): the parameters as
 * GET /v2/quote/params gives them and the quotations by company code, cheapest first.
 */
export const premiumsSchema = z.object({
  params: quoteParamsSchema,
  quotes: z.record(z.string(), quotationAnswerSchema),
  /** A quote under a bank's promo code: what its card holders pay for each quotation (decision 062). */
  card_offer: cardPricesSchema.optional(),
});

export type PremiumsAnswer = z.infer<typeof premiumsSchema>;

export const coverRowSchema = z.object({ code: z.string(), label: z.string() });

/** POST /v2/covers: the rows, the chosen quotations in the order asked, and each one's covers. */
export const coversAnswerSchema = z.object({
  basic_covers: z.array(coverRowSchema),
  company_details: z.array(quotationAnswerSchema),
  cover_details: z.record(z.string(), z.record(z.string(), z.string())),
});

export const COMPARE_MESSAGES = {
  tooFew: /*i18n*/ 'Choose at least 2 quotations to compare',
  tooMany: /*i18n*/ 'Choose at most 3 quotations to compare',
  duplicate: /*i18n*/ 'Choose different quotations to compare',
  notInQuote: (number: string) => i18n._(/*i18n*/ 'Quotation {number} is not part of this quote', { number }),
} as const;

/** The body of POST /v2/covers. */
export const compareRequestSchema = z.object({
  unq_hash: requiredString(),
  quotations: z
    .array(requiredString(), { error: COMPARE_MESSAGES.tooFew })
    .min(MIN_COMPARE, COMPARE_MESSAGES.tooFew)
    .max(MAX_COMPARE, COMPARE_MESSAGES.tooMany)
    .refine((numbers) => new Set(numbers).size === numbers.length, COMPARE_MESSAGES.duplicate),
});

export type CompareRequest = z.input<typeof compareRequestSchema>;
