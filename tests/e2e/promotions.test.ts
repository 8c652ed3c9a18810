import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CardPrices } from '#domain/campaigns';
import { instalmentsOf } from '#domain/instalments';
import { centsOfRupees, formatRupees } from '#domain/money';
import type { PremiumsAnswer } from '#domain/motor/quote-answers';
import { quotationFromAnswer } from '#domain/motor/quotation-amounts';
import { payPath } from '#domain/motor/purchase-paths';
import { inquiries, payments } from '#server/db/schema';
import { useDockJourney } from './dock-journey';
import { atEachWidth, checkPage } from './journey';
import { field as formField, fillCar } from './motor-form';
import type { Quote } from './motor-quotes';
import { ALL_FILES, payWith } from './purchase-pages';
import { purchaseApi } from './purchases';

// The bank promotion pages and the small-business page (content sections 2 to 5 and 9; decision 061): the
// offer's banner and terms from its numbers, the Get A Quote form's rules and message, the thank-you in
// place of the form, the inquiry ids the browser keeps, and the lead filed in a server speaking vtiger's
// protocol; an unknown bank is the not-found page with 404.

const { journey, peer, database } = useDockJourney();

const UB = '/promotions/online-web/motor/ub/credit-card-offer';
const form = (page: Page) => page.getByRole('region', { name: /Get a Quote/i });
const field = (page: Page, name: string) => form(page).locator(`input[name="${name}"]`);

/** The lead the CRM peer received whose description starts with `start`. */
async function leadStarting(start: string) {
  const mine = () => peer().leads.find((lead) => lead.description?.startsWith(start));
  await expect.poll(mine, { timeout: 10_000 }).toBeDefined();
  return mine()!;
}

describe('a bank promotion page at 1280px', () => {
  it("shows Union Bank's offer, checks the form, thanks, keeps the inquiry and files the lead", async () => {
    const opened = await journey.open(UB, 1280);
    const { page } = opened;
    await page.getByRole('heading', { level: 1, name: '15% off motor insurance' }).waitFor();
    const terms = page.getByRole('region', { name: 'Terms and conditions' });
    await terms.getByText('The discount is at most Rs. 15,000.00 on each payment.').waitFor();
    await terms.getByText(/You can pay in 3, 6, or 12 monthly instalments/).waitFor();
    await checkPage(opened, 'promotion-ub-1280');

    await form(page).getByRole('button', { name: 'Get A Quote' }).click();
    await form(page).getByText('required', { exact: true }).first().waitFor();
    expect(await form(page).getByText('required', { exact: true }).count()).toBe(3);
    await field(page, 'cx_mobile').fill('77862104');
    await field(page, 'cx_email').click();
    await form(page).getByText('mobile is not valid. ex: 94778621045').waitFor();
    await field(page, 'cx_mobile').fill('778621045');
    await form(page).getByText('mobile is not valid. ex: 94778621045').waitFor({ state: 'detached' });

    await field(page, 'cx_name').fill('Sanjeewa Bandara');
    await field(page, 'cx_email').fill('sanjeewa@example.lk');
    await form(page).getByRole('button', { name: 'Get A Quote' }).click();
    await form(page)
      .getByRole('status')
      .getByText('Thank you for submitting. We will call you back with your quote.')
      .waitFor();
    expect(await form(page).locator('form').count()).toBe(0);

    // Section 4: the inquiry id in browser storage, and for ub under its own key too.
    const kept = await page.evaluate(() => [
      localStorage.getItem('kavacha_inquiry_id'),
      localStorage.getItem('kavacha_ub_inquiry_id'),
    ]);
    const id = Number(kept[0]);
    expect(kept).toEqual([String(id), String(id)]);
    const lead = await leadStarting(`Credit card offer: Union Bank (inquiry ${id})`);
    expect(lead).toMatchObject({ lastname: 'Bandara', phone: '+94778621045', email: 'sanjeewa@example.lk' });
    expect(lead.description).toContain('Promo: UB-CREDIT-CARD');
    const [row] = await database().db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({ kind: 'campaign', quoteId: null, promo: 'UB-CREDIT-CARD' });
    await checkPage(opened, 'promotion-ub-thanks-1280');
  });
});

describe('at 360px', () => {
  it("shows HNB's page, which states no discount, with its instalment terms", async () => {
    const opened = await journey.open('/promotions/online-web/motor/hnb/credit-card-offer', 360);
    const { page } = opened;
    await page
      .getByRole('heading', { level: 1, name: 'Motor insurance for Hatton National Bank card holders' })
      .waitFor();
    await page
      .getByText('Ask Hatton National Bank to convert your payment into instalments within 5 days of paying.')
      .waitFor();
    await checkPage(opened, 'promotion-hnb-360');
  });

  it('answers an unknown bank with the not-found page and 404', async () => {
    const url = `${journey.url()}/promotions/online-web/motor/boc/credit-card-offer`;
    expect((await fetch(url)).status).toBe(404);
    const { page } = await journey.open('/promotions/online-web/motor/boc/credit-card-offer', 360);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });

  it('sends the small-business lead with the company name', async () => {
    const opened = await journey.open('/start-ups-&-sme', 360);
    const { page } = opened;
    await page
      .getByRole('heading', { level: 1, name: 'Group health insurance for start-ups and SMEs' })
      .waitFor();
    await checkPage(opened, 'small-business-360');
    await page.getByRole('link', { name: 'Get a Quote' }).click();
    await field(page, 'cx_name').fill('Dilrukshi Herath');
    await field(page, 'cx_company').fill('Lanka Spice Exports (Pvt) Ltd');
    await field(page, 'cx_mobile').fill('71234');
    await field(page, 'cx_email').fill('dilrukshi@example.lk');
    await form(page).getByText('mobile is not valid. ex: 947xxxxxxxx').waitFor();
    await field(page, 'cx_mobile').fill('712345678');
    await form(page).getByRole('button', { name: 'Get A Quote' }).click();
    await form(page).getByRole('status').waitFor();
    const id = Number(await page.evaluate(() => localStorage.getItem('kavacha_inquiry_id')));
    const lead = await leadStarting(`Small business group health (inquiry ${id})`);
    expect(lead.description).toContain('Company: Lanka Spice Exports (Pvt) Ltd');
    await checkPage(opened, 'small-business-thanks-360');
  });
});

// Issue 25's second part (decision 062): from a bank page to a quote under its promo code, the card price on
// the premium list, and at payment the bank's test card charged the card price, another bank's the usual.

/** The quote of `unqHash` as the web app's API answers it, amounts in cents. */
async function quoteOf(origin: string, unqHash: string): Promise<Quote & { card: CardPrices }> {
  const token = await fetch(`${origin}/v2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-key': 'kavacha-web' },
    body: JSON.stringify({ user_name: 'web', password: 'web-public' }),
  });
  const { auth_key } = (await token.json()).data;
  const answer = await fetch(`${origin}/v2/premiums?unq_hash=${unqHash}`, { headers: { auth_key } });
  const premiums: PremiumsAnswer = (await answer.json()).data;
  return {
    unqHash,
    params: premiums.params,
    quotations: Object.values(premiums.quotes).map(quotationFromAnswer),
    card: premiums.card_offer!,
  };
}

const NTB_CARD = '4551 0100 0000 0004';
const UB_CARD = '4552 0100 0000 0003';

atEachWidth((width) => {
  it("goes from NTB's page to a quote with the card price, and the card decides the price paid", async () => {
    const origin = journey.url();
    const opened = await journey.open('/promotions/online-web/motor/ntb/credit-card-offer', width);
    const { page } = opened;
    await page
      .getByRole('link', { name: "Or compare the insurers' prices for Nations Trust Bank card holders now" })
      .click();
    await page.waitForURL((url) => url.pathname === '/motor/Car/full-insurance/Quotation');
    expect(new URL(page.url()).searchParams.get('promo')).toBe('NTB-CREDIT-CARD');
    await fillCar(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL((url) => url.pathname === '/motor/Car/full-insurance/Inquiry');
    await formField(page, 'cx_name').waitFor();
    const query = new URL(page.url()).searchParams;
    expect(query.get('promo')).toBe('NTB-CREDIT-CARD');
    const quote = await quoteOf(origin, query.get('unq_hash')!);

    // The premium list: each insurer's card price, as the server worked it out, beside the usual price.
    await page.goto(`${origin}/motor/Car/full-insurance/Premium-Comparison?${query}`);
    const chosen = quote.quotations.find((item) => item.total_premium !== null)!;
    const usual = chosen.disc_total_premium ?? chosen.total_premium!;
    const discounted = centsOfRupees(quote.card.prices[chosen.company_code]!);
    expect(discounted).toBe(usual - Math.floor((usual * 1000) / 10_000));
    await page
      .getByText(`${formatRupees(discounted)} with a Nations Trust Bank credit card`, { exact: true })
      .first()
      .waitFor();
    await checkPage(opened, `promotion-premiums-${width}`);

    // At payment: NTB's test card is charged the card price, said before Pay.
    const api = await purchaseApi(origin);
    const [mine, other] = [await api.submitted(quote, ALL_FILES), await api.submitted(quote, ALL_FILES)];
    await page.goto(`${origin}${payPath(mine)}`);
    await page
      .getByText(
        'Pay with a Nations Trust Bank credit card to get its offer. Enter the card number to see your price.',
      )
      .waitFor();
    await formField(page, 'card_number').fill(NTB_CARD);
    await page
      .getByRole('status')
      .getByText(
        `Your Nations Trust Bank card gets the offer: you pay ${formatRupees(discounted)} instead of ${formatRupees(usual)}.`,
      )
      .waitFor();
    await checkPage(opened, `promotion-card-price-${width}`);
    // The instalment plans follow the card price: Nations Trust Bank's 12 months of it.
    await page.getByRole('button', { name: 'Pay in instalments' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay in instalments' });
    const ntbPlans = dialog.getByRole('region', { name: 'Nations Trust Bank' });
    await ntbPlans
      .getByText(formatRupees(instalmentsOf(discounted, 12).each))
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await payWith(page, NTB_CARD, discounted);
    await page.waitForURL((url) => url.pathname.startsWith('/motor/Proposal/'));

    // Another bank's card: the usual price, and the page says why.
    await page.goto(`${origin}${payPath(other)}`);
    await formField(page, 'card_number').fill(UB_CARD);
    await page
      .getByRole('status')
      .getByText(
        `This card is not a Nations Trust Bank card, so the offer does not apply: you pay the usual price, ${formatRupees(usual)}.`,
      )
      .waitFor();
    await checkPage(opened, `promotion-other-card-${width}`);
    await payWith(page, UB_CARD, usual);
    await page.waitForURL((url) => url.pathname.startsWith('/motor/Proposal/'));

    const charged = await database()
      .db.select({ amount: payments.amountCents, bank: payments.campaignBank, last4: payments.cardLast4 })
      .from(payments)
      .where(eq(payments.status, 'paid'));
    expect(charged).toEqual(
      expect.arrayContaining([
        { amount: discounted, bank: 'ntb', last4: '0004' },
        { amount: usual, bank: null, last4: null },
      ]),
    );
  });
});
