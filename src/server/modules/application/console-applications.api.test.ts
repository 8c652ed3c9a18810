// The console's applications through the real app (issue 22): the pipeline counts an application at each
// stage as it is bought, its documents submitted and accepted, paid, proposed, given its cover note and
// refunded; the list filters, searches and pages in SQL; an application opens with its history, its
// documents and its payments with the gateway's notifications. An insurer's staff member sees only their
// insurer's applications, no quotes and no notifications' bodies; another's is not found, like none.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationRow, Pipeline } from '#domain/console/applications';
import { ONLINE_APP_CODE } from '#domain/motor/documents';
import { proposals } from '#server/db/schema';
import type { ConsoleClient, StaffCaller } from '#server/testing/console';
import { consoleClient } from '#server/testing/console';
import type { DocumentClient } from '#server/testing/documents';
import { documentClient } from '#server/testing/documents';
import { refusal } from '#server/testing/envelopes';
import type { ProposalClient } from '#server/testing/proposals';
import { proposalClient } from '#server/testing/proposals';
import type { TestContext } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

let context: TestContext;
let client: ConsoleClient;
let documents: DocumentClient;
let proposalsClient: ProposalClient;
let operator: StaffCaller;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await consoleClient(context);
  proposalsClient = await proposalClient(context);
  documents = await documentClient(context.app, context.database.db, context.storedKeys);
  operator = (await client.staffMember('operator')).call;
});
afterAll(() => context.app.close());

const NOT_FOUND = refusal('Application not found');

async function pipeline(call: StaffCaller = client.admin) {
  const answer = await call('GET', '/api/console/applications/pipeline');
  expect(answer.status).toBe(200);
  return answer.body.data as Pipeline;
}
type Counts = Record<string, number>;
const countsOf = ({ stages, documents: reviewed }: Pipeline): Counts => ({
  ...Object.fromEntries(stages.map(({ stage, count }) => [stage, count])),
  accepted: reviewed.accepted,
  rejected: reviewed.rejected,
});
/** How the counts moved since `before`: only the stages that changed. */
const moved = (before: Counts, after: Counts) =>
  Object.fromEntries(
    Object.entries(after)
      .map(([stage, count]) => [stage, count - before[stage]!])
      .filter(([, change]) => change !== 0),
  );

const list = async (call: StaffCaller, query = '') => {
  const answer = await call('GET', `/api/console/applications${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data as { rows: ApplicationRow[]; total: number; page: number; size: number };
};
const open = (call: StaffCaller, id: number | string) => call('GET', `/api/console/applications/${id}`);

describe('the pipeline as an application moves through its stages', () => {
  it('counts it at each stage, from bought to refunded, and keeps its history', async () => {
    let before = countsOf(await pipeline());
    /** Checks how the counts moved since the last step. */
    const step = async (expected: Record<string, number>) => {
      const now = countsOf(await pipeline());
      expect(moved(before, now)).toEqual(expected);
      before = now;
    };

    // A quote nobody buys is 'quoted'; a quote bought is an application, no longer a quote not bought.
    await documents.purchases.quoting.premiums({}, 'C');
    await step({ quoted: 1 });
    const bought = await documents.application();
    await step({ bought: 1 });

    await documents.uploadAll(bought.paySecHash);
    await documents.submit(bought.paySecHash, ONLINE_APP_CODE);
    await step({ bought: -1, documents: 1 });

    const slots = await documents.slotIds(bought.paySecHash);
    const review = (doc: number, payload: object) =>
      operator('POST', `/api/console/documents/${slots[doc]}/review`, payload);
    await review(13, { status: 4, reason: 'The photo is blurred' });
    await step({ rejected: 1 });
    await review(2, { status: 3 });
    await review(12, { status: 3 });
    await step({});

    const payments = proposalsClient.payments;
    await payments.declare(bought.paySecHash);
    const checkout = await payments.payApproved(bought.paySecHash);
    await step({ documents: -1, rejected: -1, paid: 1 });

    // The proposal and its cover note are written in one transaction; a proposal alone is the stage
    // between them, written here by hand, then taken away for the real one.
    const { db } = context.database;
    await db.insert(proposals).values({
      applicationId: bought.applicationId,
      vehRegFormat: 'WP ABC-1234',
      vehRegistrationNo: 'WP ABC-1234',
      engineNo: 'E-1',
      chassisNo: 'C-1',
      isRegistered: 'R',
      isLeasing: false,
    });
    await step({ paid: -1, proposal: 1 });
    await db.delete(proposals).where(eq(proposals.applicationId, bought.applicationId));
    await step({ paid: 1, proposal: -1 });

    const generated = await proposalsClient.generate(proposalsClient.form(bought.reqKey));
    expect(generated.status).toBe(200);
    await step({ paid: -1, cover_note: 1 });

    expect((await payments.reverse(checkout, 'refunded')).status).toBe(200);
    await step({ cover_note: -1, reversed: 1 });

    const opened = await open(operator, bought.applicationId);
    expect(opened.status).toBe(200);
    const application = opened.body.data;
    expect(application).toMatchObject({
      id: bought.applicationId,
      qot_number: bought.row.qotNumber,
      stage: 'reversed',
      status: 'reversed',
      company_id: bought.row.companyId,
      company_name: bought.item.company_name,
      amount_cents: bought.row.amountCents,
      // The proposal's registration, as the cover note has it.
      vehicle_number: 'WP-CAB-1234',
      notification_bodies: true,
    });
    expect(application.history.map(({ status }: { status: string }) => status)).toEqual([
      'created',
      'document_uploaded',
      'document_uploaded',
      'document_uploaded',
      'documents_submitted',
      'submitted',
      'document_rejected',
      'document_accepted',
      'document_accepted',
      'paid',
      'completed',
      'reversed',
    ]);
    expect(application.documents).toMatchObject([
      { id: slots[2], doc_id: 2, title: 'Vehicle Registration', status: 3 },
      { id: slots[12], doc_id: 12, status: 3 },
      { id: slots[13], doc_id: 13, status: 4, reason: 'The photo is blurred' },
    ]);
    expect(application.payments).toHaveLength(1);
    const [payment] = application.payments;
    expect(payment).toMatchObject({
      order_id: checkout.order_id,
      provider: 'sandbox',
      status: 'refunded',
      applied: true,
      amount_cents: bought.row.amountCents,
    });
    expect(payment.notifications).toMatchObject([
      { outcome: 'applied', signature_valid: true, body: { order_id: checkout.order_id, status: 'paid' } },
      {
        outcome: 'applied',
        signature_valid: true,
        body: { order_id: checkout.order_id, status: 'refunded' },
        refused: null,
      },
    ]);
  });

  it('records documents_accepted when the last document outstanding is accepted, and counts it', async () => {
    const before = countsOf(await pipeline());
    const bought = await documents.application();
    await documents.uploadAll(bought.paySecHash);
    await documents.submit(bought.paySecHash, ONLINE_APP_CODE);
    const slots = await documents.slotIds(bought.paySecHash);
    for (const doc of [2, 12, 13])
      await operator('POST', `/api/console/documents/${slots[doc]}/review`, { status: 3 });
    expect(moved(before, countsOf(await pipeline()))).toEqual({ documents: 1, accepted: 1 });
    const history = (await open(client.admin, bought.applicationId)).body.data.history;
    expect(history.slice(-2)).toMatchObject([
      { status: 'document_accepted', detail: { doc_id: 13 } },
      { status: 'documents_accepted', detail: { doc_ids: [2, 12, 13] } },
    ]);
  });
});

describe('GET /api/console/applications', () => {
  it('filters by stage and insurer, searches, orders and pages', async () => {
    const first = await documents.application();
    const second = await documents.application();
    const all = await list(client.admin);
    expect(all.rows[0]).toMatchObject({ id: second.applicationId, stage: 'bought' });
    expect(all.rows[0]).toEqual({
      id: second.applicationId,
      qot_number: second.row.qotNumber,
      stage: 'bought',
      company_id: second.row.companyId,
      company_name: second.item.company_name,
      customer_name: expect.stringMatching(/\S+ \S+/),
      mobile: expect.stringMatching(/760600001$/),
      vehicle_number: null,
      cover_type: 'C',
      amount_cents: second.row.amountCents,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    const oldest = await list(client.admin, '?order=oldest&size=1');
    expect(oldest).toMatchObject({ total: all.total, size: 1, rows: [{ id: expect.any(Number) }] });
    expect(oldest.rows[0]!.id).toBeLessThan(first.applicationId);
    const second2 = await list(client.admin, '?size=1&page=2');
    expect(second2.rows.map(({ id }) => id)).toEqual([first.applicationId]);

    const byQot = await list(operator, `?q=${second.row.qotNumber.toLowerCase()}`);
    expect(byQot.rows.map(({ id }) => id)).toEqual([second.applicationId]);
    // The mobile as a person types it, with its leading 0; every application here is the one customer's.
    expect((await list(operator, '?q=0760600001')).total).toBe(all.total);
    expect((await list(operator, '?q=no such person')).total).toBe(0);
    // LIKE's wildcards and escape are taken as they are; any text is a search, never a failed query.
    for (const odd of ['%', '_', '\\', "O'Brien", 'කමල්', '[A-Z]'])
      expect((await list(operator, `?q=${encodeURIComponent(odd)}`)).total).toBe(0);

    const bought = await list(operator, '?stage=bought');
    expect(bought.rows.every(({ stage }) => stage === 'bought')).toBe(true);
    expect(bought.total).toBe(countsOf(await pipeline()).bought);
    const reversed = await list(operator, '?stage=reversed');
    expect(reversed.rows.map(({ stage }) => stage)).toEqual(['reversed']);
    expect(reversed.rows[0]!.vehicle_number).toBe('WP-CAB-1234');
    expect((await list(operator, '?q=wp cab1234')).rows.map(({ id }) => id)).toEqual([reversed.rows[0]!.id]);

    const insurer = second.row.companyId;
    const ofInsurer = await list(operator, `?insurer=${insurer}&size=100`);
    expect(ofInsurer.rows.every(({ company_id }) => company_id === insurer)).toBe(true);
    const otherInsurer = (await client.insurers()).find((id) => id !== insurer)!;
    expect((await list(operator, `?insurer=${otherInsurer}`)).total).toBe(0);
    // An insurer id beyond PostgreSQL's integer names no insurer, rather than failing the query.
    expect((await list(operator, '?insurer=3000000000')).total).toBe(0);
    expect((await list(operator, '?page=99999999999')).rows).toEqual([]);
  });

  it('refuses bad query values with the field named', async () => {
    const wrong = await client.admin(
      'GET',
      '/api/console/applications?stage=quoted&size=101&page=0&order=sideways&insurer=-1',
    );
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.error.errors).sort()).toEqual([
      'insurer',
      'order',
      'page',
      'size',
      'stage',
    ]);
    const long = await client.admin('GET', `/api/console/applications?q=${'x'.repeat(101)}`);
    expect([long.status, long.body.error.errors]).toEqual([422, { q: ['Use at most 100 characters'] }]);
  });
});

describe('GET /api/console/applications/:id', () => {
  it("is not found for an id beyond PostgreSQL's integer, and for one that does not exist", async () => {
    for (const id of ['3000000000', '999999']) {
      const answer = await open(client.admin, id);
      expect([answer.status, answer.body]).toEqual([404, NOT_FOUND]);
    }
    expect((await open(client.admin, 'abc')).status).toBe(422);
  });
});

describe("an insurer's staff", () => {
  it("see their insurer's applications only, no quotes and no gateway bodies; another's is not found", async () => {
    const { rows } = await list(client.admin, '?stage=reversed');
    const reversed = rows[0]!;
    const own = (await client.staffMember('insurer', reversed.company_id)).call;
    const otherInsurer = (await client.insurers()).find((id) => id !== reversed.company_id)!;
    const other = (await client.staffMember('insurer', otherInsurer)).call;

    const ownPipeline = await pipeline(own);
    expect(ownPipeline.stages.map(({ stage }) => stage)).toEqual([
      'bought',
      'documents',
      'paid',
      'proposal',
      'cover_note',
      'reversed',
    ]);
    expect(countsOf(await pipeline(other))).toEqual({
      bought: 0,
      documents: 0,
      paid: 0,
      proposal: 0,
      cover_note: 0,
      reversed: 0,
      accepted: 0,
      rejected: 0,
    });

    const ownList = await list(own, '?size=100');
    expect(ownList.total).toBeGreaterThan(0);
    expect(ownList.rows.every(({ company_id }) => company_id === reversed.company_id)).toBe(true);
    // Naming another insurer in the filter does not widen what they see.
    expect((await list(other, `?insurer=${reversed.company_id}`)).total).toBe(0);

    const opened = (await open(own, reversed.id)).body.data;
    expect(opened.notification_bodies).toBe(false);
    expect(opened.payments[0].notifications).toHaveLength(2);
    for (const notification of opened.payments[0].notifications)
      expect(notification).toMatchObject({ body: null, refused: null, outcome: 'applied' });

    const refused = await open(other, reversed.id);
    expect([refused.status, refused.body]).toEqual([404, NOT_FOUND]);
  });

  it('without a session, nothing is answered', async () => {
    const outsider = client.as({ cookie: 'none', csrf: 'none' });
    for (const url of [
      '/api/console/applications',
      '/api/console/applications/pipeline',
      '/api/console/applications/1',
    ])
      expect((await outsider('GET', url)).status).toBe(401);
  });
});
