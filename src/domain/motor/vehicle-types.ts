// The four vehicle types of the motor journey and the labels the site shows for them.
export const VEHICLE_TYPES = [
  { code: 'Car', label: 'Car / Jeep / SUV' },
  { code: 'Motor-Cycle', label: 'Motorcycle' },
  { code: 'Three-Wheeler', label: 'Three Wheeler' },
  { code: 'Dual-Purpose', label: 'Van / Cab' },
] as const;

export type VehicleTypeCode = (typeof VEHICLE_TYPES)[number]['code'];

export const INSURANCE_TYPES = [
  { code: 'full-insurance', label: 'Full Insurance', coverType: 'C' },
  { code: 'third-party', label: 'Third Party', coverType: 'T' },
] as const;

export type InsuranceTypeCode = (typeof INSURANCE_TYPES)[number]['code'];

/** Route text may come spaced ('Three Wheeler'); spaces become hyphens (motor document, section 9). */
export function parseVehicleType(text: string): VehicleTypeCode | undefined {
  const code = text.trim().replace(/\s+/g, '-').toLowerCase();
  return VEHICLE_TYPES.find((type) => type.code.toLowerCase() === code)?.code;
}
