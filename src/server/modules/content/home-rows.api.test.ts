// The console's home page rows through the real app (issue 24, decision 064): an admin reads the slides,
// testimonials and deals with their words in every language, changes a row (its words in a language, or
// none so that English stands in) and the Featured Deals switch, each change audited and shown by
// GET /v1/home_data; other roles are refused, and hostile input is refused at its field changing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleHome } from '#domain/console/home';
import { homeDataSchema } from '#domain/content';
import type { ConsoleClient } from '#server/testing/console';
import { consoleClient } from '#server/testing/console';
import { fieldRefusal } from '#server/testing/envelopes';
import type { TestContext } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

let context: TestContext;
let staff: ConsoleClient;

beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  staff = await consoleClient(context);
});
afterAll(() => context.app.close());

const homeData = async (lang: string) => {
  const response = await context.app.inject({ url: `/v1/home_data?lang=${lang}` });
  return homeDataSchema.parse(response.json().data);
};
const consoleHome = async (): Promise<ConsoleHome> =>
  (await staff.admin('GET', '/api/console/home')).body.data;

/** A slide's change as the console's form sends it: every field, with the words as they are. */
const slideChange = (slide: ConsoleHome['slides'][number]) => {
  const { id: _id, texts, ...fields } = slide;
  const blank = { header: '', description: '', bottom_text: '' };
  return { ...fields, texts: { en: texts.en!, si: texts.si ?? blank, ta: texts.ta ?? blank } };
};

describe('GET /api/console/home', () => {
  it("answers every row in the page's order with its words in each language, and the settings", async () => {
    const home = await consoleHome();
    expect(home.show_featured_deals).toBe(false);
    expect(home.slides).toHaveLength(5);
    expect(home.testimonials).toHaveLength(3);
    expect(home.deals).toHaveLength(3);
    for (const row of [...home.slides, ...home.testimonials, ...home.deals]) {
      expect(row.texts.en, `row ${row.id}`).not.toBeNull();
      expect(row.texts.si, `row ${row.id}`).not.toBeNull();
      expect(row.texts.ta, `row ${row.id}`).not.toBeNull();
    }
    const page = await homeData('si');
    expect(page.slides.map((slide) => slide.header)).toEqual(
      home.slides.map((slide) => slide.texts.si!.header),
    );
  });

  it('is for admins only', async () => {
    const { call } = await staff.staffMember('operator');
    expect((await call('GET', '/api/console/home')).status).toBe(403);
    expect((await call('PATCH', '/api/console/home/settings', { show_featured_deals: true })).status).toBe(
      403,
    );
    const anonymous = await context.app.inject({ url: '/api/console/home' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('PATCH /api/console/home/{list}/{id}', () => {
  it("changes a slide's words and links, audited, and the home page shows them in each language", async () => {
    const [first, second] = (await consoleHome()).slides;
    const sent = slideChange(first!);
    sent.texts.en = { ...sent.texts.en, header: '  Car insurance, compared in a minute ' };
    sent.texts.ta = { header: '', description: '', bottom_text: '' };
    const answer = await staff.admin('PATCH', `/api/console/home/slides/${first!.id}`, {
      ...sent,
      sort: second!.sort + 1,
      header_url: '/motor/Car/third-party/Quotation',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: first!.id,
      header_url: '/motor/Car/third-party/Quotation',
      texts: { en: { header: 'Car insurance, compared in a minute' }, si: first!.texts.si, ta: null },
    });

    const english = await homeData('en');
    expect(english.slides.map((slide) => slide.id).slice(0, 2)).toEqual([second!.id, first!.id]);
    expect(english.slides[1]).toMatchObject({
      header: 'Car insurance, compared in a minute',
      header_url: '/motor/Car/third-party/Quotation',
    });
    // Tamil has no words of its own now: English stands in, marked as English.
    expect((await homeData('ta')).slides[1]).toMatchObject({
      lang: 'en',
      header: 'Car insurance, compared in a minute',
    });
    expect((await homeData('si')).slides[1]).toMatchObject({ lang: 'si', header: first!.texts.si!.header });

    const audit = (await staff.auditRows()).at(-1);
    expect(audit).toMatchObject({ action: 'home.home_slide.change', subject: `home_slide:${first!.id}` });
    expect(audit!.before).toMatchObject({ texts: { ta: first!.texts.ta } });
    expect(audit!.after).toMatchObject({ texts: { ta: null } });
  });

  it("changes a testimonial's Sinhala words and a deal's badge", async () => {
    const home = await consoleHome();
    const testimonial = home.testimonials[0]!;
    const words = { user_name: 'නිමාලි, මහනුවර', comment: 'ඉතා පහසුයි. විනාඩි කිහිපයකින් රක්ෂණය ගත්තා.' };
    const { id: tid, ...fields } = testimonial;
    const changed = await staff.admin('PATCH', `/api/console/home/testimonials/${tid}`, {
      ...fields,
      texts: { ...testimonial.texts, si: words },
    });
    expect(changed.status).toBe(200);
    expect((await homeData('si')).testimonials[0]).toMatchObject({ lang: 'si', ...words });

    const { id: did, ...deal } = home.deals[1]!;
    const badge = await staff.admin('PATCH', `/api/console/home/deals/${did}`, { ...deal, badge: '' });
    expect(badge.status).toBe(200);
    expect((await homeData('en')).featured_deals.deals.find((row) => row.id === did)?.badge).toBeNull();
    expect((await staff.auditRows()).at(-1)).toMatchObject({ action: 'home.featured_deal.change' });
  });

  it('answers 404 for a row that does not exist', async () => {
    const slide = (await consoleHome()).slides[0]!;
    const answer = await staff.admin('PATCH', '/api/console/home/slides/999999', slideChange(slide));
    expect(answer.status).toBe(404);
  });

  const blankWords = { header: '', description: '', bottom_text: '' };
  it.each([
    [{ sort: -1 }, { sort: ['Enter a whole number from 0 to 999'] }],
    [{ sort: '1,000' }, { sort: ['Enter a whole number from 0 to 999'] }],
    [{ sort: [1] }, { sort: ['Enter a whole number from 0 to 999'] }],
    [
      { header_url: 'javascript:alert(1)' },
      { header_url: ['Use a path of this site (/…) or an https:// address'] },
    ],
    [
      { web_image_url: '//evil.example/x.png' },
      { web_image_url: ['Use a path of this site (/…) or an https:// address'] },
    ],
    [{ mobile_image_url: ['/images/a.png'] }, { mobile_image_url: [expect.any(String)] }],
    [{ bottom_text_url: '/a\u0000' }, { bottom_text_url: [expect.any(String)] }],
    [
      { texts: { en: blankWords, si: null, ta: null } },
      {
        'texts.en.header': ['required'],
        'texts.en.description': ['required'],
        'texts.en.bottom_text': ['required'],
      },
    ],
    [
      {
        texts: {
          en: { header: 'x'.repeat(100_000), description: 'd', bottom_text: 'b' },
          si: null,
          ta: null,
        },
      },
      {
        'texts.en.header': ['Use at most 150 characters'],
      },
    ],
    [
      { texts: { en: { header: 'h', description: 'd\u0000', bottom_text: 'b' }, si: null, ta: null } },
      {
        'texts.en.description': [expect.any(String)],
      },
    ],
    [
      { texts: { en: { header: ['h'], description: 'd', bottom_text: 'b' }, si: null, ta: null } },
      {
        'texts.en.header': [expect.any(String)],
      },
    ],
    [
      {
        texts: {
          en: { header: 'h', description: 'd', bottom_text: 'b' },
          si: { ...blankWords, header: 'ශීර්ෂය' },
          ta: null,
        },
      },
      {
        'texts.si.description': ['required'],
        'texts.si.bottom_text': ['required'],
      },
    ],
  ])('refuses %j with field errors and changes nothing', async (fields, errors) => {
    const before = await consoleHome();
    const slide = before.slides[2]!;
    const answer = await staff.admin('PATCH', `/api/console/home/slides/${slide.id}`, {
      ...slideChange(slide),
      ...fields,
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(fieldRefusal(errors));
    expect(await consoleHome()).toEqual(before);
  });
});

describe('PATCH /api/console/home/settings', () => {
  it('shows and hides the Featured Deals, audited', async () => {
    const shown = await staff.admin('PATCH', '/api/console/home/settings', { show_featured_deals: true });
    expect(shown.body.data).toEqual({ show_featured_deals: true });
    expect((await homeData('en')).featured_deals.shown).toBe(true);
    expect((await staff.auditRows()).at(-1)).toMatchObject({
      action: 'home.settings.change',
      before: { show_featured_deals: false },
      after: { show_featured_deals: true },
    });
    await staff.admin('PATCH', '/api/console/home/settings', { show_featured_deals: false });
    expect((await homeData('en')).featured_deals.shown).toBe(false);
  });

  it.each([[{}], [{ show_featured_deals: 'yes' }], [{ show_featured_deals: [true] }]])(
    'refuses %j at its field',
    async (body) => {
      const answer = await staff.admin('PATCH', '/api/console/home/settings', body);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual(fieldRefusal({ show_featured_deals: ['Choose yes or no'] }));
    },
  );
});
