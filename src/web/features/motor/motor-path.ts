import type { I18n } from '@lingui/core';
import { translateText } from '#domain/i18n';
import type { InsuranceTypeCode, VehicleTypeCode } from '#domain/motor/vehicle-types';
import {
  INSURANCE_TYPES,
  VEHICLE_TYPES,
  parseInsuranceType,
  parseVehicleType,
} from '#domain/motor/vehicle-types';

// The four pages of the motor journey share one path shape (motor section 2):
// /motor/{vehicle_type}/{insurance_type}/{page}, with the quote and channel in the query.

export type MotorPage = 'Quotation' | 'Inquiry' | 'Premium-Comparison' | 'Cover-Comparison';

export interface MotorRoute {
  vehicleType: VehicleTypeCode;
  insuranceType: InsuranceTypeCode;
}

/** Where Clear and every "start again" redirect goes (sections 2.1, 2.2, 2.4). */
export const DEFAULT_MOTOR_ROUTE: MotorRoute = { vehicleType: 'Car', insuranceType: 'full-insurance' };

/** The route's types from its path parameters (spaced forms accepted); undefined when either is unknown. */
export function readMotorRoute(params: {
  vehicle_type?: string;
  insurance_type?: string;
}): MotorRoute | undefined {
  const vehicleType = parseVehicleType(params.vehicle_type ?? '');
  const insuranceType = parseInsuranceType(params.insurance_type ?? '');
  return vehicleType && insuranceType ? { vehicleType, insuranceType } : undefined;
}

/** The route's types, each one the path does not name correctly replaced by the default's. */
export const motorRouteOrDefault = (params: {
  vehicle_type?: string;
  insurance_type?: string;
}): MotorRoute => ({
  vehicleType: parseVehicleType(params.vehicle_type ?? '') ?? DEFAULT_MOTOR_ROUTE.vehicleType,
  insuranceType: parseInsuranceType(params.insurance_type ?? '') ?? DEFAULT_MOTOR_ROUTE.insuranceType,
});

export type MotorQuery = Record<string, string | undefined>;

/** A page's path; query entries that are undefined or empty are left out. */
export function motorPath(page: MotorPage, route: MotorRoute, query: MotorQuery = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const tail = search.toString();
  return `/motor/${route.vehicleType}/${route.insuranceType}/${page}${tail ? `?${tail}` : ''}`;
}

export const vehicleLabel = (code: VehicleTypeCode) =>
  VEHICLE_TYPES.find((type) => type.code === code)!.label;
export const insuranceLabel = (code: InsuranceTypeCode) =>
  INSURANCE_TYPES.find((type) => type.code === code)!.label;

/**
 * Section 2.1: '{vehicle label} | {insurance label} | {page}', e.g. 'Car / Jeep / SUV | Full Insurance | Quotation'.
 * `page` comes in the page's language (t`Quotation`); the two labels, catalogued under their English
 * words, are shown in `i18n`'s language (the page's by default).
 */
export const motorTitle = (route: MotorRoute, page: string, i18n?: I18n) => {
  const say = (text: string) => translateText(text, i18n);
  return `${say(vehicleLabel(route.vehicleType))} | ${say(insuranceLabel(route.insuranceType))} | ${page}`;
};
