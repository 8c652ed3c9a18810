import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_NOTE_TEMPLATE } from '#domain/motor/cover-note';
import { coverNotes, outbox } from '#server/db/schema';
import { pdfText } from '#server/testing/pdf-text';
import type { TestSmtpServer } from '#server/testing/smtp';
import { appMailingTo } from '#server/testing/smtp';
import type { TestContext } from '#server/testing/test-app';
import type { ProposalClient } from '#server/testing/proposals';
import { proposalClient, RECIPIENT } from '#server/testing/proposals';

// The cover note's e-mail through a real SMTP server that is down when the note is made: the outbox keeps
// the message and tries again, with short delays here, until the server takes it, exactly once.

let server: TestSmtpServer;
let context: TestContext;
let client: ProposalClient;
beforeAll(async () => {
  ({ server, context } = await appMailingTo({
    OUTBOX_RETRY_FIRST_MS: '50',
    OUTBOX_RETRY_MAX_MS: '200',
    SMTP_TIMEOUT_MS: '2000',
  }));
  client = await proposalClient(context);
});
afterAll(async () => {
  await context.app.close();
  await server.close();
});

const mailRow = async (coverNoteNo: string) => {
  const [row] = await context.database.db
    .select({ id: outbox.id, status: outbox.status, attempts: outbox.attempts, lastError: outbox.lastError })
    .from(coverNotes)
    .innerJoin(outbox, eq(outbox.id, coverNotes.mailMessageId))
    .where(eq(coverNotes.coverNoteNo, coverNoteNo));
  return row!;
};

describe('the cover note e-mail when the mail server is down', () => {
  it('is delivered once the server is back, exactly once, with the link that downloads the PDF', async () => {
    const bought = await client.paid();
    await server.stop();

    const { status, body } = await client.generate(client.form(bought.reqKey));
    expect(status).toBe(200);
    const { cover_note_no: number, url } = body.data;
    await expect.poll(async () => (await mailRow(number)).attempts, { timeout: 10_000 }).toBeGreaterThan(1);
    const failing = await mailRow(number);
    expect(failing).toMatchObject({ status: 'pending', lastError: expect.any(String) });
    const notified = await client.notify({
      notification: COVER_NOTE_TEMPLATE,
      email: RECIPIENT.email,
      mobile: RECIPIENT.mobile,
      cover_note_link: url,
    });
    expect(notified.body.data).toMatchObject({ email_status: 'pending' });

    await server.start();
    // The purchase's and the payment's messages go to the same address; the cover note's is the one here.
    const coverNoteMails = () => server.messages.filter((sent) => sent.subject.includes(number));
    await expect.poll(() => coverNoteMails().length, { timeout: 10_000 }).toBe(1);
    const [mail] = coverNoteMails();
    expect(mail).toMatchObject({
      to: [RECIPIENT.email],
      subject: `Your motor insurance cover note ${number}`,
      messageId: `<outbox-${failing.id}@kavacha.lk>`,
    });
    expect(mail!.text).toContain(url);
    await expect.poll(async () => (await mailRow(number)).status).toBe('sent');
    // Long enough for several more rounds of the worker: none sends it again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(coverNoteMails()).toHaveLength(1);

    const link = /https?:\/\/\S+\/v3\/cover-note\/file\/[\w-]+/.exec(mail!.text)![0];
    const file = await client.open(link);
    expect(file.status).toBe(200);
    expect((await pdfText(new Uint8Array(file.content))).text).toContain(number);
  });
});
