// Policy holders of the major illness cover (content sections 3, 4 and 5): a main member (MS) and up to
// four family members. Issues of the list are reported at [index, field].
import { z } from 'zod';
import { isoDate, yearsFromToday } from '../dates';
import { crossFieldCheck, DESPITE_FIELD_ERRORS, optionalString, requiredString, text } from '../fields';
import { lengthBetween, REQUIRED, textMessage, type TextRule } from '../text-rules';
import { holderEmailRules } from '../people/email';
import { dialogMobileRules } from '../people/mobile';
import { holderNameRules, NAME_MESSAGES, sameName } from '../people/name';
import { nicRule, sameNic } from '../people/nic';

export const RELATIONSHIP_CODES = ['MS', 'SO', 'DA', 'SIL', 'DIL'] as const;
export type RelationshipCode = (typeof RELATIONSHIP_CODES)[number];
export const MAIN_MEMBER: RelationshipCode = 'MS';
/** Only the main member is unique: sons, daughters and in-laws may repeat. */
const UNIQUE_RELATIONSHIPS: readonly RelationshipCode[] = [MAIN_MEMBER];
export const MAX_POLICY_HOLDERS = 5;

export const HOLDER_MESSAGES = {
  nicRequired: /*i18n*/ 'NIC Number is required',
  nicInvalid: /*i18n*/ 'NIC Number is not valid',
  age: /*i18n*/ 'age should be between 1 and 70',
  /** The cover's age notice shown beside the date of birth; the spec's text as it stands. */
  ageNotice: /*i18n*/ 'Critical Illness from 1 0 70 years',
  relationshipRequired: /*i18n*/ 'Relationship is required',
  duplicateNic: /*i18n*/ 'This NIC already used!',
  duplicateName: /*i18n*/ 'This Name already used!',
  duplicateRelationship: /*i18n*/ 'This relationship already used!',
  // The spec gives no wording for these three.
  relationshipInvalid: `Relationship must be one of ${RELATIONSHIP_CODES.join(', ')}`,
  plansRequired: /*i18n*/ 'Choose a cover for this member',
  mainMemberMissing: /*i18n*/ 'One member must be the main member (MS)',
  tooMany: `At most ${MAX_POLICY_HOLDERS} members can be covered`,
  none: /*i18n*/ 'Add the main member',
} as const;

/**
 * Age strictly above 1 and below 70, in exact time rather than completed years: on the first birthday
 * the child is 1, not above it, and on the 70th birthday the member is no longer below 70.
 */
const ageRule: TextRule = (value) =>
  value < yearsFromToday(-1) && value > yearsFromToday(-70) ? undefined : HOLDER_MESSAGES.age;

const idSchema = z.union([z.number(), text()]);

/** The relationship picked from the list; its first option "Select Relationship" (value 0) has no code. */
const relationshipSchema = z
  .object({
    id: idSchema.optional(),
    value: idSchema.optional(),
    description: text().optional(),
    code: text().optional(),
  })
  .nullish();

const planSchema = z.object({ companyId: idSchema, limitId: idSchema });

const holderShape = {
  id: idSchema.optional(),
  nameInitials: requiredString(holderNameRules, NAME_MESSAGES.holderRequired),
  // The NIC's own date checks apply too: a card naming a day that does not exist is no card.
  nicNumber: requiredString(
    [lengthBetween(10, 12, HOLDER_MESSAGES.nicInvalid), nicRule(HOLDER_MESSAGES.nicInvalid)],
    HOLDER_MESSAGES.nicRequired,
  ),
  dateOfBirth: requiredString([isoDate, ageRule]),
  // Required for the main member only; checked by holderCheck.
  mobileNumber: optionalString(),
  email: optionalString(),
  relationship: relationshipSchema,
  plans: z.array(planSchema).default([]),
};

type HolderFields = z.output<z.ZodObject<typeof holderShape>>;

/** The relationship code a holder names, trimmed and upper-cased, if any. */
export function relationshipCode(relationship: unknown): string | undefined {
  if (typeof relationship !== 'object' || relationship === null || !('code' in relationship))
    return undefined;
  const { code } = relationship;
  return typeof code === 'string' && code.trim() !== '' ? code.trim().toUpperCase() : undefined;
}

function isRelationshipCode(code: string): code is RelationshipCode {
  return (RELATIONSHIP_CODES as readonly string[]).includes(code);
}

const holderCheck = crossFieldCheck<HolderFields>((value, report) => {
  const code = relationshipCode(value.relationship);
  const contactRequired = code === MAIN_MEMBER ? REQUIRED : false;
  report('mobileNumber', textMessage(value.mobileNumber, dialogMobileRules, contactRequired));
  report('email', textMessage(value.email, holderEmailRules, contactRequired));
  if (code === undefined) report('relationship', HOLDER_MESSAGES.relationshipRequired);
  else if (!isRelationshipCode(code)) report('relationship', HOLDER_MESSAGES.relationshipInvalid);
  if (!Array.isArray(value.plans) || value.plans.length === 0) report('plans', HOLDER_MESSAGES.plansRequired);
});

/** One holder: valid exactly when the spec's "holder data is valid" holds for it. */
export const policyHolderSchema = z.object(holderShape).check(holderCheck);

type Issue = { index: number; field: keyof HolderFields; message: string };

/** Later holders repeating an earlier one's NIC, name or unique relationship. */
function duplicateIssues(sent: readonly (Partial<Record<keyof HolderFields, unknown>> | null)[]): Issue[] {
  // A holder sent as null already has its own issue; it has no fields to compare.
  const holders = sent.map((holder) => holder ?? {});
  const issues: Issue[] = [];
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  holders.forEach((holder, index) => {
    const earlier = holders.slice(0, index);
    const nic = text(holder.nicNumber);
    const name = text(holder.nameInitials);
    const code = relationshipCode(holder.relationship);
    if (nic !== undefined && earlier.some((other) => sameNic(nic, text(other.nicNumber) ?? '')))
      issues.push({ index, field: 'nicNumber', message: HOLDER_MESSAGES.duplicateNic });
    if (name !== undefined && earlier.some((other) => sameName(name, text(other.nameInitials) ?? '')))
      issues.push({ index, field: 'nameInitials', message: HOLDER_MESSAGES.duplicateName });
    const unique = code !== undefined && isRelationshipCode(code) && UNIQUE_RELATIONSHIPS.includes(code);
    if (unique && earlier.some((other) => relationshipCode(other.relationship) === code))
      issues.push({ index, field: 'relationship', message: HOLDER_MESSAGES.duplicateRelationship });
  });
  // The purchase is authorised with the main member's verified number, so one must be present.
  if (holders.length > 0 && !holders.some((holder) => relationshipCode(holder.relationship) === MAIN_MEMBER))
    issues.push({ index: 0, field: 'relationship', message: HOLDER_MESSAGES.mainMemberMissing });
  return issues;
}

/** All holders of one purchase: one to five, no repeated NIC, name or main member. */
export const policyHoldersSchema = z
  .array(policyHolderSchema)
  .min(1, HOLDER_MESSAGES.none)
  .max(MAX_POLICY_HOLDERS, HOLDER_MESSAGES.tooMany)
  .superRefine((holders, ctx) => {
    for (const { index, field, message } of duplicateIssues(holders))
      ctx.addIssue({ code: 'custom', message, path: [index, field], input: holders[index]?.[field] });
  }, DESPITE_FIELD_ERRORS);

export type PolicyHolderInput = z.input<typeof policyHolderSchema>;
export type PolicyHolder = z.output<typeof policyHolderSchema>;
