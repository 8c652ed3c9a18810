import type { Page, Route } from 'playwright-core';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_STATE_ID } from '#domain/page-render';
import { codeIn } from '#server/testing/one-time-codes';
import { payhereSignature } from '#server/testing/payments';
import type { ProductionPeers } from '../support/production';
import {
  LOCAL_REDIS,
  PAYHERE_MERCHANT,
  compiledServerArgs,
  productionRelease,
  startCompiledServer,
  startProductionPeers,
} from '../support/production';
import { runServerToExit } from '../support/server-process';
import { CUSTOMER, buyCarInBrowser, saveAndDownload } from './cover-note-journey';
import { useJourney } from './journey';

// Production on one machine, as docs/deploy.md sets it up: a release with only the production
// dependencies installed (as after `npm prune --omit=dev`) and the server compiled from the current
// sources, started as npm run start:prod starts it, with NODE_ENV=production and every real provider,
// each answered by a real protocol peer (tests/support/production.ts). A customer buys a policy in Chromium
// from the quotation form to the cover note: the one-time code arrives through the SMS gateway, the
// documents land in the S3 bucket, PayHere's checkout is answered here as PayHere answers it (a
// notification signed with the merchant secret, then the customer sent back), and the cover note goes
// out by SMTP and SMS. The inquiry on the way becomes a lead in vtiger.

const PAYHERE_CHECKOUT = 'https://sandbox.payhere.lk/pay/checkout';

/** The newest one-time code the SMS gateway carried to `mobile` (9 digits after 94). */
async function codeSentTo(peers: ProductionPeers, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const texts = peers.sms.messages.filter((sms) => sms.to === `94${mobile}`).map((sms) => sms.text);
      code = codeIn(texts.reverse());
      return code;
    })
    .toBeDefined();
  return code!;
}

/**
 * PayHere's part, at its sandbox checkout (not reachable from here): it checks the form's hash, posts its
 * notification of a paid order to the shop's notify_url, signed as its documentation says, and sends the
 * customer back to return_url.
 */
async function answerAsPayHere(route: Route) {
  const fields = Object.fromEntries(new URLSearchParams(route.request().postData() ?? ''));
  const { merchant_id, order_id, amount, currency, notify_url, return_url, hash } = fields;
  expect(merchant_id).toBe(PAYHERE_MERCHANT.id);
  expect(hash).toBe(payhereSignature(PAYHERE_MERCHANT.secret, merchant_id!, order_id!, amount!, currency!));
  const status_code = '2';
  const notification = {
    merchant_id: merchant_id!,
    order_id: order_id!,
    payment_id: '320032277189',
    payhere_amount: amount!,
    payhere_currency: currency!,
    status_code,
    status_message: 'Successfully completed the payment.',
    method: 'VISA',
    card_holder_name: 'K A Perera',
    card_no: '************4242',
    md5sig: payhereSignature(
      PAYHERE_MERCHANT.secret,
      merchant_id!,
      order_id!,
      amount!,
      currency!,
      status_code,
    ),
  };
  const notified = await fetch(notify_url!, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(notification),
  });
  expect(notified.status, await notified.text()).toBe(200);
  await route.fulfill({ status: 302, headers: { location: return_url! } });
}

async function payWithPayHere(page: Page) {
  await page.route(PAYHERE_CHECKOUT, answerAsPayHere);
  await page.getByRole('button', { name: 'Pay with PayHere' }).click();
}

describe('production', () => {
  let peers: ProductionPeers;
  let release: Awaited<ReturnType<typeof productionRelease>>;
  beforeAll(async () => {
    [release, peers] = await Promise.all([productionRelease(), startProductionPeers()]);
  });
  afterAll(async () => {
    await peers?.close();
    await release?.remove();
  });
  const journey = useJourney(
    () => peers.env,
    (env) => startCompiledServer(env, release.root),
  );

  it('refuses to start with an unsafe configuration, naming every problem, and exits 1', async () => {
    const { code, output } = await runServerToExit(
      { NODE_ENV: 'production', SMS_PROVIDER: 'http', PUBLIC_URL: 'http://www.kavacha.lk' },
      { args: compiledServerArgs(release.root) },
    );
    expect(code).toBe(1);
    expect(output).toContain('Refusing to start in production mode:');
    for (const problem of [
      'SMS_PROVIDER=http needs SMS_GATEWAY_URL and SMS_GATEWAY_KEY',
      'DATABASE_URL is not set',
      "mail provider is the built-in 'builtin'",
      "payments provider is the built-in 'sandbox'",
      "crm provider is the built-in 'builtin'",
      'STORAGE_PROVIDER is not set',
      'the web machine credential (WEB_API_KEY, WEB_USER_NAME, WEB_PASSWORD) is the default one',
      'BROKER_LICENCE_STATEMENT is not set',
      'SUBSCRIPTION_SECRET is not set',
      'PUBLIC_URL is not https',
      'PER_DAY_SITE_URL is not set',
    ]) {
      expect(output).toContain(problem);
    }
    // A configuration problem is said, not thrown: no stack trace.
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('is ready, on PostgreSQL, with its rate limits in Redis, and has no demo outbox', async () => {
    const origin = journey.url();
    const health = await fetch(`${origin}/health`);
    expect(await health.json()).toMatchObject({ data: { status: 'ok', database: 'postgres' } });
    const ready = await fetch(`${origin}/ready`);
    expect(await ready.json()).toMatchObject({ data: { status: 'ready' } });
    const outbox = await fetch(`${origin}/dev/outbox?to=94771234567`, {
      headers: { accept: 'application/json' },
    });
    expect(outbox.status).toBe(404);

    const redis = new Redis(LOCAL_REDIS);
    try {
      expect(await redis.keys(`${peers.env.REDIS_KEY_PREFIX}*`)).not.toEqual([]);
    } finally {
      redis.disconnect();
    }
  });

  it('sends the content pages rendered by the server entry built beside the web app (decision 057)', async () => {
    const faq = await fetch(`${journey.url()}/faq`);
    expect(faq.status).toBe(200);
    const html = await faq.text();
    expect(html).toContain(`id="${PAGE_STATE_ID}"`);
    expect(html).toContain('<title>Frequently Asked Questions | Kavacha</title>');
  });

  it('sells a policy end to end: code by SMS, documents in the bucket, PayHere, cover note by mail and SMS', async () => {
    const origin = journey.url();
    const { opened, mobile, amount } = await buyCarInBrowser(journey, 1280, {
      readCode: (number) => codeSentTo(peers, number),
      pay: payWithPayHere,
    });

    // The contact details given with the quotation reached vtiger as a lead.
    const [lead] = await peers.vtiger.waitForLeads(1);
    expect(lead).toMatchObject({ lastname: 'Perera', email: CUSTOMER.email, leadsource: 'Web' });
    expect(lead!.phone).toContain(mobile);

    // The three documents are in the bucket, not on this machine's disk.
    const documents = await peers.s3.keys();
    expect(documents.length).toBeGreaterThanOrEqual(3);

    const { fileUrl, coverNoteNo } = await saveAndDownload(opened, origin, amount, 1280);
    expect((await peers.s3.keys()).length).toBeGreaterThan(documents.length);

    // The cover note by e-mail, among the other messages of the purchase, with its link...
    await expect
      .poll(() => peers.smtp.messages.find((mail) => mail.text.includes(coverNoteNo)), { timeout: 20_000 })
      .toBeDefined();
    const mail = peers.smtp.messages.find((message) => message.text.includes(coverNoteNo))!;
    expect(mail.to).toEqual([CUSTOMER.email]);
    expect(mail.text).toContain(fileUrl);
    // ...and by SMS to the verified mobile.
    await expect
      .poll(() =>
        peers.sms.messages.find((sms) => sms.to === `94${mobile}` && sms.text.includes(coverNoteNo)),
      )
      .toBeDefined();
    const pdf = await fetch(fileUrl);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  }, 180_000);
});
