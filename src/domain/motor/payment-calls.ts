// The payment calls (summary, checkout, the sandbox gateway's pay and reverse calls): what they take and
// answer, and the sandbox's card form. The page and the server share these schemas.
import { z } from 'zod';
import { BANKS, CARD_PRICE_REASONS } from '../campaigns';
import { requiredString, rupeesAmount, text } from '../fields';
import { matches } from '../text-rules';
import { hashCodeSchema } from './document-calls';
import { ATTEMPT_STATUSES, CARD_MESSAGES, PAYMENT_PROVIDERS, PAYMENT_REVERSALS } from './payment';

export const paymentSummaryQuerySchema = z.object({
  hash_code: hashCodeSchema,
  /** The attempt the browser returned from; the summary then reports that one. */
  order_id: text().max(64).optional(),
});

/**
 * The card the customer will pay with, as far as the price needs it (decision 062): its first 8 digits
 * (the BIN) and its last 4, never the whole number. Both or neither.
 */
const cardDigitsShape = {
  card_bin: z
    .string({ error: CARD_MESSAGES.bin })
    .regex(/^\d{8}$/, CARD_MESSAGES.bin)
    .optional(),
  card_last4: z
    .string({ error: CARD_MESSAGES.last4 })
    .regex(/^\d{4}$/, CARD_MESSAGES.last4)
    .optional(),
};
const bothOrNeither = (digits: { card_bin?: string; card_last4?: string }) =>
  (digits.card_bin === undefined) === (digits.card_last4 === undefined);

export const checkoutRequestSchema = z
  .object({ hash_code: hashCodeSchema, ...cardDigitsShape })
  .refine(bothOrNeither, { message: CARD_MESSAGES.last4, path: ['card_last4'] });

/** GET /v3/payments/card_price: what this card would be charged, asked before paying. */
export const cardPriceQuerySchema = z.object({
  hash_code: hashCodeSchema,
  card_bin: cardDigitsShape.card_bin.unwrap(),
  card_last4: cardDigitsShape.card_last4.unwrap(),
});

export const cardPriceSchema = z.object({
  /** What the card is charged. */
  amount: rupeesAmount,
  /** The quotation's price, without the card's discount. */
  usual_amount: rupeesAmount,
  discount: rupeesAmount,
  /** The bank whose offer the quote was made under, if any. */
  bank_name: z.string().nullable(),
  reason: z.enum(CARD_PRICE_REASONS),
});
export type CardPriceAnswer = z.infer<typeof cardPriceSchema>;

const attemptSchema = z.object({
  order_id: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  message: z.string().nullable(),
});

/** GET /v3/payments/summary: what is paid for, how much, and where the payment stands. */
export const paymentSummarySchema = z.object({
  product: z.string(),
  insurer: z.string(),
  company_code: z.string(),
  company_logo: z.string().nullable(),
  cover_type: z.enum(['C', 'T']),
  type_of_cover: z.string(),
  qot_number: z.string(),
  /** As the quotation showed it. */
  amount: rupeesAmount,
  currency: z.literal('LKR'),
  customer_name: z.string(),
  /** yyyy-mm-dd: the renewal date of a renewal, else the day the quote asked for (decision 037). */
  cover_start_date: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  documents_submitted: z.boolean(),
  paid: z.boolean(),
  /** The proposal's key, once paid. */
  req_key: z.string().nullable(),
  attempt: attemptSchema.nullable(),
  /** The bank's card offer the quote was made under (decision 062): the card decides the price. */
  card_offer: z.object({ bank: z.enum(BANKS), bank_name: z.string() }).nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

/** POST /v3/payments/checkout: a new attempt, and the form the browser sends to the gateway. */
export const checkoutSchema = z.object({
  order_id: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Where the form goes: the gateway's checkout address. */
  action: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type Checkout = z.infer<typeof checkoutSchema>;

const cardNumber = requiredString([
  (value) => (/^\d{16}$/.test(value.replace(/[\s-]/g, '')) ? undefined : CARD_MESSAGES.number),
]).transform((value) => value.replace(/[\s-]/g, ''));

/** MM/YY; the card works to the end of that month. */
const cardExpiry = requiredString([
  matches(/^(0[1-9]|1[0-2])\/\d{2}$/, CARD_MESSAGES.expiry),
  (value) => {
    const [month, year] = value.split('/').map(Number) as [number, number];
    const now = new Date();
    const current = now.getUTCFullYear() % 100;
    return year > current || (year === current && month >= now.getUTCMonth() + 1)
      ? undefined
      : CARD_MESSAGES.expired;
  },
]);

/** The card form of the sandbox gateway's page. */
export const sandboxCardSchema = z.object({
  card_holder_name: requiredString([matches(/^[A-Za-z .'-]{2,60}$/, CARD_MESSAGES.name)], CARD_MESSAGES.name),
  card_number: cardNumber,
  card_expiry: cardExpiry,
  card_cvv: requiredString([matches(/^\d{3,4}$/, CARD_MESSAGES.cvv)], CARD_MESSAGES.cvv),
});
export type SandboxCardInput = z.input<typeof sandboxCardSchema>;

/** A checkout's fields as the gateway signed them, and their signature. */
const signedCheckoutShape = {
  merchant_id: requiredString(),
  order_id: requiredString(),
  amount: requiredString(),
  currency: requiredString(),
  notify_url: requiredString(),
  return_url: requiredString(),
  cancel_url: requiredString(),
  /** The card the checkout is priced for ('45510100******0001'), or '' for any card (decision 062). */
  card_mask: z.string().max(18),
  hash: requiredString(),
};

/** What the sandbox page posts to the gateway: the checkout's signed fields and the card. */
export const sandboxPaySchema = sandboxCardSchema.extend(signedCheckoutShape);
export type SandboxPayInput = z.input<typeof sandboxPaySchema>;

/** The sandbox gateway's answer to the page: where the browser goes next. */
export const sandboxPaidSchema = z.object({
  status: z.enum(['paid', 'failed']),
  message: z.string(),
  redirect_url: z.string(),
});
export type SandboxPaid = z.infer<typeof sandboxPaidSchema>;

/**
 * The sandbox gateway's reversal of a paid checkout (demo mode and tests), as a card's bank or a refund
 * would reverse it: the checkout's signed fields, and how.
 */
export const sandboxReverseSchema = z.object({
  ...signedCheckoutShape,
  reversal: z.enum(PAYMENT_REVERSALS),
});
export type SandboxReverseInput = z.input<typeof sandboxReverseSchema>;

export const sandboxReversedSchema = z.object({ status: z.enum(PAYMENT_REVERSALS), message: z.string() });
