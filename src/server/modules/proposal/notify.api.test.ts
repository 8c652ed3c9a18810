import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_NOTE_MESSAGES, COVER_NOTE_TEMPLATE } from '#domain/motor/cover-note';
import type { CoverNote } from '#domain/motor/proposal-calls';
import { coverNotes, outbox } from '#server/db/schema';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import { createTestApp } from '#server/testing/test-app';
import type { ProposalClient } from '#server/testing/proposals';
import { proposalClient, RECIPIENT } from '#server/testing/proposals';

let context: Awaited<ReturnType<typeof createTestApp>>;
let client: ProposalClient;
let coverNote: CoverNote;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000', OUTBOX_POLL_MS: '20' });
  client = await proposalClient(context);
  const bought = await client.paid();
  coverNote = (await client.generate(client.form(bought.reqKey))).body.data;
});
afterAll(() => context.app.close());

/** The e-mail payload the page sends after the cover note is made (motor section 3). */
const payload = (fields: Record<string, unknown> = {}) => ({
  notification: COVER_NOTE_TEMPLATE,
  app_code: 'WEB',
  app_user: 'WEB',
  email: RECIPIENT.email,
  cover_note_link: coverNote.url,
  mobile: RECIPIENT.mobile,
  notify_data: { attachements: { cn_url: coverNote.cn_url } },
  subject: 'Anything the caller likes',
  params: { text: 'Not sent' },
  ...fields,
});

const mails = async () => (await client.messagesTo('mail', RECIPIENT.email)).length;

/** The outbox message of the cover note's e-mail, once the worker has sent it. */
async function sentMail() {
  const [row] = await context.database.db
    .select({ mailMessageId: coverNotes.mailMessageId })
    .from(coverNotes)
    .where(eq(coverNotes.coverNoteNo, coverNote.cover_note_no));
  await expect
    .poll(async () => {
      const [message] = await context.database.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(eq(outbox.id, row!.mailMessageId));
      return message!.status;
    })
    .toBe('sent');
}

describe('POST /notification-api/v1/notify', () => {
  it("answers the state of the cover note's e-mail and sends nothing new", async () => {
    await sentMail();
    const before = await mails();
    for (const mobile of [RECIPIENT.mobile, '0760600001', '760600001']) {
      const { status, body } = await client.notify(payload({ mobile, email: 'Kamal@Example.LK ' }));
      expect(status).toBe(200);
      expect(body.data).toEqual({
        notification: COVER_NOTE_TEMPLATE,
        cover_note_no: coverNote.cover_note_no,
        email_status: 'sent',
      });
    }
    expect(await mails()).toBe(before);
  });

  it('takes the link from notify_data when cover_note_link is not one', async () => {
    const { status } = await client.notify(payload({ cover_note_link: 'see attachment' }));
    expect(status).toBe(200);
  });

  it('refuses a template it does not know and a link that is not a cover note link', async () => {
    expect(await client.notify(payload({ notification: 'MOT_ANY_TEXT' }))).toEqual({
      status: 422,
      body: fieldRefusal({ notification: [COVER_NOTE_MESSAGES.unknownTemplate] }),
    });
    const linkInvalid = { status: 400, body: refusal(COVER_NOTE_MESSAGES.linkInvalid) };
    for (const link of [`${client.site}/v3/documents/file/abc/def`, 'not a link', `${coverNote.url}/..`])
      expect(
        await client.notify(
          payload({ cover_note_link: link, notify_data: { attachements: { cn_url: link } } }),
        ),
      ).toEqual(linkInvalid);
  });

  it("answers 'Not found' for a link to no cover note", async () => {
    const link = coverNote.url.replace(/[\w-]{24}$/, 'AbQWh9T831eUuMvjNem5rX3q');
    expect(await client.notify(payload({ cover_note_link: link, notify_data: {} }))).toEqual({
      status: 404,
      body: refusal('Not found'),
    });
  });

  it("refuses an e-mail address or mobile number that is not the cover note's", async () => {
    const notYours = { status: 403, body: refusal(COVER_NOTE_MESSAGES.notYours) };
    const before = await mails();
    expect(await client.notify(payload({ email: 'someone@example.lk' }))).toEqual(notYours);
    expect(await client.notify(payload({ mobile: '94771234567' }))).toEqual(notYours);
    expect(await mails()).toBe(before);
  });

  it('asks for an auth_key', async () => {
    const anonymous = await fetch(`${client.site}/notification-api/v1/notify`, {
      method: 'POST',
      body: JSON.stringify(payload()),
      headers: { 'content-type': 'application/json' },
    });
    expect(anonymous.status).toBe(401);
  });
});
