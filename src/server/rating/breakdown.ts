// What a quotation stores about its price: every line that makes up the total, so a customer, an
// insurer or an auditor can follow the sum. Amounts in cents; rates in basis points.
import { applyRate, sum } from './arithmetic';
import type { StatutoryCharges } from './tariff';

export interface Line {
  code: string;
  label: string;
  rate_bp?: number;
  amount: number;
}

export interface Breakdown {
  /** The estimated market value in cents; null for third party. */
  sum_insured: number | null;
  /** Own damage at the basic rate; null for third party. */
  basic_premium: Line | null;
  /** Loadings (positive) and discounts (negative) on the basic premium. */
  adjustments: Line[];
  no_claims_bonus: Line | null;
  /** What brings the own-damage premium up to the insurer's minimum. */
  minimum_premium_top_up: number;
  promotion: Line | null;
  /** Own damage after adjustments, bonus, minimum and promotion. */
  net_premium: number;
  third_party_premium: number;
  covers: Line[];
  srcc: number;
  terrorism: number;
  policy_fee: number;
  /** What VAT is charged on: every premium and fee above. */
  taxable: number;
  vat: Line;
  stamp_duty: number;
  road_safety_fund: Line;
  total: number;
}

export type Premiums = Pick<
  Breakdown,
  'net_premium' | 'third_party_premium' | 'covers' | 'srcc' | 'terrorism' | 'policy_fee'
>;

/**
 * The charges every policy ends with: VAT on premiums and fees, then stamp duty and the Road Safety
 * Fund levy (1% of the third-party part), which are levies and carry no VAT.
 */
export function withStatutoryCharges(premiums: Premiums, statutory: StatutoryCharges) {
  const taxable = sum([
    premiums.net_premium,
    premiums.third_party_premium,
    sum(premiums.covers.map((cover) => cover.amount)),
    premiums.srcc,
    premiums.terrorism,
    premiums.policy_fee,
  ]);
  const vat = {
    code: 'vat',
    label: 'VAT',
    rate_bp: statutory.vatBp,
    amount: applyRate(taxable, statutory.vatBp),
  };
  const roadSafetyFund = {
    code: 'road_safety_fund',
    label: 'Road Safety Fund levy',
    rate_bp: statutory.roadSafetyFundBp,
    amount: applyRate(premiums.third_party_premium, statutory.roadSafetyFundBp),
  };
  return {
    taxable,
    vat,
    stamp_duty: statutory.stampDutyCents,
    road_safety_fund: roadSafetyFund,
    total: sum([taxable, vat.amount, statutory.stampDutyCents, roadSafetyFund.amount]),
  };
}
