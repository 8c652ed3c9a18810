import { describe, expect, it } from 'vitest';
import {
  balanceMessage,
  companyDisabled,
  COVER_MESSAGES,
  coverAllowed,
  coverRefusal,
  limitOnSelect,
  premiumTotalCents,
} from './cover';

const limits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((step) => ({
  id: step,
  cover: step * 100_000,
  premiumCents: step * 123_450,
}));

describe('the balance with a company', () => {
  it('disables the company at Rs. 1,000,000 or more', () => {
    expect(companyDisabled(999_999)).toBe(false);
    expect(companyDisabled(1_000_000)).toBe(true);
    expect(companyDisabled(1_200_000)).toBe(true);
  });

  it("speaks the spec's messages with the amounts", () => {
    expect(balanceMessage(0)).toBeUndefined();
    expect(balanceMessage(300_000)).toBe(
      'currently you are already covered for Rs. 300,000.00. Maximum cover allowed is Rs. 700,000.00',
    );
    expect(balanceMessage(1_000_000)).toBe(
      'Sorry you cannot purchase this cover since you already have a policy(or policies) up to Rs. 1,000,000.00',
    );
  });
});

describe('the cover slider', () => {
  it('moves in steps of Rs. 100,000 while balance and cover stay within Rs. 1,000,000', () => {
    expect(coverAllowed(0, 1_000_000)).toBe(true);
    expect(coverAllowed(0, 150_000)).toBe(false);
    expect(coverAllowed(0, 0)).toBe(false);
    expect(coverAllowed(400_000, 600_000)).toBe(true);
    expect(coverAllowed(400_000, 700_000)).toBe(false);
  });

  it('refuses a cover with the reason the page gives', () => {
    expect(coverRefusal(400_000, 600_000)).toBeUndefined();
    expect(coverRefusal(400_000, 700_000)).toBe(COVER_MESSAGES.alreadyCovered(400_000));
    expect(coverRefusal(0, 150_000)).toBe(COVER_MESSAGES.step);
    expect(coverRefusal(1_000_000, 100_000)).toBe(COVER_MESSAGES.cannotPurchase(1_000_000));
  });

  it('picks on selection the limit that brings the person to Rs. 1,000,000', () => {
    expect(limitOnSelect(limits, 0)?.cover).toBe(1_000_000);
    expect(limitOnSelect(limits, 300_000)?.cover).toBe(700_000);
    expect(limitOnSelect(limits, 1_000_000)).toBeUndefined();
  });

  it('falls back to the largest allowed limit when none reaches the maximum exactly', () => {
    const few = limits.filter((limit) => limit.cover <= 500_000);
    expect(limitOnSelect(few, 300_000)?.cover).toBe(500_000);
    expect(limitOnSelect(few, 600_000)?.cover).toBe(400_000);
    expect(limitOnSelect(few, 950_000)).toBeUndefined();
  });
});

it("adds the cart's 'Premium total' to the cent", () => {
  expect(premiumTotalCents([])).toBe(0);
  expect(premiumTotalCents([{ premiumCents: 1_234_501 }, { premiumCents: 99 }, { premiumCents: 1 }])).toBe(
    1_234_601,
  );
});
