// An insurer's tariff: the data the premium engine prices with. Stored per insurer and version in the
// `tariffs` table as one JSON document, checked against this schema when it is read. Amounts are
// integer cents; rates are basis points (100 bp = 1%); signed rates load (+) or discount (-).
import { z } from 'zod';
import { COVER_CODES } from '#domain/motor/covers';
import { VEHICLE_TYPES, type VehicleTypeCode } from '#domain/motor/vehicle-types';

const cents = z.number().int().nonnegative();
const bp = z.number().int().min(0).max(10_000);
const signedBp = z.number().int().min(-10_000).max(10_000);

const [firstType, ...otherTypes] = VEHICLE_TYPES.map((type): VehicleTypeCode => type.code);
if (firstType === undefined) throw new Error('There are no vehicle types to price.');
const vehicleType = z.enum([firstType, ...otherTypes]);
const perVehicleType = <T extends z.ZodType>(value: T) => z.partialRecord(vehicleType, value);

/**
 * Sum-insured bands, lowest first: the first band whose `up_to` (cents, inclusive) reaches the sum
 * insured sets the rate for the whole sum; `up_to: null` is open-ended. One band means a flat rate.
 */
const bands = z
  .array(z.object({ up_to: cents.nullable(), rate_bp: bp }))
  .min(1)
  .refine((list) => list.at(-1)?.up_to === null, 'the last band must be open-ended (up_to null)');

// Every cover row, by code: 'TRUE', 'FALSE' or a text.
const covers = z.object(Object.fromEntries(COVER_CODES.map((code) => [code, z.string().min(1)])));

export const fullTariffSchema = z
  .object({
    /** Own-damage rate per vehicle type and purpose of use; a use missing here is not quoted online. */
    basic_rates: perVehicleType(z.record(z.string(), bands)),
    minimum_premium: perVehicleType(cents),
    /** By vehicle age in years (quote year - manufacture year): the last band with from_age <= age. */
    age_rates: z.array(z.object({ from_age: z.number().int().min(0), rate_bp: signedBp })).min(1),
    /** By fuel type value ('Hybrid', 'Electric'); other fuels have no adjustment. */
    fuel_rates: z.record(z.string(), signedBp),
    /** Unregistered (brand-new) vehicles, is_registered U. */
    brand_new_rate_bp: signedBp,
    /** Vehicles on hire purchase or lease, hire_purchase YES. */
    hire_purchase_rate_bp: signedBp,
    /** No-claims bonus for 0, 1, 2, 3, 4 and 5-or-more claim-free years. */
    ncb_bp: z.array(bp).length(6),
    srcc: z.object({ rate_bp: bp, minimum: cents }),
    terrorism: z.object({ rate_bp: bp, minimum: cents }),
    policy_fee: cents,
    acceptance: z.object({
      max_age: z.number().int().min(0),
      max_sum_insured: cents,
      declined_makes: z.array(z.string()),
    }),
    covers,
    /** Charges for covers included in the price (e.g. personal accident), by cover row. */
    cover_charges: z.partialRecord(z.enum(COVER_CODES), cents),
    /** Covers a customer may add (the quote's `covers`), with their charge. */
    optional_covers: z.partialRecord(z.enum(COVER_CODES), cents),
  })
  .refine(
    (full) => Object.keys(full.optional_covers).every((code) => !Object.hasOwn(full.cover_charges, code)),
    'a cover is either included with a charge or optional, not both',
  );

/**
 * Engine-capacity bands, lowest first: the first band whose `up_to_cc` (inclusive) reaches the vehicle's
 * capacity gives the premium; `up_to_cc: null` is open-ended. Tariffs seeded before bands (a flat premium
 * per vehicle type) read as one open band, so the quotes priced on them still read.
 */
const capacityBand = z.object({ up_to_cc: z.number().int().positive().nullable(), premium: cents });
const capacityBands = z.union([
  cents.transform((premium): z.infer<typeof capacityBand>[] => [{ up_to_cc: null, premium }]),
  z
    .array(capacityBand)
    .min(1)
    .refine(
      (list) =>
        list.every(({ up_to_cc: upTo }, index) => {
          if (index === list.length - 1) return upTo === null;
          const below = index === 0 ? 0 : list[index - 1]!.up_to_cc;
          return upTo !== null && below !== null && upTo > below;
        }),
      'bands must rise in up_to_cc and the last be open-ended (up_to_cc null)',
    ),
]);

export const thirdPartyTariffSchema = z.object({
  /** The regulator's minimum premium per vehicle type and engine-capacity band, for private use. */
  premiums: perVehicleType(capacityBands),
  /** Where the figures come from: which rows are the regulator's and which are samples. */
  note: z.string().optional(),
  /** Hire use loads the premium (1.5 times: 15000 bp). */
  hire_multiplier_bp: z.number().int().min(10_000).max(30_000),
  policy_fee: cents,
});

export const tariffSchema = z.object({
  full: fullTariffSchema,
  third_party: thirdPartyTariffSchema,
});

export type Tariff = z.infer<typeof tariffSchema>;
export type FullTariff = z.infer<typeof fullTariffSchema>;
export type ThirdPartyTariff = z.infer<typeof thirdPartyTariffSchema>;

/** The value under `key` of a tariff's record, never one of Object.prototype's. */
export function entry<V>(record: Partial<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Charges set by law, not by insurers; operators set them in configuration. */
export interface StatutoryCharges {
  vatBp: number;
  stampDutyCents: number;
  roadSafetyFundBp: number;
}
