// The four vehicle types of the motor journey and the labels the site shows for them.
export const VEHICLE_TYPES = [
  { code: 'Car', label: /*i18n*/ 'Car / Jeep / SUV' },
  { code: 'Motor-Cycle', label: /*i18n*/ 'Motorcycle' },
  { code: 'Three-Wheeler', label: /*i18n*/ 'Three Wheeler' },
  { code: 'Dual-Purpose', label: /*i18n*/ 'Van / Cab' },
] as const;

export type VehicleTypeCode = (typeof VEHICLE_TYPES)[number]['code'];

export const INSURANCE_TYPES = [
  { code: 'full-insurance', label: /*i18n*/ 'Full Insurance', coverType: 'C' },
  { code: 'third-party', label: /*i18n*/ 'Third Party', coverType: 'T' },
] as const;

/**
 * The type of cover as every page, message and the cover note name it: the same words as the form's
 * insurance type (the spec's 'Full Insurance'), so the buyer meets one name for one product from the
 * quotation to the cover note (decision 033). Section 2.8's 'not Comprehensive' is cover type T.
 */
export const TYPE_OF_COVER = { C: /*i18n*/ 'Full Insurance', T: /*i18n*/ 'Third Party' } as const;

export type InsuranceTypeCode = (typeof INSURANCE_TYPES)[number]['code'];

const routeText = (text: string) => text.trim().replace(/\s+/g, '-').toLowerCase();

/** Route text may come spaced ('Three Wheeler'); spaces become hyphens (motor document, section 9). */
export function parseVehicleType(text: string): VehicleTypeCode | undefined {
  const code = routeText(text);
  return VEHICLE_TYPES.find((type) => type.code.toLowerCase() === code)?.code;
}

/** 'full insurance', 'Full-Insurance' and 'full-insurance' name the same insurance type. */
export function parseInsuranceType(text: string): InsuranceTypeCode | undefined {
  const code = routeText(text);
  return INSURANCE_TYPES.find((type) => type.code === code)?.code;
}

export const insuranceTypeOfCover = (coverType: 'C' | 'T'): InsuranceTypeCode =>
  INSURANCE_TYPES.find((type) => type.coverType === coverType)!.code;
