import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '#domain/i18n';
import { LOCALE_COOKIE } from '#domain/i18n';
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import { customers, outbox } from '#server/db/schema';
import { translator } from '#server/i18n';
import { PERSONAL_INFO } from '#server/testing/customers';
import { pdfText } from '#server/testing/pdf-text';
import type { ProposalClient } from '#server/testing/proposals';
import { proposalClient } from '#server/testing/proposals';
import type { TestCustomer } from '#server/testing/purchases';
import { buyPath, priced, purchaseClient, purchaseOf } from '#server/testing/purchases';
import { createTestApp } from '#server/testing/test-app';
import { MOTOR_TRAFFIC_ACT_LINE } from '../proposal/cover-note-pdf';

// The customer's language (issue 21): stored with the customer from the language of the request that
// registers, updates or buys (the kavacha_lang cookie, else Accept-Language), and the one every SMS,
// e-mail and cover note to them is written in. English stays the default.

let context: Awaited<ReturnType<typeof createTestApp>>;
let client: Awaited<ReturnType<typeof purchaseClient>>;
let proposals: ProposalClient;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await purchaseClient(context.app, context.database.db);
  proposals = await proposalClient(context);
});
afterAll(() => context.app.close());

const db = () => context.database.db;
const localeOf = async (customerId: number) =>
  (await db().select({ locale: customers.locale }).from(customers).where(eq(customers.id, customerId)))[0]!
    .locale;
const messagesTo = async (kind: 'sms' | 'mail', to: string) =>
  (await db().select().from(outbox).where(eq(outbox.kind, kind)).orderBy(asc(outbox.id)))
    .map((row) => row.payload as { to: string; text: string; subject?: string })
    .filter((payload) => payload.to === to);

const HEAD = 'MOTOR INSURANCE COVER NOTE';
const OTP_SMS =
  '{code} is your Kavacha verification code. It expires in {minutes, plural, one {# minute} other {# minutes}}. Never share it with anyone.';

type Mail = { text: string; subject?: string };
const cookie = (locale: string) => ({ cookie: `${LOCALE_COOKIE}=${locale}` });

/** The customer buys the cheapest quotation of a new quote, the request carrying `headers`. */
async function buyWith(customer: TestCustomer, headers: Record<string, string>) {
  const quote = await client.quoting.premiums();
  const body = purchaseOf(customer, quote, priced(quote)[0]!);
  const bought = await client.customers.call('POST', buyPath(quote), body, {
    [VERIFIED_TOKEN_HEADER]: customer.token,
    ...headers,
  });
  expect(bought.status).toBe(200);
  return bought;
}

/** The English sentences of `text`, long enough to be a sentence of ours rather than a name or a link. */
const sentencesOf = (text: string) =>
  text
    .split(/\n+|(?<=[.:?])\s+/)
    .map((part) => part.trim())
    .filter((part) => /^[A-Z][a-z]+ [a-z]+ [a-z]+/.test(part));

describe("the customer's language", () => {
  it('is English for a customer registered without a cookie or Accept-Language', async () => {
    const customer = await client.customers.customer('775100001');
    expect(await localeOf(customer.customerId)).toBe('en');
  });

  it('is taken from the kavacha_lang cookie when the customer buys', async () => {
    const customer = await client.customers.customer('775100002');
    await buyWith(customer, { ...cookie('si'), 'accept-language': 'ta-LK,ta;q=0.9' });
    expect(await localeOf(customer.customerId)).toBe('si');
  });

  it('is taken from Accept-Language when the buyer has no cookie, and follows the last purchase', async () => {
    const customer = await client.customers.customer('775100003');
    await buyWith(customer, { 'accept-language': 'ta-LK,ta;q=0.9,en;q=0.5' });
    expect(await localeOf(customer.customerId)).toBe('ta');
    await buyWith(customer, { 'accept-language': 'fr-FR,en;q=0.8' });
    expect(await localeOf(customer.customerId)).toBe('en');
    await buyWith(customer, cookie('xx'));
    expect(await localeOf(customer.customerId)).toBe('en');
  });

  it('is set when the customer registers and when they update their record', async () => {
    const token = await client.customers.verifiedToken('775100004');
    const registered = await client.customers.call(
      'POST',
      '/consumer-api/v3/register',
      { ...PERSONAL_INFO, mobile_number: '775100004' },
      { [VERIFIED_TOKEN_HEADER]: token, ...cookie('ta') },
    );
    expect(registered.status).toBe(200);
    const customerId = registered.body.data.customer_id as number;
    expect(await localeOf(customerId)).toBe('ta');

    const updated = await client.customers.call(
      'POST',
      '/consumer-api/v3/update',
      {
        customer_id: customerId,
        title: 'Mr',
        name_initials: 'K Perera',
        email: 'kamal@example.lk',
        identify_type: 'nic_number',
        nic_number: PERSONAL_INFO.nic_number,
        street_one: 'Galle Road',
        city: 'Kandy',
      },
      { [VERIFIED_TOKEN_HEADER]: token, 'accept-language': 'si' },
    );
    expect(updated.status).toBe(200);
    expect(await localeOf(customerId)).toBe('si');
    // The answers of the consumer calls do not change with it.
    expect(updated.body.data).not.toHaveProperty('locale');
  });
});

describe('the letters to a customer', () => {
  it('are written in Sinhala to a customer whose language is si: the purchase e-mail and SMS', async () => {
    const english = await client.customers.customer('775100005');
    const sinhala = await client.customers.customer('775100006');
    await buyWith(english, cookie('en'));
    await buyWith(sinhala, cookie('si'));
    // Both customers have the personal form's address: the English e-mail, then the Sinhala one.
    const mails = await messagesTo('mail', 'kamal@example.lk');
    const enMail: Mail = mails.at(-2)!;
    const siMail: Mail = mails.at(-1)!;
    const enSms = (await messagesTo('sms', '94775100005')).at(-1)!;
    const siSms = (await messagesTo('sms', '94775100006')).at(-1)!;

    expect(enMail.text).toMatch(/^Dear Mr K Perera,\n\nThank you for choosing /);
    expect(enSms.text).toMatch(/^Kavacha: your .+ motor insurance application is saved\./);

    expect(siMail.text).not.toBe(enMail.text);
    expect(siMail.subject).not.toBe(enMail.subject);
    expect(siSms.text).not.toBe(enSms.text);
    expect(siMail.text).toMatch(/[\u0D80-\u0DFF]/);
    expect(siSms.text).toMatch(/[\u0D80-\u0DFF]/);
    for (const sentence of sentencesOf(enMail.text)) expect(siMail.text).not.toContain(sentence);
    for (const sentence of sentencesOf(enSms.text)) expect(siSms.text).not.toContain(sentence);
  });

  it('words the OTP SMS in the language of the request that asked for the code', async () => {
    const sent = await client.customers.call(
      'POST',
      '/otp-auth-api/v2/otp/generate',
      { mobile_number: '775100007', email: 'kamal@example.lk' },
      cookie('si'),
    );
    expect(sent.status).toBe(200);
    const [sms] = await messagesTo('sms', '94775100007');
    const code = /\d{6}/.exec(sms!.text)![0];
    expect(sms!.text).toBe(translator('si')._(OTP_SMS, { code, minutes: 5 }));
    expect(translator('en')._(OTP_SMS, { code, minutes: 5 })).toBe(
      `${code} is your Kavacha verification code. It expires in 5 minutes. Never share it with anyone.`,
    );
  });
  it('sends the code in Sinhala script', async () => {
    await client.customers.call(
      'POST',
      '/otp-auth-api/v2/otp/generate',
      { mobile_number: '775100008', email: 'kamal@example.lk' },
      cookie('si'),
    );
    const [sms] = await messagesTo('sms', '94775100008');
    expect(sms!.text).toMatch(/^\d{6} /);
    expect(sms!.text).toMatch(/[\u0D80-\u0DFF]/);
  });
});

/**
 * The text in the order it is read: pdftotext gives a Sinhala or Tamil vowel sign written before its
 * consonant (and the parts of a two-part sign) in the order they are drawn; this puts them back.
 */
const logicalOrder = (text: string) =>
  text
    .replace(/([\u0DD9\u0DDB])((?:[\u0D9A-\u0DC6]\u0DCA\u200D?)*[\u0D9A-\u0DC6])/gu, '$2$1')
    .replace(/([\u0BC6-\u0BC8])((?:[\u0B95-\u0BB9]\u0BCD)*[\u0B95-\u0BB9])/gu, '$2$1')
    .normalize('NFC');
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the cover note PDF', () => {
  const fonts: Record<Exclude<Locale, 'en'>, RegExp> = { si: /NotoSansSinhala/, ta: /NotoSansTamil/ };
  /** The cover note of a new paid application whose customer's language is `locale`: its bytes. */
  async function coverNoteIn(locale: Locale) {
    const bought = await proposals.paid();
    await db().update(customers).set({ locale }).where(eq(customers.id, bought.customer.customerId));
    const { status, body } = await proposals.generate(proposals.form(bought.reqKey));
    expect(status).toBe(200);
    const file = await proposals.open(body.data.url);
    expect(file.status).toBe(200);
    return Buffer.from(file.content);
  }

  for (const locale of ['si', 'ta'] as const) {
    it(`is written in the customer's language, ${locale}: labels and sentences by its translator`, async () => {
      const i18n = translator(locale);
      const { pages, text } = await pdfText(await coverNoteIn(locale));
      expect(pages).toBe(1);
      const words = flat(logicalOrder(text));
      for (const label of [i18n._(HEAD), i18n._('Scan to check this cover'), i18n._(MOTOR_TRAFFIC_ACT_LINE)])
        expect(words).toContain(flat(label));
      // The data as it is.
      expect(words).toContain('2NZ-7654321');
    });
    it(`embeds Noto Sans of the script for ${locale}, its text extractable`, async () => {
      const bytes = await coverNoteIn(locale);
      expect(bytes.toString('latin1')).toMatch(fonts[locale]);
      const words = flat(logicalOrder((await pdfText(bytes)).text));
      expect(words).toMatch(locale === 'si' ? /[\u0D80-\u0DFF]/ : /[\u0B80-\u0BFF]/);
      expect(words).toContain(translator(locale)._(HEAD));
    });
  }

  it('is English in Helvetica for an English customer', async () => {
    const bought = await proposals.paid();
    const { body } = await proposals.generate(proposals.form(bought.reqKey));
    const bytes = Buffer.from((await proposals.open(body.data.url)).content);
    expect(bytes.toString('latin1')).toMatch(/Helvetica/);
    expect(bytes.toString('latin1')).not.toMatch(/NotoSans/);
    expect(flat((await pdfText(bytes)).text)).toContain('MOTOR INSURANCE COVER NOTE');
  });
});
