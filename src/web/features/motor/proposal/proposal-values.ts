import { LEASING } from '#domain/motor/cover-note';
import type { Proposal, ProposalFormInput } from '#domain/motor/proposal-calls';
import { ONLINE } from '#domain/motor/quote-defaults';
import {
  REGISTRATION_FIELDS,
  VEHICLE_NUMBER_FIELDS,
  assembleRegistrationNumber,
  registrationParts,
} from '#domain/motor/registration-formats';
import { registrationFormatOf } from '../stored-quote-form';

// The proposal form's values (motor sections 2.6 and 3), apart from React so they can be tested alone:
// what the loaded proposal fills in, which fields the form shows, and the body Save Details posts. The
// registration is asked only of a registered vehicle, the financial interest only of a leased one.

/** What the customer types; the rest of the form is the loaded proposal's own. */
export const TYPED_FIELDS = [
  ...VEHICLE_NUMBER_FIELDS,
  'financial_company',
  'financial_company_branch',
  'lease_exp_date',
] as const;

export const PROPOSAL_FIELDS = ['req_key', 'is_registered', 'is_leasing', ...TYPED_FIELDS] as const;

export type ProposalField = (typeof PROPOSAL_FIELDS)[number];
export type ProposalFormValues = Record<ProposalField, string>;

const LEASING_FIELDS = ['financial_company', 'financial_company_branch', 'lease_exp_date'];

export const isRegistered = (values: Pick<ProposalFormValues, 'is_registered'>) =>
  values.is_registered === 'R';
export const isLeased = (values: Pick<ProposalFormValues, 'is_leasing'>) => values.is_leasing === LEASING.yes;

/**
 * The form as the loaded proposal starts it: the quotation's answers (registered, leased; the server
 * holds it to them), then what is known of the vehicle: the numbers a third-party quote gave, else those
 * of the customer's earlier proposal of the same vehicle (its leasing too while that lease runs), the
 * registration split back into the parts of its format.
 */
export function proposalDefaults(proposal: Proposal): ProposalFormValues {
  const suggested = proposal.suggested;
  const known = proposal.veh_registration_no === null && suggested ? suggested : proposal;
  const format = registrationFormatOf(known.veh_reg_format ?? '');
  const [part1, part2, part3] =
    (known.veh_registration_no && registrationParts(format, known.veh_registration_no)) || [];
  const leased = proposal.hire_purchase === 'YES';
  return {
    req_key: proposal.req_key,
    is_registered: proposal.is_registered,
    is_leasing: leased ? LEASING.yes : LEASING.no,
    veh_reg_format: format,
    veh_reg_format_1: part1 ?? '',
    veh_reg_format_2: part2 ?? '',
    veh_reg_format_3: part3 ?? '',
    engine_no: proposal.engine_no ?? suggested?.engine_no ?? '',
    chassis_no: proposal.chassis_no ?? suggested?.chassis_no ?? '',
    financial_company: (leased && suggested?.financial_company) || '',
    financial_company_branch: (leased && suggested?.financial_company_branch) || '',
    lease_exp_date: (leased && suggested?.lease_exp_date) || '',
  };
}

/** The fields the form shows, so the server's errors about them go under their inputs. */
export const shownFields = (values: ProposalFormValues): string[] => [
  ...(isRegistered(values) ? REGISTRATION_FIELDS : []),
  'engine_no',
  'chassis_no',
  ...(isLeased(values) ? LEASING_FIELDS : []),
];

/**
 * The body of POST /v2/cover-note/gen: the shown fields, the hidden answers, the registration number
 * built from its parts (section 2.6) and the spec's constants (the bank fields ONLINE, pdf_status '1').
 * Fields the form hides are left out, so nothing unseen is sent.
 */
export function coverNoteRequest(values: ProposalFormValues): ProposalFormInput {
  const shown = Object.fromEntries(
    shownFields(values).map((field) => [field, values[field as ProposalField]]),
  );
  return {
    req_key: values.req_key,
    is_registered: values.is_registered,
    is_leasing: values.is_leasing,
    engine_no: values.engine_no,
    chassis_no: values.chassis_no,
    ...shown,
    ...(isRegistered(values) && {
      veh_registration_no: assembleRegistrationNumber(
        registrationFormatOf(values.veh_reg_format),
        values.veh_reg_format_1,
        values.veh_reg_format_2,
        values.veh_reg_format_3,
      ),
    }),
    conf_bank_name: ONLINE,
    conf_bank_branch: ONLINE,
    conf_bank_user: ONLINE,
    pdf_status: '1',
  };
}
