// Paying a major illness application through the real app and the sandbox gateway (issue 26, decision
// 067): the server's premium total charged, the signed notification applied once however many come and
// however at once, one policy per holder and company issued and counted in the balances a second
// purchase sees, the balance checked again when paying, a reversal cancelling the policies, and forged,
// tampered and hostile input refused while changing nothing.
import { asc, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ILLNESS_CALLS, ILLNESS_REFUSALS } from '#domain/illness/calls';
import { COVER_MESSAGES } from '#domain/illness/cover';
import type { Checkout } from '#domain/motor/payment-calls';
import { canonicalNic } from '#domain/people/nic';
import { illnessApplicationPlans, illnessApplications, illnessPolicies, payments } from '#server/db/schema';
import { ok } from '#server/http/envelope';
import { refusal } from '#server/testing/envelopes';
import { illnessPurchase } from '#server/testing/illness';
import { codeClient } from '#server/testing/one-time-codes';
import { CARDS, paymentClient } from '#server/testing/payments';
import type { TestContext } from '#server/testing/test-app';
import { useTestApp } from '#server/testing/use-test-app';

const MAIN_MOBILE = '771234567';

async function makeClient(context: TestContext) {
  const payment = await paymentClient(context);
  const codes = await codeClient(context.app);
  return { payment, codes, token: await codes.verifiedToken(MAIN_MOBILE) };
}
let context: TestContext;
let client: Awaited<ReturnType<typeof makeClient>>;
useTestApp(makeClient, (made) => ({ context, client } = made));

const db = () => context.database.db;
const call = (url: string, body: object) =>
  client.codes.call('POST', url, body, { 'User-Key': client.token });
const checkout = (pay_key: unknown) => client.payment.api('/v3/payments/mi/checkout', { pay_key });

let people = 0;
/** Three holders no test has used: NICs of people born in 1990 + n, and their children. */
function newPeople() {
  people += 1;
  const serial = String(people).padStart(4, '0');
  return [`19${90 + people}1${serial}567`.slice(0, 12), `200510${serial}78`, `200810${serial}78`];
}

/** A created application for `nics`: its pay key, reference and premium total. */
async function created(nics: string[]) {
  const { slic, fil, ...body } = await illnessPurchase(db(), MAIN_MOBILE, nics);
  const { status, body: answer } = await call(ILLNESS_CALLS.create, body);
  if (status !== 200) throw new Error(`not created: ${JSON.stringify(answer)}`);
  const payKey = String(answer.data.url).split('/').at(-1)!;
  const [application] = await db()
    .select()
    .from(illnessApplications)
    .where(eq(illnessApplications.payKey, payKey));
  return { payKey, id: application!.id, totalCents: slic.premiumCents * 3 + fil.premiumCents };
}

const policiesOf = (applicationId: number) =>
  db()
    .select({
      nic: illnessPolicies.nic,
      companyId: illnessPolicies.companyId,
      cover: illnessPolicies.coverRupees,
      cancelled: illnessPolicies.cancelled,
      policyNumber: illnessPolicies.policyNumber,
      startsOn: illnessPolicies.startsOn,
      endsOn: illnessPolicies.endsOn,
    })
    .from(illnessPolicies)
    .innerJoin(illnessApplicationPlans, eq(illnessApplicationPlans.id, illnessPolicies.planId))
    .where(eq(illnessApplicationPlans.applicationId, applicationId))
    .orderBy(asc(illnessPolicies.id));
const plansOf = (applicationId: number) =>
  db()
    .select()
    .from(illnessApplicationPlans)
    .where(eq(illnessApplicationPlans.applicationId, applicationId))
    .orderBy(asc(illnessApplicationPlans.id));
const statusOf = async (id: number) =>
  (await db().select().from(illnessApplications).where(eq(illnessApplications.id, id)))[0]!.status;
const paymentsOf = (id: number) =>
  db().select().from(payments).where(eq(payments.illnessApplicationId, id)).orderBy(asc(payments.id));

/** A new attempt's form, for the sandbox gateway. */
async function attempt(payKey: string): Promise<Checkout> {
  const { status, body } = await checkout(payKey);
  if (status !== 200) throw new Error(`no checkout: ${JSON.stringify(body)}`);
  return body.data;
}
/** The sandbox's signed report that `form` was paid. */
const paidReport = (form: Checkout, changes: Record<string, string> = {}) =>
  client.payment.sandboxNotification({
    merchant_id: form.fields.merchant_id!,
    order_id: form.order_id,
    payment_id: `SBX-${form.order_id.slice(0, 6)}`,
    amount: form.fields.amount!,
    currency: 'LKR',
    status: 'paid',
    message: 'Payment approved',
    ...changes,
  });
const notify = (body: Record<string, string>) => client.payment.notify('sandbox', body);
/** Pays `payKey` with the approved card on the sandbox's page, which notifies the shop. */
async function payApproved(payKey: string) {
  const form = await attempt(payKey);
  const paid = await client.payment.pay(form, CARDS.approved);
  expect(paid.body.data?.status).toBe('paid');
  return form;
}

const balances = async (nic: string, companyIDs: number[]) =>
  (await call(ILLNESS_CALLS.balance, { nic, companyIDs })).body.data.balances;

describe('paying a major illness application', () => {
  it('charges the premium total, issues one policy per holder and company, and raises the balances', async () => {
    const nics = newPeople();
    const application = await created(nics);
    const form = await attempt(application.payKey);
    expect(form.provider).toBe('sandbox');
    expect(form.fields.amount).toBe((application.totalCents / 100).toFixed(2));
    expect(form.fields.return_url).toContain(`/Pay/MI/${application.payKey}?order_id=${form.order_id}`);
    expect(await statusOf(application.id)).toBe('created');

    expect((await client.payment.pay(form, CARDS.approved)).body.data.status).toBe('paid');
    expect(await statusOf(application.id)).toBe('paid');
    expect(await paymentsOf(application.id)).toMatchObject([
      { status: 'paid', applied: true, amountCents: application.totalCents, applicationId: null },
    ]);
    const policies = await policiesOf(application.id);
    const { slic, fil } = await illnessPurchase(db(), MAIN_MOBILE, nics);
    const [main, daughter, son] = nics.map(canonicalNic);
    expect(
      policies.map(({ nic, companyId, cover, cancelled }) => [nic, companyId, cover, cancelled]),
    ).toEqual([
      [main, slic.companyId, 500_000, false],
      [main, fil.companyId, 300_000, false],
      [daughter, slic.companyId, 500_000, false],
      [son, slic.companyId, 500_000, false],
    ]);
    expect(policies[0]!.policyNumber).toMatch(/^MIP-\d{6}$/);
    expect(policies[0]!.endsOn > policies[0]!.startsOn).toBe(true);
    expect((await plansOf(application.id)).every((plan) => plan.notIssued === null)).toBe(true);

    // The balances count the policies, under either form of the card.
    expect(await balances(nics[0]!, [slic.companyId, fil.companyId])).toEqual({
      [slic.companyId]: '500000.00',
      [fil.companyId]: '300000.00',
    });
    // A second purchase sees them: another 500,000 reaches the million, and is paid.
    const second = await created(nics);
    await payApproved(second.payKey);
    expect(await balances(daughter!, [slic.companyId])).toEqual({ [slic.companyId]: '1000000.00' });
    // A third is refused at create: the company is full for each of them.
    const { slic: _s, fil: _f, ...body } = await illnessPurchase(db(), MAIN_MOBILE, nics);
    const third = await call(ILLNESS_CALLS.create, body);
    expect(third.status).toBe(422);
    expect(third.body.error.errors['policyHolders.1.plans.0']).toEqual([
      COVER_MESSAGES.cannotPurchase(1_000_000),
    ]);

    // Paid is paid: no new attempt.
    expect(await checkout(application.payKey)).toEqual({
      status: 409,
      body: refusal(ILLNESS_REFUSALS.paid),
    });
  });

  it('applies the same notification once, four at once included, and records a second order as taken twice', async () => {
    const application = await created(newPeople());
    const [first, second] = [await attempt(application.payKey), await attempt(application.payKey)];
    const answers = await Promise.all([1, 2, 3, 4].map(() => notify(paidReport(first))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.body.data.outcome).sort()).toEqual([
      'applied',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect(await policiesOf(application.id)).toHaveLength(4);
    expect(await notify(paidReport(second))).toEqual({
      status: 200,
      body: ok({ outcome: 'duplicate_payment' }),
    });
    expect(await policiesOf(application.id)).toHaveLength(4);
    expect((await paymentsOf(application.id)).map(({ status, applied }) => [status, applied])).toEqual([
      ['paid', true],
      ['paid', false],
    ]);
  });

  it('checks the balance again when paying: of three applications paid, the third gets no SLIC policies and keeps why', async () => {
    const nics = newPeople();
    const [a, b, c] = [await created(nics), await created(nics), await created(nics)];
    await payApproved(a.payKey);
    // Two at once: whichever comes second finds each holder's SLIC cover at the million.
    const forms = [await attempt(b.payKey), await attempt(c.payKey)];
    const answers = await Promise.all(forms.map((form) => notify(paidReport(form))));
    expect(answers.map((answer) => answer.body)).toEqual([
      ok({ outcome: 'applied' }),
      ok({ outcome: 'applied' }),
    ]);
    const { slic } = await illnessPurchase(db(), MAIN_MOBILE, nics);
    const refused = [];
    for (const application of [b, c]) {
      expect(await statusOf(application.id)).toBe('paid');
      const plans = await plansOf(application.id);
      if (plans.some((plan) => plan.notIssued !== null)) refused.push(plans);
    }
    expect(refused).toHaveLength(1);
    expect(refused[0]!.map((plan) => [plan.companyId === slic.companyId, plan.notIssued])).toEqual([
      [true, COVER_MESSAGES.cannotPurchase(1_000_000)],
      [false, null],
      [true, COVER_MESSAGES.cannotPurchase(1_000_000)],
      [true, COVER_MESSAGES.cannotPurchase(1_000_000)],
    ]);
    for (const nic of nics)
      expect(await balances(nic, [slic.companyId])).toEqual({ [slic.companyId]: '1000000.00' });
  });

  it('a refund of the payment cancels the application and its policies, and the balances fall', async () => {
    const nics = newPeople();
    const application = await created(nics);
    const form = await payApproved(application.payKey);
    const { slic } = await illnessPurchase(db(), MAIN_MOBILE, nics);
    expect((await client.payment.reverse(form, 'refunded')).status).toBe(200);
    expect(await statusOf(application.id)).toBe('cancelled');
    expect((await policiesOf(application.id)).every((policy) => policy.cancelled)).toBe(true);
    expect(await balances(nics[1]!, [slic.companyId])).toEqual({});
    expect(await checkout(application.payKey)).toEqual({
      status: 409,
      body: refusal(ILLNESS_REFUSALS.cancelled),
    });
  });
});

describe('refused notifications and checkouts', () => {
  const storedPolicies = async () => (await db().select({ n: count() }).from(illnessPolicies))[0]!.n;

  it.each([
    [
      'unsigned',
      (form: Checkout) => {
        const { signature: _, ...rest } = paidReport(form);
        return rest;
      },
    ],
    [
      'forged: signed with another secret',
      (form: Checkout) => ({ ...paidReport(form), signature: 'A'.repeat(64) }),
    ],
    [
      'tampered after signing: a smaller amount',
      (form: Checkout) => ({ ...paidReport(form), amount: '1.00' }),
    ],
  ])('refuses a notification %s, and issues nothing', async (_, forge) => {
    const application = await created(newPeople());
    const form = await attempt(application.payKey);
    const before = await storedPolicies();
    const { status, body } = await notify(forge(form));
    expect(status).toBe(400);
    expect(body).toEqual(refusal('The notification is not signed by the gateway'));
    expect(await statusOf(application.id)).toBe('created');
    expect(await storedPolicies()).toBe(before);
    expect(await paymentsOf(application.id)).toMatchObject([{ status: 'started', applied: false }]);
  });

  it('refuses a signed report of another amount than the order’s', async () => {
    const application = await created(newPeople());
    const form = await attempt(application.payKey);
    const { status } = await notify(paidReport(form, { amount: '1.00' }));
    expect(status).toBe(409);
    expect(await statusOf(application.id)).toBe('created');
  });

  it.each([
    ['an unknown key', 'x'.repeat(24), 404],
    ['a NUL in the key', `${'x'.repeat(23)}\u0000`, 422],
    // A key is only looked up: a huge one finds nothing.
    ['a huge key', 'x'.repeat(100_000), 404],
    ['an array for the key', ['x'.repeat(24)], 422],
    ['no key', undefined, 422],
  ])('refuses a checkout with %s, recording no attempt', async (_, payKey, expected) => {
    const before = (await db().select({ n: count() }).from(payments))[0]!.n;
    const { status } = await checkout(payKey);
    expect(status).toBe(expected);
    expect((await db().select({ n: count() }).from(payments))[0]!.n).toBe(before);
  });

  it('a motor application’s key is not a major illness one', async () => {
    const motor = await client.payment.submitted();
    expect((await checkout(motor.paySecHash)).status).toBe(404);
    expect(
      await db()
        .select()
        .from(payments)
        .where(inArray(payments.applicationId, [motor.applicationId])),
    ).toEqual([]);
  });
});
