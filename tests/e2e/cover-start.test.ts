import { describe, expect, it } from 'vitest';
import { daysFromToday } from '#domain/dates';
import { lastDayOfCover } from '#domain/motor/cover-period';
import { buyCarInBrowser, fillLeasedCar, textOf, verifyLinkOf } from './cover-note-journey';
import { checkPage, useJourney } from './journey';

// When cover starts (decision 037), in the browser: a renewal bought ahead of its date gets a cover note
// from 00:00 of the renewal date to 23:59 of the day before its anniversary, and the QR code's check says
// the cover has not started yet, with the same times.

describe('a renewal bought ahead of its renewal date', () => {
  const journey = useJourney();

  it.each([360, 1280])(
    'starts its cover note on the renewal date, with times, at %i px',
    async (width) => {
      const origin = journey.url();
      const renewal = daysFromToday(12);
      const period = { from: `${renewal} 00:00`, to: `${lastDayOfCover(renewal)} 23:59` };
      const { opened } = await buyCarInBrowser(journey, width, { renewalDate: renewal });
      const { page } = opened;

      await fillLeasedCar(page);
      await page.getByRole('button', { name: 'Save Details', exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/payment/'));
      const fileUrl = new URL(page.url()).searchParams.get('dynamicLink')!;
      const file = await page.request.get(fileUrl);
      const pdf = (await textOf(await file.body())).replace(/\s+/g, ' ');
      expect(pdf).toContain(`PERIOD OF COVER From ${period.from} To ${period.to}`);

      const verify = verifyLinkOf(pdf, origin);
      await page.goto(verify.link);
      await page.getByRole('heading', { name: 'Not in force' }).waitFor();
      const card = await page.getByRole('main').innerText();
      expect(card).toContain('its cover has not started yet');
      expect(card).toMatch(new RegExp(`Period of cover\\s+${period.from} to ${period.to}`));
      await checkPage(opened, `verify-renewal-not-started-${width}`);
    },
    150_000,
  );
});
