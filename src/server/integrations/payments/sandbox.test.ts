import { describe, expect, it } from 'vitest';
import type { CheckoutOrder } from './gateway';
import type { SandboxNotificationFields } from './sandbox';
import { sandboxCheckoutSignature, sandboxGateway, sandboxNotificationSignature } from './sandbox';

const SETTINGS = { merchantId: 'KAVACHA-SANDBOX', secret: 'a-sandbox-secret-of-16+' };
const gateway = sandboxGateway(SETTINGS);

const ORDER: CheckoutOrder = {
  orderId: 'order-1',
  amountCents: 1_234_505,
  currency: 'LKR',
  items: 'Motor insurance MQ0000001-SLIC',
  customer: {
    firstName: 'Kamal',
    lastName: 'Perera',
    email: 'kamal@example.lk',
    phone: '0771234567',
    address: 'Galle Road',
    city: 'Colombo',
    country: 'Sri Lanka',
  },
  urls: {
    site: 'http://127.0.0.1:3000',
    notify: 'http://127.0.0.1:3000/v3/payments/notify/sandbox',
    return: 'http://127.0.0.1:3000/Pay/motor/hash?order_id=order-1',
    cancel: 'http://127.0.0.1:3000/Pay/motor/hash?order_id=order-1&cancelled=1',
  },
};

const PAID: SandboxNotificationFields = {
  merchant_id: 'KAVACHA-SANDBOX',
  order_id: 'order-1',
  payment_id: 'SBX-1',
  amount: '12345.05',
  currency: 'LKR',
  status: 'paid',
  message: 'Payment approved',
};
const signed = (fields: SandboxNotificationFields) => ({
  ...fields,
  signature: sandboxNotificationSignature(SETTINGS.secret, fields),
});

describe('the sandbox checkout', () => {
  it("posts to the gateway on our own host, with the amount to the cent and the fields' signature", () => {
    const { action, fields } = gateway.checkout(ORDER);
    expect(action).toBe('http://127.0.0.1:3000/sandbox-gateway/v1/pay');
    const { hash, items, ...signedFields } = fields as Record<string, string>;
    expect(signedFields).toEqual({
      merchant_id: 'KAVACHA-SANDBOX',
      order_id: 'order-1',
      amount: '12345.05',
      currency: 'LKR',
      notify_url: ORDER.urls.notify,
      return_url: ORDER.urls.return,
      cancel_url: ORDER.urls.cancel,
      // Not priced for one card: any card may pay it (decision 062).
      card_mask: '',
    });
    expect(items).toBe(ORDER.items);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(sandboxCheckoutSignature(SETTINGS.secret, fields as never));
  });

  it('names the card a card-priced checkout is held to, and signs it', () => {
    const { fields } = gateway.checkout({ ...ORDER, cardMask: '45510100******0004' });
    expect(fields.card_mask).toBe('45510100******0004');
    const other = { ...fields, card_mask: '45520100******0003' };
    expect(sandboxCheckoutSignature(SETTINGS.secret, other as never)).not.toBe(fields.hash);
  });

  it.each(['amount', 'order_id', 'notify_url', 'card_mask'] as const)('signs %s', (field) => {
    const { fields } = gateway.checkout(ORDER);
    const changed = { ...fields, [field]: `${fields[field]}0` };
    expect(sandboxCheckoutSignature(SETTINGS.secret, changed as never)).not.toBe(fields.hash);
  });
});

describe('sandbox notifications', () => {
  it('reads a signed notification', () => {
    expect(gateway.readNotification(signed(PAID))).toEqual({
      orderId: 'order-1',
      status: 'paid',
      amountCents: 1_234_505,
      currency: 'LKR',
      providerPaymentId: 'SBX-1',
      message: 'Payment approved',
    });
  });

  it.each([
    ['amount', { amount: '12345.06' }],
    ['status', { status: 'failed' }],
    ['order', { order_id: 'order-2' }],
    ['message', { message: 'Card declined by the issuing bank' }],
  ])('refuses a notification with a changed %s', (_field, change) => {
    expect(gateway.readNotification({ ...signed(PAID), ...change })).toBeUndefined();
  });

  it('refuses one signed with another secret, for another merchant, or not signed', () => {
    const forged = { ...PAID, signature: sandboxNotificationSignature('another-secret-value', PAID) };
    expect(gateway.readNotification(forged)).toBeUndefined();
    const otherMerchant = { ...PAID, merchant_id: 'SOMEONE-ELSE' };
    expect(gateway.readNotification(signed(otherMerchant))).toBeUndefined();
    expect(gateway.readNotification(PAID)).toBeUndefined();
  });

  it('keeps the values apart: moving text between fields changes the signature', () => {
    const moved = { ...PAID, payment_id: 'SBX-', amount: '112345.05' };
    expect(sandboxNotificationSignature(SETTINGS.secret, moved)).not.toBe(signed(PAID).signature);
  });

  it('reports a state it does not know as null, and an amount that is not one as null', () => {
    expect(gateway.readNotification(signed({ ...PAID, status: 'started' }))).toMatchObject({ status: null });
    expect(gateway.readNotification(signed({ ...PAID, amount: '12.345' }))).toMatchObject({
      amountCents: null,
    });
  });
});
