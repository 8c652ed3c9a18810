import { describe, expect, it } from 'vitest';
import { fullQuoteSchema, thirdPartyQuoteSchema } from '#domain/motor/quote';
import { PROMOTIONS } from '#server/db/seed/data/promotions';
import { SAMPLE_TARIFFS } from '#server/db/seed/data/tariffs';
import type { InsurerTariff, QuoteRequest } from '#server/rating/quotations';
import { quoteInsurer } from '#server/rating/quotations';
import { CAR, MOTORCYCLE } from '#server/testing/quote-requests';
import { decodeQuotations, encodeQuotations, readQuotations } from './stored-quotation';

const insurers: InsurerTariff[] = SAMPLE_TARIFFS.map((tariff, index) => ({
  company: { id: index + 1, code: tariff.company_code, name: `Insurer ${index}`, logo: null, website: null },
  tariff: { id: 100 + index, version: tariff.version, sample: true, data: tariff.data },
}));
const promotions = PROMOTIONS.map(({ company_code, ...rule }) => ({
  ...rule,
  companyId: insurers.find((insurer) => insurer.company.code === company_code)!.company.id,
}));
const QUOTED_ON = '2026-11-21';
const context = (coverType: 'C' | 'T') => ({
  sale: { channel: 'Web-Motor', promo: 'KAVACHA5', coverType, date: QUOTED_ON },
  statutory: { vatBp: 1800, stampDutyCents: 2500, roadSafetyFundBp: 100 },
  promotions,
});

const requests: QuoteRequest[] = [
  { coverType: 'C', vehicle: fullQuoteSchema.parse(CAR) },
  {
    coverType: 'C',
    vehicle: fullQuoteSchema.parse({
      ...CAR,
      fuel_type: 'Hybrid',
      ncb: '5',
      covers: ['lease_instalment', 'value_uplift'],
    }),
  },
  {
    coverType: 'C',
    vehicle: fullQuoteSchema.parse({ ...CAR, manufacture_year: 1990, sum_insured: 90_000_000 }),
  },
  {
    coverType: 'C',
    vehicle: fullQuoteSchema.parse({
      ...CAR,
      purpose_of_use: 'Rent',
      is_registered: 'U',
      hire_purchase: 'YES',
    }),
  },
  { coverType: 'T', vehicle: thirdPartyQuoteSchema.parse(MOTORCYCLE) },
  {
    coverType: 'T',
    vehicle: thirdPartyQuoteSchema.parse({
      ...MOTORCYCLE,
      vehicle_type: 'Three-Wheeler',
      purpose_of_use: 'Hiring',
    }),
  },
];

describe('stored quotations', () => {
  it.each(requests.map((request, index) => [index, request] as const))(
    'read back exactly as priced (case %i): every amount, label, badge and decline',
    (_index, request) => {
      const records = insurers.map((insurer) => quoteInsurer(insurer, request, context(request.coverType)));
      const stored = decodeQuotations(encodeQuotations(records, request, QUOTED_ON));
      const read = readQuotations(stored, insurers, request, QUOTED_ON);
      expect(read).toEqual(records);
    },
  );

  it('keeps a quote of 13 quotations near 3.3 KB, a sixth of the same as objects', () => {
    const records = insurers.map((insurer) => quoteInsurer(insurer, requests[0]!, context('C')));
    const stored = encodeQuotations(records, requests[0]!, QUOTED_ON);
    expect(stored.length).toBeLessThan(3_400);
    expect(stored.length * 6).toBeLessThan(JSON.stringify(records).length);
  });

  it('reads quotations stored before labels and discounted breakdowns were left out', () => {
    // As a car quote of 2026-11-21 stored it: every label written, both breakdowns in full.
    const before =
      '[[5,5,[["Web Exclusive","10% OFF","#1D4ED8",1000]],null,[650000000,["basic",235,15275000],' +
      '[["age",1500,2291250,"Vehicle age 8 years"]],["ncb",3000,-5269875,"No-claims bonus 2 years"],0,null,' +
      '12296375,325000,[["pa_driver",null,40000],["pa_passengers",null,75000]],390000,260000,60000,' +
      '13446375,["vat",1800,2420348],2500,["road_safety_fund",100,3250],15872473],[650000000,["basic",235,' +
      '15275000],[["age",1500,2291250,"Vehicle age 8 years"]],["ncb",3000,-5269875,"No-claims bonus 2 years"],' +
      '0,["promotion",1000,-1229638,"Web Exclusive"],11066737,325000,[["pa_driver",null,40000],' +
      '["pa_passengers",null,75000]],390000,260000,60000,12216737,["vat",1800,2199013],2500,' +
      '["road_safety_fund",100,3250],14421500]]]';
    const request = requests[0]!;
    const insurer = { company: insurers[0]!.company, tariff: { ...insurers[0]!.tariff, id: 5 } };
    const read = readQuotations(decodeQuotations(before), [insurer], request, QUOTED_ON)[0]!;
    expect(read.total_premium).toBe(15_872_473);
    expect(read.discounted_breakdown).toMatchObject({
      promotion: { code: 'promotion', label: 'Web Exclusive', rate_bp: 1000, amount: -1_229_638 },
      adjustments: [{ code: 'age', label: 'Vehicle age 8 years', rate_bp: 1500, amount: 2_291_250 }],
      total: 14_421_500,
    });
    // Stored again today, it reads back the same.
    const again = decodeQuotations(encodeQuotations([read], request, QUOTED_ON));
    expect(readQuotations(again, [insurer], request, QUOTED_ON)).toEqual([read]);
    expect(JSON.stringify(again[0]).length).toBeLessThan(
      JSON.stringify(decodeQuotations(before)[0]).length / 1.6,
    );
  });
});
