// No buyer is stranded (docs/decisions/027): after a purchase, a payment and a rejected document the
// applicant gets an SMS and an e-mail with the link to go on; the link's key works from a fresh client (a
// new machine token, no cookie, as on another device); and the links expire with the application, which
// the tests bring about by moving the application's dates in the database, not by waiting.
import { subDays, subYears } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate, today } from '#domain/dates';
import { DOCUMENT_STATUS, ONLINE_APP_CODE } from '#domain/motor/documents';
import { LINK_MESSAGES } from '#domain/motor/link-expiry';
import { proposalPath, uploaderPath } from '#domain/motor/purchase-paths';
import { formatRupees } from '#domain/money';
import { applications, outbox, quotes } from '#server/db/schema';
import { documentClient } from '#server/testing/documents';
import { refusal } from '#server/testing/envelopes';
import { CARDS } from '#server/testing/payments';
import type { ProposalClient } from '#server/testing/proposals';
import { proposalClient, RECIPIENT } from '#server/testing/proposals';
import { authKeyFor, createTestApp } from '#server/testing/test-app';

const HOTLINE = '+94 11 555 0100';
const CONTACT_EMAIL = 'help@kavacha.test';
const CONTACT = `Questions? Call us on ${HOTLINE} or write to us at ${CONTACT_EMAIL}.`;

let context: Awaited<ReturnType<typeof createTestApp>>;
let client: ProposalClient;
beforeAll(async () => {
  context = await createTestApp({
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    HOTLINES: `Hotline:${HOTLINE}`,
    CONTACT_EMAIL,
  });
  client = await proposalClient(context);
});
afterAll(() => context.app.close());

type Sent = { payload: unknown };
const mailOf = (message: Sent | undefined) => message!.payload as { subject: string; text: string };
const smsOf = (message: Sent | undefined) => (message!.payload as { text: string }).text;

/** How many e-mails and SMS the customer has been sent. */
async function counts() {
  const mails = await client.messagesTo('mail', RECIPIENT.email);
  const sms = await client.messagesTo('sms', RECIPIENT.mobile);
  return { mails: mails.length, texts: sms.length };
}

/** The last e-mail and SMS to the customer, and how many there are. */
async function lastMessages() {
  const mails = await client.messagesTo('mail', RECIPIENT.email);
  const sms = await client.messagesTo('sms', RECIPIENT.mobile);
  return { mail: mailOf(mails.at(-1)), sms: smsOf(sms.at(-1)), mails: mails.length, texts: sms.length };
}

/** The one link in `text` to `path`'s kind of page, whole. */
const linkIn = (text: string, path: string) => {
  const found = text.match(/https?:\/\/\S+/g)?.filter((url) => new URL(url).pathname === path.split('?')[0]);
  expect(found, `a link to ${path} in: ${text}`).toHaveLength(1);
  return found![0]!;
};

/** A call from a client that has never been here: its own machine token, nothing else. */
async function fromFreshClient(path: string, body?: object) {
  const authKey = await authKeyFor(context.app);
  const response = await fetch(client.site + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { auth_key: authKey, ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const db = () => context.database.db;
const quoteOf = async (applicationId: number) =>
  (await db().select().from(applications).where(eq(applications.id, applicationId)))[0]!.quoteId;
/** The last day of the application's quotation, as stored. */
const validUntilOf = async (applicationId: number) =>
  (
    await db()
      .select()
      .from(quotes)
      .where(eq(quotes.id, await quoteOf(applicationId)))
  )[0]!.validUntil;
/** The quotation's price ended yesterday. */
async function expireQuotation(applicationId: number) {
  const yesterday = formatIsoDate(subDays(new Date(), 1));
  await db()
    .update(quotes)
    .set({ validUntil: yesterday })
    .where(eq(quotes.id, await quoteOf(applicationId)));
  return yesterday;
}

describe('after a purchase', () => {
  it('sends the link to the uploader, which works from a fresh client until the quotation ends', async () => {
    const before = await counts();
    const bought = await client.unpaid();
    // The first purchase of the file registers its customer, whose one-time code is an SMS too.
    const { mail, sms, mails } = await lastMessages();
    expect(mails).toBe(before.mails + 1);

    const validUntil = await validUntilOf(bought.applicationId);
    const insurer = bought.item.company_name;
    expect(mail.subject).toBe(`Your motor insurance with ${insurer}: upload your documents`);
    const link = linkIn(mail.text, uploaderPath(bought.paySecHash));
    expect(new URL(link).pathname + new URL(link).search).toBe(uploaderPath(bought.paySecHash));
    for (const part of [
      'Dear Mr K Perera,',
      `Thank you for choosing Full Insurance cover with ${insurer}. Your application is saved.`,
      'upload your vehicle registration and both sides of your NIC or passport',
      `Continue with your purchase: ${link}`,
      `This link works on any device until ${validUntil}, the last day your quotation's price holds.`,
      CONTACT,
    ])
      expect(mail.text).toContain(part);
    expect(mail.text.endsWith('\n\nKavacha')).toBe(true);
    expect(sms).toBe(
      `Kavacha: your ${insurer} motor insurance application is saved. Upload your documents and pay by ` +
        `${validUntil}: ${link} Questions? Please call us on ${HOTLINE}.`,
    );

    const key = new URL(link).pathname.split('/').at(-1)!;
    const opened = await fromFreshClient('/v3/documents/get_documents', { hash_code: key });
    expect(opened.status).toBe(200);
    expect(opened.body.data.policy).toMatchObject({ insurance_company: insurer });
  });
});

describe('after a payment', () => {
  it('sends a receipt with the amount, the reference, the insurer and the link to the proposal', async () => {
    const bought = await client.paid();
    const [payment] = await client.payments.paymentsOf(bought.applicationId);
    const { mail, sms } = await lastMessages();
    const amount = formatRupees(bought.row.amountCents);
    const insurer = bought.item.company_name;
    const reference = payment!.providerPaymentId!;
    const link = `${client.site}${proposalPath(bought.reqKey)}`;
    const yearOn = formatIsoDate(new Date(new Date().setFullYear(new Date().getFullYear() + 1)));

    expect(mail.subject).toBe(`Payment received: ${amount} for your motor insurance with ${insurer}`);
    for (const part of [
      'Dear Mr K Perera,',
      `Amount paid: ${amount}\nPayment reference: ${reference}\nInsurer: ${insurer}\nCover: Full Insurance\nPaid on: ${today()}`,
      'Your cover note is made at once and sent to you by e-mail and SMS.',
      `Continue with your proposal: ${link}`,
      `This link works on any device until ${yearOn}.`,
      CONTACT,
    ])
      expect(mail.text).toContain(part);
    expect(sms).toBe(
      `Kavacha: we received ${amount} for your ${insurer} motor insurance, ref ${reference}. ` +
        `Complete your proposal to get your cover note: ${link} Questions? Please call us on ${HOTLINE}.`,
    );

    const opened = await fromFreshClient(`/v3/proposal/load?prop_hash=${bought.reqKey}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      payment_reference: reference,
      insurer,
      amount_paid: expect.any(String),
    });
  });

  it('is sent once: the same notification again sends no second receipt', async () => {
    const bought = await client.paid();
    const [payment] = await client.payments.paymentsOf(bought.applicationId);
    const before = await counts();
    // The gateway tells the same payment again: recorded, unchanged, and nobody is told twice.
    const { checkout } = bought;
    const again = client.payments.sandboxNotification({
      merchant_id: checkout.fields.merchant_id!,
      order_id: checkout.order_id,
      payment_id: payment!.providerPaymentId!,
      amount: checkout.fields.amount!,
      currency: 'LKR',
      status: 'paid',
      message: 'Payment approved',
    });
    expect((await client.payments.notify('sandbox', again)).body.data).toEqual({ outcome: 'unchanged' });
    expect(await counts()).toEqual(before);
  });
});

describe('when a document is rejected', () => {
  it('sends the reason and the link to upload it again; an accepted one sends nothing', async () => {
    const documents = await documentClient(context.app, db());
    const bought = await documents.application();
    await documents.uploadAll(bought.paySecHash);
    await documents.submit(bought.paySecHash, ONLINE_APP_CODE);
    const before = await counts();

    expect((await documents.review(bought.paySecHash, 2, DOCUMENT_STATUS.accepted)).status).toBe(200);
    expect(await counts()).toEqual(before);

    const reason = 'The photo is too blurred to read the NIC number';
    expect((await documents.review(bought.paySecHash, 12, DOCUMENT_STATUS.rejected, reason)).status).toBe(
      200,
    );
    const { mail, sms, mails, texts } = await lastMessages();
    expect([mails, texts]).toEqual([before.mails + 1, before.texts + 1]);
    const link = linkIn(mail.text, uploaderPath(bought.paySecHash));
    expect(mail.subject).toBe('Please upload your NIC / Passport Front again');
    for (const part of [
      `The NIC / Passport Front you uploaded for your motor insurance with ${bought.item.company_name} could not be accepted.`,
      `Reason: ${reason}`,
      `Please upload a new one and press Submit for Review: ${link}`,
      CONTACT,
    ])
      expect(mail.text).toContain(part);
    expect(sms).toBe(
      `Kavacha: your NIC / Passport Front was not accepted. Reason: ${reason}. Please upload it again: ${link} ` +
        `Questions? Please call us on ${HOTLINE}.`,
    );
    const key = new URL(link).pathname.split('/').at(-1)!;
    const opened = await fromFreshClient('/v3/documents/get_documents', { hash_code: key });
    expect(opened.body.data.documents.find((d: { doc_id: number }) => d.doc_id === 12)).toMatchObject({
      status: DOCUMENT_STATUS.rejected,
      reason,
    });
  });

  it('sends the SMS alone when the application has no e-mail address', async () => {
    const documents = await documentClient(context.app, db());
    const bought = await documents.application();
    await documents.uploadAll(bought.paySecHash);
    await documents.submit(bought.paySecHash, ONLINE_APP_CODE);
    const { email: _email, ...withoutEmail } = bought.row.personalInfo;
    await db()
      .update(applications)
      .set({ personalInfo: { ...withoutEmail, email: '' } })
      .where(eq(applications.id, bought.applicationId));
    const before = await counts();

    await documents.review(bought.paySecHash, 2, DOCUMENT_STATUS.rejected, 'Not a registration certificate');
    const after = await lastMessages();
    expect([after.mails, after.texts]).toEqual([before.mails, before.texts + 1]);
    expect(after.sms).toContain('Reason: Not a registration certificate.');
  });
});

describe('once the application expires', () => {
  it("unpaid: the uploader's and the payment page's calls answer 410 Gone once the quotation has ended", async () => {
    const documents = await documentClient(context.app, db());
    const bought = await documents.application();
    await documents.uploadAll(bought.paySecHash);
    await documents.submit(bought.paySecHash, ONLINE_APP_CODE);
    const lastDay = await expireQuotation(bought.applicationId);
    const gone = { status: 410, body: refusal(LINK_MESSAGES.expired({ validUntil: lastDay, paidAt: null })) };
    expect(gone.body.error.message).toBe(
      `This link expired on ${lastDay}, when the quotation's price ended. Please start a new quote.`,
    );

    expect(await fromFreshClient('/v3/documents/get_documents', { hash_code: bought.paySecHash })).toEqual(
      gone,
    );
    expect(await documents.submit(bought.paySecHash, ONLINE_APP_CODE)).toEqual(gone);
    expect(await client.payments.summary(bought.paySecHash)).toEqual(gone);
    expect(await client.payments.checkout(bought.paySecHash)).toEqual(gone);
  });

  it('a payment started before the quotation ended is applied, and its links then live a year', async () => {
    const { paySecHash, reqKey, applicationId } = await client.payments.submitted();
    const checkout = (await client.payments.checkout(paySecHash)).body.data;
    await expireQuotation(applicationId);

    expect((await client.payments.pay(checkout, CARDS.approved)).body.data.status).toBe('paid');
    expect((await client.payments.summary(paySecHash)).body.data).toMatchObject({ paid: true });
    expect((await client.load(reqKey)).status).toBe(200);
  });

  it('paid: the proposal answers 410 Gone a year after the payment', async () => {
    const bought = await client.paid();
    const paidAt = subYears(subDays(new Date(), 1), 1);
    await db().update(applications).set({ paidAt }).where(eq(applications.id, bought.applicationId));
    const gone = {
      status: 410,
      body: refusal(LINK_MESSAGES.expired({ validUntil: await validUntilOf(bought.applicationId), paidAt })),
    };
    expect(gone.body.error.message).toMatch(
      /^This link expired on \d{4}-\d{2}-\d{2}, a year after the payment\./,
    );

    expect(await fromFreshClient(`/v3/proposal/load?prop_hash=${bought.reqKey}`)).toEqual(gone);
    expect(await client.generate(client.form(bought.reqKey))).toEqual(gone);
    expect(await client.payments.summary(bought.paySecHash)).toEqual(gone);
  });
});

describe('with PUBLIC_URL', () => {
  it("the messages' links are on PUBLIC_URL, whatever address the request came to", async () => {
    const site = await createTestApp({ PUBLIC_URL: 'https://kavacha.example.lk/' });
    try {
      const documents = await documentClient(site.app, site.database.db);
      const bought = await documents.application();
      const [mail] = await site.database.db.select().from(outbox).where(eq(outbox.kind, 'mail'));
      expect(mailOf(mail).text).toContain(
        `Continue with your purchase: https://kavacha.example.lk${uploaderPath(bought.paySecHash)}`,
      );
    } finally {
      await site.app.close();
    }
  });
});
