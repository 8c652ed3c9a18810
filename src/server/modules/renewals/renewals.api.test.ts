// Renewals that re-compare (docs/decisions/049): two app instances on one database, each with the renewal
// job, and a clock the test moves through a policy's year. An e-mail and an SMS with the renewal link go
// once per stage (30, 7 and 1 days before the last day of cover), whichever instance looks; nothing for a
// cancelled, renewed or ended policy. The link's key answers the policy's quotation answers, and a quote
// made with its promo takes the renewal saving off every full-insurance premium.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '#domain/dates';
import { renewalPromo } from '#domain/motor/channel-codes';
import { rupeesToCents } from '#domain/money';
import { OWN_RENEWAL_API, RENEWAL_MESSAGES, renewalPath } from '#domain/motor/renewal';
import { ACCOUNT_MESSAGES } from '#domain/account/session';
import { clockedInstances } from '#server/testing/test-clock';
import { coverNotes, outbox, renewalLinks, renewalReminders } from '#server/db/schema';
import { accountClient } from '#server/testing/accounts';
import type { ProposalClient } from '#server/testing/proposals';
import { proposalClient, RECIPIENT } from '#server/testing/proposals';
import { CAR, quoteClient } from '#server/testing/quote-requests';
import type { TestApp } from '#server/testing/test-app';
import { authKeyFor, createTestApp } from '#server/testing/test-app';

let now = new Date();
const clock = () => now;

let context: Awaited<ReturnType<typeof createTestApp>>;
let instances: TestApp[] = [];
let client: ProposalClient;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await proposalClient(context);
  instances = await clockedInstances(context, clock);
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await context?.app.close();
});

/** Both instances look at once. */
const bothLook = () => Promise.all(instances.map((app) => app.renewals.sendDue()));

/**
 * A policy bought and issued now, of vehicle `n` (its own chassis and registration numbers, WP CAB-300n);
 * `fields` change its quote.
 */
async function policy(n: number, fields: Record<string, unknown> = {}) {
  const bought = await client.paid(fields);
  const vehicle = { chassis_no: `NZE141-300000${n}`, veh_reg_format_3: `300${n}` };
  const issued = await client.generate(client.form(bought.reqKey, vehicle));
  expect(issued.status).toBe(200);
  const [coverNote] = await client.coverNotesOf(bought.applicationId);
  return { ...bought, coverNote: coverNote! };
}

/** `days` after (before, when negative) the policy's last day, at noon. */
const around = (lastDay: string, days: number) =>
  new Date(`${lastDay}T12:00:00`).getTime() + days * 86_400_000;
const at = (lastDay: string, days: number) => {
  now = new Date(around(lastDay, days));
};

const stagesOf = async (coverNoteId: number) =>
  (
    await context.database.db
      .select({ stage: renewalReminders.stage })
      .from(renewalReminders)
      .where(eq(renewalReminders.coverNoteId, coverNoteId))
  )
    .map((row) => row.stage)
    .sort();

/** The renewal messages queued about policy `number`: their kinds and texts. */
const remindersAbout = async (number: string) =>
  context.database.db
    .select({ kind: outbox.kind, payload: outbox.payload })
    .from(outbox)
    .where(sql`${outbox.payload}::text like ${`%policy ${number}%`}`);

const keyOf = async (coverNoteId: number) =>
  (
    await context.database.db
      .select({ key: renewalLinks.linkKey })
      .from(renewalLinks)
      .where(eq(renewalLinks.coverNoteId, coverNoteId))
  )[0]?.key;

describe('the renewal reminders', () => {
  it('are sent once at 30, 7 and 1 days before the last day of cover, by one of two instances', async () => {
    const { coverNote } = await policy(1);
    const lastDay = coverNote.periodTo;

    at(lastDay, -31);
    await bothLook();
    expect(await stagesOf(coverNote.id)).toEqual([]);

    for (const [days, stages] of [
      [-30, ['30d']],
      [-7, ['30d', '7d']],
      [-1, ['1d', '30d', '7d']],
    ] as const) {
      at(lastDay, days);
      const counts = await Promise.all([...(await bothLook()), ...(await bothLook())]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
      expect(await stagesOf(coverNote.id)).toEqual(stages);
    }
    const messages = await remindersAbout(coverNote.coverNoteNo);
    expect(messages.map((message) => message.kind).sort()).toEqual([
      'mail',
      'mail',
      'mail',
      'sms',
      'sms',
      'sms',
    ]);
    const key = await keyOf(coverNote.id);
    const { host, port } = context.config;
    const sms = messages.find((message) => message.kind === 'sms')!.payload as { to: string; text: string };
    expect(sms.to).toBe(RECIPIENT.mobile);
    expect(sms.text).toContain(`http://${host}:${port}${renewalPath(key!)}`);
    expect(sms.text).toContain('Rs.2500');

    // The cover has ended: nothing more.
    at(lastDay, 1);
    await bothLook();
    expect(await stagesOf(coverNote.id)).toEqual(['1d', '30d', '7d']);
  });

  it('sends only the latest stage due to a policy first found 5 days before its end', async () => {
    const { coverNote } = await policy(2);
    at(coverNote.periodTo, -5);
    await bothLook();
    expect(await stagesOf(coverNote.id)).toEqual(['7d']);
  });

  it('sends nothing for a cancelled cover note, a renewed policy or a policy that has ended', async () => {
    const cancelled = await policy(3);
    // The reversal's cancellation (payments' own tests make it): the row as it leaves it.
    await context.database.db
      .update(coverNotes)
      .set({ cancelledAt: new Date(), cancelReason: 'refunded' })
      .where(eq(coverNotes.id, cancelled.coverNote.id));
    const renewed = await policy(4);
    // The same vehicle bought again, its cover starting after the first one's.
    await policy(4, { cover_start_date: daysFromToday(3) });

    for (const { coverNote } of [cancelled, renewed]) {
      at(coverNote.periodTo, -30);
      await bothLook();
      at(coverNote.periodTo, -1);
      await bothLook();
      expect(await stagesOf(coverNote.id)).toEqual([]);
    }
  });
});

describe('the renewal link', () => {
  it("answers the policy's quotation answers and contact; unknown and expired keys get 404", async () => {
    const { coverNote } = await policy(5);
    at(coverNote.periodTo, -30);
    await bothLook();
    const key = (await keyOf(coverNote.id))!;
    const app = instances[0]!;
    const authKey = await authKeyFor(app);
    const get = async (url: string) => {
      const response = await app.inject({ url, headers: { auth_key: authKey } });
      return { status: response.statusCode, body: response.json() };
    };

    const answer = await get(`/v3/renewals/${key}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      policy_number: coverNote.coverNoteNo,
      last_day: coverNote.periodTo,
      registration: 'WP-CAB-3005',
      key,
      saving: 2500,
      params: {
        cover_type: 'C',
        vehicle_type: CAR.vehicle_type,
        vehicle_make: CAR.vehicle_make,
        vehicle_model: CAR.vehicle_model,
        manufacture_year: CAR.manufacture_year,
        sum_insured: CAR.sum_insured,
      },
      contact: { cx_email: RECIPIENT.email, cx_mobile: RECIPIENT.mobile.slice(2) },
    });

    for (const unknown of ['x'.repeat(32), 'short', '%27%20or%201=1', 'y'.repeat(60)]) {
      expect(await get(`/v3/renewals/${unknown}`)).toMatchObject({
        status: 404,
        body: { error: { message: RENEWAL_MESSAGES.unknown } },
      });
    }
    // 30 days after the cover ends the link still works; the day after, no longer.
    at(coverNote.periodTo, 30);
    expect((await get(`/v3/renewals/${key}`)).status).toBe(200);
    at(coverNote.periodTo, 31);
    expect((await get(`/v3/renewals/${key}`)).status).toBe(404);
  });
});

describe("the signed-in customer's renewal", () => {
  it("answers their own policy, 403 for another customer's, 401 without a session", async () => {
    const { coverNote } = await policy(6);
    const accounts = await accountClient(context.app);
    const owner = await accounts.signedIn(RECIPIENT.mobile.slice(2));
    const other = await accounts.signedIn('771000098');
    const renew = (session: string | undefined, number: string) =>
      accounts.asCustomer(session, 'GET', `${OWN_RENEWAL_API}/${encodeURIComponent(number)}`);

    const own = await renew(owner.session, coverNote.coverNoteNo.toLowerCase());
    expect(own.status).toBe(200);
    expect(own.body.data.policy_number).toBe(coverNote.coverNoteNo);
    expect(own.body.data.key).toBe(await keyOf(coverNote.id));
    expect(await renew(other.session, coverNote.coverNoteNo)).toMatchObject({
      status: 403,
      body: { error: { message: ACCOUNT_MESSAGES.notYours } },
    });
    expect((await renew(undefined, coverNote.coverNoteNo)).status).toBe(401);
    expect((await renew(owner.session, 'KV-NOT-A-POLICY')).status).toBe(404);
    expect((await renew(owner.session, 'x'.repeat(41))).status).toBe(422);
  });

  it("takes the renewal saving off every insurer's full-insurance premium, only with a live key", async () => {
    const { coverNote } = await policy(7);
    const accounts = await accountClient(context.app);
    const owner = await accounts.signedIn(RECIPIENT.mobile.slice(2));
    const { key } = (
      await accounts.asCustomer(owner.session, 'GET', `${OWN_RENEWAL_API}/${coverNote.coverNoteNo}`)
    ).body.data;
    const quotes = await quoteClient(context.app);

    const plain = await quotes.premiums();
    const renewal = await quotes.premiums({ promo: renewalPromo(key) });
    expect(renewal.created).toMatchObject({ promo: 'RENEWAL', notice: null });
    const saving = rupeesToCents(context.config.contact.renewalSaving);
    const priced = renewal.quotations.filter((item) => item.breakdown !== null);
    expect(priced.length).toBeGreaterThan(1);
    for (const item of priced) {
      const before = plain.quotations.find((other) => other.company_code === item.company_code)!;
      expect(item.discounted_breakdown!.promotion).toMatchObject({ code: 'promotion', amount: -saving });
      expect(item.discounted_breakdown!.net_premium).toBe(before.breakdown!.net_premium - saving);
      expect(item.disc_total_premium!).toBeLessThanOrEqual(before.total_premium! - saving);
    }

    const forged = await quotes.premiums({ promo: renewalPromo('z'.repeat(32)) });
    expect(forged.created).toMatchObject({ promo: 'no-promo' });
    expect(forged.created.notice).toContain(RENEWAL_MESSAGES.unknown);
    const totals = (quotations: typeof plain.quotations) =>
      quotations.map((item) => [item.company_code, item.total_premium, item.disc_total_premium]);
    expect(totals(forged.quotations)).toEqual(totals(plain.quotations));
  });
});
