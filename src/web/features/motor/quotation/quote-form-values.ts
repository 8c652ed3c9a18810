import { DEFAULT_CHANNEL, NO_PROMO, readPromo } from '#domain/motor/channel-codes';
import { isElectric } from '#domain/motor/engine-capacity';
import { DEFAULT_PURPOSE_OF_USE } from '#domain/motor/quote-defaults';
import type { QuoteParams } from '#domain/motor/quote-answers';
import {
  VEHICLE_NUMBER_FIELDS,
  assembleRegistrationNumber,
  hasProvince,
} from '#domain/motor/registration-formats';
import type { InsuranceTypeCode, VehicleTypeCode } from '#domain/motor/vehicle-types';
import { insuranceTypeOfCover } from '#domain/motor/vehicle-types';
import { today } from '#domain/dates';
import { rupeesOf, withThousands } from '#web/components/form/whole-rupees';
import type { QuoteRequest } from '../api/create-quote';
import type { Option } from '#domain/motor/reference-calls';
import type { StoredForm } from '../stored-quote-form';
import { registrationFormatOf } from '../stored-quote-form';

// The quotation form's values and the rules between them (motor section 2.1), apart from React so they
// can be tested alone: what a saved quote fills in, what a new vehicle type clears, which options are
// offered, and the body each insurance type posts.

export const QUOTE_FIELDS = [
  'vehicle_type',
  'insurance_type',
  'is_registered',
  'hire_purchase',
  'sum_insured',
  'purpose_of_use',
  'fuel_type',
  'engine_capacity',
  'vehicle_make',
  'vehicle_model',
  'manufacture_year',
  'ncb',
  ...VEHICLE_NUMBER_FIELDS,
  'cover_start_date',
] as const;

export type QuoteField = (typeof QUOTE_FIELDS)[number];
export type QuoteFormValues = Record<QuoteField, string>;

const asText = (value: unknown) =>
  typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    ? String(value)
    : undefined;

export const pickQuoteValues = (form: Partial<Record<QuoteField, unknown>>): QuoteFormValues =>
  Object.fromEntries(QUOTE_FIELDS.map((field) => [field, asText(form[field]) ?? ''])) as QuoteFormValues;

/**
 * A saved quote's parameters as form values: only those it has (a full-insurance quote has no
 * registration), its cover type deciding the insurance type (section 4).
 */
export function valuesFromParams(params: QuoteParams): Partial<QuoteFormValues> {
  const saved = params as unknown as Record<string, unknown>;
  const values: Partial<QuoteFormValues> = {};
  for (const field of QUOTE_FIELDS) {
    const value = asText(saved[field]);
    if (value !== undefined) values[field] = value;
  }
  values.insurance_type = insuranceTypeOfCover(params.cover_type);
  if (values.sum_insured !== undefined) values.sum_insured = withThousands(values.sum_insured);
  return values;
}

/** The day cover starts as the form offers it: today unless a later day was chosen (decision 037). */
export const withCoverStart = (values: QuoteFormValues): QuoteFormValues =>
  values.cover_start_date >= today() ? values : { ...values, cover_start_date: today() };

/**
 * Section 2.1: a new vehicle type clears the fields whose options depend on it. The purpose of use goes
 * back to its default, Private, which every vehicle type offers.
 */
export const clearedForVehicleType = (vehicleType: VehicleTypeCode): Partial<QuoteFormValues> => ({
  vehicle_type: vehicleType,
  purpose_of_use: DEFAULT_PURPOSE_OF_USE,
  fuel_type: '',
  engine_capacity: '',
  vehicle_make: '',
  vehicle_model: '',
  sum_insured: '',
  manufacture_year: '',
});

/** 'Rent' is offered only for full insurance (section 2.1). */
export const usageOptions = (usages: readonly Option[], insuranceType: InsuranceTypeCode) =>
  insuranceType === 'full-insurance' ? usages : usages.filter((usage) => !isRent(usage.value));

const isRent = (value: string) => value.toLowerCase() === 'rent';

/** A purpose of use that the insurance type does not offer goes back to the default. */
export const purposeFor = (purpose: string, insuranceType: InsuranceTypeCode) =>
  insuranceType === 'third-party' && isRent(purpose) ? DEFAULT_PURPOSE_OF_USE : purpose;

/** 'Plug-Hybrid' is never offered (section 2.1), whatever the list says. */
export const fuelOptions = (fuels: readonly Option[]) =>
  fuels.filter((fuel) => fuel.value.toLowerCase().replace(/[\s_-]/g, '') !== 'plughybrid');

/** The channel and promo the quote asks for (section 1); a failed partner lookup falls back (section 4). */
export interface Sale {
  promo?: string;
  channel?: string;
}

export function saleOf(query: URLSearchParams, partnerLookupFailed: boolean): Sale {
  if (partnerLookupFailed) return { channel: DEFAULT_CHANNEL, promo: NO_PROMO };
  return { promo: query.get('promo') ?? undefined, channel: query.get('channel') ?? undefined };
}

/** The lifestyle partner's customer token in a promo 'FriMiLifeStyle?{token}', if the promo has one. */
export function partnerToken(promo: string | null): string | undefined {
  const request = readPromo(promo ?? undefined);
  return request.kind === 'lifestyle' && request.token !== '' ? request.token : undefined;
}

type StoredExtras = Pick<
  StoredForm,
  | 'seating_capacity'
  | 'bank_name'
  | 'bank_branch'
  | 'bank_user'
  | 'customer_name'
  | 'cx_inquiry_id'
  | 'user_id'
  | 'cx_user_id'
>;

/** The call for the form's insurance type: POST /v2/quote/full or /v3/quote/tp with its body (section 7). */
export function quoteRequest(values: QuoteFormValues, stored: StoredExtras, sale: Sale): QuoteRequest {
  const common = {
    vehicle_type: values.vehicle_type,
    purpose_of_use: values.purpose_of_use,
    vehicle_make: values.vehicle_make,
    vehicle_model: values.vehicle_model,
    // An electric vehicle has no engine capacity; a value typed before choosing Electric is not sent.
    engine_capacity: isElectric(values.fuel_type) ? '' : values.engine_capacity,
    cover_start_date: values.cover_start_date,
    bank_name: stored.bank_name,
    bank_branch: stored.bank_branch,
    bank_user: stored.bank_user,
    customer_name: stored.customer_name,
    cx_inquiry_id: stored.cx_inquiry_id,
    user_id: stored.user_id,
    cx_user_id: stored.cx_user_id,
    ...sale,
  };
  if (values.insurance_type === 'third-party') {
    const format = registrationFormatOf(values.veh_reg_format);
    const province = hasProvince(format) ? values.veh_reg_format_1 : '';
    return {
      coverType: 'T',
      body: {
        ...common,
        // A third-party quote needs a registration number, so the vehicle is registered; no hire purchase.
        is_registered: 'R',
        hire_purchase: 'NO',
        fuel_type: values.fuel_type,
        veh_reg_format: values.veh_reg_format,
        veh_reg_format_1: province,
        veh_reg_format_2: values.veh_reg_format_2,
        veh_reg_format_3: values.veh_reg_format_3,
        // The server assembles it again from the parts; sent as the spec's body has it.
        veh_registration_no: assembleRegistrationNumber(
          format,
          province,
          values.veh_reg_format_2,
          values.veh_reg_format_3,
        ),
        engine_no: values.engine_no,
        chassis_no: values.chassis_no,
      },
    };
  }
  return {
    coverType: 'C',
    body: {
      ...common,
      is_registered: values.is_registered,
      hire_purchase: values.hire_purchase,
      sum_insured: rupeesOf(values.sum_insured) ?? values.sum_insured,
      fuel_type: values.fuel_type,
      manufacture_year: values.manufacture_year,
      // The NCB option 'No' is the value '0' (section 2.1).
      ncb: values.ncb,
      seating_capacity: stored.seating_capacity,
    },
  };
}

/** The fields of the form shown for an insurance type: server errors on any other go to the banner. */
export const shownFields = (insuranceType: string): readonly QuoteField[] =>
  insuranceType === 'third-party'
    ? [
        'vehicle_type',
        'insurance_type',
        'cover_start_date',
        'purpose_of_use',
        'vehicle_make',
        'vehicle_model',
        'fuel_type',
        'engine_capacity',
        ...VEHICLE_NUMBER_FIELDS,
      ]
    : QUOTE_FIELDS.filter((field) => !field.startsWith('veh_reg_') && !field.endsWith('_no'));
