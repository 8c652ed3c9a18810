import { describe, it } from 'vitest';
import { logIn, useConsoleJourney } from './console-login';
import { checkPage } from './journey';

// The console's bank offers (issue 25, decision 061): an admin reads each bank's offer, is refused a
// discount out of range at its field, changes Nations Trust Bank's discount and cap, and the bank's
// promotion page then says the new numbers in its headline and terms. axe checks the page at both widths.

describe('bank offers in the console', () => {
  const made = useConsoleJourney();
  const { journey } = made;

  it('at 360px lists every bank with its form', async () => {
    const opened = await logIn(journey, '/console/campaigns', made.staff.admin, 360);
    await opened.page.getByRole('region', { name: /^People's Bank/ }).waitFor();
    // Each campaign in numbers (decision 062): none yet on a new database.
    const numbers = opened.page.getByRole('definition').filter({ hasText: 'Rs. 0.00' });
    await numbers.first().waitFor();
    await checkPage(opened, 'console-campaigns-360');
  });

  it("at 1280px changes an offer, which the bank's page then shows", async () => {
    const opened = await logIn(journey, '/console/campaigns', made.staff.admin, 1280);
    const { page } = opened;
    const ntb = page.getByRole('region', { name: /^Nations Trust Bank/ });
    await ntb.getByText('10% off; running today.').waitFor();
    const discount = ntb.getByLabel('Discount (basis points)');
    await discount.fill('0');
    await ntb.getByRole('button', { name: "Save Nations Trust Bank's offer" }).click();
    await ntb.getByText('Enter a whole number from 1 to 10,000').waitFor();
    await discount.fill('1250');
    await ntb.getByLabel('Cap (rupees)').fill('20000');
    await ntb.getByRole('button', { name: "Save Nations Trust Bank's offer" }).click();
    await ntb.getByText('Saved: 12.5% off, at most Rs. 20,000.00; running today.').waitFor();
    await checkPage(opened, 'console-campaigns-1280');

    const offer = await journey.open('/promotions/online-web/motor/ntb/credit-card-offer', 1280);
    await offer.page.getByRole('heading', { level: 1, name: '12.5% off motor insurance' }).waitFor();
    await offer.page.getByText('The discount is at most Rs. 20,000.00 on each payment.').waitFor();
  });
});
