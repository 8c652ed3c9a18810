import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate, today, yearsFromToday } from '#domain/dates';
import { formatTime } from '#domain/motor/cover-period';
import { coverNoteFilePath } from '#domain/motor/cover-note';
import type { CoverNote } from '#domain/motor/proposal-calls';
import { coverNotes } from '#server/db/schema';
import { refusal } from '#server/testing/envelopes';
import { authKeyFor, createTestApp, STORAGES } from '#server/testing/test-app';
import { VERIFY_LIMIT } from './cover-note.routes';
import type { ProposalClient } from '#server/testing/proposals';
import { proposalClient, RECIPIENT } from '#server/testing/proposals';

// The cover note's PDF is kept by whichever storage is chosen: the file tests run on the local disk and on
// an S3 peer (with them the verification lookups, which read only the database).
describe.each(STORAGES)('on %s storage', (storage) => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  let client: ProposalClient;
  let bought: Awaited<ReturnType<ProposalClient['paid']>>;
  let coverNote: CoverNote;
  let authKey: string;
  beforeAll(async () => {
    context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' }, { storage });
    client = await proposalClient(context);
    bought = await client.paid();
    coverNote = (await client.generate(client.form(bought.reqKey))).body.data;
    authKey = await authKeyFor(context.app);
  });
  afterAll(() => context.app.close());

  describe('GET /v3/cover-note/file/:download_key', () => {
    it('serves the PDF as an attachment to whoever has the link, without an auth_key', async () => {
      const file = await client.open(coverNote.url);

      expect(file.status).toBe(200);
      expect(Object.fromEntries(file.headers)).toMatchObject({
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="cover-note-${coverNote.cover_note_no}.pdf"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      expect(Buffer.from(file.content).subarray(0, 5).toString()).toBe('%PDF-');
      const [row] = await client.coverNotesOf(bought.applicationId);
      expect(await context.storedKeys()).toContain(row!.storageKey);
    });

    it("answers 'Not found' for a key that is no cover note's", async () => {
      for (const key of ['AbQWh9T831eUuMvjNem5rX3q', 'x', coverNote.cover_note_no]) {
        const file = await client.open(client.site + coverNoteFilePath(key));
        expect(file.status).toBe(404);
        expect(JSON.parse(Buffer.from(file.content).toString())).toEqual(refusal('Not found'));
      }
    });
  });

  describe('GET /v3/cover-note/verify', () => {
    const setPeriod = (from: string, to: string, fromTime = '00:00') =>
      context.database.db
        .update(coverNotes)
        .set({ periodFrom: from, periodFromTime: fromTime, periodTo: to })
        .where(eq(coverNotes.coverNoteNo, coverNote.cover_note_no));

    it('answers only what a roadside check needs: nothing about the person, the premium or the payment', async () => {
      const { status, body } = await client.verify(coverNote.cover_note_no.toLowerCase());

      expect(status).toBe(200);
      const [row] = await client.coverNotesOf(bought.applicationId);
      expect(body.data).toEqual({
        cover_note_no: coverNote.cover_note_no,
        status: 'in_force',
        reason: null,
        period_from: row!.periodFrom,
        period_from_time: row!.periodFromTime,
        period_to: row!.periodTo,
        period_to_time: '23:59',
        registration_no: 'WP-CAB-1234',
        insurer: bought.item.company_name,
        type_of_cover: 'Full Insurance',
      });
      const text = JSON.stringify(body);
      for (const personal of ['Perera', RECIPIENT.email, RECIPIENT.mobile, '760600001', 'Galle Road'])
        expect(text).not.toContain(personal);
      expect(text).not.toContain(String(bought.row.amountCents / 100));
    });

    it('says whether the cover is in force now by its period, to the minute, and why not', async () => {
      const standingOf = async () => {
        const { data } = (await client.verify(coverNote.cover_note_no)).body;
        return [data.status, data.reason];
      };
      await setPeriod(yearsFromToday(-1), today());
      expect(await standingOf()).toEqual(['in_force', null]);
      await setPeriod(yearsFromToday(-2), yearsFromToday(-1));
      expect(await standingOf()).toEqual(['not_in_force', 'expired']);
      await setPeriod(yearsFromToday(1), yearsFromToday(2));
      expect(await standingOf()).toEqual(['not_in_force', 'not_started']);
      // Cover issued today runs from the minute of issue: a minute later than now has not started.
      const inAMinute = new Date(Date.now() + 60_000);
      if (formatIsoDate(inAMinute) === today()) {
        await setPeriod(today(), yearsFromToday(1), formatTime(inAMinute));
        expect(await standingOf()).toEqual(['not_in_force', 'not_started']);
        await setPeriod(today(), yearsFromToday(1), formatTime(new Date(Date.now() - 60_000)));
        expect(await standingOf()).toEqual(['in_force', null]);
      }
    });

    it(`answers ${VERIFY_LIMIT.max} lookups a minute to one client address, then 429 in the envelope`, async () => {
      const lookup = (remoteAddress: string) =>
        context.app.inject({
          method: 'GET',
          url: `/v3/cover-note/verify?cover_note_no=${coverNote.cover_note_no}`,
          headers: { auth_key: authKey },
          remoteAddress,
        });
      for (let count = 0; count < VERIFY_LIMIT.max; count += 1)
        expect((await lookup('203.0.113.7')).statusCode).toBe(200);

      const refused = await lookup('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        status: 800,
        success: false,
        data: null,
        error: { error_format: 0, message: expect.stringMatching(/too many requests/i) },
      });
      // Another address has its own count.
      expect((await lookup('198.51.100.20')).statusCode).toBe(200);
    });

    it("answers 'Not found' for a number no cover note has, and asks for an auth_key", async () => {
      expect(await client.verify('CN-2026-00000000')).toEqual({ status: 404, body: refusal('Not found') });
      const anonymous = await fetch(
        `${client.site}/v3/cover-note/verify?cover_note_no=${coverNote.cover_note_no}`,
      );
      expect(anonymous.status).toBe(401);
    });
  });
});
