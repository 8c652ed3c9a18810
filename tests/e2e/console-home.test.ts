import { describe, expect, it } from 'vitest';
import { logIn, useConsoleJourney } from './console-login';
import { chooseLanguage } from './journey-language';
import { checkPage } from './journey';

// The console's home page rows (issue 24, decision 064): an admin reads every slide, testimonial and deal
// with its words in each language, is refused an empty header at its field, rewrites the first slide's
// English and Tamil headers, and the home page, rendered by the server moments before, shows the new words
// at once (the console's change makes this instance forget its render). axe checks both widths.

const SEEDED = 'Car, jeep and SUV insurance';
const NEW_HEADER = 'Car insurance, compared in two minutes';
const NEW_TAMIL = 'இரண்டு நிமிடங்களில் கார் காப்புறுதியை ஒப்பிடுங்கள்';

describe('home page rows in the console', () => {
  const made = useConsoleJourney();
  const { journey } = made;

  it('at 360px lists every row with its form', async () => {
    const opened = await logIn(journey, '/console/home', made.staff.admin, 360);
    await opened.page.getByRole('region', { name: `Slide 1: ${SEEDED}` }).waitFor();
    await opened.page.getByRole('region', { name: /^Deal 3: / }).waitFor();
    await checkPage(opened, 'console-home-360');
  });

  it('at 1280px changes a slide, which the home page then shows in English and Tamil', async () => {
    const before = await journey.open('/', 1280);
    await before.page.getByRole('heading', { level: 2, name: SEEDED }).waitFor({ state: 'attached' });

    const opened = await logIn(journey, '/console/home', made.staff.admin, 1280);
    const { page } = opened;
    const slide = page.getByRole('region', { name: `Slide 1: ${SEEDED}` });
    const english = slide.getByRole('group', { name: 'English' });
    const header = english.getByLabel('Header');
    await header.fill('');
    await slide.getByRole('button', { name: 'Save slide 1' }).click();
    await english.getByText('required').waitFor();
    await header.fill(NEW_HEADER);
    await slide.getByRole('group', { name: 'Tamil (தமிழ்)' }).getByLabel('Header').fill(NEW_TAMIL);
    await slide.getByRole('button', { name: 'Save slide 1' }).click();
    await page
      .getByRole('region', { name: `Slide 1: ${NEW_HEADER}` })
      .getByText('Saved slide 1.')
      .waitFor();
    await checkPage(opened, 'console-home-1280');

    // Within the render cache's 30 s: the server's page itself has the new words.
    const served = await before.page.request.get(`${journey.url()}/`);
    expect(await served.text()).toContain(NEW_HEADER);
    const after = await journey.open('/', 1280);
    await after.page.getByRole('heading', { level: 2, name: NEW_HEADER }).waitFor({ state: 'attached' });
    await chooseLanguage(after.page, 'ta');
    await after.page.getByRole('heading', { level: 2, name: NEW_TAMIL }).waitFor({ state: 'attached' });
  });
});
