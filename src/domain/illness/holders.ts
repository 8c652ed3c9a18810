// The policy-holder selector and Proceed (content section 4): which holders may be added or removed,
// how a company's limit is chosen for a holder, and when the form may go on to the declaration.
import type { PolicyHolderInput } from './policy-holder';
import { MAIN_MEMBER, MAX_POLICY_HOLDERS, policyHolderSchema, policyHoldersSchema } from './policy-holder';
import { canonicalNic } from '../people/nic';

export interface Plan {
  companyId: number;
  limitId: number;
}

type Holder = Pick<PolicyHolderInput, 'relationship'>;

/** The main member stays; family members can be removed. */
export const canRemoveHolder = (holder: Holder) =>
  !(typeof holder.relationship === 'object' && holder.relationship?.code === MAIN_MEMBER);

/** The first holder: empty, with id 0. */
export const firstHolder = (): PolicyHolderInput => ({
  id: 0,
  nameInitials: '',
  nicNumber: '',
  dateOfBirth: '',
  plans: [],
});

/** A new holder's id: one above every id in use. */
export const nextHolderId = (holders: readonly { id?: number | string }[]) =>
  holders.reduce<number>(
    (max, holder) => (typeof holder.id === 'number' && holder.id >= max ? holder.id + 1 : max),
    0,
  );

/** Add New Member: the last holder is valid, fewer than five exist, and the main number is verified. */
export function canAddMember(holders: readonly unknown[], verified: boolean): boolean {
  const last = holders.at(-1);
  return verified && holders.length < MAX_POLICY_HOLDERS && policyHolderSchema.safeParse(last).success;
}

/**
 * Ticking a company's limit for a holder: a company not chosen is added, a chosen one has its limit
 * replaced; unticking (no limit) removes it.
 */
export function choosePlan(plans: readonly Plan[], companyId: number, limitId: number | null): Plan[] {
  const others = plans.filter((plan) => plan.companyId !== companyId);
  if (limitId === null) return others;
  const at = plans.findIndex((plan) => plan.companyId === companyId);
  const chosen = { companyId, limitId };
  return at === -1 ? [...plans, chosen] : plans.map((plan, index) => (index === at ? chosen : plan));
}

/** Balances looked up so far, by the NIC as typed; a NIC without an entry has not been looked up. */
export type BalancesByNic = Readonly<Record<string, unknown>>;

/**
 * Proceed: every holder is valid (and no duplicates), the terms are agreed, the main member's number has
 * a verified token, and the balance lookup has finished with an entry for every holder's NIC.
 */
export function proceedEnabled(state: {
  holders: readonly unknown[];
  termsAgreed: boolean;
  verified: boolean;
  balances: BalancesByNic;
}): boolean {
  const parsed = policyHoldersSchema.safeParse(state.holders);
  if (!parsed.success || !state.termsAgreed || !state.verified) return false;
  const looked = new Set(Object.keys(state.balances).map(canonicalNic));
  return parsed.data.every((holder) => looked.has(canonicalNic(holder.nicNumber)));
}
