import { describe, expect, it } from 'vitest';
import {
  accountPath,
  coverComparisonPath,
  premiumListPath,
  readSaleQuery,
  readSelection,
  withSelection,
} from './comparison-query';

const CAR = { vehicleType: 'Car', insuranceType: 'full-insurance' } as const;

describe('the selection in the URL', () => {
  it('reads qot_number0..2 in order, without blanks or repeats', () => {
    const query = new URLSearchParams('qot_number1=B&qot_number0=A&qot_number2=A&qot_number3=D');
    expect(readSelection(query)).toEqual(['A', 'B']);
    expect(readSelection(new URLSearchParams('qot_number0=&qot_number1=%20C%20'))).toEqual(['C']);
    expect(readSelection(new URLSearchParams())).toEqual([]);
  });

  it('replaces the selection and keeps the rest of the query', () => {
    const query = new URLSearchParams('unq_hash=h&qot_number0=A&qot_number1=B&qot_number2=C&promo=P');
    expect(withSelection(query, ['C', 'D']).toString()).toBe(
      'unq_hash=h&promo=P&qot_number0=C&qot_number1=D',
    );
    expect(withSelection(query, []).toString()).toBe('unq_hash=h&promo=P');
    expect(query.get('qot_number2')).toBe('C');
  });

  it('reads the channel and promo, treating empty values as absent', () => {
    expect(readSaleQuery(new URLSearchParams('channel=IKMAN&promo='))).toEqual({
      channel: 'IKMAN',
      promo: undefined,
    });
  });
});

describe('journey links', () => {
  it('links BUY NOW to the account page, with the channel and promo when present', () => {
    expect(accountPath('h', 'MQ1-FIL', {})).toBe('/account?unq_hash=h&qot_number=MQ1-FIL');
    expect(accountPath('h', 'MQ1-FIL', { channel: 'FriMi', promo: 'FriMiLifeStyle?tok' })).toBe(
      '/account?unq_hash=h&qot_number=MQ1-FIL&channel=FriMi&promo=FriMiLifeStyle%3Ftok',
    );
  });

  it('links the cover comparison with qot_number0..2 and back to the premium list', () => {
    expect(coverComparisonPath(CAR, 'h', ['A', 'B', 'C'], { promo: 'KAVACHA5' })).toBe(
      '/motor/Car/full-insurance/Cover-Comparison?unq_hash=h&qot_number0=A&qot_number1=B&qot_number2=C&promo=KAVACHA5',
    );
    expect(premiumListPath(CAR, 'h', ['A', 'B'], {})).toBe(
      '/motor/Car/full-insurance/Premium-Comparison?unq_hash=h&qot_number0=A&qot_number1=B',
    );
  });
});
