// The proposal's calls (motor sections 2.6, 3 and 7): its load, its save (POST /v2/cover-note/gen), the
// verification page's call and POST /notification-api/v1/notify. The pages and the server share these.
import { z } from 'zod';
import { LEASE_EXPIRY_RULES } from '../dates';
import {
  choiceWithDefault,
  crossFieldCheck,
  optionalString,
  requiredChoice,
  requiredString,
  stringWithDefault,
} from '../fields';
import { lengthBetween, matches, minLength, textMessage } from '../text-rules';
import { rupeesAmount, text } from '../fields';
import { LETTERS_AND_SPACES } from '../text-rules';
import { hashCodeSchema } from './document-calls';
import {
  COVER_NOTE_MESSAGES,
  COVER_STATUSES,
  LEASING,
  NOT_IN_FORCE_REASONS,
  NOTIFY_TEMPLATES,
} from './cover-note';
import { QUOTE_MESSAGES, REGISTERED_OR_NOT } from './quote';
import { ONLINE } from './quote-defaults';
import { checkRegistration, registrationShape, type RegistrationFields } from './registration';
import { assembleRegistrationNumber } from './registration-formats';

/** Engine and chassis numbers: at least 3 characters (section 5), letters, digits, spaces and hyphens. */
const VEHICLE_NUMBER_RULES = [
  minLength(3, QUOTE_MESSAGES.minimum3),
  lengthBetween(0, 30, COVER_NOTE_MESSAGES.vehicleNumberLong),
  matches(/^[A-Za-z0-9 -]+$/, COVER_NOTE_MESSAGES.vehicleNumber),
];
const vehicleNumber = requiredString(VEHICLE_NUMBER_RULES);

const BRANCH_RULES = [
  matches(LETTERS_AND_SPACES, COVER_NOTE_MESSAGES.branch),
  lengthBetween(2, 60, COVER_NOTE_MESSAGES.branch),
];

const proposalShape = {
  req_key: hashCodeSchema,
  ...registrationShape,
  /** The quotation's answers; the server refuses values that differ from them. */
  is_registered: requiredChoice(REGISTERED_OR_NOT, QUOTE_MESSAGES.registered),
  is_leasing: requiredChoice([LEASING.yes, LEASING.no], COVER_NOTE_MESSAGES.leasingChoice),
  engine_no: vehicleNumber,
  chassis_no: vehicleNumber,
  /** A leasing company's name from GET /v1/company/finacial; the server checks it is one. */
  financial_company: optionalString(),
  financial_company_branch: optionalString(),
  lease_exp_date: optionalString(),
  conf_bank_name: stringWithDefault(ONLINE),
  conf_bank_branch: stringWithDefault(ONLINE),
  conf_bank_user: stringWithDefault(ONLINE),
  pdf_status: choiceWithDefault(['1'], '1', "pdf_status is always '1'"),
};

type ProposalFields = z.output<z.ZodObject<typeof proposalShape>>;

/**
 * POST /v2/cover-note/gen (the proposal form's Save Details): the registration only for a registered
 * vehicle (a brand-new one has no number yet), the leasing details only for a leased one.
 */
export const proposalFormSchema = z
  .object(proposalShape)
  .check(
    crossFieldCheck<ProposalFields>((value, report) => {
      if (value.is_registered === 'R') checkRegistration(value as RegistrationFields, report);
      if (value.is_leasing !== LEASING.yes) return;
      report(
        'financial_company',
        textMessage(value.financial_company, [], COVER_NOTE_MESSAGES.leasingCompany),
      );
      report('financial_company_branch', textMessage(value.financial_company_branch, BRANCH_RULES));
      report('lease_exp_date', textMessage(value.lease_exp_date, LEASE_EXPIRY_RULES));
    }),
  )
  .transform((value) => {
    const registered = value.is_registered === 'R';
    const leased = value.is_leasing === LEASING.yes;
    return {
      ...value,
      // Assembled from the parts, upper-cased; whatever number came alongside is replaced.
      veh_registration_no: registered
        ? assembleRegistrationNumber(
            value.veh_reg_format,
            value.veh_reg_format_1,
            value.veh_reg_format_2 ?? '',
            value.veh_reg_format_3 ?? '',
          )
        : null,
      financial_company: leased ? value.financial_company! : null,
      financial_company_branch: leased ? value.financial_company_branch! : null,
      lease_exp_date: leased ? value.lease_exp_date! : null,
    };
  });
export type ProposalFormInput = z.input<typeof proposalFormSchema>;
export type ProposalForm = z.output<typeof proposalFormSchema>;

const REGISTRATION_PARTS = ['veh_reg_format_1', 'veh_reg_format_2', 'veh_reg_format_3'] as const;

const vehicleNumbersShape = {
  hash_code: hashCodeSchema,
  ...registrationShape,
  engine_no: optionalString(VEHICLE_NUMBER_RULES),
  chassis_no: optionalString(VEHICLE_NUMBER_RULES),
};
type VehicleNumbersFields = z.output<z.ZodObject<typeof vehicleNumbersShape>>;

/**
 * POST /v3/proposal/vehicle (docs/decisions/039): the vehicle's numbers as its papers show them, typed at
 * the upload, before payment, so the proposal after payment is filled in. Each is optional; the plate,
 * once any part of it is typed, must be whole. The number is assembled from the parts.
 */
export const vehicleNumbersFormSchema = z
  .object(vehicleNumbersShape)
  .check(
    crossFieldCheck<VehicleNumbersFields>((value, report) => {
      if (REGISTRATION_PARTS.some((part) => value[part] !== undefined))
        checkRegistration(value as RegistrationFields, report);
    }),
  )
  .transform((value) => ({
    hash_code: value.hash_code,
    veh_reg_format: value.veh_reg_format,
    veh_registration_no:
      value.veh_reg_format_2 === undefined
        ? null
        : assembleRegistrationNumber(
            value.veh_reg_format,
            value.veh_reg_format_1,
            value.veh_reg_format_2,
            value.veh_reg_format_3 ?? '',
          ),
    engine_no: value.engine_no ?? null,
    chassis_no: value.chassis_no ?? null,
  }));
export type VehicleNumbersFormInput = z.input<typeof vehicleNumbersFormSchema>;
export type VehicleNumbersForm = z.output<typeof vehicleNumbersFormSchema>;

/**
 * GET and POST /v3/proposal/vehicle: the numbers typed so far (each null until typed) and whether the
 * vehicle is registered (a new one has no plate yet, and its registration is not asked).
 */
export const vehicleNumbersSchema = z.object({
  is_registered: z.enum(REGISTERED_OR_NOT),
  veh_reg_format: z.string().nullable(),
  veh_registration_no: z.string().nullable(),
  engine_no: z.string().nullable(),
  chassis_no: z.string().nullable(),
});
export type VehicleNumbers = z.infer<typeof vehicleNumbersSchema>;

export const vehicleNumbersQuerySchema = z.object({ hash_code: hashCodeSchema });

/** The cover note of a proposal, as POST /v2/cover-note/gen answers it and the proposal load shows it. */
export const coverNoteSchema = z.object({
  cover_note_no: z.string(),
  /** The PDF's absolute address (PUBLIC_URL, else the request's origin): the page's dynamicLink. */
  url: z.string(),
  /** The same address under the name the e-mail payload gives it (notify_data.attachements.cn_url). */
  cn_url: z.string(),
  /** Where the e-mail and the SMS went: the personal form's e-mail and the verified mobile ('94' form). */
  email: z.string(),
  mobile_number: z.string(),
  issued_at: z.string(),
});
export type CoverNote = z.infer<typeof coverNoteSchema>;

/**
 * GET /v3/cover-note/verify?cover_note_no=: what the public verification page shows, only what a roadside
 * check needs (the number, whether the cover is in force and why not, the period, the vehicle, the
 * insurer and the cover); nothing about the person, the premium or the payment.
 */
export const coverVerificationQuerySchema = z.object({
  cover_note_no: requiredString([matches(/^[A-Za-z0-9-]{1,40}$/, /*i18n*/ 'Cover note number is not valid')]),
});
export const coverVerificationSchema = z.object({
  cover_note_no: z.string(),
  status: z.enum(COVER_STATUSES),
  /** Why the cover is not in force; null when it is. */
  reason: z.enum(NOT_IN_FORCE_REASONS).nullable(),
  /** The period of cover: from period_from at period_from_time to period_to at period_to_time
   * (yyyy-mm-dd, HH:mm in Asia/Colombo). */
  period_from: z.string(),
  period_from_time: z.string(),
  period_to: z.string(),
  period_to_time: z.string(),
  /** Null for a vehicle not registered yet, named by its chassis number on the cover note instead. */
  registration_no: z.string().nullable(),
  insurer: z.string(),
  type_of_cover: z.string(),
});
export type CoverVerification = z.infer<typeof coverVerificationSchema>;

/**
 * POST /notification-api/v1/notify (architecture, Rulings): a known template about the caller's own
 * record. For MOT_CVN_SEND the cover note link proves the record, and the e-mail and mobile must be its
 * own; the server sends its own text to its own recipients, once per cover note.
 */
export const notifySchema = z.object({
  notification: requiredChoice(NOTIFY_TEMPLATES, COVER_NOTE_MESSAGES.unknownTemplate),
  app_code: stringWithDefault('WEB'),
  app_user: stringWithDefault('WEB'),
  email: requiredString(),
  cover_note_link: requiredString(),
  mobile: requiredString(),
  // Accepted as the spec sends them; the server writes its own subject and text.
  notify_data: z
    .object({ attachements: z.object({ cn_url: text() }).partial() })
    .partial()
    .optional(),
  subject: text().optional(),
  params: z.record(text(), z.unknown()).optional(),
});
export type NotifyInput = z.input<typeof notifySchema>;

export const notifyAnswerSchema = z.object({
  notification: z.enum(NOTIFY_TEMPLATES),
  cover_note_no: z.string(),
  /** The e-mail's state in the outbox: pending until the mail server took it. */
  email_status: z.enum(['pending', 'sent']),
});
export type NotifyAnswer = z.infer<typeof notifyAnswerSchema>;

/**
 * What a returning customer's earlier proposal of the same vehicle (make, model and year; registered)
 * suggests for this one (docs/decisions/038): its numbers, and its leasing while the lease runs. The form
 * shows them filled, still editable; nothing is saved until Save Details.
 */
export const proposalSuggestionSchema = z.object({
  /** The first day of the earlier policy (yyyy-mm-dd), which the form names. */
  policy_from: z.string(),
  veh_reg_format: z.string(),
  veh_registration_no: z.string(),
  engine_no: z.string(),
  chassis_no: z.string(),
  /** Null unless this quote is leased and the earlier lease has not ended. */
  financial_company: z.string().nullable(),
  financial_company_branch: z.string().nullable(),
  lease_exp_date: z.string().nullable(),
});
export type ProposalSuggestion = z.infer<typeof proposalSuggestionSchema>;

/** GET /v3/proposal/load?prop_hash=: the paid application the proposal completes (section 2.6). */
export const proposalSchema = z.object({
  req_key: z.string(),
  cover_type: z.enum(['C', 'T']),
  customer_id: z.number().int(),
  customer_name: z.string(),
  insurer: z.string(),
  company_logo: z.string().nullable(),
  qot_number: z.string(),
  type_of_cover: z.string(),
  amount_paid: rupeesAmount,
  paid_at: z.string(),
  payment_reference: z.string(),
  vehicle_type: z.string(),
  make: z.string(),
  model: z.string(),
  manufacture_year: z.number().int(),
  is_registered: z.string(),
  hire_purchase: z.string(),
  veh_reg_format: z.string().nullable(),
  veh_registration_no: z.string().nullable(),
  engine_no: z.string().nullable(),
  chassis_no: z.string().nullable(),
  /** Where the cover note goes: the personal form's e-mail and the verified mobile ('94' form). */
  email: z.string(),
  mobile_number: z.string(),
  /** The cover note, once the proposal is saved; the page then offers it instead of the form. */
  cover_note: coverNoteSchema.nullable(),
  /** The customer's earlier proposal of this vehicle, while the cover note is not made; else null. */
  suggested: proposalSuggestionSchema.nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const proposalQuerySchema = z.object({ prop_hash: hashCodeSchema });
