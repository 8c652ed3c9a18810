import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate, today, yearsFromToday } from '#domain/dates';
import { coverNoteFilePath } from '#domain/motor/cover-note';
import type { CoverNote } from '#domain/motor/proposal-calls';
import { coverNotes } from '#server/db/schema';
import { refusal } from '#server/testing/envelopes';
import { createTestApp } from '#server/testing/test-app';
import { periodOfCover } from './cover-note-facts';
import type { ProposalClient } from '#server/testing/proposals';
import { proposalClient } from '#server/testing/proposals';

let context: Awaited<ReturnType<typeof createTestApp>>;
let client: ProposalClient;
let bought: Awaited<ReturnType<ProposalClient['paid']>>;
let coverNote: CoverNote;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await proposalClient(context);
  bought = await client.paid();
  coverNote = (await client.generate(client.form(bought.reqKey))).body.data;
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
  const setPeriod = (from: string, to: string) =>
    context.database.db
      .update(coverNotes)
      .set({ periodFrom: from, periodTo: to })
      .where(eq(coverNotes.coverNoteNo, coverNote.cover_note_no));

  it('confirms the cover of a number, and says nothing about the person', async () => {
    const { status, body } = await client.verify(coverNote.cover_note_no.toLowerCase());

    expect(status).toBe(200);
    const period = periodOfCover(today());
    expect(body.data).toEqual({
      cover_note_no: coverNote.cover_note_no,
      insurer: bought.item.company_name,
      company_logo: bought.item.company_logo,
      type_of_cover: 'Comprehensive',
      vehicle_type: 'Car',
      make: 'Toyota',
      model: 'Axio',
      registration_no: 'WP-CAB-1234',
      issued_on: formatIsoDate(new Date(coverNote.issued_at)),
      period_from: period.from,
      period_to: period.to,
      status: 'in_force',
    });
  });

  it('says whether the cover is in force today by its period', async () => {
    const statusOf = async () => (await client.verify(coverNote.cover_note_no)).body.data.status;
    await setPeriod(yearsFromToday(-1), today());
    expect(await statusOf()).toBe('in_force');
    await setPeriod(yearsFromToday(-2), yearsFromToday(-1));
    expect(await statusOf()).toBe('expired');
    await setPeriod(yearsFromToday(1), yearsFromToday(2));
    expect(await statusOf()).toBe('not_yet_in_force');
  });

  it("answers 'Not found' for a number no cover note has, and asks for an auth_key", async () => {
    expect(await client.verify('CN-2026-00000000')).toEqual({ status: 404, body: refusal('Not found') });
    const anonymous = await fetch(
      `${client.site}/v3/cover-note/verify?cover_note_no=${coverNote.cover_note_no}`,
    );
    expect(anonymous.status).toBe(401);
  });
});
