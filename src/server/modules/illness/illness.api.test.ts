// The major illness cover's calls through the real app (issue 26, decision 063): the seeded product as
// get_data answers it, balances from issued policies, and create refusing what the page refuses (a
// forged User-Key, another number's token, a balance that blocks a company, declarations, the agent's
// e-mail, hostile input) while storing nothing, and recording a good application with its url to pay.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balancesSchema, ILLNESS_CALLS, illnessDataSchema } from '#domain/illness/calls';
import { COVER_MESSAGES } from '#domain/illness/cover';
import { HOLDER_MESSAGES } from '#domain/illness/policy-holder';
import { CONSUMER_MESSAGES } from '#domain/people/consumer';
import {
  illnessApplicationPlans,
  illnessApplications,
  illnessCompanies,
  illnessPolicies,
} from '#server/db/schema';
import { fieldRefusal, refusal, refusalChecker } from '#server/testing/envelopes';
import { codeClient } from '#server/testing/one-time-codes';
import type { TestContext } from '#server/testing/test-app';
import { illnessLimitOf, illnessPurchase } from '#server/testing/illness';
import { createTestApp } from '#server/testing/test-app';

let context: TestContext;
let codes: Awaited<ReturnType<typeof codeClient>>;
let token: string;
let companyIds: Record<string, number>;

const MAIN_MOBILE = '771234567';
beforeAll(async () => {
  context = await createTestApp({
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000',
  });
  codes = await codeClient(context.app);
  token = await codes.verifiedToken(MAIN_MOBILE);
  const companies = await db().select().from(illnessCompanies);
  companyIds = Object.fromEntries(companies.map((company) => [company.code, company.id]));
});
afterAll(() => context.app.close());

const db = () => context.database.db;
/** A call with the main member's User-Key, another one, or none (null). */
const call = (url: string, body?: unknown, key: string | null = token) =>
  codes.call('POST', url, body as object, key === null ? {} : { 'User-Key': key });

const limitOf = (code: string, cover: number) => illnessLimitOf(db(), code, cover);

/**
 * A policy in force (or ended) for `nic` with a company, written straight into the tables for an
 * application of that person (paying issues them: illness-payment.api.test.ts).
 */
async function issue(nic: string, code: string, cover: number, endsOn = '2099-12-31') {
  const limit = await limitOf(code, cover);
  const [application] = await db()
    .insert(illnessApplications)
    .values({
      payKey: `paid-${Math.random()}`,
      mainMobile: '94771111111',
      channel: 'Web-Motor',
      status: 'paid',
      totalCents: limit.premiumCents,
      holders: [],
      options: [],
    })
    .returning();
  const [plan] = await db()
    .insert(illnessApplicationPlans)
    .values({
      applicationId: application!.id,
      holderIndex: 0,
      nic,
      companyId: limit.companyId,
      limitId: limit.id,
      coverRupees: cover,
      premiumCents: limit.premiumCents,
    })
    .returning();
  await db()
    .insert(illnessPolicies)
    .values({
      policyNumber: `MI/TEST/${plan!.id}`,
      planId: plan!.id,
      nic,
      companyId: limit.companyId,
      coverRupees: cover,
      startsOn: '2020-01-01',
      endsOn,
    });
}

const purchase = () => illnessPurchase(db(), MAIN_MOBILE);

type Body = Omit<Awaited<ReturnType<typeof purchase>>, 'slic' | 'fil'>;

describe('POST /api/v1/ci/web/get_data', () => {
  it('answers the seeded companies with limits, the benefits of section 9, illnesses and declarations', async () => {
    const { status, body } = await call(
      ILLNESS_CALLS.data,
      { channel: 'Web-Motor', promo: 'no-promo' },
      null,
    );
    expect(status).toBe(200);
    const data = illnessDataSchema.parse(body.data);
    expect(data.companies.map((company) => company.name)).toEqual([
      'Sri Lanka Insurance',
      'Allianz Insurance Lanka',
      'Fairfirst Insurance',
      'HNB General Insurance',
    ]);
    const slic = data.companies[0]!;
    expect(slic.company_logo).toBe('/images/insurers/slic.svg');
    expect(slic.limits.map((limit) => limit.cover)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((step) => `${step * 100_000}.00`),
    );
    expect(slic.limits[0]!.premium).toBe('427.50');
    expect(slic.limits.at(-1)!.sublimits).toEqual([
      expect.objectContaining({ name: 'Yearly or per-event limit', limit: '1000000.00' }),
      expect.objectContaining({ name: 'Room charges', limit: '300000.00' }),
      expect.objectContaining({ name: 'Specialised services', limit: '200000.00' }),
      expect.objectContaining({ name: 'Other expenses', limit: '500000.00' }),
    ]);
    // Covers below 1 million are paid proportionately.
    expect(slic.limits[4]!.sublimits.map((sublimit) => sublimit.limit)).toEqual([
      '500000.00',
      '150000.00',
      '100000.00',
      '250000.00',
    ]);
    expect(slic.covered).toContainEqual({ name: 'Cancer' });
    expect(slic.not_covered).toEqual(
      expect.arrayContaining([
        { name: 'Any illness first diagnosed within the first 30 days of cover' },
        { name: 'Pre-existing conditions' },
      ]),
    );
    const health = slic.declarations[0]!;
    expect(health).toMatchObject({ company_id: slic.id, title: 'Good health' });
    expect(health.options?.proceedWithSubQuestions).toBe(true);
    expect(health.options?.subQuestions.map((question) => question.type)).toEqual(['checkbox', 'textarea']);
    expect(data.relationship.map((relationship) => relationship.code)).toEqual([
      'MS',
      'SO',
      'DA',
      'SIL',
      'DIL',
    ]);
    expect(data.channel).toEqual({ code: 'Web-Motor', agent: false, sub_questions: true });
  });

  it("answers each channel's rules, and reads no channel or an unknown one as Web-Motor", async () => {
    const channelOf = async (body?: object) => (await call(ILLNESS_CALLS.data, body, null)).body.data.channel;
    expect(await channelOf({ channel: 'CI-Agent' })).toEqual({
      code: 'CI-Agent',
      agent: true,
      sub_questions: true,
    });
    expect(await channelOf({ channel: 'Dialog' })).toMatchObject({ sub_questions: false });
    expect(await channelOf()).toMatchObject({ code: 'Web-Motor' });
    expect(await channelOf({ channel: 'Nobody' })).toMatchObject({ code: 'Web-Motor' });
  });

  it.each([
    ['a NUL in the channel', { channel: 'Web\u0000' }, 'channel'],
    ['a huge channel', { channel: 'x'.repeat(100_000) }, 'channel'],
    ['an array for the promo', { promo: ['NTB'] }, 'promo'],
  ])('refuses %s at its field', async (_, body, field) => {
    const { status, body: answer } = await call(ILLNESS_CALLS.data, body, null);
    expect(status).toBe(422);
    expect(Object.keys(answer.error.errors)).toEqual([field]);
  });

  it('needs the auth_key like every call of the site', async () => {
    const response = await context.app.inject({ method: 'POST', url: ILLNESS_CALLS.data, payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/v1/ci/web/getAvailableBalance', () => {
  const NIC = '760234567V';
  const ask = (body: object, key: string | null = token) => call(ILLNESS_CALLS.balance, body, key);

  it('answers the cover in force by company, under either form of the card; missing means 0', async () => {
    const ids = Object.values(companyIds);
    expect((await ask({ nic: NIC, companyIDs: ids }, token)).body.data).toEqual({ nic: NIC, balances: {} });
    await issue('197602304567', 'SLIC', 600_000);
    await issue('197602304567', 'SLIC', 400_000);
    await issue('197602304567', 'FIL', 300_000);
    await issue('197602304567', 'ALZ', 500_000, '2020-12-31');
    await issue('197602304567', 'HNBG', 200_000);
    const { status, body } = await ask(
      { nic: NIC, companyIDs: [companyIds.SLIC, companyIds.FIL, companyIds.ALZ] },
      token,
    );
    expect(status).toBe(200);
    expect(balancesSchema.parse(body.data)).toEqual({
      nic: NIC,
      balances: { [companyIds.SLIC!]: '1000000.00', [companyIds.FIL!]: '300000.00' },
    });
    const newCard = await ask({ nic: '197602304567', companyIDs: [companyIds.FIL] }, token);
    expect(newCard.body.data.balances).toEqual({ [companyIds.FIL!]: '300000.00' });
  });

  it.each([
    ['without a User-Key', null],
    ['with a forged User-Key', 'A'.repeat(24)],
    ['with the WEB marker of the old site', 'WEB'],
  ])('refuses a lookup %s: only a verified number may look', async (_, key) => {
    const { status, body } = await ask({ nic: NIC, companyIDs: [1] }, key);
    expect(status).toBe(403);
    expect(body).toEqual(refusal(CONSUMER_MESSAGES.verifyFirst));
  });

  it.each([
    ['a NUL in the NIC', { nic: '760234567V\u0000', companyIDs: [1] }, 'nic'],
    ['a huge NIC', { nic: '7'.repeat(100_000), companyIDs: [1] }, 'nic'],
    ['an array for the NIC', { nic: ['760234567V'], companyIDs: [1] }, 'nic'],
    ['no NIC', { nic: '', companyIDs: [1] }, 'nic'],
    ['a company id as text', { nic: NIC, companyIDs: ['1'] }, 'companyIDs.0'],
    ['a company id beyond a row id', { nic: NIC, companyIDs: [1e12] }, 'companyIDs.0'],
    ['one company id for the list', { nic: NIC, companyIDs: 1 }, 'companyIDs'],
  ])('refuses %s at its field', async (_, body, field) => {
    const { status, body: answer } = await ask(body, token);
    expect(status).toBe(422);
    expect(Object.keys(answer.error.errors)).toEqual([field]);
  });
});

describe('POST /api/v1/ci/web/create', () => {
  const stored = async () => ({
    applications: (await db().select({ n: count() }).from(illnessApplications))[0]!.n,
    plans: (await db().select({ n: count() }).from(illnessApplicationPlans))[0]!.n,
  });
  const expectRefused = refusalChecker(stored);
  const create = (body: object, key: string | null = token) => call(ILLNESS_CALLS.create, body, key);

  it('records the application with its plans and answers the url to pay', async () => {
    const { slic, fil, ...body } = await purchase();
    const { status, body: answer } = await create(body);
    expect(status).toBe(200);
    expect(answer.data.url).toMatch(/^http:\/\/localhost(:\d+)?\/Pay\/MI\/[\w-]{24}$/);
    expect(answer.data.reference).toMatch(/^MI-\d{6}$/);
    const [application] = await db()
      .select()
      .from(illnessApplications)
      .where(eq(illnessApplications.payKey, answer.data.url.split('/').at(-1)));
    expect(application).toMatchObject({
      mainMobile: `94${MAIN_MOBILE}`,
      channel: 'Web-Motor',
      status: 'created',
      agentEmail: null,
      totalCents: slic.premiumCents * 3 + fil.premiumCents,
    });
    expect(application!.holders).toHaveLength(3);
    const plans = await db()
      .select()
      .from(illnessApplicationPlans)
      .where(eq(illnessApplicationPlans.applicationId, application!.id));
    expect(plans.map((plan) => [plan.holderIndex, plan.nic, plan.coverRupees])).toEqual([
      [0, '198512304567', 500_000],
      [0, '198512304567', 300_000],
      [1, '200565545678', 500_000],
      [2, '200812345678', 500_000],
    ]);
  });

  it('refuses a forged User-Key, and another verified number than the main member’s, storing nothing', async () => {
    const { slic: _s, fil: _f, ...body } = await purchase();
    await expectRefused(
      () => create(body, 'forged-token-forged-token'),
      403,
      refusal(CONSUMER_MESSAGES.verifyFirst),
    );
    await expectRefused(() => create(body, null), 403, refusal(CONSUMER_MESSAGES.verifyFirst));
    const other = await codes.verifiedToken('761234567');
    await expectRefused(() => create(body, other), 403, refusal("Verify the main member's mobile number"));
  });

  it('refuses a cover a balance blocks, with the amounts, and stores nothing', async () => {
    const { slic: _s, fil: _f, ...body } = await purchase();
    await issue('200565545678', 'SLIC', 1_000_000);
    await issue('200812345678', 'SLIC', 600_000);
    await expectRefused(
      () => create(body),
      422,
      fieldRefusal({
        'policyHolders.1.plans.0': [COVER_MESSAGES.cannotPurchase(1_000_000)],
        'policyHolders.2.plans.0': [COVER_MESSAGES.alreadyCovered(600_000)],
      }),
    );
    expect(COVER_MESSAGES.alreadyCovered(600_000)).toBe(
      'currently you are already covered for Rs. 600,000.00. Maximum cover allowed is Rs. 400,000.00',
    );
    await db().update(illnessPolicies).set({ cancelled: true });
  });

  it('refuses a No where the channel allows no sub-questions, and a holder who did not agree', async () => {
    const { slic: _s, fil: _f, ...body } = await purchase();
    await expectRefused(
      () => create({ ...body, channel: 'Dialog' }),
      422,
      fieldRefusal({ options: ['Sorry, You are not allowed to purchase a Major Illness policy!'] }),
    );
    const notAgreed = body.options.map((option, at) => (at === 3 ? { ...option, agree: false } : option));
    await expectRefused(
      () => create({ ...body, options: notAgreed }),
      422,
      fieldRefusal({ options: ['Every member must agree to the declaration of every company chosen'] }),
    );
    await expectRefused(
      () => create({ ...body, options: body.options.slice(0, 3) }),
      422,
      fieldRefusal({ options: ['Every member must agree to the declaration of every company chosen'] }),
    );
  });

  it("asks the agent channel for the agent's e-mail, and keeps it", async () => {
    const { slic: _s, fil: _f, ...body } = await purchase();
    await expectRefused(
      () => create({ ...body, channel: 'CI-Agent' }),
      422,
      fieldRefusal({ agentEmail: ['required'] }),
    );
    await expectRefused(
      () => create({ ...body, channel: 'CI-Agent', agentEmail: 'agent@example' }),
      422,
      fieldRefusal({ agentEmail: ['You have entered an invalid email address!'] }),
    );
    const { status, body: answer } = await create({
      ...body,
      channel: 'CI-Agent',
      agentEmail: 'ravi@agent.lk',
    });
    expect(status).toBe(200);
    const key = answer.data.url.split('/').at(-1);
    const [row] = await db().select().from(illnessApplications).where(eq(illnessApplications.payKey, key));
    expect(row).toMatchObject({ channel: 'CI-Agent', agentEmail: 'ravi@agent.lk' });
  });

  it('refuses a limit of another company, the same company twice and answers for nobody', async () => {
    const { slic, fil, ...body } = await purchase();
    const holders = structuredClone(body.policyHolders);
    holders[1]!.plans = [{ companyId: fil.companyId, limitId: slic.id }];
    holders[2]!.plans = [body.policyHolders[2]!.plans[0]!, body.policyHolders[2]!.plans[0]!];
    await expectRefused(
      () =>
        create({
          ...body,
          policyHolders: holders,
          options: [...body.options, { holderId: 9, companyId: slic.companyId, agree: true, answers: [] }],
        }),
      422,
      fieldRefusal({
        'policyHolders.1.plans.0': ['This cover is not offered'],
        'policyHolders.2.plans.1': ['Choose one cover per company'],
        // Holder 1 has no cover left to answer for.
        'options.2': ['These answers are for a member or company not chosen'],
        'options.4': ['These answers are for a member or company not chosen'],
      }),
    );
  });

  it("reads the main member's code as the schema does, and refuses two members with one id", async () => {
    const { slic: _s, fil: _f, ...body } = await purchase();
    const holders = structuredClone(body.policyHolders);
    holders[0]!.relationship = { value: 1, description: 'Main member (self)', code: ' ms ' };
    holders[2]!.id = 1;
    await expectRefused(
      () => create({ ...body, policyHolders: holders }),
      422,
      fieldRefusal({
        'policyHolders.2.id': ['Each member needs an id of their own'],
        // The answers for id 2 now name no member.
        'options.3': ['These answers are for a member or company not chosen'],
      }),
    );
  });

  it('refuses the rules of section 5 at their fields', async () => {
    const { slic: _s, fil: _f, ...body } = await purchase();
    const holders = structuredClone(body.policyHolders);
    holders[1]!.nicNumber = '851234567v';
    holders[2]!.dateOfBirth = '1950-01-01';
    holders[0]!.mobileNumber = '711234567';
    await expectRefused(
      () => create({ ...body, policyHolders: holders }),
      422,
      fieldRefusal({
        'policyHolders.0.mobileNumber': ['Please enter your Dialog mobile number'],
        'policyHolders.2.dateOfBirth': [HOLDER_MESSAGES.age],
        'policyHolders.1.nicNumber': [HOLDER_MESSAGES.duplicateNic],
      }),
    );
  });

  it.each([
    [
      'a NUL in a name',
      (body: Body) => void (body.policyHolders[1]!.nameInitials = 'N Perera\u0000'),
      'policyHolders.1.nameInitials',
    ],
    [
      'a huge name',
      (body: Body) => void (body.policyHolders[1]!.nameInitials = 'N'.repeat(100_000)),
      'policyHolders.1.nameInitials',
    ],
    [
      'an array for a NIC',
      (body: Body) => void ((body.policyHolders[1] as Record<string, unknown>).nicNumber = ['851234567V']),
      'policyHolders.1.nicNumber',
    ],
    [
      'a huge note',
      (body: Body) =>
        void ((body.options[2]!.answers[0] as Record<string, unknown>).specialNote = 'x'.repeat(100_000)),
      'options.2.answers.0.specialNote',
    ],
    [
      'a NUL in a remark',
      (body: Body) =>
        void ((body.options[2]!.answers[0] as Record<string, unknown>).remarks = ['Asthma\u0000']),
      'options.2.answers.0.remarks.0',
    ],
    [
      'a string for the holders',
      (body: Body) => void ((body as Record<string, unknown>).policyHolders = 'all of us'),
      'policyHolders',
    ],
    [
      'a NUL in the promo',
      (body: Body) => void ((body as Record<string, unknown>).promoCode = 'NTB\u0000'),
      'promoCode',
    ],
  ])('refuses %s at that field and stores nothing', async (_, spoil, field) => {
    const { slic: _s, fil: _f, ...body } = await purchase();
    spoil(body);
    const before = await stored();
    const { status, body: answer } = await create(body);
    expect(status).toBe(422);
    expect(Object.keys(answer.error.errors)).toContain(field);
    expect(await stored()).toEqual(before);
  });
});
