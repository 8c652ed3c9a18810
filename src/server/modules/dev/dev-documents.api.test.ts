import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_APP_CODE } from '#domain/motor/documents';
import { buildApp } from '#server/app';
import type { DocumentClient } from '#server/testing/documents';
import { documentClient, SAMPLE_FILES } from '#server/testing/documents';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import { createTestApp } from '#server/testing/test-app';

let context: Awaited<ReturnType<typeof createTestApp>>;
let client: DocumentClient;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await documentClient(context.app, context.database.db);
});
afterAll(() => context.app.close());

const review = (payload: object) =>
  context.app.inject({ method: 'POST', url: '/dev/documents/review', payload });

describe('POST /dev/documents/review (demo mode)', () => {
  let hash: string;
  let applicationId: number;
  beforeAll(async () => {
    ({ paySecHash: hash, applicationId } = await client.application());
    await client.uploadAll(hash);
    await client.submit(hash, ONLINE_APP_CODE);
  });

  it('accepts a submitted document, without an auth_key, and records the decision', async () => {
    const response = await review({ hash_code: hash, doc_id: 2, status: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.documents[0]).toMatchObject({ doc_id: 2, status: 3, reason: null });
    const events = await client.purchases.eventsOf(applicationId);
    expect(events.at(-1)).toMatchObject({
      status: 'document_accepted',
      detail: { doc_id: 2, upload_id: expect.any(Number) },
    });
  });

  it('rejects one with its reason, which the page then shows', async () => {
    const response = await review({ hash_code: hash, doc_id: 13, status: 4, reason: 'Cut off' });
    expect(response.statusCode).toBe(200);
    const shown = (await client.get(hash)).body.data.documents[2];
    expect(shown).toMatchObject({ status: 4, reason: 'Cut off' });
    expect((await client.purchases.eventsOf(applicationId)).at(-1)).toMatchObject({
      status: 'document_rejected',
      detail: { doc_id: 13, reason: 'Cut off' },
    });
  });

  it('wants a reason to reject, a slot of the spec and a decision', async () => {
    const refused = await review({ hash_code: hash, doc_id: 12, status: 4 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(fieldRefusal({ reason: ['Give the reason of a rejection'] }));
    const wrong = await review({ hash_code: hash, doc_id: 7, status: 2 });
    expect(Object.keys(wrong.json().error.errors).sort()).toEqual(['doc_id', 'status']);
  });

  it('reviews only a submitted document', async () => {
    const { paySecHash } = await client.application();
    const ids = await client.slotIds(paySecHash);
    await client.upload(paySecHash, ids[2]!, SAMPLE_FILES.png);
    const response = await review({ hash_code: paySecHash, doc_id: 2, status: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal('Only a submitted document can be reviewed'));
    const accepted = await review({ hash_code: hash, doc_id: 2, status: 4, reason: 'Changed our mind' });
    expect(accepted.statusCode).toBe(409);
  });

  it('does not exist in production mode', async () => {
    const production = await buildApp({
      config: { ...context.config, mode: 'production' },
      database: context.database,
      web: false,
    });
    await production.ready();
    const response = await production.inject({
      method: 'POST',
      url: '/dev/documents/review',
      payload: { hash_code: hash, doc_id: 12, status: 3 },
    });
    await production.close();
    expect(response.statusCode).toBe(404);
  });
});
