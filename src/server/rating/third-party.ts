// Third party (cover type T): the regulator's minimum premium for the vehicle type and engine-capacity
// band, loaded 1.5 times for hire, then the policy fee and statutory charges. No promotion discounts it: the premium is a
// legal minimum. The same part is the third-party share of a full-insurance premium.
import type { ThirdPartyQuote } from '#domain/motor/quote';
import { applyRate } from './arithmetic';
import type { Breakdown } from './breakdown';
import { withStatutoryCharges } from './breakdown';
import type { StatutoryCharges, Tariff, ThirdPartyTariff } from './tariff';
import { entry } from './tariff';

// Uses as the reference lists spell them; hire and rent-a-car both carry fare-paying passengers.
const HIRED_USES = new Set(['Hiring', 'Rent']);

/** What the third-party premium depends on; no engine capacity (an electric vehicle) rates on the lowest band. */
export type ThirdPartyVehicle = Pick<ThirdPartyQuote, 'vehicle_type' | 'purpose_of_use' | 'engine_capacity'>;

/** The third-party premium in cents, or undefined where the tariff has no premium for the type. */
export function thirdPartyPart(tariff: ThirdPartyTariff, vehicle: ThirdPartyVehicle): number | undefined {
  const bands = entry(tariff.premiums, vehicle.vehicle_type);
  if (bands === undefined) return undefined;
  const capacity = vehicle.engine_capacity ?? 0;
  // The schema makes the last band open-ended, so one always matches.
  const { premium } = bands.find((band) => band.up_to_cc === null || capacity <= band.up_to_cc)!;
  return HIRED_USES.has(vehicle.purpose_of_use) ? applyRate(premium, tariff.hire_multiplier_bp) : premium;
}

export function rateThirdParty(
  tariff: Tariff,
  vehicle: ThirdPartyVehicle,
  statutory: StatutoryCharges,
): Breakdown | undefined {
  const premium = thirdPartyPart(tariff.third_party, vehicle);
  if (premium === undefined) return undefined;
  const premiums = {
    net_premium: 0,
    third_party_premium: premium,
    covers: [],
    srcc: 0,
    terrorism: 0,
    policy_fee: tariff.third_party.policy_fee,
  };
  return {
    sum_insured: null,
    basic_premium: null,
    adjustments: [],
    no_claims_bonus: null,
    minimum_premium_top_up: 0,
    promotion: null,
    ...premiums,
    ...withStatutoryCharges(premiums, statutory),
  };
}
