import { describe, expect, it } from 'vitest';
import { rateFull, type FullVehicle } from '#server/rating/full';
import { tariffSchema } from '#server/rating/tariff';
import { thirdPartyPart } from '#server/rating/third-party';
import { INSURERS } from './companies';
import { SAMPLE_TARIFFS } from './tariffs';
import { USAGES, VEHICLE_CATALOGUE } from './vehicles';

const statutory = { vatBp: 1800, stampDutyCents: 2500, roadSafetyFundBp: 100 };
const quoteYear = 2026;

type VehicleParts = Pick<
  FullVehicle,
  'vehicle_type' | 'vehicle_make' | 'sum_insured' | 'manufacture_year' | 'fuel_type' | 'ncb'
> &
  Partial<FullVehicle>;

const vehicle = (parts: VehicleParts): FullVehicle => ({
  purpose_of_use: 'Private',
  is_registered: 'R',
  hire_purchase: 'NO',
  covers: [],
  ...parts,
});

const AXIO = vehicle({
  vehicle_type: 'Car',
  vehicle_make: 'Toyota',
  sum_insured: 6_500_000,
  manufacture_year: 2018,
  fuel_type: 'Petrol',
  ncb: '2',
});

// Different kinds of customer, each of which some insurer should win.
const VEHICLES: Record<string, FullVehicle> = {
  'Toyota Axio 2018, Rs 6.5M': AXIO,
  'Suzuki Alto 2015, Rs 1.8M, no bonus': vehicle({
    vehicle_type: 'Car',
    vehicle_make: 'Suzuki',
    sum_insured: 1_800_000,
    manufacture_year: 2015,
    fuel_type: 'Petrol',
    ncb: '0',
  }),
  'Tata Nano 2014, Rs 800,000': vehicle({
    vehicle_type: 'Car',
    vehicle_make: 'Tata',
    sum_insured: 800_000,
    manufacture_year: 2014,
    fuel_type: 'Petrol',
    ncb: '1',
  }),
  'Toyota Land Cruiser 2023, Rs 40M, 5 years bonus': vehicle({
    vehicle_type: 'Car',
    vehicle_make: 'Toyota',
    sum_insured: 40_000_000,
    manufacture_year: 2023,
    fuel_type: 'Diesel',
    ncb: '5',
  }),
  'Mercedes-Benz C-Class hybrid 2022, Rs 22M, leased': vehicle({
    vehicle_type: 'Car',
    vehicle_make: 'Mercedes-Benz',
    sum_insured: 22_000_000,
    manufacture_year: 2022,
    fuel_type: 'Hybrid',
    ncb: '3',
    hire_purchase: 'YES',
  }),
  'Nissan Leaf 2019, Rs 5.5M': vehicle({
    vehicle_type: 'Car',
    vehicle_make: 'Nissan',
    sum_insured: 5_500_000,
    manufacture_year: 2019,
    fuel_type: 'Electric',
    ncb: '1',
  }),
  'Toyota Aqua 2014 for hire, Rs 4.5M': vehicle({
    vehicle_type: 'Car',
    vehicle_make: 'Toyota',
    sum_insured: 4_500_000,
    manufacture_year: 2014,
    fuel_type: 'Hybrid',
    ncb: '0',
    purpose_of_use: 'Hiring',
  }),
  'Honda Vezel 2017, Rs 8.5M, 5 years bonus': vehicle({
    vehicle_type: 'Car',
    vehicle_make: 'Honda',
    sum_insured: 8_500_000,
    manufacture_year: 2017,
    fuel_type: 'Hybrid',
    ncb: '5',
  }),
  'Toyota Premio 2008, Rs 5.2M': vehicle({
    vehicle_type: 'Car',
    vehicle_make: 'Toyota',
    sum_insured: 5_200_000,
    manufacture_year: 2008,
    fuel_type: 'Petrol',
    ncb: '3',
  }),
  'Toyota Axio 2016 rent-a-car, Rs 6M': vehicle({
    vehicle_type: 'Car',
    vehicle_make: 'Toyota',
    sum_insured: 6_000_000,
    manufacture_year: 2016,
    fuel_type: 'Petrol',
    ncb: '0',
    purpose_of_use: 'Rent',
  }),
  'Yamaha FZ-S 2022, Rs 950,000': vehicle({
    vehicle_type: 'Motor-Cycle',
    vehicle_make: 'Yamaha',
    sum_insured: 950_000,
    manufacture_year: 2022,
    fuel_type: 'Petrol',
    ncb: '1',
  }),
  'Bajaj RE 2019 three-wheeler for hire, Rs 2.2M': vehicle({
    vehicle_type: 'Three-Wheeler',
    vehicle_make: 'Bajaj',
    sum_insured: 2_200_000,
    manufacture_year: 2019,
    fuel_type: 'Petrol',
    ncb: '0',
    purpose_of_use: 'Hiring',
  }),
  'TVS King 2023 three-wheeler, Rs 1.9M': vehicle({
    vehicle_type: 'Three-Wheeler',
    vehicle_make: 'TVS',
    sum_insured: 1_900_000,
    manufacture_year: 2023,
    fuel_type: 'Petrol',
    ncb: '1',
  }),
  'Toyota KDH 2016 van for hire, Rs 12M, leased': vehicle({
    vehicle_type: 'Dual-Purpose',
    vehicle_make: 'Toyota',
    sum_insured: 12_000_000,
    manufacture_year: 2016,
    fuel_type: 'Diesel',
    ncb: '2',
    purpose_of_use: 'Hiring',
    hire_purchase: 'YES',
  }),
  'Toyota Hilux 2020 double cab, Rs 15M': vehicle({
    vehicle_type: 'Dual-Purpose',
    vehicle_make: 'Toyota',
    sum_insured: 15_000_000,
    manufacture_year: 2020,
    fuel_type: 'Diesel',
    ncb: '4',
  }),
};

function totals(target: FullVehicle) {
  return SAMPLE_TARIFFS.flatMap((tariff) => {
    const rating = rateFull(tariff.data, target, { quoteYear, statutory });
    return rating.priced ? [{ code: tariff.company_code, total: rating.breakdown.total }] : [];
  }).sort((a, b) => a.total - b.total);
}

describe('sample tariffs', () => {
  it('are valid tariff documents, one sample version per insurer', () => {
    for (const tariff of SAMPLE_TARIFFS) {
      expect(() => tariffSchema.parse(tariff.data), tariff.company_code).not.toThrow();
      expect(tariff.version).toBe('2026-sample-2');
      expect(tariff.effective_from).toBe('2026-01-01');
    }
    const codes = SAMPLE_TARIFFS.map((tariff) => tariff.company_code);
    expect([...codes].sort()).toEqual(INSURERS.map((insurer) => insurer.company_code).sort());
  });

  it("keep the regulator's published row, car 1,001-1,500 cc at Rs. 3,250, and say the rest are samples", () => {
    const carAt = (data: (typeof SAMPLE_TARIFFS)[number]['data'], cc: number) =>
      thirdPartyPart(data.third_party, {
        vehicle_type: 'Car',
        purpose_of_use: 'Private',
        engine_capacity: cc,
      });
    for (const { company_code, data } of SAMPLE_TARIFFS) {
      expect(carAt(data, 1_001), company_code).toBe(carAt(data, 1_500));
      expect(carAt(data, 1_500), company_code).toBeGreaterThanOrEqual(325_000);
      expect(carAt(data, 1_000), company_code).toBeLessThan(carAt(data, 1_001)!);
      expect(carAt(data, 1_501), company_code).toBeGreaterThan(carAt(data, 1_500)!);
      expect(data.third_party.note, company_code).toMatch(/^SAMPLE figures\. Only car 1,001-1,500 cc/);
    }
    const slic = SAMPLE_TARIFFS.find((tariff) => tariff.company_code === 'SLIC')!;
    expect(carAt(slic.data, 1_300)).toBe(325_000);
  });

  it('use only known usages and makes, and offer extras only where not included', () => {
    const makes = new Set(VEHICLE_CATALOGUE.map((entry) => entry.make));
    for (const { company_code, data } of SAMPLE_TARIFFS) {
      for (const [type, rates] of Object.entries(data.full.basic_rates)) {
        const usages = USAGES[type as keyof typeof USAGES].map((usage) => usage.value);
        for (const usage of Object.keys(rates ?? {})) expect(usages, company_code).toContain(usage);
        expect(data.full.minimum_premium, `${company_code} ${type}`).toHaveProperty(type);
        expect(data.third_party.premiums, `${company_code} ${type}`).toHaveProperty(type);
      }
      for (const make of data.full.acceptance.declined_makes) expect(makes, company_code).toContain(make);
      for (const code of Object.keys(data.full.optional_covers)) {
        expect(data.full.covers[code as keyof typeof data.full.covers], company_code).not.toBe('TRUE');
      }
    }
  });

  it('leave some vehicle types and uses to the insurers themselves', () => {
    const missingType = SAMPLE_TARIFFS.filter(
      (tariff) => Object.keys(tariff.data.full.basic_rates).length < 4,
    );
    expect(missingType.length).toBeGreaterThanOrEqual(1);
    const noRent = SAMPLE_TARIFFS.filter((tariff) => tariff.data.full.basic_rates.Car?.Rent === undefined);
    expect(noRent.length).toBeGreaterThanOrEqual(1);
  });

  it('price every vehicle at six or more insurers, and no one insurer is cheapest for all', () => {
    expect(Object.keys(VEHICLES).length).toBeGreaterThanOrEqual(12);
    const cheapest = new Set<string>();
    for (const [name, target] of Object.entries(VEHICLES)) {
      const priced = totals(target);
      expect(priced.length, name).toBeGreaterThanOrEqual(6);
      cheapest.add(priced[0]!.code);
    }
    expect(cheapest.size).toBeGreaterThanOrEqual(4);
  });

  it('price a typical private car at 1.8% to 3.5% of its value', () => {
    const sumInsured = AXIO.sum_insured * 100;
    const priced = totals(AXIO);
    expect(priced.length).toBe(SAMPLE_TARIFFS.length);
    for (const { code, total } of priced) {
      expect(total, code).toBeGreaterThanOrEqual(sumInsured * 0.018);
      expect(total, code).toBeLessThanOrEqual(sumInsured * 0.035);
    }
  });
});
