// Reminders to finish a paid application (docs/decisions/038): two app instances on one database, each
// with the reminder worker, and a clock the test moves. An e-mail and an SMS with the link to the proposal
// go once per stage, whichever instance looks and however often; nothing before an hour, nothing for an
// application not paid.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { proposalPath } from '#domain/motor/purchase-paths';
import { clockedInstances } from '#server/testing/test-clock';
import { applicationReminders, outbox } from '#server/db/schema';
import { submittedApplication } from '#server/testing/documents';
import type { PaymentClient } from '#server/testing/payments';
import { paymentClient } from '#server/testing/payments';
import type { TestApp } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

const HOUR_MS = 3_600_000;
let now = new Date();
const clock = () => now;

let context: Awaited<ReturnType<typeof createTestApp>>;
let instances: TestApp[] = [];
let client: PaymentClient;
beforeAll(async () => {
  context = await createTestApp({
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
  });
  client = await paymentClient(context);
  // Two instances over the test app's database, each with its own worker and outbox, on the moved clock.
  instances = await clockedInstances(context, clock);
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await context?.app.close();
});

/** Both instances look at once: how many applications each reminded. */
const bothLook = () => Promise.all(instances.map((app) => app.reminders.sendDue()));
const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0);

/** The reminder messages queued for `mobile`: the SMS texts that ask to finish the proposal. */
const remindersTo = async (reqKey: string) =>
  (
    await context.database.db
      .select({ kind: outbox.kind, payload: outbox.payload })
      .from(outbox)
      .where(sql`${outbox.payload}::text like ${`%cover note is not made yet%${reqKey}%`}`)
  ).map((row) => row.kind);

it('reminds a paid application without a cover note once at 1 hour and once at 24 hours', async () => {
  const paid = await client.submitted();
  await client.payApproved(paid.paySecHash);
  const unpaid = await submittedApplication(context.app, context.database.db);
  const { paidAt } = await client.applicationOf(paid.applicationId);
  const after = (ms: number) => new Date(paidAt!.getTime() + ms);

  now = after(59 * 60_000);
  expect(await bothLook()).toEqual([0, 0]);

  now = after(HOUR_MS + 1000);
  expect(total(await bothLook())).toBe(1);
  expect(await bothLook()).toEqual([0, 0]);
  expect((await remindersTo(paid.reqKey)).sort()).toEqual(['mail', 'sms']);

  now = after(24 * HOUR_MS + 1000);
  expect(total(await bothLook())).toBe(1);
  expect(await bothLook()).toEqual([0, 0]);
  expect((await remindersTo(paid.reqKey)).sort()).toEqual(['mail', 'mail', 'sms', 'sms']);

  const [sms] = await context.database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(sql`${outbox.kind} = 'sms' and ${outbox.payload}::text like '%cover note is not made yet%'`);
  const { host, port } = context.config;
  expect(JSON.stringify(sms!.payload)).toContain(`http://${host}:${port}${proposalPath(paid.reqKey)}`);

  const stages = await context.database.db
    .select({ stage: applicationReminders.stage })
    .from(applicationReminders)
    .where(eq(applicationReminders.applicationId, paid.applicationId));
  expect(stages.map((row) => row.stage).sort()).toEqual(['1h', '24h']);
  expect(await remindersTo(unpaid.reqKey)).toEqual([]);
});

it('reminds no payment over a week old, such as one made before reminders existed', async () => {
  const paid = await client.submitted();
  await client.payApproved(paid.paySecHash);
  const { paidAt } = await client.applicationOf(paid.applicationId);

  now = new Date(paidAt!.getTime() + 7 * 24 * HOUR_MS + 1000);
  expect(await bothLook()).toEqual([0, 0]);
  expect(await remindersTo(paid.reqKey)).toEqual([]);
});
