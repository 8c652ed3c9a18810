import { describe, expect, it } from 'vitest';
import { i18n } from '#domain/i18n';
import type { InsurerFacts } from '../api/get-insurer-facts';
import { quotationItem } from '../quotation-item-fixture';
import { cardDifferences, readListView, viewQuotations, withListView } from './premium-list-view';

const covers = (windscreen: string, flood = 'TRUE') => ({ windscreen, flood });
const slic = quotationItem({
  qot_number: 'MQ1-SLIC',
  company_name: 'Sri Lanka Insurance',
  company_code: 'SLIC',
  total_premium: 200_000_00,
  cover_details: covers('Up to Rs. 100,000'),
});
const alz = quotationItem({
  qot_number: 'MQ1-ALZ',
  company_name: 'Allianz Insurance Lanka',
  company_code: 'ALZ',
  total_premium: 150_000_00,
  cover_details: covers('FALSE'),
});
// HNBG's promotion makes it the cheapest though its total is the highest.
const hnbg = quotationItem({
  qot_number: 'MQ1-HNBG',
  total_premium: 250_000_00,
  is_promo_discount: '1',
  disc_total_premium: 100_000_00,
  cover_details: covers('TRUE', 'FALSE'),
});
const declined = quotationItem({
  qot_number: 'MQ1-AMT',
  company_name: 'Amana Takaful',
  company_code: 'AMT',
  total_premium: null,
  cover_details: covers('TRUE'),
});
const items = [slic, declined, alz, hnbg];

const fact = (code: string, excess: string | null, agency: string | null): [string, InsurerFacts] => [
  code,
  {
    id: 1,
    company_code: code,
    company_name: code,
    website: null,
    claims_hotline: null,
    address: null,
    excess,
    agency_repair: agency,
  },
];
const facts = new Map([
  fact('SLIC', 'Rs. 5,000 a claim', 'Vehicles up to 5 years old'),
  fact('ALZ', 'Rs. 7,500 a claim', 'Not offered'),
  fact('HNBG', 'Rs. 5,000 a claim', 'Not offered online'),
]);
const numbers = (list: { qot_number: string }[]) => list.map((item) => item.qot_number);

describe('viewQuotations', () => {
  it('sorts by the price to pay, a promotion counted and no online price last, or by insurer name', () => {
    expect(numbers(viewQuotations(items, 'price', [], facts))).toEqual([
      'MQ1-HNBG',
      'MQ1-ALZ',
      'MQ1-SLIC',
      'MQ1-AMT',
    ]);
    expect(numbers(viewQuotations(items, 'insurer', [], facts))).toEqual([
      'MQ1-ALZ',
      'MQ1-AMT',
      'MQ1-HNBG',
      'MQ1-SLIC',
    ]);
  });

  it('keeps only the quotations that include every ticked cover, agency repair from the facts', () => {
    expect(numbers(viewQuotations(items, 'price', ['windscreen'], facts))).toEqual([
      'MQ1-HNBG',
      'MQ1-SLIC',
      'MQ1-AMT',
    ]);
    expect(numbers(viewQuotations(items, 'price', ['windscreen', 'flood'], facts))).toEqual([
      'MQ1-SLIC',
      'MQ1-AMT',
    ]);
    // 'Not offered online' is not agency repair; AMT has no facts, so it is not known to offer it.
    expect(numbers(viewQuotations(items, 'price', ['agency_repair'], facts))).toEqual(['MQ1-SLIC']);
    expect(viewQuotations(items, 'price', ['agency_repair', 'flood', 'air_bags'], facts)).toEqual([]);
  });

  it('does not reorder the list it is given', () => {
    viewQuotations(items, 'insurer', [], facts);
    expect(numbers(items)).toEqual(['MQ1-SLIC', 'MQ1-AMT', 'MQ1-ALZ', 'MQ1-HNBG']);
  });
});

describe('cardDifferences', () => {
  it('names 3 facts, those that differ between the insurers first', () => {
    const of = cardDifferences([slic, alz], facts, i18n);
    // Flood is the same for both, so it gives way to the three that differ.
    expect(of(slic)).toEqual([
      { label: 'Excess', value: 'Rs. 5,000 a claim', good: true },
      { label: 'Agency repair', value: 'Vehicles up to 5 years old', good: true },
      { label: 'Windscreen', value: 'Up to Rs. 100,000', good: true },
    ]);
    expect(of(alz)).toEqual([
      { label: 'Excess', value: 'Rs. 7,500 a claim', good: true },
      { label: 'Agency repair', value: 'Not offered', good: false },
      { label: 'Windscreen', value: 'not covered', good: false },
    ]);
  });

  it('puts a differing flood cover before facts all insurers share, and never guesses a missing fact', () => {
    const of = cardDifferences([hnbg, declined], facts, i18n);
    expect(of(hnbg).map((difference) => difference.label)).toEqual(['Excess', 'Agency repair', 'Flood']);
    expect(of(declined)).toEqual([
      { label: 'Excess', value: 'ask the insurer', good: true },
      { label: 'Agency repair', value: 'ask the insurer', good: true },
      { label: 'Flood', value: 'covered', good: true },
    ]);
  });
});

describe('the list view in the URL', () => {
  it('reads the order and the filters offered, ignoring any other value', () => {
    const query = new URLSearchParams('sort=insurer&include=flood&include=bogus&include=windscreen&promo=x');
    expect(readListView(query)).toEqual({ sort: 'insurer', filters: ['windscreen', 'flood'] });
    expect(readListView(new URLSearchParams('sort=cheapest'))).toEqual({ sort: 'price', filters: [] });
  });

  it('writes them beside the other parameters, leaving out the default order', () => {
    const query = new URLSearchParams('promo=x&sort=insurer&include=flood');
    expect(withListView(query, { sort: 'price', filters: ['agency_repair'] }).toString()).toBe(
      'promo=x&include=agency_repair',
    );
    expect(readListView(withListView(query, { sort: 'insurer', filters: [] }))).toEqual({
      sort: 'insurer',
      filters: [],
    });
  });
});
