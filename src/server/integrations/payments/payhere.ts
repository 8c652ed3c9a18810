// PayHere (payhere.lk), PAYMENT_PROVIDER=payhere: its Checkout API. The browser posts a form to PayHere's
// checkout; PayHere then posts the result to notify_url as application/x-www-form-urlencoded. Both are
// signed with MD5 over the fields and the merchant secret's own upper-case MD5, as PayHere documents:
//   hash   = upper(md5(merchant_id + order_id + amount + currency + upper(md5(secret))))
//   md5sig = upper(md5(merchant_id + order_id + payhere_amount + payhere_currency + status_code
//                       + upper(md5(secret))))
// with the checkout amount written with two decimals and no thousands separator.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AttemptStatus } from '#domain/motor/payment';
import { parseRupees } from '#domain/money';
import type { Config } from '#server/config';
import { sameSecret } from '#server/secrets';
import type { PaymentGateway } from './gateway';
import { amountText } from './gateway';

const CHECKOUT_ACTIONS = {
  sandbox: 'https://sandbox.payhere.lk/pay/checkout',
  live: 'https://www.payhere.lk/pay/checkout',
} as const;

/** PayHere's status_code values. */
const STATUSES = new Map<string, AttemptStatus>([
  ['2', 'paid'],
  ['0', 'pending'],
  ['-1', 'cancelled'],
  ['-2', 'failed'],
  ['-3', 'chargedback'],
]);

const md5Upper = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();

interface Merchant {
  merchantId: string;
  secret: string;
}

/** The checkout form's `hash`; `amount` as posted ('1234.50'). */
const checkoutHash = (
  { merchantId, secret }: Merchant,
  fields: { order_id: string; amount: string; currency: string },
) => md5Upper(merchantId + fields.order_id + fields.amount + fields.currency + md5Upper(secret));

/** The notification's `md5sig`, over its fields as PayHere sent them. */
const notificationSignature = (
  { merchantId, secret }: Merchant,
  fields: { order_id: string; payhere_amount: string; payhere_currency: string; status_code: string },
) =>
  md5Upper(
    merchantId +
      fields.order_id +
      fields.payhere_amount +
      fields.payhere_currency +
      fields.status_code +
      md5Upper(secret),
  );

const notificationSchema = z.object({
  merchant_id: z.string(),
  order_id: z.string(),
  payment_id: z.string().optional(),
  payhere_amount: z.string(),
  payhere_currency: z.string(),
  status_code: z.string(),
  md5sig: z.string(),
  status_message: z.string().optional(),
});

export function payhereGateway(settings: Config['payhere']): PaymentGateway {
  const { merchantId, secret, mode } = settings;
  if (!merchantId || !secret) {
    throw new Error('PAYMENT_PROVIDER=payhere needs PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET');
  }
  const merchant = { merchantId, secret };
  return {
    provider: 'payhere',
    checkoutOrigin: new URL(CHECKOUT_ACTIONS[mode]).origin,
    // The card is typed on PayHere's page and its checkout names none: no card price (decision 062).
    holdsToCard: false,

    checkout({ orderId, amountCents, currency, items, customer, urls }) {
      const signed = { order_id: orderId, amount: amountText(amountCents), currency };
      return {
        action: CHECKOUT_ACTIONS[mode],
        fields: {
          merchant_id: merchantId,
          return_url: urls.return,
          cancel_url: urls.cancel,
          notify_url: urls.notify,
          first_name: customer.firstName,
          last_name: customer.lastName,
          email: customer.email,
          phone: customer.phone,
          address: customer.address,
          city: customer.city,
          country: customer.country,
          items,
          ...signed,
          hash: checkoutHash(merchant, signed),
        },
      };
    },

    readNotification(body) {
      const parsed = notificationSchema.safeParse(body);
      if (!parsed.success) return undefined;
      const fields = parsed.data;
      if (fields.merchant_id !== merchantId) return undefined;
      const expected = notificationSignature(merchant, fields);
      if (!sameSecret(fields.md5sig.toUpperCase(), expected)) return undefined;
      return {
        orderId: fields.order_id,
        status: STATUSES.get(fields.status_code) ?? null,
        amountCents: parseRupees(fields.payhere_amount) ?? null,
        currency: fields.payhere_currency,
        providerPaymentId: fields.payment_id ?? null,
        message: fields.status_message ?? null,
      };
    },
  };
}
