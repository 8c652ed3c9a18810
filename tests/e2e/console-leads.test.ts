import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, inquiries } from '#server/db/schema';
import { logIn, useConsoleJourney } from './console-login';
import { checkPage } from './journey';
import { field, openForm } from './motor-form';
import type { Quote } from './motor-quotes';
import { quoteApi } from './motor-quotes';

// The console's leads inbox (issue 22, decision 044): a visitor leaves an inquiry about their quote; an
// operator finds it by the mobile number, assigns it to themself, marks it contacted and adds a note, and
// each change is in the audit log. axe checks the inbox and the lead page on a desktop and on a phone.

const VISITOR = { name: 'Sunethra Wijesinghe', mobile: '0779876543', email: 'sunethra@example.lk' };

describe('the leads inbox', () => {
  const made = useConsoleJourney();
  const { journey } = made;
  let car: Quote;

  beforeAll(async () => {
    car = await (await quoteApi(journey.url())).full();
  });

  /** The table of leads once its page has arrived (it shows 'Loading…' until then). */
  async function leadsTable(page: Page, name: string) {
    const table = page.getByRole('table', { name });
    await table.waitFor();
    await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
    await expect.poll(() => table.innerText()).not.toContain('Loading…');
    return table;
  }

  it('an inquiry reaches the inbox; the operator finds it, takes it, marks it contacted and notes the call', async () => {
    // The visitor leaves their contact details about their quote, and asks for a call.
    const visitor = await openForm(
      journey.open(
        `/motor/Car/full-insurance/Inquiry?unq_hash=${car.unqHash}&promo=no-promo&channel=Web-Motor`,
        360,
      ),
    );
    await field(visitor.page, 'cx_surname').selectOption('Mrs');
    await field(visitor.page, 'cx_name').fill(VISITOR.name);
    await field(visitor.page, 'cx_mobile').fill(VISITOR.mobile);
    await field(visitor.page, 'cx_email').fill(VISITOR.email);
    await visitor.page.getByRole('checkbox', { name: 'Call me about these quotes' }).check();
    await visitor.page.getByRole('button', { name: 'Submit' }).click();
    await visitor.page.getByRole('dialog').waitFor();
    const [inquiry] = await made.site.database.db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.email, VISITOR.email));

    // The operator opens the inbox, logging in on the way, and finds the lead by the number as typed.
    const opened = await logIn(journey, '/console/leads', made.staff.operator, 1280);
    const { page } = opened;
    await expect.poll(() => page.title()).toBe('Leads | Kavacha console');
    expect(await page.getByRole('navigation', { name: 'Console' }).innerText()).toMatch(
      /^Documents\s*Leads\s*Applications\s*Claims\s*Payments$/,
    );
    const inbox = await leadsTable(page, 'Leads, newest first');
    await inbox.getByRole('link', { name: VISITOR.name }).waitFor();
    await checkPage(opened, 'console-leads-1280');

    await page.getByRole('searchbox', { name: 'Search' }).fill(VISITOR.mobile);
    await page.getByRole('button', { name: 'Search' }).click();
    const found = await leadsTable(page, `Leads matching '${VISITOR.mobile}', newest first`);
    expect(await found.locator('tbody tr').count()).toBe(1);
    const row = await found.locator('tbody tr').innerText();
    expect(row).toContain('94779876543');
    expect(row).toContain('Comparison inquiry');
    expect(row).toContain('New');
    await found.getByRole('link', { name: VISITOR.name }).click();

    // The lead: the contact and the call asked for, the quote, and the CRM has it.
    await page.waitForURL((url) => url.pathname === `/console/leads/${inquiry!.id}`);
    await page.getByRole('heading', { name: `Lead ${inquiry!.id}: Mrs ${VISITOR.name}` }).waitFor();
    await page.getByText('Asked to be called').waitFor();
    const quote = page.getByRole('region', { name: 'Quote' });
    expect(await quote.innerText()).toContain(car.unqHash);
    const crm = page.getByRole('region', { name: 'CRM delivery' });
    await crm.getByText('Sent', { exact: true }).waitFor();
    await page
      .getByLabel('Assigned to', { exact: true })
      .locator('option', { hasText: 'Nimal Operator (me)' })
      .waitFor({
        state: 'attached',
      });
    await checkPage(opened, 'console-lead-1280');

    // Assigned to themself and marked contacted.
    await page.getByLabel('Assigned to', { exact: true }).selectOption({ label: 'Nimal Operator (me)' });
    await page.getByLabel('Status', { exact: true }).selectOption('Contacted');
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Saved: Contacted, assigned to Nimal Operator.' })
      .waitFor();

    // A note: an empty one is refused before it is sent; then the call's outcome.
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('required').waitFor();
    const note = 'Called her: she will renew with the cheapest full cover next week.';
    await page.getByLabel('New note').fill(note);
    await page.getByRole('button', { name: 'Add note' }).click();
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByRole('listitem').filter({ hasText: note }).waitFor();
    expect(await notes.getByRole('listitem').innerText()).toContain('Nimal Operator');
    expect(await page.getByLabel('New note').inputValue()).toBe('');
    await checkPage(opened, 'console-lead-worked-1280');

    // Their leads: this one, contacted.
    await page.getByRole('link', { name: 'Leads', exact: true }).first().click();
    await leadsTable(page, 'Leads, newest first');
    await page.getByLabel('Assigned to', { exact: true }).selectOption('Me');
    const mine = await leadsTable(page, 'Leads, newest first');
    await expect.poll(() => mine.locator('tbody tr').count()).toBe(1);
    expect(await mine.locator('tbody tr').innerText()).toMatch(/Contacted\s+Nimal Operator/);

    // Each change is in the audit log, by the operator, with the lead before and after.
    const audited = await made.site.database.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.subject, `inquiry:${inquiry!.id}`))
      .orderBy(asc(auditLog.id));
    expect(audited).toMatchObject([
      {
        action: 'lead.update',
        before: { status: 'new', assignee: null },
        after: { status: 'contacted', assignee: { name: 'Nimal Operator' } },
      },
      { action: 'lead.note', before: null, after: { text: note } },
    ]);
  });

  it('the inbox and a lead on a phone', async () => {
    const [inquiry] = await made.site.database.db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.email, VISITOR.email));
    const opened = await logIn(journey, '/console/leads', made.staff.admin, 360);
    const { page } = opened;
    await (await leadsTable(page, 'Leads, newest first')).getByRole('link', { name: VISITOR.name }).waitFor();
    await checkPage(opened, 'console-leads-360');
    await page.goto(`${journey.url()}/console/leads/${inquiry!.id}`);
    await page.getByRole('region', { name: 'Notes' }).getByRole('listitem').waitFor();
    await page
      .getByLabel('Assigned to', { exact: true })
      .locator('option', { hasText: 'Nimal Operator' })
      .waitFor({
        state: 'attached',
      });
    await checkPage(opened, 'console-lead-360');
  });
});
