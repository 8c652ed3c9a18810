import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatIsoDate } from '#domain/dates';
import { logIn as logInAt, useConsoleJourney } from './console-login';
import { checkPage } from './journey';

// The console's tariffs and promotions (issue 22, decision 046): an admin downloads an insurer's tariff
// as CSV, uploads a broken copy and reads the row at fault, uploads a changed one, previews its premiums
// beside the version in force and schedules it; then previews and adds a promotion, and downloads the
// promotions as CSV, uploads a file with a bad row and reads the row at fault, fixes it, previews each
// promotion and adds them all. axe checks the page on a desktop and on the narrowest phone.

const RATE = 'full.basic_rates.Car.Private.0.rate_bp';
const tomorrow = () => formatIsoDate(new Date(Date.now() + 86_400_000));
const PROMOTION_HEADER =
  'channel,promo_code,cover_type,starts_on,ends_on,discount_bp,status,value,color,sort';
/** A promotions file: the header and two promotions from tomorrow (the first beats the 15% one added
 * above), the second's colour `color`. */
const promotionsFile = (color: string) =>
  [
    PROMOTION_HEADER,
    `,,C,${tomorrow()},,2000,Poson Offer,20% OFF,#1D4ED8,0`,
    `Web-Motor,POSON5,,${tomorrow()},,500,Poson Code,5% OFF,${color},1`,
  ].join('\r\n');

describe('tariffs and promotions in the console', () => {
  const made = useConsoleJourney();
  const { journey } = made;
  async function logIn(width: number) {
    const opened = await logInAt(journey, '/console/tariffs', made.staff.admin, width);
    const { page } = opened;
    await page.getByLabel('Insurer').selectOption({ label: 'Sri Lanka Insurance' });
    const versions = page.getByRole('table', { name: /^Tariff versions of / });
    await versions.getByText('in force').waitFor();
    return { ...opened, versions };
  }

  const chooseFile = (page: Page, name: string, content: string, label = 'Tariff file (JSON or CSV)') =>
    page.getByLabel(label).setInputFiles({
      name,
      mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/json',
      buffer: Buffer.from(content),
    });

  it('downloads the CSV, refuses a broken copy by row, previews and schedules a changed one', async () => {
    const opened = await logIn(1280);
    const { page, versions } = opened;
    expect(await page.getByRole('navigation', { name: 'Console' }).innerText()).toMatch(/Tariffs/);
    await checkPage(opened, 'console-tariffs-1280');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      versions.getByRole('link', { name: 'CSV file of version 2026-sample-2' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('slic-2026-sample-2.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    const rateRow = lines.findIndex((line) => line.startsWith(`${RATE},`));
    expect(rateRow).toBeGreaterThan(0);

    // A rate typed as a percentage: the row and its path are named.
    const broken = lines.map((line, index) => (index === rateRow ? `${RATE},2.5%` : line)).join('\r\n');
    await chooseFile(page, 'slic-broken.csv', broken);
    await page.getByRole('button', { name: 'Preview this version' }).click();
    const faults = page.getByRole('alert').filter({ hasText: 'slic-broken.csv cannot be used' });
    await faults
      .getByText(`Row ${rateRow + 1}, ${RATE}: Invalid input: expected number, received string`)
      .waitFor();
    await checkPage(opened, 'console-tariffs-errors-1280');

    // The private car rate raised: private cars' full insurance costs more, third party stays.
    const raised = lines.map((line, index) => (index === rateRow ? `${RATE},400` : line)).join('\r\n');
    await chooseFile(page, 'slic-2027.csv', raised);
    await page.getByLabel('In force from').fill(tomorrow());
    await page.getByRole('button', { name: 'Preview this version' }).click();
    const preview = page.getByRole('table', {
      name: /^Premiums on .*: version 2026-sample-2 \(now\) beside the file slic-2027\.csv/,
    });
    await preview.waitFor();
    const smallCar = preview.getByRole('row', { name: /Small car: Suzuki Alto 2016/ });
    expect(await smallCar.innerText()).toMatch(/\+Rs\. [\d,]+\.\d\d\s*more[\s\S]*No change/);
    const scooter = preview.getByRole('row', { name: /Scooter: Honda Dio 2021/ });
    expect(await scooter.innerText()).not.toContain('more');
    await checkPage(opened, 'console-tariffs-preview-1280');

    // Scheduled from tomorrow: the version is listed as scheduled, and the action is in the audit log.
    await page.getByRole('button', { name: 'Schedule this version' }).click();
    await page.getByText('Use 1 to 40 letters, digits, dots, dashes or underscores').waitFor();
    await page.getByLabel('Version name').fill('2027-1');
    await page.getByRole('button', { name: 'Schedule this version' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Version 2027-1 is saved: it takes effect on ${tomorrow()}.` })
      .waitFor();
    await versions.getByRole('cell', { name: '2027-1', exact: true }).waitFor();
    expect(await versions.getByRole('row', { name: /2027-1/ }).innerText()).toContain('scheduled');

    // A promotion: previewed in the sale it is for, then added.
    await page.getByLabel('Badge title').fill('Avurudu Offer');
    await page.getByLabel('Badge value').fill('15% OFF');
    await page.getByLabel('Discount of full insurance (basis points)').fill('1500');
    await page.getByLabel('Badge colour').fill('#FDE68A');
    await page.getByRole('button', { name: 'Add promotion' }).click();
    await page.getByText('White text is not readable on it: choose a darker colour').waitFor();
    await page.getByLabel('Badge colour').fill('#B91C1C');
    await page.getByRole('button', { name: 'Preview this promotion' }).click();
    const promotionPreview = page.getByRole('table', { name: /beside with the promotion \(new\)$/ });
    await promotionPreview.waitFor();
    expect(
      await promotionPreview.getByRole('row', { name: /Hybrid car: Toyota Aqua 2015/ }).innerText(),
    ).toMatch(/−Rs\. [\d,]+\.\d\d\s*less/);
    await checkPage(opened, 'console-promotion-preview-1280');
    await page.getByRole('button', { name: 'Add promotion' }).click();
    await page.getByRole('status').filter({ hasText: 'Avurudu Offer (15% OFF) is added' }).waitFor();
    const promotions = page.getByRole('table', { name: /^Promotions of / });
    expect(await promotions.getByRole('row', { name: /Avurudu Offer/ }).innerText()).toContain('current');
    await checkPage(opened, 'console-promotions-1280');
  });

  it('downloads the promotions as CSV, refuses a file with a bad row, previews and adds a fixed one', async () => {
    const opened = await logIn(1280);
    const { page } = opened;
    const promotions = page.getByRole('table', { name: /^Promotions of / });
    await promotions.getByRole('row', { name: /Avurudu Offer/ }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the current and scheduled promotions as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('slic-promotions.csv');
    const csv = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    expect(csv[0]).toBe(PROMOTION_HEADER);
    expect(csv.some((line) => line.includes(',Avurudu Offer,15% OFF,#B91C1C,'))).toBe(true);

    // Row 3's badge is too light for white text: the row and its column are named, nothing is added.
    await chooseFile(page, 'poson.csv', promotionsFile('#FDE68A'), 'Promotions file (CSV)');
    await page.getByRole('button', { name: 'Add these promotions' }).click();
    const faults = page.getByRole('alert').filter({ hasText: 'poson.csv cannot be used' });
    await faults
      .getByText('Row 3, color: White text is not readable on it: choose a darker colour')
      .waitFor();
    expect(await promotions.getByRole('row', { name: /Poson/ }).count()).toBe(0);
    await checkPage(opened, 'console-promotions-upload-errors-1280');

    // Fixed: each promotion previewed alone in the sale it is for, then both added at once.
    await chooseFile(page, 'poson.csv', promotionsFile('#7C2D12'), 'Promotions file (CSV)');
    await page.getByRole('button', { name: 'Preview these promotions' }).click();
    await page.getByText('2 promotions in poson.csv, each previewed alone').waitFor();
    await page.getByText(/^20% off full insurance, full insurance only, any channel/).click();
    const rowPreview = page.getByRole('table', { name: /beside with the promotion of row 2 \(new\)$/ });
    expect(await rowPreview.getByRole('row', { name: /Hybrid car: Toyota Aqua 2015/ }).innerText()).toMatch(
      /−Rs\. [\d,]+\.\d\d\s*less/,
    );
    await checkPage(opened, 'console-promotions-upload-preview-1280');
    await page.getByRole('button', { name: 'Add these promotions' }).click();
    await page.getByRole('status').filter({ hasText: '2 promotions are added from poson.csv.' }).waitFor();
    for (const name of [/Poson Offer/, /Poson Code/])
      expect(await promotions.getByRole('row', { name }).innerText()).toContain('scheduled');
    await checkPage(opened, 'console-promotions-uploaded-1280');
  });

  it('reads on the narrowest phone: the tables scroll in their boxes', async () => {
    const opened = await logIn(360);
    const { page } = opened;
    await checkPage(opened, 'console-tariffs-360');
    await chooseFile(page, 'not-a-tariff.json', '{"full": ');
    await page.getByRole('button', { name: 'Preview this version' }).click();
    await page.getByRole('alert').filter({ hasText: 'The file is not readable JSON' }).waitFor();
    await checkPage(opened, 'console-tariffs-errors-360');
    await page.getByLabel('Badge title').fill('Web Week');
    await page.getByLabel('Badge value').fill('5% OFF');
    await page.getByLabel('Discount of full insurance (basis points)').fill('500');
    await page.getByRole('button', { name: 'Preview this promotion' }).click();
    await page.getByRole('table', { name: /beside with the promotion \(new\)$/ }).waitFor();
    await checkPage(opened, 'console-promotion-preview-360');
    await chooseFile(page, 'poson.csv', promotionsFile('#FDE68A'), 'Promotions file (CSV)');
    await page.getByRole('button', { name: 'Preview these promotions' }).click();
    await page
      .getByRole('alert')
      .getByText(/^Row 3, color: White text is not readable/)
      .waitFor();
    await checkPage(opened, 'console-promotions-upload-errors-360');
    await chooseFile(page, 'poson.csv', promotionsFile('#7C2D12'), 'Promotions file (CSV)');
    await page.getByRole('button', { name: 'Preview these promotions' }).click();
    await page.getByText(/^5% off full insurance, either cover, Web-Motor, code POSON5/).click();
    await page.getByRole('table', { name: /beside with the promotion of row 3 \(new\)$/ }).waitFor();
    await checkPage(opened, 'console-promotions-upload-preview-360');
  });
});
