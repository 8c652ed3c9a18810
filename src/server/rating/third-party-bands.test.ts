// Third-party premiums by engine-capacity band (docs/decisions/022): the first band whose upper edge
// reaches the capacity, edges included; hire use loaded 1.5 times; an electric vehicle (no capacity) on
// the lowest band; the same part inside a full-insurance premium.
import { describe, expect, it } from 'vitest';
import { rateFull, type FullVehicle } from './full';
import { tariffSchema } from './tariff';
import { rateThirdParty, thirdPartyPart } from './third-party';
import { TARIFF_A, TARIFF_BANDED, TEST_STATUTORY } from './test-tariffs';

const bands = TARIFF_BANDED.third_party;
const premium = (
  vehicle_type: 'Car' | 'Motor-Cycle' | 'Three-Wheeler',
  engine_capacity?: number,
  use = 'Private',
) => thirdPartyPart(bands, { vehicle_type, purpose_of_use: use, engine_capacity });

describe('thirdPartyPart by engine capacity', () => {
  it('prices a car by the band holding its capacity, each edge in the band below it', () => {
    const cases: [number, number][] = [
      [500, 275_000],
      [1_000, 275_000],
      [1_001, 325_000],
      [1_500, 325_000],
      [1_501, 425_000],
      [2_000, 425_000],
      [2_001, 550_000],
      [3_000, 550_000],
      [3_001, 700_000],
      [8_000, 700_000],
    ];
    for (const [cc, cents] of cases) expect(premium('Car', cc), `${cc} cc`).toBe(cents);
  });

  it('charges the published row: a 1,001-1,500 cc car, Rs. 3,250 plus Rs. 25 stamp duty', () => {
    const priced = rateThirdParty(
      TARIFF_BANDED,
      { vehicle_type: 'Car', purpose_of_use: 'Private', engine_capacity: 1_300 },
      TEST_STATUTORY,
    );
    expect(priced?.third_party_premium).toBe(325_000);
    expect(priced?.stamp_duty).toBe(2_500);
    // 3,250.00 + VAT 18% 585.00 + stamp 25.00 + levy 1% 32.50
    expect(priced?.total).toBe(389_250);
  });

  it('prices motorcycles and three-wheelers by their own bands', () => {
    const cases: ['Motor-Cycle' | 'Three-Wheeler', number, number][] = [
      ['Motor-Cycle', 49, 75_000],
      ['Motor-Cycle', 50, 75_000],
      ['Motor-Cycle', 51, 100_000],
      ['Motor-Cycle', 125, 100_000],
      ['Motor-Cycle', 126, 135_000],
      ['Motor-Cycle', 250, 135_000],
      ['Motor-Cycle', 251, 190_000],
      ['Three-Wheeler', 200, 180_000],
      ['Three-Wheeler', 201, 210_000],
    ];
    for (const [type, cc, cents] of cases) expect(premium(type, cc), `${type} ${cc} cc`).toBe(cents);
  });

  it('loads hire and rent-a-car use 1.5 times the band premium', () => {
    expect(premium('Car', 1_500, 'Hiring')).toBe(487_500);
    expect(premium('Car', 2_500, 'Rent')).toBe(825_000);
    expect(premium('Three-Wheeler', 205, 'Hiring')).toBe(315_000);
  });

  it('rates an electric vehicle, which has no capacity, on the lowest band', () => {
    expect(premium('Car')).toBe(275_000);
    expect(premium('Motor-Cycle', undefined, 'Hiring')).toBe(112_500);
  });

  it('declines a type the tariff has no premium for', () => {
    expect(
      thirdPartyPart(bands, {
        vehicle_type: 'Dual-Purpose',
        purpose_of_use: 'Private',
        engine_capacity: 2_000,
      }),
    ).toBeUndefined();
  });
});

describe('the third-party part of a full-insurance premium', () => {
  it('goes by the engine capacity too', () => {
    const car: FullVehicle = {
      vehicle_type: 'Car',
      purpose_of_use: 'Private',
      fuel_type: 'Petrol',
      vehicle_make: 'Toyota',
      sum_insured: 6_500_000,
      manufacture_year: 2020,
      is_registered: 'R',
      hire_purchase: 'NO',
      ncb: '0',
      covers: [],
    };
    const context = { quoteYear: 2026, statutory: TEST_STATUTORY };
    const thirdParty = (engine_capacity: number) => {
      const rating = rateFull(TARIFF_BANDED, { ...car, engine_capacity }, context);
      return rating.priced ? rating.breakdown.third_party_premium : undefined;
    };
    expect(thirdParty(1_496)).toBe(325_000);
    expect(thirdParty(2_494)).toBe(550_000);
  });
});

describe('capacity bands in a tariff document', () => {
  const withCarBands = (Car: unknown) => ({
    ...TARIFF_A,
    third_party: { ...TARIFF_A.third_party, premiums: { Car } },
  });

  it('reads a flat premium (tariffs before bands) as one open band', () => {
    const read = tariffSchema.parse(withCarBands(325_000));
    expect(read.third_party.premiums.Car).toEqual([{ up_to_cc: null, premium: 325_000 }]);
  });

  it('wants bands rising to an open-ended last one', () => {
    const refused = (Car: unknown) => !tariffSchema.safeParse(withCarBands(Car)).success;
    expect(refused([{ up_to_cc: 1_000, premium: 1 }])).toBe(true);
    expect(
      refused([
        { up_to_cc: null, premium: 1 },
        { up_to_cc: null, premium: 2 },
      ]),
    ).toBe(true);
    expect(
      refused([
        { up_to_cc: 1_500, premium: 1 },
        { up_to_cc: 1_000, premium: 2 },
        { up_to_cc: null, premium: 3 },
      ]),
    ).toBe(true);
    expect(refused([])).toBe(true);
    expect(
      refused([
        { up_to_cc: 1_000, premium: 1 },
        { up_to_cc: null, premium: 2 },
      ]),
    ).toBe(false);
  });
});
