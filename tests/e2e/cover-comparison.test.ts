import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { COVER_ROWS } from '#domain/motor/covers';
import { formatRupees } from '#domain/money';
import { screenshot } from '../support/browser';
import { atEachWidth, checkPage, useJourney } from './journey';
import type { Quote } from './motor-quotes';
import { byCode, priceToPay, quoteApi } from './motor-quotes';

// Cover Comparison (motor section 2.4) on quotes made through the API: the table of covers, BUY NOW per
// insurer, the Change dialog, the redirects, and a third-party quote, which has no covers to compare.

const PAGE = '/motor/Car/full-insurance/Cover-Comparison';
const QUOTATION = '/motor/Car/full-insurance/Quotation';

const selection = (numbers: string[]) =>
  numbers.map((number, index) => `&qot_number${index}=${number}`).join('');
const table = (page: Page) => page.getByRole('table');
const columnNames = (page: Page) =>
  table(page)
    .locator('thead th[scope="col"] img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
const chosenNumbers = (page: Page) => {
  const query = new URL(page.url()).searchParams;
  return ['qot_number0', 'qot_number1', 'qot_number2'].map((key) => query.get(key));
};
const FACT_ROWS = ['Excess (you pay this much of each claim)', 'Agency repair', '24-hour claims hotline'];
const rowLabels = (page: Page) => table(page).locator('tbody th[scope="row"]').allTextContents();
const cellsOf = (page: Page, label: string) =>
  table(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .locator('td');
const differencesOnly = (page: Page) => page.getByRole('switch', { name: 'Differences only' });

/** On screen and on top: what is at its centre is itself. */
async function inClearView(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  const onTop = await locator.evaluate(
    (element, [x, y]) => {
      const found = document.elementFromPoint(x!, y!);
      return found !== null && element.contains(found);
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(onTop).toBe(true);
}
const isFocused = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((button) => button === document.activeElement);

describe('cover comparison', () => {
  const journey = useJourney();
  let car: Quote;
  let motorcycle: Quote;

  beforeAll(async () => {
    const api = await quoteApi(journey.url());
    [car, motorcycle] = await Promise.all([api.full(), api.thirdParty()]);
  });

  const open = async (width: number, numbers: string[], extra = '') => {
    const opened = await journey.open(`${PAGE}?unq_hash=${car.unqHash}${selection(numbers)}${extra}`, width);
    await table(opened.page).waitFor();
    return opened;
  };

  atEachWidth((width) => {
    it('shows companies as columns and covers as rows, with ticks, crosses and text', async () => {
      const chosen = car.quotations.slice(0, 3);
      const opened = await open(
        width,
        chosen.map((item) => item.qot_number),
      );
      const { page } = opened;
      expect(await page.title()).toBe('Car / Jeep / SUV | Full Insurance | Cover Comparison');
      expect(await columnNames(page)).toEqual(chosen.map((item) => item.company_name));

      const rows = table(page).locator('tbody tr');
      expect(await rowLabels(page)).toEqual([...COVER_ROWS.map((row) => row.label), ...FACT_ROWS]);
      for (const [index, row] of COVER_ROWS.entries()) {
        const cells = await rows.nth(index).locator('td').allTextContents();
        const expected = chosen.map((item) => {
          const value = item.cover_details[row.code];
          return value === 'TRUE' ? 'Included' : value === 'FALSE' ? 'Not included' : value;
        });
        expect(cells).toEqual(expected);
      }
      const ticks = await table(page).locator('tbody td svg').count();
      const marks = chosen
        .flatMap((item) => Object.values(item.cover_details))
        .filter((value) => ['TRUE', 'FALSE'].includes(value));
      expect(ticks).toBe(marks.length);
      await checkPage(opened, `covers-${width}`);
    });

    it('prices each insurer and links BUY NOW with the quote, channel and promo', async () => {
      const chosen = [car.quotations[2]!, car.quotations[0]!];
      const { page } = await open(
        width,
        chosen.map((item) => item.qot_number),
        '&channel=Web-Motor&promo=no-promo',
      );
      const premiumRow = table(page).locator('thead tr').first();
      // Columns in price order, whatever the order chosen.
      expect(await columnNames(page)).toEqual([chosen[1]!.company_name, chosen[0]!.company_name]);
      for (const item of chosen) {
        expect(await premiumRow.textContent()).toContain(formatRupees(priceToPay(item)));
        const buy = page.getByRole('link', { name: `BUY NOW from ${item.company_name}` });
        expect(await buy.getAttribute('href')).toBe(
          `/account?unq_hash=${car.unqHash}&qot_number=${item.qot_number}&channel=Web-Motor&promo=no-promo`,
        );
      }
      expect(await page.getByRole('link', { name: 'Back to all quotations' }).getAttribute('href')).toBe(
        `/motor/Car/full-insurance/Premium-Comparison?unq_hash=${car.unqHash}${selection(chosen.map((item) => item.qot_number))}&channel=Web-Motor&promo=no-promo`,
      );
    });

    it('swaps a column through the Change dialog, which Escape and Close shut', async () => {
      const [first, second, third] = car.quotations;
      const { page, errors } = await open(width, [first!.qot_number, second!.qot_number]);
      const change = `Change ${second!.company_name}`;
      const dialog = page.getByRole('dialog', { name: `Change ${second!.company_name}` });

      await page.getByRole('button', { name: change }).focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      const options = dialog.getByRole('listitem');
      expect(await options.count()).toBe(car.quotations.length - 2);
      expect(await dialog.textContent()).not.toContain(first!.company_name);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      // Focus stays inside the modal however far one tabs.
      for (let step = 0; step < car.quotations.length + 2; step++) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await screenshot(page, `covers-${width}-change`);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await isFocused(page, change)).toBe(true);

      await page.getByRole('button', { name: change }).click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await isFocused(page, change)).toBe(true);

      const historyLength = await page.evaluate(() => history.length);
      await page.getByRole('button', { name: change }).click();
      await dialog.getByRole('button', { name: new RegExp(third!.company_name) }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.waitForFunction(
        (name) =>
          document.querySelector('thead th[scope="col"]:nth-of-type(2) img')?.getAttribute('alt') === name,
        third!.company_name,
      );
      expect(await columnNames(page)).toEqual([first!.company_name, third!.company_name]);
      expect(chosenNumbers(page)).toEqual([first!.qot_number, third!.qot_number, null]);
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      expect(await isFocused(page, `Change ${third!.company_name}`)).toBe(true);
      expect(errors).toEqual([]);

      await page.reload();
      await table(page).waitFor();
      expect(await columnNames(page)).toEqual([first!.company_name, third!.company_name]);
    });

    it('adds each insurer’s excess, agency repair and 24-hour claims hotline', async () => {
      const chosen = [byCode(car, 'SLIC'), byCode(car, 'CGI')];
      const { page } = await open(
        width,
        chosen.map((item) => item.qot_number),
      );
      await table(page).getByRole('rowheader', { name: '24-hour claims hotline' }).waitFor();
      const byColumn = (texts: string[]) =>
        Object.fromEntries(texts.map((text, index) => [(columnNamesCache[index] ?? '') as string, text]));
      const columnNamesCache = await columnNames(page);
      expect(byColumn(await cellsOf(page, FACT_ROWS[0]!).allTextContents())).toEqual({
        'Sri Lanka Insurance': 'Rs. 5,000 a claim',
        'Ceylinco General Insurance': 'Rs. 7,500 a claim',
      });
      expect(byColumn(await cellsOf(page, 'Agency repair').allTextContents())).toEqual({
        'Sri Lanka Insurance': 'Vehicles up to 5 years old',
        'Ceylinco General Insurance': 'Vehicles up to 7 years old',
      });
      const hotline = page.getByRole('link', { name: '011 2 357 357' });
      expect(await hotline.getAttribute('href')).toBe('tel:0112357357');
    });

    it('hides the rows where every insurer is the same with Differences only', async () => {
      const chosen = car.quotations.slice(0, 3);
      const opened = await open(
        width,
        chosen.map((item) => item.qot_number),
      );
      const { page } = opened;
      await table(page).getByRole('rowheader', { name: '24-hour claims hotline' }).waitFor();
      const all = await rowLabels(page);
      const alike = COVER_ROWS.filter(
        (row) => new Set(chosen.map((item) => item.cover_details[row.code])).size === 1,
      );
      expect(alike.length).toBeGreaterThan(0);

      const toggle = differencesOnly(page);
      expect(await toggle.isChecked()).toBe(false);
      await toggle.focus();
      await page.keyboard.press('Space');
      expect(await toggle.isChecked()).toBe(true);
      const shown = await rowLabels(page);
      expect(shown).toEqual(all.filter((label) => !alike.some((row) => row.label === label)));
      for (const label of shown) {
        const cells = await cellsOf(page, label).allTextContents();
        expect(new Set(cells).size, label).toBeGreaterThan(1);
      }
      expect(await page.getByText(`(${all.length - shown.length} rows alike hidden)`).isVisible()).toBe(true);
      await checkPage(opened, `covers-${width}-differences`);

      await page.keyboard.press('Space');
      expect(await rowLabels(page)).toEqual(all);
    });

    it('keeps the insurers’ names, prices and BUY NOW pinned while the rows scroll', async () => {
      const chosen = car.quotations.slice(0, 2);
      const { page } = await open(
        width,
        chosen.map((item) => item.qot_number),
      );
      if (width === 360) await page.setViewportSize({ width: 360, height: 640 });
      const region = page.getByRole('region', { name: /Covers of the chosen quotations/ });
      // Two columns fit a phone: nothing to scroll sideways.
      expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      const last = table(page).getByRole('rowheader', { name: '24-hour claims hotline' });
      // On a phone the table fills the screen and scrolls within; from 768 px the window scrolls.
      if (width < 768)
        await region.evaluate((element) => {
          element.scrollIntoView({ block: 'start' });
          element.scrollTop = element.scrollHeight;
        });
      else await last.scrollIntoViewIfNeeded();
      await inClearView(page, last);
      for (const item of chosen) {
        await inClearView(page, page.getByRole('link', { name: `BUY NOW from ${item.company_name}` }));
        await inClearView(page, table(page).locator('thead').getByRole('img', { name: item.company_name }));
      }
      await screenshot(page, `covers-${width}-pinned`, false);
    });

    it('scrolls the table inside its own region, never the page', async () => {
      const { page } = await open(
        width,
        car.quotations.slice(0, 3).map((item) => item.qot_number),
      );
      const region = page.getByRole('region', { name: /Covers of the chosen quotations/ });
      expect(await region.getAttribute('tabindex')).toBe('0');
      const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      if (width < 768) expect(scrollWidth).toBeGreaterThan(clientWidth);
      else expect(scrollWidth).toBe(clientWidth);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    it('redirects to the car quotation without a quote or with fewer than 2 quotations', async () => {
      const numbers = car.quotations.slice(0, 2).map((item) => item.qot_number);
      for (const query of [
        selection(numbers),
        `unq_hash=undefined${selection(numbers)}`,
        `unq_hash=${car.unqHash}${selection(numbers.slice(0, 1))}`,
        `unq_hash=${car.unqHash}&qot_number0=${numbers[0]}&qot_number1=${numbers[0]}`,
      ]) {
        const { page } = await journey.open(`${PAGE}?${query}`, width);
        await page.waitForURL((url) => url.pathname === QUOTATION);
      }
    });

    it('says what to do when the quotations cannot be compared', async () => {
      const numbers = motorcycle.quotations.slice(0, 2).map((item) => item.qot_number);
      const opened = await journey.open(
        `/motor/Motor-Cycle/third-party/Cover-Comparison?unq_hash=${motorcycle.unqHash}${selection(numbers)}`,
        width,
      );
      const { page } = opened;
      const alert = page.getByRole('alert');
      await alert.waitFor();
      const text = await alert.textContent();
      expect(text).toContain('Third-party quotations have no covers to compare.');
      expect(text).toContain('go back to the quotations and choose 2 or 3 others');
      expect(
        await page.getByRole('link', { name: 'Back to all quotations' }).first().getAttribute('href'),
      ).toBe(
        `/motor/Motor-Cycle/third-party/Premium-Comparison?unq_hash=${motorcycle.unqHash}${selection(numbers)}`,
      );
      await checkPage(opened, `covers-${width}-refused`);
    });
  });

  it('holds the table’s place with a skeleton while the covers load', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = (page: Page) => page.route('**/v2/covers', (route) => held.then(() => route.continue()));
    const numbers = car.quotations.slice(0, 2).map((item) => item.qot_number);
    const { page } = await journey.open(`${PAGE}?unq_hash=${car.unqHash}${selection(numbers)}`, 360, hold);
    await page.getByRole('status').filter({ hasText: 'Loading the covers' }).waitFor({ state: 'attached' });
    await screenshot(page, 'covers-360-loading');
    release();
    await table(page).waitFor();
  });
});
