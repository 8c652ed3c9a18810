import { beforeAll, expect, it } from 'vitest';
import { DECLARATION_MESSAGES } from '#domain/motor/declaration-words';
import { payPath } from '#domain/motor/purchase-paths';
import { atEachWidth, checkPage, useJourney } from './journey';
import { errorOf, field } from './motor-form';
import type { Quote } from './motor-quotes';
import { quoteApi } from './motor-quotes';
import { ALL_FILES } from './purchase-pages';
import { purchaseApi } from './purchases';

// The review before payment (issue 20; docs/decisions/038) on a real purchase: the answers that set the
// price, the no-claim bonus's proof and previous insurer, the exclusions and the insurer's wording, and no
// card form until the declaration is ticked and saved.

const journey = useJourney({ RATE_LIMIT_WRITES_PER_MINUTE: '5000' });
let api: Awaited<ReturnType<typeof purchaseApi>>;
let car: Quote;

beforeAll(async () => {
  const origin = journey.url();
  [api, car] = await Promise.all([purchaseApi(origin), quoteApi(origin).then((quotes) => quotes.full())]);
});

atEachWidth((width) => {
  it('asks for the declaration before payment, and shows no card form until it is ticked', async () => {
    const hash = await api.buy(car);
    await api.upload(hash, ALL_FILES);
    await api.submit(hash, { declare: false });
    const opened = await journey.open(payPath(hash), width);
    const { page } = opened;
    const declaration = page.getByRole('checkbox', { name: /^I declare that the answers above are true/ });
    await declaration.waitFor();

    const answers = await page
      .getByRole('region', { name: 'Check the answers that set your price' })
      .innerText();
    expect(answers).toContain('Toyota Axio 2018');
    expect(answers).toContain('Private');
    expect(answers).toContain('2 claim-free years');
    expect(answers).toContain('Rs. 6,500,000.00');
    const bonus = page.getByRole('region', { name: 'Your no-claim bonus' });
    expect(await bonus.innerText()).toContain('may ask for proof of your no-claim bonus');
    const exclusions = page.getByRole('region', { name: 'What the policy does not cover' });
    expect(await exclusions.innerText()).toContain('Driving outside Sri Lanka');
    const wording = exclusions.getByRole('link', { name: /policy wording on its website/ });
    expect(await wording.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await page.getByRole('checkbox', { name: /^Kavacha may contact me/ }).isChecked()).toBe(false);
    expect(await field(page, 'card_number').count()).toBe(0);
    await checkPage(opened, `review-${width}`);

    // Confirm without the tick and the insurer: both are asked for in place, and still no card form.
    await page.getByRole('button', { name: 'Confirm and continue to payment' }).click();
    await expect.poll(() => errorOf(page, 'answers_true')).toBe(DECLARATION_MESSAGES.answersTrue);
    expect(await errorOf(page, 'previous_insurer')).toBe(DECLARATION_MESSAGES.previousInsurer);
    expect(await field(page, 'card_number').count()).toBe(0);
    await checkPage(opened, `review-errors-${width}`);

    await expect.poll(() => field(page, 'previous_insurer').locator('option').count()).toBeGreaterThan(1);
    await field(page, 'previous_insurer').selectOption({ label: 'Sri Lanka Insurance' });
    await declaration.check();
    await page.getByRole('button', { name: 'Confirm and continue to payment' }).click();
    await field(page, 'card_number').waitFor();

    // The declaration is kept by the server: a reload goes straight to the card form.
    await page.reload();
    await field(page, 'card_number').waitFor();
    expect(await declaration.count()).toBe(0);
  });
});
