// Third party (cover type T): the regulator's minimum premium for the vehicle type, loaded 1.5 times
// for hire, then the policy fee and statutory charges. No promotion discounts it: the premium is a
// legal minimum. The same part is the third-party share of a full-insurance premium.
import type { ThirdPartyQuote } from '#domain/motor/quote';
import type { VehicleTypeCode } from '#domain/motor/vehicle-types';
import { applyRate } from './arithmetic';
import type { Breakdown } from './breakdown';
import { withStatutoryCharges } from './breakdown';
import type { StatutoryCharges, Tariff, ThirdPartyTariff } from './tariff';
import { entry } from './tariff';

// Uses as the reference lists spell them; hire and rent-a-car both carry fare-paying passengers.
const HIRED_USES = new Set(['Hiring', 'Rent']);

/** The third-party premium in cents, or undefined where the tariff has no premium for the type. */
export function thirdPartyPart(
  tariff: ThirdPartyTariff,
  vehicleType: VehicleTypeCode,
  purposeOfUse: string,
): number | undefined {
  const premium = entry(tariff.premiums, vehicleType);
  if (premium === undefined) return undefined;
  return HIRED_USES.has(purposeOfUse) ? applyRate(premium, tariff.hire_multiplier_bp) : premium;
}

export type ThirdPartyVehicle = Pick<ThirdPartyQuote, 'vehicle_type' | 'purpose_of_use'>;

export function rateThirdParty(
  tariff: Tariff,
  vehicle: ThirdPartyVehicle,
  statutory: StatutoryCharges,
): Breakdown | undefined {
  const premium = thirdPartyPart(tariff.third_party, vehicle.vehicle_type, vehicle.purpose_of_use);
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
