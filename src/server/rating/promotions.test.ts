import { describe, expect, it } from 'vitest';
import type { PromotionRule, Sale } from './promotions';
import { MAX_BADGES, badgesFor } from './promotions';
import { promotionRule } from './test-tariffs';

const COMPANY = 7;

/** A rule of company 7 for everyone, both cover types, from 1 January 2026 with no end. */
const rule = (fields: Parameters<typeof promotionRule>[1]) => promotionRule(COMPANY, fields);

const sale = (fields: Partial<Sale> = {}): Sale => ({
  channel: 'Web-Motor',
  promo: '',
  coverType: 'C',
  date: '2026-05-10',
  ...fields,
});

const statuses = (rules: readonly PromotionRule[], on: Sale) =>
  badgesFor(rules, COMPANY, on).map((badge) => badge.status);

describe('badgesFor', () => {
  it('turns a matching rule into a badge', () => {
    const rules = [rule({ status: 'Online 10% off', value: '10%', color: '#c62828', discountBp: 1_000 })];
    expect(badgesFor(rules, COMPANY, sale())).toEqual([
      { status: 'Online 10% off', value: '10%', color: '#c62828', discount_bp: 1_000 },
    ]);
  });

  it('matches the channel, or every channel when the rule has none', () => {
    const rules = [rule({ status: 'Classifieds', channel: 'IKMAN' }), rule({ status: 'Everyone', sort: 2 })];
    expect(statuses(rules, sale({ channel: 'IKMAN' }))).toEqual(['Classifieds', 'Everyone']);
    expect(statuses(rules, sale({ channel: 'Web-Motor' }))).toEqual(['Everyone']);
    expect(statuses(rules, sale({ channel: 'FriMi' }))).toEqual(['Everyone']);
  });

  it('matches the promo code, or any promo (or none) when the rule has none', () => {
    const rules = [rule({ status: 'Code SAVE10', promoCode: 'SAVE10' }), rule({ status: 'Any', sort: 2 })];
    expect(statuses(rules, sale({ promo: 'SAVE10' }))).toEqual(['Code SAVE10', 'Any']);
    expect(statuses(rules, sale({ promo: 'SAVE20' }))).toEqual(['Any']);
    expect(statuses(rules, sale({ promo: '' }))).toEqual(['Any']);
  });

  it('matches the cover type, or both when the rule has none', () => {
    const rules = [
      rule({ status: 'Full only', coverType: 'C', sort: 1 }),
      rule({ status: 'Third party only', coverType: 'T', sort: 2 }),
    ];
    expect(statuses(rules, sale({ coverType: 'C' }))).toEqual(['Full only']);
    expect(statuses(rules, sale({ coverType: 'T' }))).toEqual(['Third party only']);
    expect(statuses([rule({ status: 'Both' })], sale({ coverType: 'T' }))).toEqual(['Both']);
  });

  it('runs from startsOn to endsOn, both days included', () => {
    const march = [rule({ status: 'March', startsOn: '2026-03-01', endsOn: '2026-03-31' })];
    expect(statuses(march, sale({ date: '2026-02-28' }))).toEqual([]);
    expect(statuses(march, sale({ date: '2026-03-01' }))).toEqual(['March']);
    expect(statuses(march, sale({ date: '2026-03-31' }))).toEqual(['March']);
    expect(statuses(march, sale({ date: '2026-04-01' }))).toEqual([]);
  });

  it('runs without end when endsOn is null', () => {
    const open = [rule({ status: 'Open', startsOn: '2026-03-01', endsOn: null })];
    expect(statuses(open, sale({ date: '2026-02-28' }))).toEqual([]);
    expect(statuses(open, sale({ date: '2026-03-01' }))).toEqual(['Open']);
    expect(statuses(open, sale({ date: '2031-12-31' }))).toEqual(['Open']);
  });

  it('shows at most two badges', () => {
    const rules = [
      rule({ status: 'One', sort: 1 }),
      rule({ status: 'Two', sort: 2 }),
      rule({ status: 'Three', sort: 3 }),
    ];
    expect(MAX_BADGES).toBe(2);
    expect(statuses(rules, sale())).toEqual(['One', 'Two']);
  });

  it('puts discounts first, the largest first, then the rest by sort', () => {
    const rules = [
      rule({ status: 'Free towing', sort: 1 }),
      rule({ status: 'Web 5%', discountBp: 500, sort: 3 }),
      rule({ status: 'Online 12.5%', discountBp: 1_250, sort: 4 }),
      rule({ status: 'Gift voucher', sort: 0 }),
    ];
    expect(statuses(rules, sale())).toEqual(['Online 12.5%', 'Web 5%']);
    // With one discount, it leads and the lowest sort follows, whatever the order of the rules.
    expect(statuses([rules[0]!, rules[3]!, rules[1]!], sale())).toEqual(['Web 5%', 'Gift voucher']);
    // Equal discounts keep to sort.
    const equal = [
      rule({ status: 'Second', discountBp: 1_000, sort: 2 }),
      rule({ status: 'First', discountBp: 1_000, sort: 1 }),
    ];
    expect(statuses(equal, sale())).toEqual(['First', 'Second']);
  });

  it("ignores another company's rules", () => {
    const rules = [
      rule({ status: 'Theirs', companyId: 8, discountBp: 2_000 }),
      rule({ status: 'Ours', companyId: COMPANY }),
    ];
    expect(statuses(rules, sale())).toEqual(['Ours']);
    expect(badgesFor(rules, 9, sale())).toEqual([]);
  });
});
