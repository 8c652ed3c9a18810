import { describe, expect, it } from 'vitest';
import type { CheckoutOrder } from './gateway';
import { payhereGateway } from './payhere';

// The figures below were worked by hand in a shell, not by this code:
//
//   $ printf '%s' 'kavacha-test-secret' | md5sum
//   576c3163bf6990c1b6ecd4577ed62fb3            -> upper: 576C3163BF6990C1B6ECD4577ED62FB3 (S)
//
// Checkout hash = upper(md5(merchant_id + order_id + amount + currency + S)):
//   $ printf '%s' '1211149ORDER-000112345.67LKR576C3163BF6990C1B6ECD4577ED62FB3' | md5sum
//   c46882db3bbb02b82342b0011cffae6f            -> C46882DB3BBB02B82342B0011CFFAE6F
//   $ printf '%s' '1211149ORDER-00021000.00LKR576C3163BF6990C1B6ECD4577ED62FB3' | md5sum
//   66c0deb942f7e9f1c3019769044ec0ab            -> 66C0DEB942F7E9F1C3019769044EC0AB
//
// Notification md5sig = upper(md5(merchant_id + order_id + payhere_amount + payhere_currency
//                                  + status_code + S)):
//   $ printf '%s' '1211149ORDER-000112345.67LKR2576C3163BF6990C1B6ECD4577ED62FB3' | md5sum
//   73fb0170754d37edde5ba7c719de4a98            -> 73FB0170754D37EDDE5BA7C719DE4A98
//   $ printf '%s' '1211149ORDER-000112345.67LKR-2576C3163BF6990C1B6ECD4577ED62FB3' | md5sum
//   3205600bc16010cb66d53f6f2abbba7d            -> 3205600BC16010CB66D53F6F2ABBBA7D
// (`openssl md5` gives the same digests.)

const SETTINGS = { merchantId: '1211149', secret: 'kavacha-test-secret', mode: 'sandbox' } as const;
const gateway = payhereGateway(SETTINGS);

const order = (orderId: string, amountCents: number): CheckoutOrder => ({
  orderId,
  amountCents,
  currency: 'LKR',
  items: 'Motor insurance MQ0000001-SLIC',
  customer: {
    firstName: 'Kamal',
    lastName: 'Perera',
    email: 'kamal@example.lk',
    phone: '0771234567',
    address: '12, Galle Road',
    city: 'Colombo',
    country: 'Sri Lanka',
  },
  urls: {
    site: 'https://kavacha.example',
    notify: 'https://kavacha.example/v3/payments/notify/payhere',
    return: 'https://kavacha.example/Pay/motor/hash?order_id=ORDER-0001',
    cancel: 'https://kavacha.example/Pay/motor/hash?order_id=ORDER-0001&cancelled=1',
  },
});

const PAID = {
  merchant_id: '1211149',
  order_id: 'ORDER-0001',
  payment_id: '320025157750',
  payhere_amount: '12345.67',
  payhere_currency: 'LKR',
  status_code: '2',
  md5sig: '73FB0170754D37EDDE5BA7C719DE4A98',
  status_message: 'Successfully received the VISA payment',
  method: 'VISA',
};

describe('PayHere checkout', () => {
  it("posts PayHere's documented fields to its sandbox checkout, with the hash worked by hand", () => {
    expect(gateway.checkout(order('ORDER-0001', 1_234_567))).toEqual({
      action: 'https://sandbox.payhere.lk/pay/checkout',
      fields: {
        merchant_id: '1211149',
        return_url: 'https://kavacha.example/Pay/motor/hash?order_id=ORDER-0001',
        cancel_url: 'https://kavacha.example/Pay/motor/hash?order_id=ORDER-0001&cancelled=1',
        notify_url: 'https://kavacha.example/v3/payments/notify/payhere',
        first_name: 'Kamal',
        last_name: 'Perera',
        email: 'kamal@example.lk',
        phone: '0771234567',
        address: '12, Galle Road',
        city: 'Colombo',
        country: 'Sri Lanka',
        order_id: 'ORDER-0001',
        items: 'Motor insurance MQ0000001-SLIC',
        currency: 'LKR',
        amount: '12345.67',
        hash: 'C46882DB3BBB02B82342B0011CFFAE6F',
      },
    });
  });

  it('writes a whole amount with two decimals before hashing it', () => {
    const { fields } = gateway.checkout(order('ORDER-0002', 100_000));
    expect(fields).toMatchObject({ amount: '1000.00', hash: '66C0DEB942F7E9F1C3019769044EC0AB' });
  });

  it('uses the live checkout in live mode', () => {
    const live = payhereGateway({ ...SETTINGS, mode: 'live' });
    expect(live.checkout(order('ORDER-0001', 1_234_567)).action).toBe('https://www.payhere.lk/pay/checkout');
  });

  it('needs the merchant id and secret', () => {
    const message = 'PAYMENT_PROVIDER=payhere needs PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET';
    expect(() => payhereGateway({ ...SETTINGS, secret: undefined })).toThrow(message);
    expect(() => payhereGateway({ ...SETTINGS, merchantId: undefined })).toThrow(message);
  });
});

describe('PayHere notifications', () => {
  it('reads a notification whose md5sig matches the one worked by hand', () => {
    expect(gateway.readNotification(PAID)).toEqual({
      orderId: 'ORDER-0001',
      status: 'paid',
      amountCents: 1_234_567,
      currency: 'LKR',
      providerPaymentId: '320025157750',
      message: 'Successfully received the VISA payment',
    });
  });

  it('maps status_code -2 to failed', () => {
    const failed = { ...PAID, status_code: '-2', md5sig: '3205600BC16010CB66D53F6F2ABBBA7D' };
    expect(gateway.readNotification(failed)).toMatchObject({ status: 'failed' });
  });

  it.each([
    ['amount', { payhere_amount: '12345.68' }],
    ['status', { status_code: '-2' }],
    ['order', { order_id: 'ORDER-0002' }],
    ['currency', { payhere_currency: 'USD' }],
    ['merchant', { merchant_id: '1211150' }],
    ['signature', { md5sig: '73FB0170754D37EDDE5BA7C719DE4A99' }],
  ])('refuses a notification with a changed %s', (_field, change) => {
    expect(gateway.readNotification({ ...PAID, ...change })).toBeUndefined();
  });

  it('refuses a notification without its signature', () => {
    const { md5sig: _md5sig, ...unsigned } = PAID;
    expect(gateway.readNotification(unsigned)).toBeUndefined();
  });

  it('checks the signature against the merchant secret', () => {
    const other = payhereGateway({ ...SETTINGS, secret: 'another-secret' });
    expect(other.readNotification(PAID)).toBeUndefined();
  });
});
