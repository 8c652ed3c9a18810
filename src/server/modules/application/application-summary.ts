// What the uploader, the payment page and the proposal show of an application: the quotation as the
// customer chose it (insurer, cover, number), the customer's name as the personal form gave it, and the
// vehicle as its quote saved it. The stored JSON is read here only.
import { centsToRupees } from '#domain/money';
import type { PolicyInformation } from '#domain/motor/document-calls';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { TYPE_OF_COVER } from '#domain/motor/vehicle-types';
import type { PersonalInfo } from '#domain/people/personal-info';

export interface ApplicationRow {
  coverType: 'C' | 'T';
  qotNumber: string;
  quotation: QuotationItem;
  personalInfo: PersonalInfo;
}

export function quotedApplication(row: ApplicationRow) {
  const { quotation, personalInfo: person } = row;
  return {
    insurer: quotation.company_name,
    company_code: quotation.company_code,
    company_logo: quotation.company_logo,
    cover_type: row.coverType,
    type_of_cover: TYPE_OF_COVER[row.coverType],
    qot_number: row.qotNumber,
    // 'Name with initials' holds the surname already ('K M Perera').
    customer_name: `${person.title} ${person.name_initials}`,
  };
}

/** A saved quote parameter as text, or null when the quote did not have it. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * What is read of a quote's vehicle, from the stored quote or its answer: full insurance has the year,
 * third party the registration, so those may be missing.
 */
interface SavedVehicle {
  vehicle_type: string;
  vehicle_make: string;
  vehicle_model: string;
  is_registered?: unknown;
  hire_purchase?: unknown;
  fuel_type?: unknown;
  manufacture_year?: unknown;
  engine_capacity?: unknown;
  veh_reg_format?: unknown;
  veh_registration_no?: unknown;
  engine_no?: unknown;
  chassis_no?: unknown;
}

/** The vehicle as the quote saved it, under the proposal's names. */
export function vehicleOf(params: SavedVehicle) {
  return {
    vehicle_type: params.vehicle_type,
    make: params.vehicle_make,
    model: params.vehicle_model,
    // Third-party quotes do not ask for the year; the pages show 0 as N/A.
    manufacture_year: typeof params.manufacture_year === 'number' ? params.manufacture_year : 0,
    // cc; none for an electric vehicle or a quote made before the capacity was asked.
    engine_capacity: typeof params.engine_capacity === 'number' ? params.engine_capacity : null,
    // Both quote schemas default these two, so every saved quote has them.
    is_registered: String(params.is_registered),
    hire_purchase: String(params.hire_purchase),
    veh_reg_format: textOf(params.veh_reg_format),
    veh_registration_no: textOf(params.veh_registration_no),
    engine_no: textOf(params.engine_no),
    chassis_no: textOf(params.chassis_no),
  };
}
export type ApplicationVehicle = ReturnType<typeof vehicleOf>;

/** The policy as the customer bought it: the left side of the uploader (motor section 2.8). */
export function policyOf(
  application: ApplicationRow & { params: SavedVehicle; amountCents: number; status: string },
): PolicyInformation {
  const vehicle = vehicleOf(application.params);
  const quoted = quotedApplication(application);
  return {
    name: quoted.customer_name,
    policy_number: application.qotNumber,
    insurance_company: quoted.insurer,
    company_logo: quoted.company_logo,
    premium: centsToRupees(application.amountCents),
    vehicle_type: vehicle.vehicle_type,
    registration_number: vehicle.veh_registration_no,
    engine_capacity: vehicle.engine_capacity === null ? null : String(vehicle.engine_capacity),
    cover_type: application.coverType,
    type_of_cover: quoted.type_of_cover,
    make: vehicle.make,
    model: vehicle.model,
    manufacture_year: vehicle.manufacture_year,
    fuel_type: textOf(application.params.fuel_type),
    application_status: application.status,
  };
}
