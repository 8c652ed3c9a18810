import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '#domain/money';
import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES } from '#domain/motor/documents';
import { CARD_MESSAGES, PAYMENT_MESSAGES } from '#domain/motor/payment';
import { QUOTE_MESSAGES } from '#domain/motor/quote';
import { payPath, uploaderPath } from '#domain/motor/purchase-paths';
import type { OpenedPage } from '../support/browser';
import { atEachWidth, checkPage, useJourney } from './journey';
import { errorOf, field, pathOf } from './motor-form';
import type { Quote } from './motor-quotes';
import { quoteApi } from './motor-quotes';
import {
  ALL_FILES,
  NIC_BACK,
  NIC_FRONT,
  REGISTRATION,
  expectToast,
  nicBackPng,
  nicFrontPdf,
  declareAnswers,
  payWith,
  premiumOf,
  registrationPng,
  statusOf,
  submitButton,
  tile,
  upload,
  waitForTiles,
} from './purchase-pages';
import type { TestFile } from './purchases';
import { purchaseApi, testPng } from './purchases';

// The document upload page (motor section 2.8), the sandbox gateway's payment page and the proposal
// landing page, on real purchases: uploads of a real PNG and PDF, the submit's checks and toasts, the
// third-party acknowledgement, a paid and a declined card, and the pages' refusals.

/** Drops `file` on `zone` as a person dragging it from their desktop would. */
async function dropFile(zone: Locator, file: TestFile) {
  const dataTransfer = await zone.evaluateHandle(
    (_, { name, mimeType, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
  );
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** The calls the page makes to `path`, from now on. */
function callsTo(page: Page, path: string) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request.url());
  });
  return calls;
}

describe('documents and payment', () => {
  // The tests buy, upload and pay through the API as well as the pages: more writes than one visitor's.
  const journey = useJourney({ RATE_LIMIT_WRITES_PER_MINUTE: '5000' });
  let origin: string;
  let api: Awaited<ReturnType<typeof purchaseApi>>;
  let car: Quote;
  let motorcycle: Quote;

  beforeAll(async () => {
    origin = journey.url();
    const quotes = await quoteApi(origin);
    [api, car, motorcycle] = await Promise.all([purchaseApi(origin), quotes.full(), quotes.thirdParty()]);
  });

  /** A car bought, its three documents uploaded and submitted: the pay page is open to it. */
  const submittedCar = () => api.submitted(car, ALL_FILES);

  atEachWidth((width) => {
    it('uploads the three documents, submits, pays with a test card and lands on the proposal', async () => {
      const hash = await api.buy(car);
      const opened = await journey.open(uploaderPath(hash), width);
      const { page } = opened;
      await waitForTiles(page);
      expect(await page.title()).toBe('Upload documents | Kavacha');
      const steps = page.getByRole('navigation', { name: 'Purchase steps' });
      expect(await steps.locator('[aria-current="step"]').textContent()).toBe('Documents');

      // Left, the policy information; amounts in rupees to the cent, N/A where the quote has no value.
      const policy = page.getByRole('region', { name: 'Policy information' });
      const policyText = await policy.innerText();
      expect(policyText).toContain('K Perera');
      expect(policyText).toMatch(/Premium\s+Rs\. \d{1,3}(,\d{3})*\.\d{2}/);
      expect(policyText).toMatch(/Engine capacity\s+1,500 cc/);
      expect(policyText).toContain('Toyota');
      const amount = await premiumOf(page);
      for (const title of [REGISTRATION, NIC_FRONT, NIC_BACK])
        expect(await statusOf(page, title)).toBe('Status: Not uploaded');
      await checkPage(opened, `uploader-${width}`);

      // Section 8: the first missing document is named, and nothing is sent.
      const submits = callsTo(page, '/v3/documents/submit-for-review');
      await submitButton(page).click();
      await expectToast(page, 'Please Upload Vehicle Registration');
      const needed = (title: string) => tile(page, title).getByText('Needed before you can submit');
      for (const title of [REGISTRATION, NIC_FRONT, NIC_BACK]) await needed(title).waitFor();

      await upload(page, REGISTRATION, registrationPng);
      const image = tile(page, REGISTRATION).getByRole('img', { name: `${REGISTRATION}: registration.png` });
      await expect.poll(() => needed(REGISTRATION).count()).toBe(0);
      expect(await needed(NIC_FRONT).isVisible()).toBe(true);
      expect(await image.getAttribute('width')).toBe('200');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
      await submitButton(page).click();
      await expectToast(page, 'Please Upload NIC Front');

      // By keyboard: Tab reaches the zone's file input, whose frame shows the focus; Enter opens the chooser.
      const input = tile(page, NIC_FRONT).locator('input[name="asset"]');
      // Listening first: the browser hands the chooser to the test only once the test listens.
      const chooser = page.waitForEvent('filechooser');
      await tile(page, REGISTRATION)
        .getByRole('button', { name: `Remove ${REGISTRATION}` })
        .focus();
      await expect
        .poll(async () => {
          await page.keyboard.press('Tab');
          return input.evaluate((box) => box === document.activeElement);
        })
        .toBe(true);
      const zone = input.locator('..');
      expect(await zone.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
      await page.keyboard.press('Enter');
      await (await chooser).setFiles(nicFrontPdf);
      await expectToast(page, DOCUMENT_MESSAGES.uploaded);
      await expect.poll(() => statusOf(page, NIC_FRONT)).toBe('Status: Uploaded');
      const frame = tile(page, NIC_FRONT).locator('iframe');
      expect(await frame.getAttribute('title')).toBe(`${NIC_FRONT}: nic-front.pdf`);
      const pdfUrl = await frame.getAttribute('src');
      const pdf = await page.request.get(`${origin}${pdfUrl}`);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      await submitButton(page).click();
      await expectToast(page, 'Please Upload NIC Back');
      expect(submits).toEqual([]);

      // The PDF, large in a modal 1000 pixels wide (the whole width on a phone); Escape closes it.
      await tile(page, NIC_FRONT)
        .getByRole('button', { name: `Zoom ${NIC_FRONT}` })
        .click();
      const zoom = page.getByRole('dialog', { name: `${NIC_FRONT}: nic-front.pdf` });
      await zoom.waitFor();
      expect((await zoom.boundingBox())!.width).toBe(Math.min(1000, width));
      await page.keyboard.press('Escape');
      await zoom.waitFor({ state: 'hidden' });

      // A wrong file is refused before it is sent; a removed document can be uploaded again.
      await tile(page, NIC_BACK)
        .locator('input[name="asset"]')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expectToast(page, DOCUMENT_MESSAGES.wrongType);
      expect(await tile(page, NIC_BACK).innerText()).toContain(DOCUMENT_MESSAGES.wrongType);
      await upload(page, NIC_BACK, nicBackPng);
      await tile(page, NIC_BACK)
        .getByRole('button', { name: `Remove ${NIC_BACK}` })
        .click();
      await expectToast(page, DOCUMENT_MESSAGES.removed);
      await expect.poll(() => statusOf(page, NIC_BACK)).toBe('Status: Not uploaded');
      await upload(page, NIC_BACK, nicBackPng);
      await checkPage(opened, `uploader-uploaded-${width}`);

      // The vehicle's numbers from its papers (decision 039), optional: a bad one stops the submit and is
      // said under its input; good ones go with the submit.
      await page.getByRole('region', { name: /^Your vehicle's numbers/ }).waitFor();
      await field(page, 'engine_no').fill('ab');
      await submitButton(page).click();
      await expect.poll(() => errorOf(page, 'engine_no')).toBe(QUOTE_MESSAGES.minimum3);
      expect(pathOf(page)).toBe(uploaderPath(hash));
      await field(page, 'veh_reg_format_1').selectOption('WP');
      await field(page, 'veh_reg_format_2').fill('cab');
      await field(page, 'veh_reg_format_3').fill('1234');
      await field(page, 'engine_no').fill('2NZ-7654321');
      await field(page, 'chassis_no').fill('NZE141-1234567');

      // Full insurance needs no acknowledgement: the submit goes straight on to payment.
      await submitButton(page).click();
      await page.waitForURL((url) => url.pathname === payPath(hash));
      await page.getByText(DOCUMENT_MESSAGES.submitted).waitFor();
      expect(await page.title()).toBe('Payment | Kavacha');
      await declareAnswers(page);
      const summary = page.getByRole('region', { name: 'You are paying for' });
      await summary.getByText(formatRupees(amount)).waitFor();
      expect(await summary.innerText()).toContain('K Perera');
      await field(page, 'card_number').waitFor();
      expect(await field(page, 'card_number').getAttribute('autocomplete')).toBe('cc-number');
      expect(await field(page, 'card_number').getAttribute('inputmode')).toBe('numeric');
      await checkPage(opened, `pay-${width}`);

      await payWith(page, '4242 4242 4242 4242', amount);
      await page.waitForURL((url) => url.pathname.startsWith('/motor/Proposal/'));
      const received = page.getByRole('region', { name: 'Payment received' });
      await received.waitFor();
      const receivedText = await received.innerText();
      expect(receivedText).toContain(formatRupees(amount));
      expect(receivedText).toMatch(/Paid on\s+\d{4}-\d{2}-\d{2}/);
      expect(receivedText).toMatch(/Payment reference\s+\S+/);
      expect(await page.title()).toBe('Proposal | Kavacha');
      await checkPage(opened, `proposal-${width}`);
      // The proposal starts from the numbers typed at the upload.
      expect(await field(page, 'veh_reg_format_2').inputValue()).toBe('CAB');
      expect(await field(page, 'engine_no').inputValue()).toBe('2NZ-7654321');
      expect(await field(page, 'chassis_no').inputValue()).toBe('NZE141-1234567');

      // The way back to the paid payment page leads to the proposal again, never to a second payment.
      await page.goto(`${origin}${payPath(hash)}`);
      await page.waitForURL((url) => url.pathname.startsWith('/motor/Proposal/'));
    });

    it('lands a declined card on the failed page, and Try again pays with another card', async () => {
      const hash = await submittedCar();
      const opened = await journey.open(payPath(hash), width);
      const { page } = opened;
      await field(page, 'card_number').waitFor();
      const summary = page.getByRole('region', { name: 'You are paying for' });
      await summary.getByText(/Rs\. /).waitFor();
      const amount = Number((await summary.locator('dd').last().innerText()).replace(/[^\d]/g, ''));

      await payWith(page, '4000000000000002', amount);
      await page.waitForURL((url) => url.pathname === `/payment/${hash}`);
      await page.getByRole('heading', { name: 'Payment failed' }).waitFor();
      const main = await page.getByRole('main').innerText();
      expect(main).toContain('FAILED');
      expect(main).toContain('Card declined by the issuing bank');
      expect(main).toContain(PAYMENT_MESSAGES.notCharged);
      // The references to quote: the attempt's order id, as the server has it, and the quotation number.
      const reference = (await page.getByText('Payment reference').locator('+ dd').innerText()).trim();
      expect(reference).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(await page.getByText('Quotation number').locator('+ dd').innerText()).toMatch(/\S/);
      const ways = await page.getByRole('region', { name: 'Other ways to pay' }).innerText();
      expect(ways).toContain('the link in the SMS and e-mail we sent when you applied');
      expect(ways).toMatch(/call us on \+94/);
      await checkPage(opened, `payment-failed-${width}`);

      await page.getByRole('link', { name: 'Try again' }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === payPath(hash));
      await payWith(page, '5555555555554444', amount);
      await page.waitForURL((url) => url.pathname.startsWith('/motor/Proposal/'));
      await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    });

    it('asks to acknowledge third-party cover before submitting, and Cancel sends nothing', async () => {
      const hash = await api.buy(motorcycle);
      await api.upload(hash, ALL_FILES);
      const opened = await journey.open(uploaderPath(hash), width);
      const { page } = opened;
      await waitForTiles(page);
      await expect.poll(() => statusOf(page, NIC_BACK)).toBe('Status: Uploaded');
      const submits = callsTo(page, '/v3/documents/submit-for-review');

      await submitButton(page).click();
      const dialog = page.getByRole('dialog', { name: /^Your cover is / });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain('does not pay for damage to your own vehicle');
      await checkPage(opened, `uploader-acknowledge-${width}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // Focus goes back to the button that opened the dialog.
      expect(await submitButton(page).evaluate((button) => button === document.activeElement)).toBe(true);
      expect(submits).toEqual([]);

      await submitButton(page).click();
      await dialog.getByRole('button', { name: 'I understand, submit' }).click();
      await page.waitForURL((url) => url.pathname === payPath(hash));
      expect(submits).toHaveLength(1);
    });
  });

  it('checks the card, keeps what was typed, and lists the test cards', async () => {
    const hash = await submittedCar();
    const opened = await journey.open(payPath(hash), 360);
    const { page } = opened;
    await field(page, 'card_number').waitFor();
    const cards = page.getByRole('region', { name: 'Sandbox: test cards only' });
    expect(await cards.innerText()).toContain('4242 4242 4242 4242');
    expect(await cards.innerText()).toContain('declined (Insufficient funds)');

    await field(page, 'card_holder_name').fill('K A Perera');
    await field(page, 'card_number').fill('4242');
    await field(page, 'card_expiry').fill('01/20');
    await field(page, 'card_cvv').fill('12');
    await page.getByRole('button', { name: /^Pay Rs\. / }).click();
    await expect.poll(() => errorOf(page, 'card_number')).toBe(CARD_MESSAGES.number);
    expect(await errorOf(page, 'card_expiry')).toBe(CARD_MESSAGES.expired);
    expect(await errorOf(page, 'card_cvv')).toBe(CARD_MESSAGES.cvv);
    await checkPage(opened, 'pay-card-errors-360');

    // A well-formed number that is no test card: the gateway's refusal under the field; nothing is lost.
    await field(page, 'card_number').fill('4111111111111111');
    await field(page, 'card_expiry').fill('1230');
    await field(page, 'card_expiry').blur();
    expect(await field(page, 'card_expiry').inputValue()).toBe('12/30');
    await field(page, 'card_cvv').fill('123');
    await page.getByRole('button', { name: /^Pay Rs\. / }).click();
    await expect.poll(() => errorOf(page, 'card_number')).toBe(CARD_MESSAGES.notTestCard);
    expect(await field(page, 'card_holder_name').inputValue()).toBe('K A Perera');
    expect(await field(page, 'card_number').inputValue()).toBe('4111111111111111');

    // Use fills every field of a test card, the errors go; the same attempt then goes through.
    await field(page, 'card_holder_name').fill('');
    await field(page, 'card_cvv').fill('');
    await cards.getByRole('button', { name: 'Use card 4242 4242 4242 4242' }).click();
    // The form takes the card in its next render, which a busy machine may not have run yet.
    await expect.poll(() => field(page, 'card_number').inputValue()).toBe('4242424242424242');
    expect(await field(page, 'card_expiry').inputValue()).toMatch(/^12\/\d{2}$/);
    expect(await field(page, 'card_holder_name').inputValue()).toMatch(/^[A-Z][A-Z .'-]+$/);
    expect(await field(page, 'card_cvv').inputValue()).toBe('123');
    expect(await errorOf(page, 'card_number')).toBeNull();
    await page.getByRole('button', { name: /^Pay Rs\. / }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/motor/Proposal/'));
  });

  it('shows the review outcome of each document, with the reason of a rejection', async () => {
    const hash = await submittedCar();
    await api.review(hash, 2, 3);
    await api.review(hash, 13, 4, 'The photo is blurred');
    const opened = await journey.open(`/user/document/uploader/${hash}`, 1280);
    const { page } = opened;
    await waitForTiles(page);
    await expect.poll(() => statusOf(page, REGISTRATION)).toBe('Status: Accepted');
    expect(await statusOf(page, NIC_FRONT)).toBe('Status: Submitted for review');
    expect(await statusOf(page, NIC_BACK)).toBe('Status: Rejected: The photo is blurred');
    // Only the rejected document may change; the others have no Remove.
    expect(
      await tile(page, REGISTRATION)
        .getByRole('button', { name: /^Remove/ })
        .count(),
    ).toBe(0);
    expect(
      await tile(page, NIC_FRONT)
        .getByRole('button', { name: /^Remove/ })
        .count(),
    ).toBe(0);
    await tile(page, NIC_BACK)
      .getByRole('button', { name: `Remove ${NIC_BACK}` })
      .click();
    await expectToast(page, DOCUMENT_MESSAGES.removed);
    await upload(page, NIC_BACK, testPng('nic-back-sharp.png', [22, 101, 52]));
    await checkPage(opened, 'uploader-reviewed-1280');

    // Without app_code ONLINE the submit says so and stays on the page.
    await submitButton(page).click();
    await expectToast(page, DOCUMENT_MESSAGES.submitted);
    await expect.poll(() => statusOf(page, NIC_BACK)).toBe('Status: Submitted for review');
    expect(pathOf(page)).toBe(`/user/document/uploader/${hash}`);
    expect(await submitButton(page).count()).toBe(0);
  });

  it('refuses a file over 10 MB before sending it, and says a failed submit in the spec words', async () => {
    const hash = await api.buy(car);
    await api.upload(hash, ALL_FILES.slice(0, 2));
    const opened = await journey.open(uploaderPath(hash), 1280);
    const { page } = opened;
    await waitForTiles(page);
    const uploads = callsTo(page, '/v3/documents/upload_documents');
    await tile(page, NIC_BACK)
      .locator('input[name="asset"]')
      .setInputFiles({
        name: 'big.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.alloc(MAX_UPLOAD_BYTES + 1),
      });
    await expectToast(page, DOCUMENT_MESSAGES.tooLarge);
    expect(uploads).toEqual([]);

    // A file dropped on the zone is uploaded as a chosen one is.
    await dropFile(tile(page, NIC_BACK).locator('label').locator('..'), nicBackPng);
    await expectToast(page, DOCUMENT_MESSAGES.uploaded);
    await expect.poll(() => statusOf(page, NIC_BACK)).toBe('Status: Uploaded');

    await page.route('**/v3/documents/submit-for-review', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":500}' }),
    );
    await submitButton(page).click();
    await expectToast(page, DOCUMENT_MESSAGES.submitFailed);
    expect(pathOf(page)).toBe(uploaderPath(hash));
  });

  it('shows an error without asking the server for a short hash, and Not found for an unknown one', async () => {
    const short = await journey.open('/user/document/uploader/abc123?app_code=ONLINE', 360);
    const calls = callsTo(short.page, '/v3/documents/get_documents');
    await short.page.getByRole('alert').filter({ hasText: DOCUMENT_MESSAGES.hashInvalid }).waitFor();
    expect(calls).toEqual([]);
    await checkPage(short, 'uploader-invalid-link-360');

    const unknown = await journey.open(uploaderPath('NoSuchApplicationHash123'), 360);
    const alert = unknown.page.getByRole('alert').filter({ hasText: DOCUMENT_MESSAGES.loadFailed });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Not found');
    await checkPage(unknown, 'uploader-not-found-360');
  });

  it('sends back to the documents before payment, and to the failed page after a cancel', async () => {
    const hash = await api.buy(car);
    const opened: OpenedPage = await journey.open(payPath(hash), 1280);
    const { page } = opened;
    const alert = page.getByRole('alert').filter({ hasText: PAYMENT_MESSAGES.documentsFirst });
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: 'Upload your documents' }).getAttribute('href')).toBe(
      uploaderPath(hash),
    );
    await checkPage(opened, 'pay-documents-first-1280');

    const paid = await submittedCar();
    // The gateway's cancel address: the attempt's return address with cancelled=1.
    const { order_id: orderId } = await api.checkout(paid);
    const cancelled = await journey.open(`${payPath(paid)}?order_id=${orderId}&cancelled=1`, 1280);
    await cancelled.page.waitForURL((url) => url.pathname === `/payment/${paid}`);
    await cancelled.page.getByText(PAYMENT_MESSAGES.cancelled).waitFor();
    const again = cancelled.page.getByRole('link', { name: 'Try again' });
    expect(await again.getAttribute('href')).toBe(payPath(paid));
  });

  it('waits on the return page until the gateway confirms, then Check again leads to the proposal', async () => {
    const hash = await submittedCar();
    const checkout = await api.checkout(hash);
    const opened = await journey.open(`${payPath(hash)}?order_id=${checkout.order_id}`, 360, (page) =>
      page.clock.install(),
    );
    const { page } = opened;
    await page.getByText('Confirming your payment…').waitFor();
    await page.clock.runFor(31_000);
    const waiting = page.getByRole('status').filter({ hasText: PAYMENT_MESSAGES.waiting });
    await waiting.waitFor();
    await checkPage(opened, 'pay-waiting-360');

    // The gateway's notification arrives later; Check again finds the payment and goes on.
    await api.payAtGateway(checkout, '4242424242424242');
    await waiting.getByRole('button', { name: 'Check again' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/motor/Proposal/'));
  });

  it("says the server's message on the proposal page for an unknown or unpaid key", async () => {
    const opened = await journey.open('/motor/Proposal/NoSuchProposalKey12345', 360);
    const alert: Locator = opened.page.getByRole('alert').filter({ hasText: 'Not found' });
    await alert.waitFor();
    await checkPage(opened, 'proposal-not-found-360');
  });
});

describe('payment with PayHere', () => {
  const journey = useJourney({
    RATE_LIMIT_WRITES_PER_MINUTE: '5000',
    PAYMENT_PROVIDER: 'payhere',
    PAYHERE_MERCHANT_ID: '1211149',
    PAYHERE_MERCHANT_SECRET: 'payhere-test-secret',
  });
  const PAYHERE_CHECKOUT = 'https://sandbox.payhere.lk/pay/checkout';

  /** The pay page of a submitted application, with PayHere's site answered here (it is not reachable). */
  async function openPayHere() {
    const origin = journey.url();
    const [api, car] = await Promise.all([
      purchaseApi(origin),
      quoteApi(origin).then((quotes) => quotes.full()),
    ]);
    const hash = await api.submitted(car, ALL_FILES);
    const opened = await journey.open(payPath(hash), 1280, (page) =>
      page.route('https://sandbox.payhere.lk/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>PayHere</title><h1>PayHere</h1>' }),
      ),
    );
    const summary = opened.page.getByRole('region', { name: 'You are paying for' });
    await summary.getByText(/Rs\. /).waitFor();
    return { hash, opened };
  }

  it('shows the summary and posts the signed checkout form to PayHere', async () => {
    const { hash, opened } = await openPayHere();
    const { page } = opened;
    expect(await field(page, 'card_number').count()).toBe(0);
    await checkPage(opened, 'pay-payhere-1280');

    const sent = page.waitForRequest((request) => request.url() === PAYHERE_CHECKOUT);
    await page.getByRole('button', { name: 'Pay with PayHere' }).click({ noWaitAfter: true });
    const request = await sent;
    expect(request.method()).toBe('POST');
    const fields = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
    expect(fields).toMatchObject({
      merchant_id: '1211149',
      currency: 'LKR',
      amount: expect.stringMatching(/^\d+\.\d{2}$/),
      return_url: expect.stringContaining(`${payPath(hash)}?order_id=`),
      hash: expect.stringMatching(/^[0-9A-F]{32}$/),
    });
    // The CSP's form-action names PayHere's host, so the browser follows the form there.
    await page.getByRole('heading', { name: 'PayHere' }).waitFor({ timeout: 5000 });
  });
});
