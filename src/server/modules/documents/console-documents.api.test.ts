// The console's document queue through the real app (issue 22): submitted documents oldest first, paged;
// an insurer's staff member sees, opens and reviews only their insurer's; a rejection tells the customer
// by SMS and e-mail with the link to upload again; each decision lands in the audit log.
import { desc, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_APP_CODE } from '#domain/motor/documents';
import { uploaderPath } from '#domain/motor/purchase-paths';
import { outbox } from '#server/db/schema';
import type { ConsoleClient, StaffCaller } from '#server/testing/console';
import { consoleClient } from '#server/testing/console';
import type { DocumentClient } from '#server/testing/documents';
import { documentClient, SAMPLE_FILES } from '#server/testing/documents';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import type { TestContext } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

let context: TestContext;
let client: ConsoleClient;
let documents: DocumentClient;
let bought: Awaited<ReturnType<DocumentClient['application']>>;
/** The slots' ids by doc_id: 2 the registration (PNG), 12 and 13 the NIC's sides. */
let slots: Record<number, number>;
let own: StaffCaller;
let other: StaffCaller;
let operator: StaffCaller;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await consoleClient(context);
  documents = await documentClient(context.app, context.database.db, context.storedKeys);
  bought = await documents.application();
  await documents.uploadAll(bought.paySecHash);
  await documents.submit(bought.paySecHash, ONLINE_APP_CODE);
  slots = await documents.slotIds(bought.paySecHash);
  const otherInsurer = (await client.insurers()).find((id) => id !== bought.row.companyId)!;
  own = (await client.staffMember('insurer', bought.row.companyId)).call;
  other = (await client.staffMember('insurer', otherInsurer)).call;
  operator = (await client.staffMember('operator')).call;
});
afterAll(() => context.app.close());

const NOT_FOUND = refusal('Document not found');
const review = (call: StaffCaller, id: number, payload: object, options = {}) =>
  call('POST', `/api/console/documents/${id}/review`, payload, options);

/** What a refused call must leave as it was: the slots, the events, the outbox and the audit log. */
const written = async () => ({
  ...(await documents.stored()),
  outbox: await context.database.db.select().from(outbox),
  audit: await client.auditRows(),
});
const expectNothingWritten = async (
  call: () => Promise<{ status: number; body: unknown }>,
  status: number,
  body: object,
) => {
  const before = await written();
  const answer = await call();
  expect([answer.status, answer.body]).toEqual([status, body]);
  expect(await written()).toEqual(before);
};

describe('GET /api/console/documents', () => {
  it('lists the submitted documents, the longest waiting first, with what a reviewer needs', async () => {
    const queue = await client.admin('GET', '/api/console/documents');
    expect(queue.status).toBe(200);
    expect(queue.body.data).toMatchObject({ total: 3, page: 1, size: 25 });
    const [first] = queue.body.data.rows;
    expect(first).toEqual({
      id: slots[2],
      doc_id: 2,
      title: 'Vehicle Registration',
      status: 2,
      reason: null,
      submitted_at: expect.any(String),
      file_type: 'png',
      file_name: 'registration.png',
      file_url: `/api/console/documents/${slots[2]}/file`,
      application_id: bought.applicationId,
      company_id: bought.row.companyId,
      company_name: bought.item.company_name,
      customer_name: expect.stringMatching(/\S+ \S+/),
      vehicle_number: null,
    });
    expect(queue.body.data.rows.map(({ doc_id }: { doc_id: number }) => doc_id)).toEqual([2, 12, 13]);
    const second = await operator('GET', '/api/console/documents?page=2&size=2');
    expect(second.body.data).toMatchObject({ total: 3, page: 2, size: 2, rows: [{ doc_id: 13 }] });
  });

  it("shows an insurer's staff their insurer's documents only", async () => {
    expect((await own('GET', '/api/console/documents')).body.data.total).toBe(3);
    expect((await other('GET', '/api/console/documents')).body.data).toEqual({
      rows: [],
      total: 0,
      page: 1,
      size: 25,
    });
  });

  it('takes a status of 2 to 4 and a page size of at most 100', async () => {
    const wrong = await client.admin('GET', '/api/console/documents?status=1&size=101');
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.error.errors).sort()).toEqual(['size', 'status']);
  });
});

describe('GET /api/console/documents/:id and its file', () => {
  it('opens a document and its file, inline, with the type read from its content, not kept by the browser', async () => {
    for (const call of [client.admin, operator, own]) {
      expect((await call('GET', `/api/console/documents/${slots[12]}`)).body.data).toMatchObject({
        doc_id: 12,
      });
      const file = await call('GET', `/api/console/documents/${slots[2]}/file`);
      expect(file.status).toBe(200);
      expect(file.response.rawPayload).toEqual(SAMPLE_FILES.png.content);
      expect(file.response.headers).toMatchObject({
        'content-type': 'image/png',
        'content-disposition': 'inline; filename="registration.png"; filename*=UTF-8\'\'registration.png',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
    }
  });

  it("is 'Document not found' to another insurer's staff, as for a document that does not exist", async () => {
    for (const url of [`/api/console/documents/${slots[2]}`, `/api/console/documents/${slots[2]}/file`]) {
      const answer = await other('GET', url);
      expect([answer.status, answer.body]).toEqual([404, NOT_FOUND]);
    }
    expect((await client.admin('GET', '/api/console/documents/999999')).body).toEqual(NOT_FOUND);
    // An id beyond the database's integer names no document either, rather than failing the query.
    for (const url of ['/api/console/documents/3000000000', '/api/console/documents/3000000000/file'])
      expect((await client.admin('GET', url)).body).toEqual(NOT_FOUND);
    const review = await client.admin('POST', '/api/console/documents/3000000000/review', { status: 3 });
    expect([review.status, review.body]).toEqual([404, NOT_FOUND]);
    const outsider = client.as({ cookie: 'none', csrf: 'none' });
    expect((await outsider('GET', `/api/console/documents/${slots[2]}/file`)).status).toBe(401);
  });
});

describe('POST /api/console/documents/:id/review', () => {
  it("refuses another insurer's staff as not found, a missing CSRF token and a bad body; nothing changes", async () => {
    await expectNothingWritten(() => review(other, slots[12]!, { status: 3 }), 404, NOT_FOUND);
    await expectNothingWritten(
      () => review(own, slots[12]!, { status: 3 }, { csrf: null }),
      403,
      refusal('The page is out of date; reload it'),
    );
    await expectNothingWritten(
      () => review(own, slots[12]!, { status: 4, reason: '  ' }),
      422,
      fieldRefusal({ reason: ['Give the reason of a rejection'] }),
    );
    const wrong = await review(own, slots[12]!, { status: 2 });
    expect([wrong.status, Object.keys(wrong.body.error.errors)]).toEqual([422, ['status']]);
  });

  it('a rejection tells the customer by SMS and e-mail with the link to upload again, and is audited', async () => {
    const { db } = context.database;
    const [latest] = await db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1);
    const rejected = await review(own, slots[13]!, { status: 4, reason: 'The photo is blurred' });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ id: slots[13], status: 4, reason: 'The photo is blurred' });

    const messages = await db
      .select()
      .from(outbox)
      .where(gt(outbox.id, latest?.id ?? 0));
    expect(messages.map(({ kind }) => kind).sort()).toEqual(['mail', 'sms']);
    const link = uploaderPath(bought.paySecHash);
    for (const { payload } of messages) {
      expect(JSON.stringify(payload)).toContain('The photo is blurred');
      expect(JSON.stringify(payload)).toContain(link.split('?')[0]);
    }
    const shown = (await documents.get(bought.paySecHash)).body.data.documents[2];
    expect(shown).toMatchObject({ status: 4, reason: 'The photo is blurred' });

    const audited = (await client.auditRows()).at(-1);
    expect(audited).toMatchObject({
      action: 'document.reject',
      subject: `application_document:${slots[13]}`,
      before: { status: 2, reason: null },
      after: { status: 4, reason: 'The photo is blurred' },
    });
  });

  it('an acceptance moves the document to 3, records its event and is audited', async () => {
    const accepted = await review(operator, slots[2]!, { status: 3 });
    expect(accepted.body.data).toMatchObject({ id: slots[2], status: 3, reason: null });
    expect((await documents.purchases.eventsOf(bought.applicationId)).at(-1)).toMatchObject({
      status: 'document_accepted',
      detail: { doc_id: 2 },
    });
    expect((await client.auditRows()).at(-1)).toMatchObject({
      action: 'document.accept',
      before: { status: 2 },
      after: { status: 3 },
    });
    const reviewed = await client.admin('GET', '/api/console/documents?status=3');
    expect(reviewed.body.data.rows.map(({ id }: { id: number }) => id)).toEqual([slots[2]]);
  });

  it('reviews only a submitted document (409), and changes nothing', async () => {
    await expectNothingWritten(
      () => review(client.admin, slots[2]!, { status: 4, reason: 'Changed my mind' }),
      409,
      refusal('Only a submitted document can be reviewed'),
    );
  });
});

describe('the last document outstanding accepted', () => {
  const eventsNamed = async (applicationId: number, status: string) =>
    (await documents.purchases.eventsOf(applicationId)).filter((event) => event.status === status);

  it('records documents_accepted once, with its acceptance, even when the last two are accepted at once', async () => {
    const another = await documents.application();
    await documents.uploadAll(another.paySecHash);
    await documents.submit(another.paySecHash, ONLINE_APP_CODE);
    const ids = await documents.slotIds(another.paySecHash);
    expect((await review(operator, ids[2]!, { status: 3 })).status).toBe(200);
    expect(await eventsNamed(another.applicationId, 'documents_accepted')).toEqual([]);

    const both = await Promise.all([
      review(operator, ids[12]!, { status: 3 }),
      review(client.admin, ids[13]!, { status: 3 }),
    ]);
    expect(both.map(({ status }) => status)).toEqual([200, 200]);
    expect(await eventsNamed(another.applicationId, 'documents_accepted')).toMatchObject([
      { detail: { doc_ids: [2, 12, 13] } },
    ]);
    // The application stays 'submitted': the payment opened when the documents were submitted.
    expect((await documents.purchases.applicationOf(another.paySecHash)).status).toBe('submitted');
  });

  it('is not recorded while a document is rejected', async () => {
    // The first application: the registration accepted, the NIC's back rejected, its front still waiting.
    await review(operator, slots[12]!, { status: 3 });
    expect(await eventsNamed(bought.applicationId, 'document_accepted')).toHaveLength(2);
    expect(await eventsNamed(bought.applicationId, 'documents_accepted')).toEqual([]);
  });
});
