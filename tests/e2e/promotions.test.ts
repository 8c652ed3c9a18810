import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inquiries } from '#server/db/schema';
import { useDockJourney } from './dock-journey';
import { checkPage } from './journey';

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
