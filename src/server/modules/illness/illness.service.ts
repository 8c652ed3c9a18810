// The major illness cover's calls (content sections 4, 7 and 8; decision 063). get_data answers the product
// as the channel sees it; getAvailableBalance the cover a NIC holds in force per company from issued
// policies; create checks everything the page checks (holders, covers against balances, declarations and
// agreement, the agent's e-mail) against the database, records the application and answers where to pay.
// Every check runs before anything is written, so a refusal stores nothing.
import { addDays, parseISO } from 'date-fns';
import { formatIsoDate, today, yearsFromToday } from '#domain/dates';
import type {
  Balances,
  IllnessCompany,
  IllnessCreate,
  IllnessData,
  IllnessDataRequest,
} from '#domain/illness/calls';
import { ILLNESS_REFUSALS } from '#domain/illness/calls';
import { COVER_MESSAGES, coverRefusal } from '#domain/illness/cover';
import { answerBlocks, canAgree } from '#domain/illness/declaration';
import type { ChannelRules, HolderOptions } from '#domain/illness/declaration';
import type { PolicyHolder } from '#domain/illness/policy-holder';
import { MAIN_MEMBER, relationshipCode } from '#domain/illness/policy-holder';
import { centsToRupees } from '#domain/money';
import { payPath } from '#domain/motor/purchase-paths';
import { DEFAULT_CHANNEL } from '#domain/motor/channel-codes';
import { agentEmail } from '#domain/people/email';
import { toNinetyFour } from '#domain/people/mobile';
import { canonicalNic } from '#domain/people/nic';
import type { FieldErrorMap } from '#domain/errors';
import type { Db } from '#server/db/client';
import { ApiError, FieldErrors, notFound } from '#server/http/envelope';
import type { PayingCustomer } from '#server/integrations/payments/gateway';
import { randomToken } from '#server/random-token';
import { canBeRowId } from '#server/row-id';
import type { IllnessPlanRow } from './illness.repository';
import { illnessRepository } from './illness.repository';

/** The product code of the payment link (/Pay/{product}/{key}). */
export const ILLNESS_PRODUCT = 'MI';
// 144 bits: the architecture asks for at least 128, URL-safe.
const PAY_KEY_BYTES = 18;

const rupees = (amount: number) => centsToRupees(amount * 100);
export const referenceOf = (id: number) => `MI-${String(id).padStart(6, '0')}`;
/** A policy's number: one policy per plan, so the plan's id names it. */
const policyNumberOf = (planId: number) => `MIP-${String(planId).padStart(6, '0')}`;

const mainMemberOf = (holders: PolicyHolder[]) =>
  holders.find((holder) => relationshipCode(holder.relationship) === MAIN_MEMBER)!;

/** The application's row locked for its payment's notification; answers whether it was paid before. */
export async function lockForPayment(tx: Db, applicationId: number) {
  const { status } = await illnessRepository(tx).lockForUpdate(applicationId);
  return status !== 'created';
}

/**
 * The application is paid (decision 067): one policy per plan, for a year from today, each re-checked
 * against the holder's balance with the company under a lock on the NIC, so two payments for one person
 * at once cannot both pass. A plan the balance no longer allows gets no policy and keeps the reason.
 */
export async function issuePolicies(tx: Db, applicationId: number) {
  const repository = illnessRepository(tx);
  await repository.setStatus(applicationId, 'paid');
  const plans = await repository.plansOf(applicationId);
  for (const nic of [...new Set(plans.map((plan) => plan.nic))].sort()) await repository.lockNic(nic);
  const startsOn = today();
  const endsOn = formatIsoDate(addDays(parseISO(yearsFromToday(1)), -1));
  for (const plan of plans) {
    const [held] = await repository.balances(plan.nic, [plan.companyId], startsOn);
    const why = coverRefusal(held?.cover ?? 0, plan.coverRupees);
    if (why !== undefined) await repository.refusePlan(plan.id, why);
    else
      await repository.insertPolicy({
        policyNumber: policyNumberOf(plan.id),
        planId: plan.id,
        nic: plan.nic,
        companyId: plan.companyId,
        coverRupees: plan.coverRupees,
        startsOn,
        endsOn,
      });
  }
}

/** The payment that paid the application is reversed: the application and its policies are cancelled. */
export async function cancelPaidApplication(tx: Db, applicationId: number) {
  const repository = illnessRepository(tx);
  await repository.setStatus(applicationId, 'cancelled');
  await repository.cancelPolicies(applicationId);
}

/** An id the page sent (number or digits), or undefined when it cannot name a row. */
function rowId(value: unknown): number | undefined {
  const id =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,10}$/.test(value)
        ? Number(value)
        : NaN;
  return canBeRowId(id) ? id : undefined;
}

export type IllnessService = ReturnType<typeof illnessService>;

export function illnessService(db: Db) {
  const repository = illnessRepository(db);

  /** The channel's rules; a channel not known is read as the default one, as the motor journey does. */
  async function channelOf(code: string) {
    const channel = (await repository.channel(code)) ?? (await repository.channel(DEFAULT_CHANNEL));
    if (channel === undefined)
      throw new Error(`the default channel ${DEFAULT_CHANNEL} is not in illness_channels`);
    return channel;
  }

  async function data(request: IllnessDataRequest): Promise<IllnessData> {
    const channel = await channelOf(request.channel);
    const { companies, limits, sublimits, illnesses, declarations } = await repository.catalogue();
    const answer: IllnessCompany[] = companies.map((company) => ({
      id: company.id,
      name: company.name,
      company_logo: company.logoUrl,
      limits: limits
        .filter((limit) => limit.companyId === company.id)
        .map((limit) => ({
          id: limit.id,
          cover: rupees(limit.coverRupees),
          premium: centsToRupees(limit.premiumCents),
          sublimits: sublimits
            .filter((sublimit) => sublimit.limitId === limit.id)
            .map(({ name, description, limitRupees }) => ({ name, description, limit: rupees(limitRupees) })),
        })),
      declarations: declarations
        .filter((declaration) => declaration.companyId === company.id)
        .map(({ id, companyId, title, description, options }) => ({
          id,
          company_id: companyId,
          title,
          description,
          options,
        })),
      covered: illnesses
        .filter((row) => row.companyId === company.id && row.covered)
        .map(({ name }) => ({ name })),
      not_covered: illnesses
        .filter((row) => row.companyId === company.id && !row.covered)
        .map(({ name }) => ({ name })),
    }));
    const relationship = (await repository.relationships()).map(({ id, code, description }) => ({
      id,
      value: id,
      code,
      description,
    }));
    return {
      companies: answer,
      relationship,
      channel: { code: channel.code, agent: channel.agent, sub_questions: channel.subQuestions },
      promo: request.promo,
    };
  }

  /** Rupees of cover in force by company id, for the companies asked about that have any. */
  async function balanceOf(nic: string, companyIds: number[]): Promise<Map<number, number>> {
    const rows = await repository.balances(canonicalNic(nic), [...new Set(companyIds)], today());
    return new Map(rows.map((row) => [row.companyId, row.cover]));
  }

  async function balances(nic: string, companyIds: number[]): Promise<Balances> {
    const held = await balanceOf(nic, companyIds);
    return {
      nic,
      balances: Object.fromEntries([...held].map(([company, cover]) => [String(company), rupees(cover)])),
    };
  }

  /** The holder an answer names: by its id, or by its place when the page gave it none. */
  const holderKey = (holder: { id?: number | string }, index: number) => String(holder.id ?? index);

  async function create(mobile: string, purchase: IllnessCreate, site: string) {
    const holders = purchase.policyHolders;
    const main = mainMemberOf(holders);
    // The purchase is the main member's: their number must be the one the User-Key proves.
    if (toNinetyFour(main.mobileNumber ?? '') !== mobile)
      throw new ApiError(403, ILLNESS_REFUSALS.notMainMember);
    const channel = await channelOf(purchase.channel);
    const rules: ChannelRules = { agent: channel.agent, subQuestions: channel.subQuestions };
    const errors: FieldErrorMap = {};
    const refuse = (path: string, message: string) => void (errors[path] ??= []).push(message);

    let agent: string | null = null;
    if (channel.agent) {
      const parsed = agentEmail.safeParse(purchase.agentEmail);
      if (parsed.success) agent = parsed.data;
      else refuse('agentEmail', parsed.error.issues[0]!.message);
    }

    // Each holder's covers, checked against the limits on sale and the cover the holder already holds.
    const limitIds = holders.flatMap((holder) => holder.plans.map((plan) => rowId(plan.limitId) ?? 0));
    const limits = new Map(
      (await repository.limits(limitIds.filter((id) => id > 0))).map((row) => [row.id, row]),
    );
    const plans: (IllnessPlanRow & { key: string })[] = [];
    const keys = new Set<string>();
    for (const [index, holder] of holders.entries()) {
      // The answers name their holder by id, so two holders may not share one.
      if (keys.has(holderKey(holder, index)))
        refuse(`policyHolders.${index}.id`, ILLNESS_REFUSALS.sameHolderId);
      keys.add(holderKey(holder, index));
      const nic = canonicalNic(holder.nicNumber);
      const held = await balanceOf(
        nic,
        holder.plans.map((plan) => rowId(plan.companyId) ?? 0).filter((id) => id > 0),
      );
      const companies = new Set<number>();
      for (const [at, plan] of holder.plans.entries()) {
        const path = `policyHolders.${index}.plans.${at}`;
        const limit = limits.get(rowId(plan.limitId) ?? 0);
        if (limit === undefined || limit.companyId !== rowId(plan.companyId)) {
          refuse(path, ILLNESS_REFUSALS.unknownCover);
          continue;
        }
        if (companies.has(limit.companyId)) refuse(path, ILLNESS_REFUSALS.sameCompanyTwice);
        companies.add(limit.companyId);
        const refusal = coverRefusal(held.get(limit.companyId) ?? 0, limit.cover);
        if (refusal !== undefined) refuse(path, refusal);
        plans.push({
          key: holderKey(holder, index),
          holderIndex: index,
          nic,
          companyId: limit.companyId,
          limitId: limit.id,
          coverRupees: limit.cover,
          premiumCents: limit.premiumCents,
        });
      }
    }

    // Every holder answered every declaration of every company chosen, none stops them, and they agreed.
    const declarations = await repository.declarationsOf([...new Set(plans.map((plan) => plan.companyId))]);
    const declarationsOf = (companyId: number) => declarations.filter((row) => row.companyId === companyId);
    const chosen = new Set(plans.map((plan) => `${plan.key}|${plan.companyId}`));
    const optionOf = new Map<string, HolderOptions>();
    for (const [at, option] of purchase.options.entries()) {
      const key = `${String(option.holderId)}|${option.companyId}`;
      const known = new Set(declarationsOf(option.companyId).map((row) => row.id));
      if (
        !chosen.has(key) ||
        optionOf.has(key) ||
        option.answers.some((answer) => !known.has(answer.declarationId))
      )
        refuse(`options.${at}`, ILLNESS_REFUSALS.unknownHolder);
      optionOf.set(key, option);
    }
    for (const plan of plans) {
      const option = optionOf.get(`${plan.key}|${plan.companyId}`);
      const asked = declarationsOf(plan.companyId);
      const blocked = option?.answers.some((answer) =>
        answerBlocks(answer, asked.find((row) => row.id === answer.declarationId)?.options ?? null, rules),
      );
      if (blocked) refuse('options', COVER_MESSAGES.notAllowed);
      else if (!option?.agree || !canAgree(asked, option.answers, rules))
        refuse('options', ILLNESS_REFUSALS.notAgreed);
    }
    for (const path of Object.keys(errors)) errors[path] = [...new Set(errors[path])];
    if (Object.keys(errors).length > 0) throw new FieldErrors(errors);

    const payKey = randomToken(PAY_KEY_BYTES);
    const id = await db.transaction((tx) =>
      illnessRepository(tx).insertApplication(
        {
          payKey,
          mainMobile: mobile,
          channel: channel.code,
          promo: purchase.promoCode ?? null,
          agentEmail: agent,
          totalCents: plans.reduce((total, plan) => total + plan.premiumCents, 0),
          holders,
          options: purchase.options,
        },
        plans.map(({ key: _key, ...plan }) => plan),
      ),
    );
    return { url: `${site}${payPath(payKey, ILLNESS_PRODUCT)}`, reference: referenceOf(id) };
  }

  /** What its payment link's key pays for: the premium total the server priced, and who pays it. */
  async function payable(payKey: string) {
    const application = await repository.applicationByPayKey(payKey);
    if (application === undefined) throw notFound();
    const main = mainMemberOf(application.holders);
    const customer: PayingCustomer = {
      firstName: main.nameInitials,
      lastName: '',
      email: main.email ?? '',
      phone: `0${main.mobileNumber ?? ''}`,
      address: '',
      city: '',
      country: 'Sri Lanka',
    };
    return {
      id: application.id,
      status: application.status,
      amountCents: application.totalCents,
      reference: referenceOf(application.id),
      customer,
    };
  }

  return { data, balances, create, payable };
}
