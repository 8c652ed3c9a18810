import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '#domain/motor/documents';
import type { DocumentClient, SampleFile } from '#server/testing/documents';
import { documentClient, SAMPLE_FILES } from '#server/testing/documents';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import { createTestApp, STORAGES } from '#server/testing/test-app';

// Files are served from whichever storage keeps them: each test runs on the local disk and on an S3 peer.
describe.each(STORAGES)('on %s storage', (storage) => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let client: DocumentClient;
  beforeAll(async () => {
    context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' }, { storage });
    client = await documentClient(context.app, context.database.db);
  });
  afterAll(() => context.app.close());

  /** Uploads `file` to the registration slot of a new application; answers the hash and the file's URL. */
  async function uploaded(file: SampleFile) {
    const { paySecHash } = await client.application();
    const id = (await client.slotIds(paySecHash))[2]!;
    const { body } = await client.upload(paySecHash, id, file);
    return { paySecHash, id, url: body.data.documents[0].uploadedURL as string };
  }

  describe('GET /v3/documents/file/:hash_code/:key', () => {
    it('serves the file to the holder of the hash, without an auth_key, inline and not to be sniffed', async () => {
      const { url } = await uploaded(SAMPLE_FILES.png);
      const response = await client.file(url);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(SAMPLE_FILES.png.content);
      expect(response.headers).toMatchObject({
        'content-type': 'image/png',
        'content-disposition': `inline; filename="registration.png"; filename*=UTF-8''registration.png`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=3600',
      });
    });

    it('serves a file as the type its content is, under that extension', async () => {
      const { url } = await uploaded({ ...SAMPLE_FILES.pdf, name: 'වාහන scan (1).png', type: 'image/png' });
      const response = await client.file(url);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="____ scan (1).pdf"; ` +
          `filename*=UTF-8''%E0%B7%80%E0%B7%8F%E0%B7%84%E0%B6%B1%20scan%20%281%29.pdf`,
      );
    });

    it("answers Not found with another application's hash, an unknown key, or a file no longer on its slot", async () => {
      const { paySecHash, id, url } = await uploaded(SAMPLE_FILES.jpeg);
      const other = await client.application();
      const key = url.split('/').pop()!;
      const notFound = async (path: string) => {
        const response = await client.file(path);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(refusal('Not found'));
      };
      await notFound(`/v3/documents/file/${other.paySecHash}/${key}`);
      await notFound(`/v3/documents/file/${paySecHash}/${'k'.repeat(24)}`);
      await notFound(`/v3/documents/file/${paySecHash}/..%2F..%2Fetc`);

      expect(await context.storedKeys()).toContain(key);

      await client.upload(paySecHash, id, SAMPLE_FILES.gif);
      await notFound(url);
      const replacement = (await client.get(paySecHash)).body.data.documents[0].uploadedURL;
      const replacementKey = replacement.split('/').pop()!;
      expect((await client.file(replacement)).rawPayload).toEqual(SAMPLE_FILES.gif.content);
      const afterReplacing = await context.storedKeys();
      expect(afterReplacing).toContain(replacementKey);
      expect(afterReplacing).not.toContain(key);

      await client.remove(paySecHash, id);
      await notFound(replacement);
      expect(await context.storedKeys()).not.toContain(replacementKey);
    });

    it('refuses a hash of 10 characters by the schema', async () => {
      const response = await client.file('/v3/documents/file/abcdefghij/abcdefghijklmnopqrstuvwx');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(fieldRefusal({ hash_code: [DOCUMENT_MESSAGES.hashInvalid] }));
    });
  });
});
