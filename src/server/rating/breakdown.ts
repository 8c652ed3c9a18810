// What a quotation stores about its price (`Breakdown`, in src/domain/motor/quote-answers.ts): every
// line that makes up the total, so a customer, an insurer or an auditor can follow the sum.
import type { Breakdown } from '#domain/motor/quote-answers';

export type { Breakdown, Line } from '#domain/motor/quote-answers';
import { COVER_ROWS } from '#domain/motor/covers';
import { applyRate, sum } from './arithmetic';
import type { StatutoryCharges } from './tariff';

/** The labels of lines whose label never varies; stored quotations leave these out (stored-quotation.ts). */
export const LINE_LABELS: Readonly<Record<string, string>> = {
  basic: /*i18n*/ 'Basic premium',
  brand_new: /*i18n*/ 'Brand new (unregistered)',
  hire_purchase: /*i18n*/ 'Hire purchase or lease',
  vat: /*i18n*/ 'VAT',
  road_safety_fund: /*i18n*/ 'Road Safety Fund levy',
  ...Object.fromEntries(COVER_ROWS.map((row) => [row.code, row.label])),
};

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
    label: LINE_LABELS.vat!,
    rate_bp: statutory.vatBp,
    amount: applyRate(taxable, statutory.vatBp),
  };
  const roadSafetyFund = {
    code: 'road_safety_fund',
    label: LINE_LABELS.road_safety_fund!,
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
