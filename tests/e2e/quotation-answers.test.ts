import { describe, expect, it } from 'vitest';
import { atEachWidth, checkPage, useJourney } from './journey';
import { CAR_PATH, choose, errorOf, field, fillCar, loaded, nextQuoteBody, openForm } from './motor-form';

// Issue 20 on the quotation form (decision 031): price-affecting answers start unselected and must be
// chosen; the typical market value of the make, model and year, and a warning far outside it; the market
// value grouped as it is typed and posted as a number; Clear as the lesser button, with Undo.

const hint = (page: Parameters<typeof field>[0]) =>
  field(page, 'sum_insured').evaluate((input) => {
    const id = input
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((ref) => ref.endsWith('-hint'));
    return id ? (document.getElementById(id)?.textContent ?? '') : '';
  });

describe('quotation form: answers that change the price', () => {
  const journey = useJourney();
  const open = (width: number) => openForm(journey.open(CAR_PATH, width));

  atEachWidth((width) => {
    it('asks each price-affecting answer, in plain words, before any quote is asked', async () => {
      const { page } = await open(width);
      await loaded(page, 'ncb');
      expect(await field(page, 'ncb').inputValue()).toBe('');
      for (const name of ['is_registered', 'hire_purchase'])
        expect(await page.locator(`main [name="${name}"]:checked`).count(), name).toBe(0);

      const asked: string[] = [];
      page.on('request', (request) => asked.push(request.url()));
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect
        .poll(() => errorOf(page, 'ncb'))
        .toBe('Choose the years without a claim on your last policy (No if none)');
      expect(await errorOf(page, 'sum_insured')).toBe(
        'Enter the market value: what the vehicle would sell for today',
      );
      for (const [legend, message] of [
        ['Registration', 'Choose whether the vehicle is registered or brand new (unregistered)'],
        ['On hire purchase or lease?', 'Choose whether the vehicle is on hire purchase or lease'],
      ]) {
        const group = page.getByRole('group', { name: legend });
        expect(await group.getAttribute('aria-describedby')).toBeTruthy();
        expect(await group.textContent()).toContain(message);
      }
      expect(asked.some((url) => url.includes('/v2/quote/full'))).toBe(false);
    });

    it('shows the typical market value, warns far above it without refusing, and posts a number', async () => {
      const opened = await open(width);
      const { page } = opened;
      await fillCar(page);
      await choose(page, 'hire_purchase', 'NO');
      await expect
        .poll(() => hint(page))
        .toMatch(/^Typical market value for a 2018 Toyota Axio: Rs\. [\d,]+ – Rs\. [\d,]+\.$/);

      const value = field(page, 'sum_insured');
      await value.fill('');
      // Typed key by key: the separators appear as the digits arrive and the caret stays at the end.
      await value.pressSequentially('650000000');
      expect(await value.inputValue()).toBe('650,000,000');
      expect(await value.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(11);
      expect(await page.getByRole('status').filter({ hasText: 'far above' }).textContent()).toBe(
        'This market value is far above what such a vehicle is worth. Check the number: you would pay a premium on value a claim never pays.',
      );
      await checkPage(opened, `quotation-market-value-warning-${width}`);

      const body = nextQuoteBody(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      expect(await body).toMatchObject({ sum_insured: 650_000_000, hire_purchase: 'NO', is_registered: 'R' });
      await page.waitForURL((url) => url.pathname === '/motor/Car/full-insurance/Inquiry');
    });

    it('refuses a market value no vehicle has, saying market value', async () => {
      const { page } = await open(width);
      await fillCar(page);
      await field(page, 'sum_insured').fill('2000000000');
      await field(page, 'sum_insured').blur();
      await expect
        .poll(() => errorOf(page, 'sum_insured'))
        .toBe('No vehicle has a market value above Rs. 1,000,000,000: check the market value');
    });

    it('clears at once with the lesser button, and Undo by keyboard brings every value back', async () => {
      const opened = await open(width);
      const { page } = opened;
      await fillCar(page);
      const clear = page.getByRole('button', { name: 'Clear' });
      const submit = page.getByRole('button', { name: 'Submit' });
      const [clearBox, submitBox] = [await clear.boundingBox(), await submit.boundingBox()];
      expect(clearBox!.width * clearBox!.height).toBeLessThan(submitBox!.width * submitBox!.height);
      expect(await clear.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe(
        await submit.evaluate((button) => getComputedStyle(button).backgroundColor),
      );

      await clear.click();
      const notice = page.getByRole('status').filter({ hasText: 'The form was cleared.' });
      await notice.waitFor();
      expect(await field(page, 'vehicle_make').inputValue()).toBe('');
      expect(await field(page, 'sum_insured').inputValue()).toBe('');
      await checkPage(opened, `quotation-cleared-${width}`);

      await notice.getByRole('button', { name: 'Undo' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => field(page, 'vehicle_model').inputValue()).toBe('Axio');
      expect(await field(page, 'vehicle_make').inputValue()).toBe('Toyota');
      expect(await field(page, 'sum_insured').inputValue()).toBe('6,500,000');
      expect(await field(page, 'manufacture_year').inputValue()).toBe('2018');
      expect(await field(page, 'ncb').inputValue()).toBe('2');
      expect(await page.locator('main [name="hire_purchase"]:checked').inputValue()).toBe('YES');
      expect(await page.locator('main [name="is_registered"]:checked').inputValue()).toBe('R');
      expect(await notice.count()).toBe(0);
      const url = new URL(page.url());
      expect(url.searchParams.get('from')).toBeNull();
    });
  });
});
