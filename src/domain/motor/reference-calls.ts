// The reference lists of the motor journey (motor document, section 7): what each GET takes and answers.
// The server validates and documents its routes with these schemas; the web app only reads their types,
// so zod stays out of the pages that merely fetch a list.
import { z } from 'zod';
import { requiredString, requiredValue } from '../fields';
import { matches } from '../text-rules';

const vehicleType = requiredString([
  matches(/^[A-Za-z][A-Za-z -]{0,39}$/, /*i18n*/ 'Vehicle type is not valid'),
]);

/** ?type= of the lists kept per vehicle type: fuel types, usages and makes. */
export const vehicleTypeQuerySchema = z.object({ type: vehicleType });

/** GET /v1/vehicle/model?type=&id=: the make's id from the makes list. */
export const modelQuerySchema = z.object({
  type: vehicleType,
  id: requiredValue([matches(/^[1-9]\d{0,8}$/, /*i18n*/ 'Make id is not valid')], Number),
});

/**
 * GET /v1/vehicle/market_value?type=&make=&model=&year=: the typical market value range of the vehicle
 * (decision 031).
 */
export const marketValueQuerySchema = z.object({
  type: vehicleType,
  make: requiredString(),
  model: requiredString(),
  year: requiredValue([matches(/^(?:19|20)\d{2}$/, /*i18n*/ 'Year is not valid')], Number),
});

/**
 * The range in whole rupees, like the market value the quote form sends (decision 021 keeps it a
 * number); null when there is no reference value for the model.
 */
export const marketValueRangeSchema = z.nullable(z.object({ low: z.number().int(), high: z.number().int() }));

/** GET /v1/company/get?type=: I for insurers, F for leasing companies, in either case. */
export const companyQuerySchema = z.object({
  type: requiredValue([matches(/^[A-Za-z]$/, /*i18n*/ 'Company type is not valid')], (type) =>
    type.toUpperCase(),
  ),
});

/** GET /v1/vehicle/type. */
export const vehicleTypeItemSchema = z.object({ vehicle_type: z.string(), label: z.string() });

/** GET /v1/vehicle/ncb_years: no-claims-bonus years; the entry 'No' has id 0 (section 2.1). */
export const ncbYearSchema = z.object({ year: z.string(), id: z.number().int() });

/** GET /v1/vehicle/fuel_type, /v1/vehicle/usage and /v1/vehicle/manufacture_years. */
export const optionSchema = z.object({ label: z.string(), value: z.string() });

/** GET /v1/vehicle/make: the id is what the model list asks for. */
export const makeSchema = z.object({ id: z.number().int(), make: z.string() });

/** GET /v1/vehicle/model. */
export const modelSchema = z.object({ id: z.number().int(), model: z.string() });

/** GET /v1/company/get and /v1/company/finacial (the spec's spelling). */
export const companySchema = z.object({
  id: z.number().int(),
  company_name: z.string(),
  company_code: z.string(),
});

/**
 * GET /v1/company/insurer_facts: each insurer with what a buyer weighs and a claim needs (decision 035);
 * null where the insurer has not given it.
 */
export const insurerFactsSchema = companySchema.extend({
  website: z.string().nullable(),
  claims_hotline: z.string().nullable(),
  address: z.string().nullable(),
  excess: z.string().nullable(),
  agency_repair: z.string().nullable(),
});

export type NcbYear = z.infer<typeof ncbYearSchema>;
export type Option = z.infer<typeof optionSchema>;
export type Make = z.infer<typeof makeSchema>;
export type Model = z.infer<typeof modelSchema>;
export type Company = z.infer<typeof companySchema>;
export type InsurerFacts = z.infer<typeof insurerFactsSchema>;
