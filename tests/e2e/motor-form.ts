import type { Page, Request } from 'playwright-core';

// Helpers of the motor form journeys (quotation and inquiry): fields by their spec names, the error tied
// to a field, the danger banner, the stored form, and a filled-in car or motorcycle.

export const CAR_PATH = '/motor/Car/full-insurance/Quotation';

export const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`);
export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${decodeURIComponent(url.pathname)}${url.search}`;
};
export const optionValues = (page: Page, name: string) =>
  field(page, name)
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
export const errorOf = (page: Page, name: string) =>
  field(page, name).evaluate((element) => {
    const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
    const error = ids.find((id) => id.endsWith('-error'));
    return error ? (document.getElementById(error)?.textContent ?? null) : null;
  });
export const banner = (page: Page) => page.getByRole('alert').getByRole('button');
export const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('kavacha.motorValues') ?? '{}'));

/** Waits until a select's options have loaded (it is disabled while they load). */
export async function loaded(page: Page, name: string) {
  await page.locator(`main select[name="${name}"]:not([disabled])`).waitFor();
}

/** Chooses a radio answer of the form: `choose(page, 'hire_purchase', 'NO')`. */
export const choose = (page: Page, name: string, value: string) =>
  page.locator(`main [name="${name}"][value="${value}"]`).check();

/**
 * A registered Toyota Axio of 2018 on hire purchase: the price-affecting answers have no default
 * (decision 031), so each is chosen here.
 */
export async function fillCar(page: Page) {
  await loaded(page, 'vehicle_make');
  await field(page, 'vehicle_make').selectOption('Toyota');
  await loaded(page, 'vehicle_model');
  await field(page, 'vehicle_model').selectOption('Axio');
  await field(page, 'sum_insured').fill('6500000');
  await loaded(page, 'manufacture_year');
  await field(page, 'manufacture_year').selectOption('2018');
  await loaded(page, 'fuel_type');
  await field(page, 'fuel_type').selectOption('Petrol');
  await field(page, 'engine_capacity').fill('1500');
  await loaded(page, 'ncb');
  await field(page, 'ncb').selectOption('2');
  await choose(page, 'is_registered', 'R');
  await choose(page, 'hire_purchase', 'YES');
}

export async function fillMotorcycle(page: Page) {
  await loaded(page, 'vehicle_make');
  await field(page, 'vehicle_make').selectOption('Bajaj');
  await loaded(page, 'vehicle_model');
  await field(page, 'vehicle_model').selectOption('Pulsar 150');
  await field(page, 'engine_capacity').fill('149');
  await field(page, 'engine_no').fill('DHZCFG12345');
  await field(page, 'chassis_no').fill('MD2A11CZ5GCA12345');
}

/** The body of the next quote call, while it goes on to the server. */
export function nextQuoteBody(page: Page): Promise<Record<string, unknown>> {
  return page
    .waitForRequest((request: Request) => /\/(v2\/quote\/full|v3\/quote\/tp)$/.test(request.url()))
    .then((request) => request.postDataJSON());
}

/** Opens a motor form page with the journey's `open` and waits for its form. */
export async function openForm<T extends { page: Page }>(opening: Promise<T>): Promise<T> {
  const opened = await opening;
  await opened.page.locator('main form').waitFor();
  return opened;
}

/**
 * Has the server refuse the calls matching `glob`, in the API's envelope: with field errors (HTTP 422)
 * or with a message and an HTTP status. For refusals the browser's own checks never let through.
 */
export const refuseCalls = (
  page: Page,
  glob: string,
  refusal: { fieldErrors: Record<string, string[]> } | { httpStatus: number; message: string },
) =>
  page.route(glob, (route) => {
    const fields = 'fieldErrors' in refusal;
    return route.fulfill({
      status: fields ? 422 : refusal.httpStatus,
      contentType: 'application/json',
      body: JSON.stringify({
        status: fields ? 1002 : 800,
        success: false,
        data: null,
        error: fields
          ? { error_format: 1, errors: refusal.fieldErrors }
          : { error_format: 0, message: refusal.message },
      }),
    });
  });
