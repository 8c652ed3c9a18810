import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { atEachWidth, checkPage, useJourney } from './journey';
import {
  CAR_PATH,
  errorOf,
  field,
  fillCar,
  fillMotorcycle,
  loaded,
  nextQuoteBody,
  openForm,
  optionValues,
  pathOf,
  stored,
} from './motor-form';
import type { Quote } from './motor-quotes';
import { quoteApi } from './motor-quotes';

// The motor quotation form (motor section 2.1): the path and the title, the fields and options of each
// insurance type, the clearing rules, the registration formats, the keyboard. The rest is in
// quotation-flow.test.ts.

describe('motor quotation form', () => {
  const journey = useJourney();
  let motorcycle: Quote;

  beforeAll(async () => {
    motorcycle = await (await quoteApi(journey.url())).thirdParty();
  });

  const open = (path: string, width: number, prepare?: (page: Page) => Promise<unknown>) =>
    openForm(journey.open(path, width, prepare));

  atEachWidth((width) => {
    it('shows the full-insurance fields with labels, names and the offered options', async () => {
      const opened = await open(CAR_PATH, width);
      const { page } = opened;
      expect(await page.title()).toBe('Car / Jeep / SUV | Full Insurance | Quotation');
      await fillCar(page);
      await loaded(page, 'purpose_of_use');
      for (const name of [
        'vehicle_type',
        'insurance_type',
        'sum_insured',
        'purpose_of_use',
        'fuel_type',
        'engine_capacity',
        'vehicle_make',
        'vehicle_model',
        'manufacture_year',
        'ncb',
      ]) {
        expect(await field(page, name).count(), name).toBe(1);
      }
      expect(await field(page, 'is_registered').evaluateAll((radios) => radios.map((r) => r.id).length)).toBe(
        2,
      );
      expect(await optionValues(page, 'purpose_of_use')).toContain('Rent');
      expect(await optionValues(page, 'fuel_type')).not.toContain('Plug-Hybrid');
      // No preset NCB (decision 031): the empty choice, then 'No' as the value 0.
      expect((await optionValues(page, 'ncb')).slice(0, 2)).toEqual(['', '0']);
      expect(await field(page, 'ncb').locator('option').nth(1).textContent()).toBe('No');
      expect(await field(page, 'engine_no').count()).toBe(0);
      expect(await page.getByLabel('Engine capacity (cc)').getAttribute('name')).toBe('engine_capacity');
      // An electric vehicle has no engine capacity to ask.
      await field(page, 'fuel_type').selectOption('Electric');
      expect(await field(page, 'engine_capacity').count()).toBe(0);
      await field(page, 'fuel_type').selectOption('Petrol');
      expect(await field(page, 'engine_capacity').inputValue()).toBe('1500');
      await field(page, 'sum_insured').blur();
      expect(await field(page, 'sum_insured').inputValue()).toBe('6,500,000');
      await checkPage(opened, `quotation-full-${width}`);
    });

    it('titles the page by vehicle and insurance type and rewrites the path in place', async () => {
      const { page } = await open(
        '/motor/Three Wheeler/third party/Quotation?promo=KAVACHA5&channel=Web-Motor',
        width,
      );
      // The spaced forms are accepted, and replaced by the hyphenated ones.
      expect(pathOf(page)).toBe(
        '/motor/Three-Wheeler/third-party/Quotation?promo=KAVACHA5&channel=Web-Motor',
      );
      expect(await page.title()).toBe('Three Wheeler | Third Party | Quotation');
      const entries = await page.evaluate(() => window.history.length);
      for (const [vehicle, label] of [
        ['Car', 'Car / Jeep / SUV'],
        ['Motor-Cycle', 'Motorcycle'],
        ['Three-Wheeler', 'Three Wheeler'],
        ['Dual-Purpose', 'Van / Cab'],
      ]) {
        for (const [insurance, insuranceText] of [
          ['full-insurance', 'Full Insurance'],
          ['third-party', 'Third Party'],
        ]) {
          await field(page, 'vehicle_type').selectOption(vehicle!);
          await field(page, 'insurance_type').selectOption(insurance!);
          await page.waitForURL((url) => url.pathname === `/motor/${vehicle}/${insurance}/Quotation`);
          expect(new URL(page.url()).search).toBe('?promo=KAVACHA5&channel=Web-Motor');
          const title = `${label} | ${insuranceText} | Quotation`;
          await page.waitForFunction((expected) => document.title === expected, title);
        }
      }
      expect(await page.evaluate(() => window.history.length)).toBe(entries);
    });

    it('replaces an unknown vehicle or insurance type by the default one', async () => {
      const { page } = await open('/motor/Bus/third-party/Quotation', width);
      expect(pathOf(page)).toBe('/motor/Car/third-party/Quotation');
      const other = await open('/motor/Dual-Purpose/comprehensive/Quotation?channel=IKMAN', width);
      expect(pathOf(other.page)).toBe('/motor/Dual-Purpose/full-insurance/Quotation?channel=IKMAN');
    });

    it('clears the vehicle fields on a new vehicle type and reloads its lists', async () => {
      const { page } = await open(`${CAR_PATH}?unq_hash=${motorcycle.unqHash}&from=home&promo=X1`, width);
      await fillCar(page);
      const makesAsked = page.waitForRequest((request) =>
        request.url().includes('/v1/vehicle/make?type=Motor-Cycle'),
      );
      await field(page, 'vehicle_type').selectOption('Motor-Cycle');
      await makesAsked;
      expect(pathOf(page)).toBe(
        `/motor/Motor-Cycle/full-insurance/Quotation?unq_hash=${motorcycle.unqHash}&from=home&promo=X1`,
      );
      expect(await page.title()).toBe('Motorcycle | Full Insurance | Quotation');
      for (const name of [
        'fuel_type',
        'engine_capacity',
        'vehicle_make',
        'vehicle_model',
        'sum_insured',
        'manufacture_year',
      ])
        expect(await field(page, name).inputValue(), name).toBe('');
      expect(await field(page, 'purpose_of_use').inputValue()).toBe('Private');
      await loaded(page, 'vehicle_make');
      expect(await optionValues(page, 'vehicle_make')).toContain('Bajaj');
      expect(await optionValues(page, 'vehicle_make')).not.toContain('Toyota');
      expect(await optionValues(page, 'purpose_of_use')).not.toContain('Rent');
      expect(await optionValues(page, 'fuel_type')).not.toContain('Diesel');
      expect(await stored(page)).toMatchObject({ vehicle_type: 'Motor-Cycle', vehicle_make: '', ncb: '2' });
    });

    it('clears the model on a new make and loads its models', async () => {
      const { page } = await open(CAR_PATH, width);
      await fillCar(page);
      await field(page, 'vehicle_make').selectOption('Honda');
      expect(await field(page, 'vehicle_model').inputValue()).toBe('');
      await loaded(page, 'vehicle_model');
      const models = await optionValues(page, 'vehicle_model');
      expect(models).toContain('Vezel');
      expect(models).not.toContain('Axio');
    });

    it('offers Rent only for full insurance', async () => {
      const { page } = await open(CAR_PATH, width);
      await loaded(page, 'purpose_of_use');
      await field(page, 'purpose_of_use').selectOption('Rent');
      await field(page, 'insurance_type').selectOption('third-party');
      await page.waitForURL((url) => url.pathname === '/motor/Car/third-party/Quotation');
      // The third-party list replaces the full one as soon as the page has the new path: wait for it.
      await expect.poll(() => optionValues(page, 'purpose_of_use')).toEqual(['Private', 'Hiring']);
      expect(await field(page, 'purpose_of_use').inputValue()).toBe('Private');
    });

    it('shows each registration format with its parts and sends the assembled number', async () => {
      const opened = await open('/motor/Motor-Cycle/third-party/Quotation', width);
      const { page } = opened;
      await fillMotorcycle(page);
      const formats = [
        ['WP ABC-1234', ['WP', 'bfk', '4521'], 'WP-BFK-4521'],
        ['WP AB-1234', ['CP', 'ab', '4521'], 'CP-AB-4521'],
        ['302-1234', [null, '302', '1234'], '302-1234'],
        ['10-SRI-1234', [null, '10', '1234'], '10-SRI-1234'],
      ] as const;
      for (const [format, [province, second, third], number] of formats) {
        await field(page, 'veh_reg_format').selectOption(format);
        expect(await field(page, 'veh_reg_format_1').count(), format).toBe(province ? 1 : 0);
        const sri = page.getByRole('textbox', { name: 'Series, fixed: SRI' });
        expect(await sri.count(), format).toBe(format === '10-SRI-1234' ? 1 : 0);
        if (province) await field(page, 'veh_reg_format_1').selectOption(province);
        if (format === '10-SRI-1234') expect(await sri.isDisabled()).toBe(true);
        await field(page, 'veh_reg_format_2').fill(second);
        await field(page, 'veh_reg_format_3').fill(third);
        expect(await page.locator('output[name="veh_registration_no"]').textContent()).toBe(number);
        if (format === '10-SRI-1234') {
          // The fixed box sits between the two typed parts.
          const lefts = await Promise.all(
            [field(page, 'veh_reg_format_2'), sri, field(page, 'veh_reg_format_3')].map(
              async (box) => (await box.boundingBox())!.x,
            ),
          );
          expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
          await checkPage(opened, `quotation-third-party-sri-${width}`);
        }
        const body = nextQuoteBody(page);
        await page.getByRole('button', { name: 'Submit' }).click();
        expect(await body).toMatchObject({
          veh_reg_format: format,
          veh_reg_format_1: province ?? '',
          veh_registration_no: number,
          cover_type: 'T',
          hire_purchase: 'NO',
        });
        await page.waitForURL((url) => url.pathname === '/motor/Motor-Cycle/third-party/Inquiry');
        await page.goBack();
        // The Inquiry page has a form too: wait for a field only the quotation form has.
        await field(page, 'veh_reg_format').waitFor();
      }
    });

    it('can be filled in and sent with the keyboard alone', async () => {
      const { page } = await open(CAR_PATH, width);
      await loaded(page, 'vehicle_make');
      await field(page, 'vehicle_type').focus();
      const order: string[] = [];
      // A date input takes one Tab for each of its parts (day, month, year): its name is counted once.
      while (order.length < 7) {
        const name = await page.evaluate(() => document.activeElement?.getAttribute('name') ?? '');
        if (order.at(-1) !== name) order.push(name);
        await page.keyboard.press('Tab');
      }
      // The model waits, disabled, for a make.
      expect(order).toEqual([
        'vehicle_type',
        'insurance_type',
        'cover_start_date',
        'vehicle_make',
        'manufacture_year',
        'fuel_type',
        'engine_capacity',
      ]);
      await field(page, 'sum_insured').focus();
      await page.keyboard.type('6500000');
      await page.keyboard.press('Enter');
      await expect.poll(() => errorOf(page, 'vehicle_make')).toBe('required');
      const outline = await field(page, 'vehicle_make').evaluate(
        (element) => getComputedStyle(element).outlineStyle,
      );
      expect(outline).toBe('solid');
    });
  });
});
