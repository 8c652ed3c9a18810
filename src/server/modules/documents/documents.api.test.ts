import { readFile } from 'node:fs/promises';
import { centsToRupees } from '#domain/money';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, DOCUMENT_SLOTS, MAX_UPLOAD_BYTES } from '#domain/motor/documents';
import { documentsAnswerSchema } from '#domain/motor/document-calls';
import type { QuotationItem } from '#domain/motor/quote-answers';
import type { DocumentClient } from '#server/testing/documents';
import { documentClient, ELEVEN_MB, pngOfSize, SAMPLE_FILES } from '#server/testing/documents';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import { createTestApp } from '#server/testing/test-app';

let context: Awaited<ReturnType<typeof createTestApp>>;
let client: DocumentClient;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await documentClient(context.app, context.database.db, context.storedKeys);
});
afterAll(() => context.app.close());

const UNKNOWN_HASH = 'AAAAAAAAAAAAAAAAAAAAAAAA';
const paid = (item: QuotationItem) =>
  item.is_promo_discount === '1' ? item.disc_total_premium : item.total_premium;
const fileUrl = (hash: string) => new RegExp(`^/v3/documents/file/${hash}/[\\w-]{24}$`);

describe('POST /v3/documents/get_documents', () => {
  it('answers the three empty slots in the page order and the policy of a full-insurance purchase', async () => {
    const bought = await client.application({}, 'C', { name_initials: 'K M Perera', last_name: 'Perera' });
    const { status, body } = await client.get(bought.paySecHash);
    expect(status).toBe(200);
    const answer = documentsAnswerSchema.parse(body.data);
    expect(answer.documents).toEqual(
      DOCUMENT_SLOTS.map(({ doc_id, title, icon }) => ({
        id: expect.any(Number),
        doc_id,
        title,
        icon,
        status: 0,
        allowedTypes: 'jpg,jpeg,png,gif,pdf',
        uploadedURL: '',
        is_multiple: false,
        file_type: null,
        file_name: null,
        reason: null,
      })),
    );
    expect(answer.policy).toEqual({
      name: 'Mr K M Perera',
      policy_number: bought.item.qot_number,
      insurance_company: bought.item.company_name,
      company_logo: bought.item.company_logo,
      premium: centsToRupees(paid(bought.item)!),
      vehicle_type: 'Car',
      registration_number: null,
      // As the quote asked it (it answered null, shown as N/A, before the quote asked it).
      engine_capacity: '1500',
      cover_type: 'C',
      type_of_cover: 'Full Insurance',
      make: 'Toyota',
      model: 'Axio',
      manufacture_year: 2018,
      fuel_type: 'Petrol',
      application_status: 'created',
    });
  });

  it('shows a third-party vehicle with its registration, and N/A (0) for the year it was not asked', async () => {
    const bought = await client.application({}, 'T');
    const { policy } = documentsAnswerSchema.parse((await client.get(bought.paySecHash)).body.data);
    expect(policy).toMatchObject({
      name: 'Mr K Perera',
      premium: centsToRupees(paid(bought.item)!),
      vehicle_type: 'Motor-Cycle',
      registration_number: 'WP-BFK-4521',
      engine_capacity: '149',
      cover_type: 'T',
      type_of_cover: 'Third Party',
      make: 'Bajaj',
      model: 'Pulsar 150',
      manufacture_year: 0,
      fuel_type: null,
    });
  });

  it('refuses a hash of 10 characters by the schema, and answers an unknown one Not found', async () => {
    expect(await client.get('abcdefghij')).toEqual({
      status: 422,
      body: fieldRefusal({ hash_code: [DOCUMENT_MESSAGES.hashInvalid] }),
    });
    expect(await client.get(UNKNOWN_HASH)).toEqual({ status: 404, body: refusal('Not found') });
  });

  it('needs the auth_key like every API call', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/v3/documents/get_documents',
      payload: { hash_code: UNKNOWN_HASH },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /v3/documents/upload_documents', () => {
  let hash: string;
  let ids: Record<number, number>;
  beforeAll(async () => {
    hash = (await client.application()).paySecHash;
    ids = await client.slotIds(hash);
  });

  it('stores a PNG under a random key, records it, and answers the slot uploaded', async () => {
    const { status, body } = await client.upload(hash, ids[2]!, SAMPLE_FILES.png);
    expect(status).toBe(200);
    const slot = documentsAnswerSchema.parse(body.data).documents[0]!;
    expect(slot).toMatchObject({ doc_id: 2, status: 1, file_type: 'png', file_name: 'registration.png' });
    expect(slot.uploadedURL).toMatch(fileUrl(hash));

    const key = slot.uploadedURL.split('/').pop()!;
    const [row] = await client.uploadsOf(ids[2]!);
    expect(row).toMatchObject({
      storageKey: key,
      fileType: 'png',
      contentType: 'image/png',
      sizeBytes: SAMPLE_FILES.png.content.length,
      fileName: 'registration.png',
      removedAt: null,
    });
    const file = path.join(context.config.dataDir, 'files', key.slice(0, 2), key);
    expect(await readFile(file)).toEqual(SAMPLE_FILES.png.content);
    const events = await client.purchases.eventsOf((await client.purchases.applicationOf(hash)).id);
    expect(events.at(-1)).toMatchObject({
      status: 'document_uploaded',
      detail: { doc_id: 2, upload_id: row!.id, replaced_upload_id: null },
    });
  });

  it.each([
    ['a JPEG', SAMPLE_FILES.jpeg, 'jpg'],
    ['a GIF', SAMPLE_FILES.gif, 'gif'],
    ['a PDF named .png', { ...SAMPLE_FILES.pdf, name: 'scan.png', type: 'image/png' }, 'pdf'],
  ])('takes %s by its content', async (_case, file, fileType) => {
    const { status, body } = await client.upload(hash, ids[12]!, file);
    expect(status).toBe(200);
    expect(body.data.documents[1]).toMatchObject({ status: 1, file_type: fileType, file_name: file.name });
  });

  it.each([
    ['a program named .jpg', SAMPLE_FILES.exe, DOCUMENT_MESSAGES.wrongType],
    [
      'a text file',
      { name: 'a.pdf', type: 'application/pdf', content: Buffer.from('hello') },
      DOCUMENT_MESSAGES.wrongType,
    ],
    ['an empty file', { ...SAMPLE_FILES.png, content: Buffer.alloc(0) }, DOCUMENT_MESSAGES.empty],
    ['a file of 11 MB', pngOfSize(ELEVEN_MB), DOCUMENT_MESSAGES.tooLarge],
    ['no file', undefined, DOCUMENT_MESSAGES.fileRequired],
  ])('refuses %s and stores nothing', async (_case, file, message) => {
    await client.expectRefused(
      () => client.upload(hash, ids[13]!, file),
      422,
      fieldRefusal({ asset: [message] }),
    );
  });

  it('takes a file of exactly 10 MB: the app-wide 1 MB body limit does not apply to the stream', async () => {
    const { status, body } = await client.upload(hash, ids[13]!, pngOfSize(MAX_UPLOAD_BYTES));
    expect(status).toBe(200);
    expect(body.data.documents[2]).toMatchObject({ status: 1, file_type: 'png' });
  });

  it('reads the text fields sent after the file', async () => {
    const { status, body } = await client.upload(hash, ids[2]!, SAMPLE_FILES.gif, { fileFirst: true });
    expect(status).toBe(200);
    expect(body.data.documents[0]).toMatchObject({ status: 1, file_type: 'gif' });
  });

  it('checks the text fields with the shared schema', async () => {
    await client.expectRefused(
      () => client.upload(hash, 0, SAMPLE_FILES.png, { fields: { id: 'two', hash_code: 'short' } }),
      422,
      fieldRefusal({ id: ['Document id is not valid'], hash_code: [DOCUMENT_MESSAGES.hashInvalid] }),
    );
    await client.expectRefused(
      () => client.upload(hash, 0, SAMPLE_FILES.png, { fields: {} }),
      422,
      fieldRefusal({ id: ['required'], hash_code: [DOCUMENT_MESSAGES.hashInvalid] }),
    );
  });

  it('asks for a file sent under another name than asset', async () => {
    await client.expectRefused(
      () => client.upload(hash, ids[2]!, SAMPLE_FILES.png, { fileField: 'file' }),
      422,
      fieldRefusal({ asset: [DOCUMENT_MESSAGES.fileRequired] }),
    );
  });

  it('asks for a file when the body is not multipart', async () => {
    await client.expectRefused(
      () => client.call('/v3/documents/upload_documents', { id: ids[2], hash_code: hash }),
      422,
      fieldRefusal({ asset: [DOCUMENT_MESSAGES.fileRequired] }),
    );
  });

  it("answers Not found for an unknown hash and for another application's document", async () => {
    const other = await client.application();
    const othersSlot = (await client.slotIds(other.paySecHash))[2]!;
    const notFound = refusal('Not found');
    await client.expectRefused(() => client.upload(hash, othersSlot, SAMPLE_FILES.png), 404, notFound);
    await client.expectRefused(() => client.upload(UNKNOWN_HASH, ids[2]!, SAMPLE_FILES.png), 404, notFound);
  });
});

describe('the OpenAPI document', () => {
  it('lists the document calls, the file URL without the auth_key', async () => {
    const { paths } = (await context.app.inject({ url: '/docs/json' })).json();
    expect(paths['/v3/documents/upload_documents'].post.security).toBeUndefined();
    expect(paths['/v3/documents/file/{hash_code}/{key}'].get.security).toEqual([]);
  });
});
