import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { amountText } from './gateway';
import { paymentsFor } from './payments';

describe('amountText', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [1_234_567, '12345.67'],
    [9_007_199_254_740_991, '90071992547409.91'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(amountText(cents)).toBe(text);
  });

  it('refuses what is not a whole, positive number of cents', () => {
    expect(() => amountText(12.5)).toThrow(RangeError);
    expect(() => amountText(-1)).toThrow(RangeError);
  });
});

describe('paymentsFor', () => {
  it('chooses the sandbox gateway by default', () => {
    expect(paymentsFor(loadConfig({})).provider).toBe('sandbox');
  });

  it('chooses PayHere with its merchant settings', () => {
    const config = loadConfig({
      PAYMENT_PROVIDER: 'payhere',
      PAYHERE_MERCHANT_ID: '1211149',
      PAYHERE_MERCHANT_SECRET: 'secret',
    });
    expect(paymentsFor(config).provider).toBe('payhere');
  });

  it('refuses to start PayHere without its merchant settings', () => {
    expect(() => paymentsFor(loadConfig({ PAYMENT_PROVIDER: 'payhere' }))).toThrow(
      'PAYMENT_PROVIDER=payhere needs PAYHERE_MERCHANT_ID and PAYHERE_MERCHANT_SECRET',
    );
  });
});
