import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Promotion } from '#domain/console/tariffs';
import { FieldErrors } from '#server/http/envelope';
import { promotionsCsv, readPromotionFile } from './promotion-file';

// The clock is fixed: a promotion starts today or later.
const TODAY = '2026-11-24';
afterEach(() => vi.useRealTimers());
const atToday = () => vi.useFakeTimers({ now: new Date(`${TODAY}T09:00:00+05:30`), toFake: ['Date'] });

const HEADER = 'channel,promo_code,cover_type,starts_on,ends_on,discount_bp,status,value,color,sort';
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n');

function faults(content: string): string[] {
  try {
    readPromotionFile(7, content);
  } catch (error) {
    if (error instanceof FieldErrors) return error.errors.content ?? [];
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('readPromotionFile', () => {
  it('reads each row as the form sends a promotion, for the insurer chosen; an empty value is none', () => {
    atToday();
    const read = readPromotionFile(
      7,
      file(
        ',avurudu,C,2026-11-24,2026-12-31,1500,"Avurudu Offer",15% OFF,#B91C1C,1',
        `,,,2026-12-01,,,Free towing,Islandwide,#1D4ED8,`,
      ),
    );
    expect(read).toEqual([
      {
        row: 2,
        promotion: {
          company_id: 7,
          channel: null,
          promo_code: 'AVURUDU',
          cover_type: 'C',
          starts_on: '2026-11-24',
          ends_on: '2026-12-31',
          discount_bp: 1500,
          status: 'Avurudu Offer',
          value: '15% OFF',
          color: '#B91C1C',
          sort: 1,
        },
      },
      {
        row: 3,
        promotion: {
          company_id: 7,
          channel: null,
          promo_code: null,
          cover_type: null,
          starts_on: '2026-12-01',
          ends_on: null,
          discount_bp: null,
          status: 'Free towing',
          value: 'Islandwide',
          color: '#1D4ED8',
          sort: 0,
        },
      },
    ]);
  });

  it('takes the columns in any order', () => {
    atToday();
    const read = readPromotionFile(
      7,
      'status,value,color,starts_on,sort,channel,promo_code,cover_type,ends_on,discount_bp\nOffer,10%,#B91C1C,2026-11-25,0,,,T,,1000\n',
    );
    expect(read.map(({ promotion }) => [promotion.cover_type, promotion.discount_bp])).toEqual([['T', 1000]]);
  });

  it("names every fault of every row by row and column, with the form schema's messages", () => {
    atToday();
    expect(
      faults(
        file(
          ',,C,2026-11-24,,1500,Offer,15% OFF,#B91C1C,0',
          'shop,x,Q,2026-11-23,2026-11-01,0,,15% OFF,#FDE68A,0',
          ',,C,24/11/2026,,20000,Offer,15% OFF,blue,0',
        ),
      ),
    ).toEqual([
      'Row 3, channel: Choose a channel',
      'Row 3, promo_code: Use 3 to 20 letters and digits',
      'Row 3, cover_type: Choose a cover type',
      'Row 3, starts_on: Choose today or a later date',
      'Row 3, discount_bp: Enter a whole number from 1 to 10000',
      'Row 3, status: required',
      'Row 3, color: White text is not readable on it: choose a darker colour',
      'Row 4, starts_on: Enter a date as yyyy-mm-dd',
      'Row 4, discount_bp: Enter a whole number from 1 to 10000',
      'Row 4, color: Enter a colour as #rrggbb',
    ]);
  });

  it('says a file has no promotions, a column is unknown or missing, or there are more than 200 rows', () => {
    atToday();
    expect(faults(`${HEADER}\r\n`)).toEqual([
      'The file has no promotions: add one row a promotion under the header',
    ]);
    expect(faults(HEADER.replace('color', 'colour'))).toEqual([
      "Row 1: 'colour' is not a column; the columns are channel, promo_code, cover_type, starts_on, ends_on, discount_bp, status, value, color, sort",
      "Row 1: the column 'color' is missing",
    ]);
    expect(faults(`company_id,${HEADER}`)[0]).toMatch(/^Row 1: 'company_id' is not a column/);
    const row = ',,C,2026-11-24,,1500,Offer,15% OFF,#B91C1C,0';
    expect(readPromotionFile(7, file(...Array<string>(200).fill(row)))).toHaveLength(200);
    expect(faults(file(...Array<string>(201).fill(row)))).toEqual(['The file has more than 200 rows']);
  });
});

describe('promotionsCsv', () => {
  it('writes promotions in the format the upload reads, none as an empty value', () => {
    atToday();
    const promotion: Promotion = {
      id: 3,
      company_id: 7,
      channel: null,
      promo_code: 'AVURUDU',
      cover_type: 'C',
      starts_on: '2026-12-01',
      ends_on: null,
      discount_bp: 1500,
      status: 'Offer, new',
      value: '15% OFF',
      color: '#B91C1C',
      sort: 2,
      state: 'scheduled',
    };
    const csv = promotionsCsv([promotion]);
    expect(csv).toBe(`${HEADER}\r\n,AVURUDU,C,2026-12-01,,1500,"Offer, new",15% OFF,#B91C1C,2\r\n`);
    const { id: _id, state: _state, ...columns } = promotion;
    expect(readPromotionFile(7, csv)).toEqual([{ row: 2, promotion: columns }]);
  });
});
