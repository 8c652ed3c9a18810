import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES, linksExpired, linksLastDay } from './link-expiry';

const unpaid = { validUntil: '2026-12-20', paidAt: null };
// Noon on the server's calendar: the day is the same in any time zone a test runs in.
const paid = { validUntil: '2026-12-20', paidAt: new Date(2026, 11, 5, 12) };

describe('an unpaid application', () => {
  it("works to the quotation's last valid day, that day included", () => {
    expect(linksLastDay(unpaid)).toBe('2026-12-20');
    expect(linksExpired(unpaid, '2026-12-19')).toBe(false);
    expect(linksExpired(unpaid, '2026-12-20')).toBe(false);
    expect(linksExpired(unpaid, '2026-12-21')).toBe(true);
  });

  it('says the price ended and to start a new quote', () => {
    expect(LINK_MESSAGES.expired(unpaid)).toBe(
      "This link expired on 2026-12-20, when the quotation's price ended. Please start a new quote.",
    );
  });
});

describe('a paid application', () => {
  it("works for a year from the payment's day, past the quotation's validity", () => {
    expect(linksLastDay(paid)).toBe('2027-12-05');
    expect(linksExpired(paid, '2026-12-21')).toBe(false);
    expect(linksExpired(paid, '2027-12-05')).toBe(false);
    expect(linksExpired(paid, '2027-12-06')).toBe(true);
  });

  it('paid on 29 February works to 28 February of the next year', () => {
    expect(linksLastDay({ validUntil: '2028-03-01', paidAt: new Date(2028, 1, 29, 12) })).toBe('2029-02-28');
  });

  it('says a year has passed since the payment', () => {
    expect(LINK_MESSAGES.expired(paid)).toBe(
      'This link expired on 2027-12-05, a year after the payment. Please contact us for help with your policy.',
    );
  });
});

it('compares against today by default', () => {
  expect(linksExpired({ validUntil: '2000-01-01', paidAt: null })).toBe(true);
  expect(linksExpired({ validUntil: '9999-12-31', paidAt: null })).toBe(false);
});
