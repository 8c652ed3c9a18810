// The built-in sandbox gateway's protocol and our side of it (demo mode). Its checkout form and its
// notification are each signed with HMAC-SHA256 keyed by the merchant secret (SANDBOX_MERCHANT_SECRET),
// which the gateway and the shop share, as with a real gateway. A signature covers a fixed list of
// fields, serialised as a JSON array so no two different lists of values read alike. The checkout's
// signature covers the notification and return addresses too: the gateway posts to notify_url, and it
// must not be made to post anywhere else. The gateway's own part is modules/payments/sandbox-gateway.
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { parseRupees } from '#domain/money';
import { sameSecret } from '#server/secrets';
import type { PaymentGateway } from './gateway';
import { amountText, reportedStatus } from './gateway';

/** The gateway's checkout address, on our own host: the sandbox page posts the card there. */
export const SANDBOX_PAY_PATH = '/sandbox-gateway/v1/pay';
/** Where the gateway is told to reverse a paid checkout (a charge-back or a refund). */
export const SANDBOX_REVERSE_PATH = '/sandbox-gateway/v1/reverse';

export interface SandboxSettings {
  merchantId: string;
  secret: string;
}

const CHECKOUT_FIELDS = [
  'merchant_id',
  'order_id',
  'amount',
  'currency',
  'notify_url',
  'return_url',
  'cancel_url',
  'card_mask',
] as const;
/** The notification's signed fields, in the order the signature covers them. */
const notificationFieldsSchema = z.object({
  merchant_id: z.string(),
  order_id: z.string(),
  payment_id: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: z.string(),
  message: z.string(),
});
const NOTIFICATION_FIELDS = notificationFieldsSchema.keyof().options;

export type SandboxCheckoutFields = Record<(typeof CHECKOUT_FIELDS)[number], string>;
export type SandboxNotificationFields = z.infer<typeof notificationFieldsSchema>;
/** What the gateway posts to notify_url, as JSON. */
export type SandboxNotification = SandboxNotificationFields & { signature: string };

function sign(secret: string, names: readonly string[], fields: Record<string, string>) {
  const values = JSON.stringify(names.map((name) => fields[name]));
  return createHmac('sha256', secret).update(values).digest('hex');
}

/** The checkout form's `hash`. */
export const sandboxCheckoutSignature = (secret: string, fields: SandboxCheckoutFields) =>
  sign(secret, CHECKOUT_FIELDS, fields);

/** The notification's `signature`. */
export const sandboxNotificationSignature = (secret: string, fields: SandboxNotificationFields) =>
  sign(secret, NOTIFICATION_FIELDS, fields);

const notificationSchema = notificationFieldsSchema.extend({ signature: z.string() });

export function sandboxGateway({ merchantId, secret }: SandboxSettings): PaymentGateway {
  return {
    provider: 'sandbox',
    // Its page and its server part are served by this site (they stand for a payment host).
    checkoutOrigin: undefined,
    // Its gateway refuses any other card than the one a card-priced checkout names (decision 062).
    holdsToCard: true,

    checkout(order) {
      const fields = {
        merchant_id: merchantId,
        order_id: order.orderId,
        amount: amountText(order.amountCents),
        currency: order.currency,
        notify_url: order.urls.notify,
        return_url: order.urls.return,
        cancel_url: order.urls.cancel,
        card_mask: order.cardMask ?? '',
      };
      return {
        action: order.urls.site + SANDBOX_PAY_PATH,
        fields: { ...fields, items: order.items, hash: sandboxCheckoutSignature(secret, fields) },
      };
    },

    readNotification(body) {
      const parsed = notificationSchema.safeParse(body);
      if (!parsed.success) return undefined;
      const { signature, ...fields } = parsed.data;
      if (fields.merchant_id !== merchantId) return undefined;
      if (!sameSecret(signature, sandboxNotificationSignature(secret, fields))) return undefined;
      return {
        orderId: fields.order_id,
        status: reportedStatus(fields.status),
        amountCents: parseRupees(fields.amount) ?? null,
        currency: fields.currency,
        providerPaymentId: fields.payment_id,
        message: fields.message,
      };
    },
  };
}
