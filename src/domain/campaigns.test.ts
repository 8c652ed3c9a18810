import { describe, expect, it } from 'vitest';
import type { Bank, BinRange, Offer } from './campaigns';
import {
  BANKS,
  cardDecision,
  cardOfferOf,
  cardPrice,
  issuerOf,
  offerQuotationPath,
  offerRunsOn,
  percentOf,
} from './campaigns';

// Section 9's offers, as migration 0030 seeds them (the API test checks the seed against these).
const none = { capCents: null, capPerDay: false, maxPaymentsPerDay: null, startsOn: null, endsOn: null };
const SPEC: Record<Bank, Offer> = {
  ub: { ...none, discountBp: 1500, capCents: 1_500_000 },
  ntb: { ...none, discountBp: 1000 },
  scb: { ...none, discountBp: 1100, capCents: 1_650_000 },
  ndb: { ...none, discountBp: 1000 },
  hsbc: { ...none, discountBp: 1000 },
  hnb: { ...none, discountBp: null },
  dfcc: { ...none, discountBp: 1500, capCents: 1_500_000, capPerDay: true, maxPaymentsPerDay: 2 },
  sey: { ...none, discountBp: 1000 },
  pb: { ...none, discountBp: null },
};
const on = '2026-11-25';
const price = (bank: Bank, premiumCents: number, day: object = {}) =>
  cardPrice(premiumCents, SPEC[bank], { on, ...day });

describe('cardPrice for each bank of section 9', () => {
  it('covers every bank', () => expect(Object.keys(SPEC).sort()).toEqual([...BANKS].sort()));

  it.each([
    // bank, premium, price, discount
    ['ub', 5_000_000, 4_250_000, 750_000],
    ['ub', 10_000_000, 8_500_000, 1_500_000], // exactly the cap
    ['ub', 25_000_000, 23_500_000, 1_500_000], // Rs. 15,000 at most
    ['ntb', 8_765_433, 7_888_890, 876_543], // rounded down to the cent
    ['ntb', 100_000_000, 90_000_000, 10_000_000], // no cap
    ['scb', 10_000_000, 8_900_000, 1_100_000],
    ['scb', 15_000_000, 13_350_000, 1_650_000], // exactly the cap
    ['scb', 20_000_000, 18_350_000, 1_650_000],
    ['ndb', 4_825_050, 4_342_545, 482_505],
    ['hsbc', 3_333_333, 3_000_000, 333_333],
    ['sey', 99, 90, 9],
    ['hnb', 5_000_000, 5_000_000, 0], // no discount stated
    ['pb', 5_000_000, 5_000_000, 0],
    ['dfcc', 6_000_000, 5_100_000, 900_000],
    ['dfcc', 20_000_000, 18_500_000, 1_500_000],
  ] as const)('%s: Rs. %i cents costs %i, %i off', (bank, premium, priceCents, discountCents) => {
    expect(price(bank, premium)).toEqual({ priceCents, discountCents });
    expect(priceCents + discountCents).toBe(premium);
  });

  it('dfcc: Rs. 15,000 a day in all, on at most 2 payments a day', () => {
    // Rs. 9,000 off already today leaves Rs. 6,000 of the cap.
    expect(price('dfcc', 6_000_000, { discountTodayCents: 900_000, paymentsToday: 1 })).toEqual({
      priceCents: 5_400_000,
      discountCents: 600_000,
    });
    expect(price('dfcc', 6_000_000, { discountTodayCents: 1_500_000, paymentsToday: 1 }).discountCents).toBe(
      0,
    );
    expect(price('dfcc', 1_000_000, { discountTodayCents: 0, paymentsToday: 2 })).toEqual({
      priceCents: 1_000_000,
      discountCents: 0,
    });
    // The next day starts afresh: the caller counts the day's payments.
    expect(price('dfcc', 6_000_000, { on: '2026-11-26' }).discountCents).toBe(900_000);
  });

  it("a per-payment cap ignores the day's earlier discounts", () => {
    expect(price('ub', 5_000_000, { discountTodayCents: 1_500_000, paymentsToday: 5 }).discountCents).toBe(
      750_000,
    );
  });

  it('applies only within the dates, both days included', () => {
    const dated = { ...SPEC.ntb, startsOn: '2026-12-01', endsOn: '2026-12-31' };
    expect(cardPrice(1_000_000, dated, { on: '2026-11-30' }).discountCents).toBe(0);
    expect(cardPrice(1_000_000, dated, { on: '2026-12-01' }).discountCents).toBe(100_000);
    expect(cardPrice(1_000_000, dated, { on: '2026-12-31' }).discountCents).toBe(100_000);
    expect(cardPrice(1_000_000, dated, { on: '2027-01-01' }).discountCents).toBe(0);
    expect(offerRunsOn({ startsOn: null, endsOn: null }, '1999-01-01')).toBe(true);
  });

  it('refuses a premium that is not whole cents', () => {
    expect(() => price('ntb', 10.5)).toThrow(RangeError);
    expect(() => price('ntb', -1)).toThrow(RangeError);
  });

  it('writes a rate as a percentage', () => {
    expect(percentOf(1500)).toBe('15');
    expect(percentOf(1050)).toBe('10.5');
  });
});

describe('the card decides at payment (decision 062)', () => {
  const RANGES: BinRange[] = [
    { bank: 'ntb', from: '45510100', to: '45510199' },
    { bank: 'ntb', from: '455111', to: '455111' },
    { bank: 'ub', from: '45520100', to: '45520199' },
  ];
  const card = (bank: Bank) => ({
    bank,
    bankName: bank,
    promoCode: `${bank.toUpperCase()}-CREDIT-CARD`,
    offer: SPEC[bank],
  });

  it("knows a card's issuer by 8- or 6-digit ranges, both ends included", () => {
    expect(issuerOf('45510100', RANGES)).toBe('ntb');
    expect(issuerOf('45510199', RANGES)).toBe('ntb');
    expect(issuerOf('45510200', RANGES)).toBeUndefined();
    expect(issuerOf('45511199', RANGES)).toBe('ntb');
    expect(issuerOf('45520150', RANGES)).toBe('ub');
    expect(issuerOf('42424242', RANGES)).toBeUndefined();
    expect(issuerOf('45511', RANGES)).toBeUndefined();
  });

  it("charges the card price to the bank's card only, and says why otherwise", () => {
    expect(cardDecision(1_000_000, card('ntb'), 'ntb', { on })).toEqual({
      priceCents: 900_000,
      discountCents: 100_000,
      reason: 'discount',
    });
    const usual = { priceCents: 1_000_000, discountCents: 0 };
    expect(cardDecision(1_000_000, card('ntb'), 'ub', { on })).toEqual({ ...usual, reason: 'other_card' });
    expect(cardDecision(1_000_000, card('ntb'), undefined, { on })).toEqual({
      ...usual,
      reason: 'other_card',
    });
    expect(cardDecision(1_000_000, undefined, 'ntb', { on })).toEqual({ ...usual, reason: 'no_offer' });
    expect(cardDecision(1_000_000, card('hnb'), 'hnb', { on })).toEqual({ ...usual, reason: 'no_discount' });
    const ended = { ...card('ntb'), offer: { ...SPEC.ntb, endsOn: '2026-11-24' } };
    expect(cardDecision(1_000_000, ended, 'ntb', { on })).toEqual({ ...usual, reason: 'not_running' });
    expect(cardDecision(1_000_000, card('dfcc'), 'dfcc', { on, paymentsToday: 2 })).toEqual({
      ...usual,
      reason: 'day_limit',
    });
    expect(cardDecision(1_000_000, card('dfcc'), 'dfcc', { on, discountTodayCents: 1_500_000 })).toEqual({
      ...usual,
      reason: 'day_limit',
    });
  });

  it('finds the offer a promo code names in any case, and the quotation a page continues to', () => {
    const offers = [card('ntb'), card('ub')];
    expect(cardOfferOf(offers, 'ub-credit-card')?.bank).toBe('ub');
    expect(cardOfferOf(offers, 'no-promo')).toBeUndefined();
    expect(offerQuotationPath('NTB-CREDIT-CARD')).toBe(
      '/motor/Car/full-insurance/Quotation?promo=NTB-CREDIT-CARD',
    );
  });
});
