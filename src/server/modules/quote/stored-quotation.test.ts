import { describe, expect, it } from 'vitest';
import { fullQuoteSchema, thirdPartyQuoteSchema } from '../../../domain/motor/quote';
import { PROMOTIONS } from '../../db/seed/data/promotions';
import { SAMPLE_TARIFFS } from '../../db/seed/data/tariffs';
import type { InsurerTariff, QuoteRequest } from '../../rating/quotations';
import { quoteInsurer } from '../../rating/quotations';
import { CAR, MOTORCYCLE } from '../../testing/quote-requests';
import type { StoredQuotation } from './stored-quotation';
import { fromStored, storedJson } from './stored-quotation';

const insurers: InsurerTariff[] = SAMPLE_TARIFFS.map((tariff, index) => ({
  company: { id: index + 1, code: tariff.company_code, name: `Insurer ${index}`, logo: null, website: null },
  tariff: { id: 100 + index, version: tariff.version, sample: true, data: tariff.data },
}));
const promotions = PROMOTIONS.map(({ company_code, ...rule }) => ({
  ...rule,
  companyId: insurers.find((insurer) => insurer.company.code === company_code)!.company.id,
}));
const context = (coverType: 'C' | 'T') => ({
  sale: { channel: 'Web-Motor', promo: 'KAVACHA5', coverType, date: '2026-11-21' },
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
      const stored = JSON.parse(storedJson(records)) as StoredQuotation[];
      const byTariff = new Map(insurers.map((insurer) => [insurer.tariff.id, insurer]));
      expect(stored.map((quotation) => fromStored(quotation, byTariff.get(quotation[1])!, request))).toEqual(
        records,
      );
    },
  );

  it('keeps a quote of 13 quotations near 5 KB, a fifth of the same as objects', () => {
    const records = insurers.map((insurer) => quoteInsurer(insurer, requests[0]!, context('C')));
    expect(storedJson(records).length).toBeLessThan(5_000);
    expect(storedJson(records).length * 4).toBeLessThan(JSON.stringify(records).length);
  });
});
