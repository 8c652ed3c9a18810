// The major illness cover's calls (content section 7), shared by the page and the server:
// POST /api/v1/ci/web/get_data, /getAvailableBalance and /create.
import { z } from 'zod';
import { optionalString, requiredString, rupeesAmount, stringWithDefault } from '../fields';
import { maxLength } from '../text-rules';
import { channelField, promoField } from '../motor/channels';
import { DEFAULT_CHANNEL, NO_PROMO } from '../motor/channel-codes';
import { hashCodeSchema } from '../motor/document-calls';
import { nicRule } from '../people/nic';
import { declarationOptionsSchema, holderOptionsSchema } from './declaration';
import {
  HOLDER_MESSAGES,
  MAX_POLICY_HOLDERS,
  policyHoldersSchema,
  RELATIONSHIP_CODES,
} from './policy-holder';

export const ILLNESS_API = '/api/v1/ci/web';
export const ILLNESS_CALLS = {
  data: `${ILLNESS_API}/get_data`,
  balance: `${ILLNESS_API}/getAvailableBalance`,
  create: `${ILLNESS_API}/create`,
} as const;

/** The page's query: the channel (default Web-Motor; one not known is read as it) and the promo. */
export const illnessDataRequestSchema = z.object({
  channel: channelField.default(DEFAULT_CHANNEL),
  promo: promoField.default(NO_PROMO),
});
export type IllnessDataRequest = z.output<typeof illnessDataRequestSchema>;

const nameSchema = z.object({ name: z.string() });

export const illnessCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company_logo: z.string().nullable(),
  limits: z.array(
    z.object({
      id: z.number().int(),
      cover: rupeesAmount,
      premium: rupeesAmount,
      sublimits: z.array(z.object({ name: z.string(), description: z.string(), limit: rupeesAmount })),
    }),
  ),
  declarations: z.array(
    z.object({
      id: z.number().int(),
      company_id: z.number().int(),
      title: z.string(),
      description: z.string(),
      options: declarationOptionsSchema.nullable(),
    }),
  ),
  covered: z.array(nameSchema),
  not_covered: z.array(nameSchema),
});
export type IllnessCompany = z.infer<typeof illnessCompanySchema>;

export const relationshipSchema = z.object({
  id: z.number().int(),
  value: z.number().int(),
  description: z.string(),
  code: z.enum(RELATIONSHIP_CODES),
});

/** What get_data answers: the companies, the relationships, and what the channel allows. */
export const illnessDataSchema = z.object({
  companies: z.array(illnessCompanySchema),
  relationship: z.array(relationshipSchema),
  channel: z.object({ code: z.string(), agent: z.boolean(), sub_questions: z.boolean() }),
  promo: z.string(),
});
export type IllnessData = z.infer<typeof illnessDataSchema>;

const companyIdSchema = z.number({ error: /*i18n*/ 'Choose a company' }).int().positive().max(2_147_483_647);

/** getAvailableBalance: one holder's NIC and the companies shown. */
export const balanceRequestSchema = z.object({
  nic: requiredString(
    [maxLength(12, HOLDER_MESSAGES.nicInvalid), nicRule(HOLDER_MESSAGES.nicInvalid)],
    HOLDER_MESSAGES.nicRequired,
  ),
  companyIDs: z.array(companyIdSchema).max(50),
});
export type BalanceRequest = z.input<typeof balanceRequestSchema>;

/** The cover the NIC holds in force with each company, by company id; a company not listed means 0. */
export const balancesSchema = z.object({ nic: z.string(), balances: z.record(z.string(), rupeesAmount) });
export type Balances = z.infer<typeof balancesSchema>;

/** create: the holders with their plans, their declaration answers, the channel and its extras. */
export const illnessCreateSchema = z.object({
  policyHolders: policyHoldersSchema,
  options: z.array(holderOptionsSchema).max(MAX_POLICY_HOLDERS * 10),
  channel: stringWithDefault(DEFAULT_CHANNEL, [maxLength(40, /*i18n*/ 'Channel is not valid')]),
  // Checked against the agent channel's rule by the server, which knows the channel.
  agentEmail: optionalString([maxLength(60, /*i18n*/ 'You have entered an invalid email address!')]),
  promoCode: promoField,
});
export type IllnessCreateInput = z.input<typeof illnessCreateSchema>;
export type IllnessCreate = z.output<typeof illnessCreateSchema>;

/** create answers where to pay, and the application's reference. */
export const illnessCreatedSchema = z.object({ url: z.string(), reference: z.string() });

/** POST /v3/payments/mi/checkout: a new attempt to pay the application of `/Pay/MI/{pay_key}` (decision 067). */
export const illnessCheckoutRequestSchema = z.object({ pay_key: hashCodeSchema });

export const ILLNESS_REFUSALS = {
  paid: /*i18n*/ 'This cover is paid already.',
  cancelled:
    /*i18n*/ 'The payment for this cover was reversed, so it is not in force. Please contact us to arrange cover.',
  unknownCover: /*i18n*/ 'This cover is not offered',
  sameCompanyTwice: /*i18n*/ 'Choose one cover per company',
  unknownHolder: /*i18n*/ 'These answers are for a member or company not chosen',
  sameHolderId: /*i18n*/ 'Each member needs an id of their own',
  notAgreed: /*i18n*/ 'Every member must agree to the declaration of every company chosen',
  notMainMember: /*i18n*/ "Verify the main member's mobile number",
} as const;
