import { describe, expect, it } from 'vitest';
import { i18n } from '#domain/i18n';
import type { InsurerFacts } from '../api/get-insurer-facts';
import { quotationItem } from '../quotation-item-fixture';
import { comparisonRows, differing, priceOrder } from './comparison-rows';

const dear = quotationItem({ qot_number: 'MQ1-SLIC', company_code: 'SLIC', total_premium: 300_000_00 });
const cheap = quotationItem({ qot_number: 'MQ1-ALZ', company_code: 'ALZ', total_premium: 200_000_00 });
const none = quotationItem({ qot_number: 'MQ1-AMT', company_code: 'AMT', total_premium: null });
const covers = {
  basic_covers: [
    { code: 'flood', label: 'Flood and natural perils' },
    { code: 'windscreen', label: 'Windscreen' },
  ],
  company_details: [none, dear, cheap],
  cover_details: {
    'MQ1-SLIC': { flood: 'TRUE', windscreen: 'Up to Rs. 100,000' },
    'MQ1-ALZ': { flood: 'TRUE', windscreen: 'TRUE' },
    'MQ1-AMT': { flood: 'TRUE', windscreen: 'TRUE' },
  },
};
const facts = new Map<string, InsurerFacts>(
  ['SLIC', 'ALZ'].map((code) => [
    code,
    {
      id: 1,
      company_code: code,
      company_name: code,
      website: null,
      address: null,
      claims_hotline: `011 ${code}`,
      excess: 'Rs. 5,000 a claim',
      agency_repair: code === 'SLIC' ? 'Vehicles up to 5 years old' : 'Not offered',
    },
  ]),
);

describe('the cover comparison', () => {
  const columns = priceOrder(covers.company_details);

  it('puts the columns in price order, each keeping its place in the URL', () => {
    expect(columns.map(({ item, position }) => [item.qot_number, position])).toEqual([
      ['MQ1-ALZ', 2],
      ['MQ1-SLIC', 1],
      ['MQ1-AMT', 0],
    ]);
  });

  it('adds excess, agency repair and the claims hotline from the facts, null where not given', () => {
    const rows = comparisonRows(covers, columns, facts, i18n);
    expect(rows.map((row) => [row.code, row.values])).toEqual([
      ['flood', ['TRUE', 'TRUE', 'TRUE']],
      ['windscreen', ['TRUE', 'Up to Rs. 100,000', 'TRUE']],
      ['excess', ['Rs. 5,000 a claim', 'Rs. 5,000 a claim', null]],
      ['agency_repair', ['Not offered', 'Vehicles up to 5 years old', null]],
      ['claims_hotline', ['011 ALZ', '011 SLIC', null]],
    ]);
    expect(comparisonRows(covers, columns, undefined, i18n)).toHaveLength(2);
  });

  it('keeps only the rows where the insurers differ', () => {
    const twoAlike = priceOrder([dear, cheap]);
    const rows = comparisonRows({ ...covers, company_details: [dear, cheap] }, twoAlike, facts, i18n);
    expect(differing(rows).map((row) => row.code)).toEqual(['windscreen', 'agency_repair', 'claims_hotline']);
  });
});
