import { describe, expect, it } from 'vitest';
import type { Breakdown } from './quote-answers';
import { breakdownLines, formatLineAmount, percent } from './breakdown-lines';

const levies = {
  vat: { code: 'vat', label: 'VAT', rate_bp: 1800, amount: 18000 },
  stamp_duty: 2500,
  road_safety_fund: { code: 'road_safety_fund', label: 'Road Safety Fund levy', rate_bp: 100, amount: 1000 },
};

const THIRD_PARTY: Breakdown = {
  sum_insured: null,
  basic_premium: null,
  adjustments: [],
  no_claims_bonus: null,
  minimum_premium_top_up: 0,
  promotion: null,
  net_premium: 0,
  third_party_premium: 100000,
  covers: [],
  srcc: 0,
  terrorism: 0,
  policy_fee: 0,
  taxable: 100000,
  ...levies,
  total: 121500,
};

const FULL: Breakdown = {
  ...THIRD_PARTY,
  sum_insured: 650000000,
  basic_premium: { code: 'basic', label: 'Basic premium', rate_bp: 235, amount: 15275000 },
  adjustments: [{ code: 'age', label: 'Vehicle age 8 years', rate_bp: 1500, amount: 2291250 }],
  no_claims_bonus: { code: 'ncb', label: 'No-claims bonus 2 years', rate_bp: 3000, amount: -5269875 },
  minimum_premium_top_up: 12500,
  promotion: { code: 'promotion', label: 'Web Exclusive', rate_bp: 1000, amount: -1229638 },
  net_premium: 11079237,
  third_party_premium: 325000,
  covers: [{ code: 'pa_driver', label: 'Personal accident: driver', amount: 40000 }],
  srcc: 390000,
  terrorism: 260000,
  policy_fee: 60000,
  total: 14421500,
};

describe('formatLineAmount', () => {
  it("puts a discount's minus before the currency", () => {
    expect(formatLineAmount(-5613563)).toBe('- Rs. 56,135.63');
    expect(formatLineAmount(5613563)).toBe('Rs. 56,135.63');
  });
});

describe('breakdownLines', () => {
  it('lists own damage, its subtotal, the other parts, the levies and the total', () => {
    expect(breakdownLines(FULL)).toEqual([
      { label: 'Basic premium (2.35% of market value)', amount: 15275000, kind: 'item' },
      { label: 'Vehicle age 8 years (15% of basic premium)', amount: 2291250, kind: 'item' },
      {
        label: 'No-claims bonus 2 years (30% of basic premium with loadings)',
        amount: -5269875,
        kind: 'item',
      },
      { label: "Top-up to the insurer's minimum premium", amount: 12500, kind: 'item' },
      { label: 'Promotion: Web Exclusive (10% of own-damage premium)', amount: -1229638, kind: 'item' },
      { label: 'Own-damage premium', amount: 11079237, kind: 'subtotal' },
      { label: 'Third-party premium', amount: 325000, kind: 'item' },
      { label: 'Personal accident: driver', amount: 40000, kind: 'item' },
      { label: 'Strike, riot and civil commotion (SRCC)', amount: 390000, kind: 'item' },
      { label: 'Terrorism', amount: 260000, kind: 'item' },
      { label: 'Policy fee', amount: 60000, kind: 'item' },
      { label: 'VAT (18% of premium and fees)', amount: 18000, kind: 'item' },
      { label: 'Stamp duty', amount: 2500, kind: 'item' },
      { label: 'Road Safety Fund levy (1% of third-party premium)', amount: 1000, kind: 'item' },
      { label: 'Total premium', amount: 14421500, kind: 'total' },
    ]);
  });

  it('reads a third-party quote as its short sum, leaving out lines of nothing', () => {
    expect(breakdownLines(THIRD_PARTY).map((line) => line.label)).toEqual([
      'Third-party premium',
      'VAT (18% of premium and fees)',
      'Stamp duty',
      'Road Safety Fund levy (1% of third-party premium)',
      'Total premium',
    ]);
  });

  it('writes basis points as a percentage', () => {
    expect([percent(235), percent(1500), percent(750), percent(0)]).toEqual(['2.35%', '15%', '7.5%', '0%']);
  });
});
