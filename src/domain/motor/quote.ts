// Quote payloads (motor sections 3, 5 and 7): the quotation form validates them in the browser and
// POST /v2/quote/full and POST /v3/quote/tp validate the same bodies on the server.
import { i18n } from '../i18n';
import { z } from 'zod';
import {
  choiceWithDefault,
  optionalString,
  requiredChoice,
  requiredString,
  requiredValue,
  stringWithDefault,
} from '../fields';
import { matches, minLength, toText, type TextInput, type TextRule } from '../text-rules';
import { channelField, promoField } from './channels';
import { COVER_CODES } from './covers';
import { sriLankaNow, today } from '../dates';
import { crossFieldCheck, optionalValue } from '../fields';
import { COVER_START_RULES } from './cover-period';
import type { EngineFields } from './engine-capacity';
import { ENGINE_CAPACITY_MESSAGES, engineCapacityMessage } from './engine-capacity';
import { OLDEST_MANUFACTURE_YEAR } from './manufacture-years';
import { registrationCheck, registrationShape, withRegistrationNumber } from './registration';
import { VEHICLE_TYPES, type VehicleTypeCode } from './vehicle-types';
import { DEFAULT_PURPOSE_OF_USE, MAX_SUM_INSURED, MIN_SUM_INSURED, ONLINE } from './quote-defaults';

export const NCB_YEARS = ['0', '1', '2', '3', '4', '5'] as const;
export const YES_NO = ['YES', 'NO'] as const;
export const REGISTERED_OR_NOT = ['R', 'U'] as const;

const VEHICLE_TYPE_CODES = VEHICLE_TYPES.map((type) => type.code) as unknown as readonly [
  VehicleTypeCode,
  ...VehicleTypeCode[],
];

// The spec gives messages only for the three-character minimum; the others are ours.
export const QUOTE_MESSAGES = {
  sumInsured: /*i18n*/ 'Enter the market value as a whole number of rupees above Rs. 100,000',
  sumInsuredMissing: /*i18n*/ 'Enter the market value: what the vehicle would sell for today',
  sumInsuredAbsurd: /*i18n*/ 'No vehicle has a market value above Rs. 1,000,000,000: check the market value',
  manufactureYear: (thisYear: number) =>
    i18n._(/*i18n*/ 'Enter a year from {oldest} to {thisYear}', {
      oldest: OLDEST_MANUFACTURE_YEAR,
      thisYear,
    }),
  minimum3: /*i18n*/ 'enter minimum 3 characters',
  vehicleType: `Choose one of ${VEHICLE_TYPE_CODES.join(', ')}`,
  ncb: /*i18n*/ 'Choose 0 to 5 years',
  ncbMissing: /*i18n*/ 'Choose the years without a claim on your last policy (No if none)',
  hirePurchaseMissing: /*i18n*/ 'Choose whether the vehicle is on hire purchase or lease',
  registeredMissing: /*i18n*/ 'Choose whether the vehicle is registered or brand new (unregistered)',
  yesNo: /*i18n*/ 'Choose YES or NO',
  registered: /*i18n*/ 'Choose R (registered) or U (unregistered)',
  coverType: /*i18n*/ 'Cover type does not match the insurance type',
  seatingCapacity: /*i18n*/ 'Seating capacity must be a whole number',
  rentOnlyFull: /*i18n*/ 'Rent is offered only for full insurance',
  repriceFull: /*i18n*/ 'Only a full insurance quote can be changed on the premium list',
} as const;

// Forms show the value with thousand separators, so '1,500,000' is read like '1500000'.
const WHOLE_RUPEES = /^(?:\d{1,15}|\d{1,3}(?:,\d{3}){1,4})$/;
const sumInsuredRule: TextRule = (value) => {
  const rupees = Number(value.replaceAll(',', ''));
  if (!WHOLE_RUPEES.test(value) || rupees <= MIN_SUM_INSURED) return QUOTE_MESSAGES.sumInsured;
  return rupees > MAX_SUM_INSURED ? QUOTE_MESSAGES.sumInsuredAbsurd : undefined;
};

/** Estimated market value in whole rupees, as a number; form strings and JSON numbers alike. */
export const sumInsured = requiredValue(
  [sumInsuredRule],
  (value) => Number(value.replaceAll(',', '')),
  QUOTE_MESSAGES.sumInsuredMissing,
);

// Vehicles older than the oldest year of the reference list cannot be quoted; the list and this rule
// share one constant so the form never offers a year the server refuses.
const manufactureYearRule: TextRule = (value) => {
  const thisYear = sriLankaNow().getFullYear();
  const year = Number(value);
  return /^\d{4}$/.test(value) && year >= OLDEST_MANUFACTURE_YEAR && year <= thisYear
    ? undefined
    : QUOTE_MESSAGES.manufactureYear(thisYear);
};

export const manufactureYear = requiredValue([manufactureYearRule], (value) => Number(value));

const coverType = <const T extends string>(code: T) =>
  choiceWithDefault([code], code, QUOTE_MESSAGES.coverType);

const optionalId = optionalString();

/** Fields both quote bodies carry. */
const commonShape = {
  vehicle_type: requiredChoice(VEHICLE_TYPE_CODES, QUOTE_MESSAGES.vehicleType),
  is_registered: choiceWithDefault(REGISTERED_OR_NOT, 'R', QUOTE_MESSAGES.registered),
  vehicle_make: requiredString(),
  vehicle_model: requiredString(),
  // The day cover starts, today to 30 days ahead; today when not given (decision 037).
  cover_start_date: optionalString(COVER_START_RULES).transform((value) => value ?? today()),
  // Required unless the fuel is electric (engineCapacityCheck): the third-party premium goes by it.
  engine_capacity: optionalValue([matches(/^\d+$/, ENGINE_CAPACITY_MESSAGES.wholeNumber)], Number),
  bank_name: stringWithDefault(ONLINE),
  bank_branch: stringWithDefault(ONLINE),
  bank_user: stringWithDefault(ONLINE),
  customer_name: stringWithDefault(ONLINE),
  cx_inquiry_id: optionalId,
  user_id: optionalId,
  cx_user_id: optionalId,
  // From the quotation page's query (section 2.1); the server resolves them to a channel and promo.
  channel: channelField,
  promo: promoField,
};

/** Whether the vehicle needs an engine capacity and in what range (engine-capacity.ts). */
const engineCapacityCheck = crossFieldCheck((value: EngineFields, report) =>
  report('engine_capacity', engineCapacityMessage(value)),
);

/** Full insurance, cover type C (POST /v2/quote/full). */
export const fullQuoteSchema = z
  .object({
    ...commonShape,
    cover_type: coverType('C'),
    purpose_of_use: stringWithDefault(DEFAULT_PURPOSE_OF_USE),
    // Price-affecting answers have no default: the buyer chooses them (decision 031).
    is_registered: requiredChoice(
      REGISTERED_OR_NOT,
      QUOTE_MESSAGES.registered,
      QUOTE_MESSAGES.registeredMissing,
    ),
    hire_purchase: requiredChoice(YES_NO, QUOTE_MESSAGES.yesNo, QUOTE_MESSAGES.hirePurchaseMissing),
    sum_insured: sumInsured,
    fuel_type: requiredString(),
    manufacture_year: manufactureYear,
    ncb: requiredChoice(NCB_YEARS, QUOTE_MESSAGES.ncb, QUOTE_MESSAGES.ncbMissing),
    seating_capacity: stringWithDefault('0', [matches(/^\d{1,3}$/, QUOTE_MESSAGES.seatingCapacity)]),
    // The spec says only "default empty": optional covers asked for, priced where an insurer offers them.
    covers: z.preprocess(
      (value: string[] | TextInput) => toText(value),
      z
        .array(z.enum(COVER_CODES, { error: /*i18n*/ 'Unknown cover' }))
        .max(COVER_CODES.length)
        .default([]),
    ),
    // Not required for full insurance (section 5), but kept when the form has them.
    chassis_no: optionalString(),
    engine_no: optionalString(),
  })
  .check(engineCapacityCheck);

const notRent: TextRule = (value) =>
  value.toLowerCase() === 'rent' ? QUOTE_MESSAGES.rentOnlyFull : undefined;
const atLeastThree = minLength(3, QUOTE_MESSAGES.minimum3);

/**
 * Third party, cover type T (POST /v3/quote/tp): registration, engine and chassis numbers required, and
 * the engine capacity unless the fuel is electric.
 */
export const thirdPartyQuoteSchema = z
  .object({
    ...commonShape,
    ...registrationShape,
    cover_type: coverType('T'),
    purpose_of_use: stringWithDefault(DEFAULT_PURPOSE_OF_USE, [notRent]),
    hire_purchase: choiceWithDefault(YES_NO, 'NO', QUOTE_MESSAGES.yesNo),
    // Not in the spec's body: asked only so that an electric vehicle need not give an engine capacity.
    fuel_type: optionalString(),
    chassis_no: requiredString([atLeastThree]),
    engine_no: requiredString([atLeastThree]),
  })
  .check(registrationCheck)
  .check(engineCapacityCheck)
  .transform(withRegistrationNumber);

/**
 * POST /v2/quote/reprice (not in the spec, decision 032): what the premium list may change of a full
 * insurance quote, checked by the quotation form's own rules. Another answer of the form that the list
 * may change is one more line here.
 */
const { ncb, sum_insured, covers, cover_start_date } = fullQuoteSchema.shape;
export const repriceSchema = z.object({
  unq_hash: requiredString(),
  ncb,
  sum_insured,
  covers,
  cover_start_date,
});

export type RepriceInput = z.input<typeof repriceSchema>;
export type Reprice = z.output<typeof repriceSchema>;
export type FullQuoteInput = z.input<typeof fullQuoteSchema>;
export type FullQuote = z.output<typeof fullQuoteSchema>;
export type ThirdPartyQuoteInput = z.input<typeof thirdPartyQuoteSchema>;
export type ThirdPartyQuote = z.output<typeof thirdPartyQuoteSchema>;
