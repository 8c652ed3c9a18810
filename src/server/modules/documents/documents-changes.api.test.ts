import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE } from '#domain/errors';
import { DOCUMENT_MESSAGES, DOCUMENT_SLOTS, ONLINE_APP_CODE } from '#domain/motor/documents';
import { buildApp } from '#server/app';
import { applicationDocuments } from '#server/db/schema';
import type { Storage } from '#server/integrations/storage/storage';
import type { DocumentClient } from '#server/testing/documents';
import { documentClient, SAMPLE_FILES } from '#server/testing/documents';
import { refusal } from '#server/testing/envelopes';
import { createTestApp } from '#server/testing/test-app';

let context: Awaited<ReturnType<typeof createTestApp>>;
let client: DocumentClient;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await documentClient(context.app, context.database.db, context.storedKeys);
});
afterAll(() => context.app.close());

const db = () => context.database.db;
const slotRow = async (id: number) =>
  (await db().select().from(applicationDocuments).where(eq(applicationDocuments.id, id)))[0]!;
const eventsOf = async (applicationId: number) =>
  (await client.purchases.eventsOf(applicationId)).map(({ status, detail }) => ({ status, detail }));

/** A new application and its slots' row ids by doc_id. */
async function newApplication() {
  const bought = await client.application();
  return { ...bought, ids: await client.slotIds(bought.paySecHash) };
}

describe('replacing a file', () => {
  it('keeps the row of the replaced file, marked removed, deletes its file, and records which it replaced', async () => {
    const { paySecHash, applicationId, ids } = await newApplication();
    await client.upload(paySecHash, ids[2]!, SAMPLE_FILES.png);
    const { body } = await client.upload(paySecHash, ids[2]!, SAMPLE_FILES.pdf);
    expect(body.data.documents[0]).toMatchObject({ status: 1, file_type: 'pdf', file_name: 'nic-back.pdf' });

    const [first, second] = await client.uploadsOf(ids[2]!);
    expect(first).toMatchObject({ fileType: 'png', removedAt: expect.any(Date) });
    expect(second).toMatchObject({ fileType: 'pdf', removedAt: null });
    expect((await slotRow(ids[2]!)).uploadId).toBe(second!.id);
    const { files } = await client.stored();
    expect(files).toContain(second!.storageKey);
    expect(files).not.toContain(first!.storageKey);
    expect((await eventsOf(applicationId)).slice(-2)).toEqual([
      { status: 'document_uploaded', detail: { doc_id: 2, upload_id: first!.id, replaced_upload_id: null } },
      {
        status: 'document_uploaded',
        detail: { doc_id: 2, upload_id: second!.id, replaced_upload_id: first!.id },
      },
    ]);
  });

  it('leaves one current file when two uploads to a slot arrive at once', async () => {
    const { paySecHash, ids } = await newApplication();
    const answers = await Promise.all([
      client.upload(paySecHash, ids[12]!, SAMPLE_FILES.png),
      client.upload(paySecHash, ids[12]!, SAMPLE_FILES.jpeg),
    ]);
    expect(answers.map(({ status }) => status)).toEqual([200, 200]);
    const uploads = await client.uploadsOf(ids[12]!);
    const current = uploads.filter((upload) => upload.removedAt === null);
    expect(uploads).toHaveLength(2);
    expect(current).toHaveLength(1);
    expect((await slotRow(ids[12]!)).uploadId).toBe(current[0]!.id);
    const shown = (await client.get(paySecHash)).body.data.documents[1];
    expect(shown.uploadedURL.endsWith(current[0]!.storageKey)).toBe(true);
  });

  it('writes no row when the storage fails', async () => {
    const failing: Storage = {
      put: () => Promise.reject(new Error('disk full')),
      get: () => Promise.resolve(undefined),
      delete: () => Promise.resolve(),
    };
    const app = await buildApp({
      config: context.config,
      database: context.database,
      web: false,
      integrations: { storage: failing },
    });
    await app.ready();
    try {
      const { paySecHash, ids } = await newApplication();
      const throughFailing = await documentClient(app, db(), context.storedKeys);
      await client.expectRefused(() => throughFailing.upload(paySecHash, ids[2]!, SAMPLE_FILES.png), 500, {
        ...refusal(CATALOGUE.unknown),
        error: expect.objectContaining({ message: CATALOGUE.unknown }),
      });
    } finally {
      await app.close();
    }
  });
});

describe('POST /v3/documents/remove_document', () => {
  it('empties the slot, keeps the row, deletes the file, and records the removal', async () => {
    const { paySecHash, applicationId, ids } = await newApplication();
    await client.upload(paySecHash, ids[13]!, SAMPLE_FILES.gif);
    const { status, body } = await client.remove(paySecHash, ids[13]!);
    expect(status).toBe(200);
    expect(body.data.documents[2]).toMatchObject({
      status: 0,
      uploadedURL: '',
      file_type: null,
      file_name: null,
    });
    const [upload] = await client.uploadsOf(ids[13]!);
    expect(upload!.removedAt).toBeInstanceOf(Date);
    expect((await client.stored()).files).not.toContain(upload!.storageKey);
    expect((await eventsOf(applicationId)).at(-1)).toEqual({
      status: 'document_removed',
      detail: { doc_id: 13, upload_id: upload!.id },
    });
  });

  it("refuses an empty slot, an unknown hash and another application's document, changing nothing", async () => {
    const mine = await newApplication();
    const other = await newApplication();
    await client.upload(other.paySecHash, other.ids[2]!, SAMPLE_FILES.png);
    const remove = (hash: string, id: number) => () => client.remove(hash, id);
    await client.expectRefused(
      remove(mine.paySecHash, mine.ids[2]!),
      409,
      refusal(DOCUMENT_MESSAGES.nothingToRemove),
    );
    await client.expectRefused(remove(mine.paySecHash, other.ids[2]!), 404, refusal('Not found'));
    await client.expectRefused(remove('B'.repeat(24), other.ids[2]!), 404, refusal('Not found'));
  });
});

describe('POST /v3/documents/submit-for-review', () => {
  it('names the first slot missing, in the page order, and changes nothing', async () => {
    const { paySecHash, ids } = await newApplication();
    const files = [SAMPLE_FILES.png, SAMPLE_FILES.jpeg, SAMPLE_FILES.pdf];
    for (const [index, slot] of DOCUMENT_SLOTS.entries()) {
      await client.expectRefused(
        () => client.submit(paySecHash, ONLINE_APP_CODE),
        400,
        refusal(slot.missing),
      );
      await client.upload(paySecHash, ids[slot.doc_id]!, files[index]);
    }
  });

  it('submits the three documents and the application, once', async () => {
    const { paySecHash, applicationId } = await newApplication();
    await client.uploadAll(paySecHash);
    const { status, body } = await client.submit(paySecHash, ONLINE_APP_CODE);
    expect(status).toBe(200);
    expect(body.data.documents.map((document: { status: number }) => document.status)).toEqual([2, 2, 2]);
    expect(body.data.policy.application_status).toBe('submitted');
    expect((await client.purchases.applicationOf(paySecHash)).status).toBe('submitted');
    expect((await eventsOf(applicationId)).slice(-2)).toEqual([
      { status: 'documents_submitted', detail: { doc_ids: [2, 12, 13] } },
      { status: 'submitted', detail: null },
    ]);

    const before = await client.stored();
    expect(await client.submit(paySecHash, ONLINE_APP_CODE)).toEqual({ status, body });
    expect(await client.stored()).toEqual(before);
  });

  it('refuses to change a submitted document', async () => {
    const { paySecHash, ids } = await newApplication();
    await client.uploadAll(paySecHash);
    await client.submit(paySecHash, ONLINE_APP_CODE);
    const notEditable = refusal(DOCUMENT_MESSAGES.notEditable);
    await client.expectRefused(() => client.remove(paySecHash, ids[2]!), 409, notEditable);
    await client.expectRefused(() => client.upload(paySecHash, ids[2]!, SAMPLE_FILES.gif), 409, notEditable);
  });

  it('lets a rejected document be replaced and submitted again', async () => {
    const { paySecHash, applicationId, ids } = await newApplication();
    await client.uploadAll(paySecHash);
    await client.submit(paySecHash, ONLINE_APP_CODE);
    const rejected = await client.review(paySecHash, 12, 4, 'The photo is blurred');
    expect(rejected.body.data.documents[1]).toMatchObject({ status: 4, reason: 'The photo is blurred' });
    // A rejected document counts as missing until it is replaced.
    await client.expectRefused(
      () => client.submit(paySecHash, ONLINE_APP_CODE),
      400,
      refusal('Please Upload NIC Front'),
    );

    const replaced = await client.upload(paySecHash, ids[12]!, SAMPLE_FILES.gif);
    expect(replaced.body.data.documents[1]).toMatchObject({ status: 1, reason: null, file_type: 'gif' });
    const { body } = await client.submit(paySecHash, ONLINE_APP_CODE);
    expect(body.data.documents.map((document: { status: number }) => document.status)).toEqual([2, 2, 2]);
    const events = await eventsOf(applicationId);
    expect(events.at(-1)).toEqual({ status: 'documents_submitted', detail: { doc_ids: [12] } });
    expect(events.filter((event) => event.status === 'submitted')).toHaveLength(1);
  });

  it('without app_code ONLINE, submits what is uploaded and leaves the application open', async () => {
    const { paySecHash, ids } = await newApplication();
    await client.expectRefused(
      () => client.submit(paySecHash),
      400,
      refusal(DOCUMENT_MESSAGES.nothingToSubmit),
    );
    await client.upload(paySecHash, ids[13]!, SAMPLE_FILES.pdf);
    const { status, body } = await client.submit(paySecHash);
    expect(status).toBe(200);
    expect(body.data.documents.map((document: { status: number }) => document.status)).toEqual([0, 0, 2]);
    expect(body.data.policy.application_status).toBe('created');
    await client.expectRefused(
      () => client.submit(paySecHash),
      400,
      refusal(DOCUMENT_MESSAGES.nothingToSubmit),
    );
  });
});
