// What uploads cost the storage: a replaced or removed file is deleted once the change is committed (its
// row stays, marked), so a slot holds one file however often it is replaced, and an application takes a
// bounded number of uploads a day. On each storage: the files are looked for in the directory or the bucket.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tooManyUploadsMessage } from '#domain/motor/documents';
import { buildApp } from '#server/app';
import { storageFor } from '#server/integrations/integrations';
import type { DocumentClient } from '#server/testing/documents';
import { documentClient, SAMPLE_FILES } from '#server/testing/documents';
import { refusal } from '#server/testing/envelopes';
import { createTestApp, STORAGES } from '#server/testing/test-app';

const FILES = [SAMPLE_FILES.png, SAMPLE_FILES.jpeg, SAMPLE_FILES.pdf, SAMPLE_FILES.gif];

describe.each(STORAGES)('on %s storage', (storage) => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let client: DocumentClient;
  beforeAll(async () => {
    context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' }, { storage });
    client = await documentClient(context.app, context.database.db, context.storedKeys);
  });
  afterAll(() => context.app.close());

  async function newApplication() {
    const bought = await client.application();
    return { ...bought, ids: await client.slotIds(bought.paySecHash) };
  }

  /** The slot's uploads whose files are in the storage. */
  async function filesOfSlot(id: number) {
    const stored = new Set(await context.storedKeys());
    return (await client.uploadsOf(id)).filter((upload) => stored.has(upload.storageKey));
  }

  describe('replaced and removed files', () => {
    it('twenty replacements leave one stored file for the slot; every row stays', async () => {
      const { paySecHash, ids } = await newApplication();
      for (let index = 0; index < 20; index += 1) {
        const { status } = await client.upload(paySecHash, ids[2]!, FILES[index % FILES.length]);
        expect(status).toBe(200);
      }
      const uploads = await client.uploadsOf(ids[2]!);
      expect(uploads).toHaveLength(20);
      const [current, ...replaced] = uploads.sort((a, b) => b.id - a.id);
      expect(await filesOfSlot(ids[2]!)).toEqual([current]);
      expect(current).toMatchObject({ removedAt: null, fileDeletedAt: null });
      for (const upload of replaced)
        expect(upload).toMatchObject({ removedAt: expect.any(Date), fileDeletedAt: expect.any(Date) });
      const shown = (await client.get(paySecHash)).body.data.documents[0].uploadedURL;
      expect(shown.endsWith(current!.storageKey)).toBe(true);
      expect((await client.file(shown)).statusCode).toBe(200);
    });

    it('a removed file is deleted from the storage; its row stays', async () => {
      const { paySecHash, ids } = await newApplication();
      await client.upload(paySecHash, ids[13]!, SAMPLE_FILES.pdf);
      expect(await filesOfSlot(ids[13]!)).toHaveLength(1);
      expect((await client.remove(paySecHash, ids[13]!)).status).toBe(200);
      expect(await filesOfSlot(ids[13]!)).toEqual([]);
      expect(await client.uploadsOf(ids[13]!)).toMatchObject([
        { removedAt: expect.any(Date), fileDeletedAt: expect.any(Date) },
      ]);
    });

    it('a delete that fails is logged and the upload still succeeds; the file is left for later', async () => {
      const working = await storageFor(context.config);
      const app = await buildApp({
        config: context.config,
        database: context.database,
        web: false,
        integrations: { storage: { ...working, delete: () => Promise.reject(new Error('storage offline')) } },
      });
      await app.ready();
      const warn = vi.spyOn(app.log, 'warn');
      try {
        const { paySecHash, ids } = await newApplication();
        const throughFailing = await documentClient(app, context.database.db);
        await throughFailing.upload(paySecHash, ids[12]!, SAMPLE_FILES.png);
        expect((await throughFailing.upload(paySecHash, ids[12]!, SAMPLE_FILES.jpeg)).status).toBe(200);
        const [first, second] = await client.uploadsOf(ids[12]!);
        expect(first).toMatchObject({ removedAt: expect.any(Date), fileDeletedAt: null });
        expect(await filesOfSlot(ids[12]!)).toEqual([first, second]);
        expect(warn).toHaveBeenCalledWith(
          expect.objectContaining({ upload_id: first!.id }),
          'replaced or removed file not deleted',
        );
      } finally {
        await app.close();
      }
    });
  });

  describe('uploads a day', () => {
    it("past the day's bound an upload answers 429 asking the customer to call, and stores nothing", async () => {
      const { paySecHash, ids } = await newApplication();
      const bound = context.config.documentUploadsPerDay;
      const slots = [ids[2]!, ids[12]!, ids[13]!];
      for (let index = 0; index < bound; index += 1) {
        expect((await client.upload(paySecHash, slots[index % 3]!, SAMPLE_FILES.png)).status).toBe(200);
      }
      const hotline = context.config.contact.hotlines[0]!.number;
      for (const slot of slots) {
        await client.expectRefused(
          () => client.upload(paySecHash, slot, SAMPLE_FILES.gif),
          429,
          refusal(tooManyUploadsMessage(hotline)),
        );
      }
      // Removing is not an upload; another application is not held back.
      expect((await client.remove(paySecHash, ids[2]!)).status).toBe(200);
      const other = await newApplication();
      expect((await client.upload(other.paySecHash, other.ids[2]!, SAMPLE_FILES.png)).status).toBe(200);
    });
  });
});
