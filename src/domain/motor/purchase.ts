// The purchase (motor sections 2.5, 4 and 7): POST /v2/quote/buy for full insurance, /v3/quote/buy for
// third party. The body is the personal form plus the quote, the chosen quotation and the customer; the
// spec's payment, bank and category fields are accepted as the browser sends them, but the server takes
// the channel, promo and price from the stored quote, never from the body.
import { i18n } from '../i18n';
import { z } from 'zod';
import { optionalString, requiredString } from '../fields';
import { maxLength } from '../text-rules';
import { customerId } from '../people/consumer';
import { identityCheck, personalInfoShape, renewalCheck } from '../people/personal-info';

export const PURCHASE_MESSAGES = {
  expired: (validUntil: string) =>
    i18n._(
      /*i18n*/ "This quotation was valid until {validUntil}. Please refresh your quote to see today's premiums.",
      { validUntil },
    ),
  declined:
    /*i18n*/ 'This insurer does not sell this cover online. Please contact us and we will arrange it.',
  notInQuote: (number: string) => i18n._(/*i18n*/ 'Quotation {number} is not part of this quote', { number }),
  wrongPath: (path: string) => `This quote is bought through ${path}`,
  unknownInsurer: /*i18n*/ 'Choose your existing insurer from the list',
} as const;

// Texts the browser posts as they are; bounded so a caller cannot store a novel.
const postedText = optionalString([maxLength(200, /*i18n*/ 'Text is too long')]);

export const purchaseSchema = z
  .object({
    ...personalInfoShape,
    unq_hash: requiredString(),
    quote_number: requiredString(),
    customer_id: customerId,
    cover_type: postedText,
    is_promo: postedText,
    channel: postedText,
    promoCode: postedText,
    promo_code: postedText,
    promoToken: postedText,
    payment_type: postedText,
    payment_media: postedText,
    ins_main_cat: postedText,
    ins_sub_cat: postedText,
    pay_ref: postedText,
    bank_name: postedText,
    bank_branch: postedText,
    bank_user: postedText,
    cx_inquiry: postedText,
  })
  .check(identityCheck, renewalCheck);

export type PurchaseInput = z.input<typeof purchaseSchema>;
export type Purchase = z.output<typeof purchaseSchema>;

/**
 * What the purchase answers: the application's secret hash, for the document uploader's URL, and, when
 * the quotation is paid already, the proposal's key: the buyer goes on there (its cover note once
 * issued), never into a second purchase.
 */
export const purchasedSchema = z.object({ pay_sec_hash: z.string(), req_key: z.string().nullable() });

export type Purchased = z.infer<typeof purchasedSchema>;
