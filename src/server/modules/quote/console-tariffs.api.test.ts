// The console's tariffs and promotions through the real app (issue 22, decision 046): an admin downloads
// an insurer's version, uploads a changed one as CSV or JSON (refused with each fault named by row or
// path), previews it on the sample vehicles with the same premiums the quote calls price, and schedules
// it: quotes before its date use the old version, from its date the new one. Promotions likewise. Only
// admins; every change is in the audit log.
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Preview, PreviewRow } from '#domain/console/tariffs';
import { formatIsoDate, today } from '#domain/dates';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { companies, promotions, sampleVehicles, tariffs } from '#server/db/schema';
import type { ConsoleClient, StaffCaller } from '#server/testing/console';
import { consoleClient } from '#server/testing/console';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import { quoteClient } from '#server/testing/quote-requests';
import type { TestContext } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

let context: TestContext;
let client: ConsoleClient;
let slic: number;
let operator: StaffCaller;
let insurer: StaffCaller;
let samples: { id: number; label: string; quote: Record<string, unknown> }[];

const DAY = 86_400_000;
const dayFromToday = (days: number) => formatIsoDate(new Date(Date.now() + days * DAY));

beforeAll(async () => {
  // Tariffs and promotions are read again on every quote: a saved version shows at once.
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000', TARIFF_RELOAD_SECONDS: '0' });
  client = await consoleClient(context);
  const { db } = context.database;
  slic = (await db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'SLIC')))[0]!.id;
  samples = await db.select().from(sampleVehicles).orderBy(asc(sampleVehicles.sort));
});
afterEach(() => vi.useRealTimers());
afterAll(() => context.app.close());

const versions = async () =>
  (await client.admin('GET', `/api/console/tariffs?company_id=${slic}`)).body.data.rows as {
    id: number;
    version: string;
    state: string;
  }[];
const inForce = async () => (await versions()).find((version) => version.state === 'in force')!;
const download = async (id: number, format: 'json' | 'csv') => {
  const answer = await client.admin('GET', `/api/console/tariffs/${id}/tariff.${format}`);
  return { ...answer, text: answer.response.payload };
};
/** The current CSV with the private car's first own-damage rate set to `rate`. */
async function csvWithCarRate(rate: string) {
  const { text } = await download((await inForce()).id, 'csv');
  const path = 'full.basic_rates.Car.Private.0.rate_bp';
  expect(text).toMatch(new RegExp(`^${path.replaceAll('.', '\\.')},\\d+\r$`, 'm'));
  return text.replace(new RegExp(`^${path.replaceAll('.', '\\.')},\\d+`, 'm'), `${path},${rate}`);
}
const slicQuotation = async (quote: Record<string, unknown>, cover: 'C' | 'T') => {
  const { quotations } = await quoteClient(context.app).then((quotes) => quotes.premiums(quote, cover));
  return quotations.find((item: QuotationItem) => item.company_code === 'SLIC')!;
};
const paid = (item: QuotationItem) => item.disc_total_premium ?? item.total_premium;
const tariffRows = () => context.database.db.select().from(tariffs).orderBy(asc(tariffs.id));

describe('GET /api/console/tariffs and a version as a file', () => {
  it("lists an insurer's versions with the one in force, and gives it as JSON and CSV", async () => {
    const list = await client.admin('GET', `/api/console/tariffs?company_id=${slic}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual({
      rows: [
        {
          id: expect.any(Number),
          company_id: slic,
          version: '2026-sample-2',
          effective_from: '2026-01-01',
          effective_to: null,
          sample: true,
          state: 'in force',
          created_at: expect.any(String),
        },
      ],
      total: 1,
      page: 1,
      size: 25,
    });
    const { id } = list.body.data.rows[0];
    const json = await download(id, 'json');
    expect(json.response.headers['content-disposition']).toBe(
      'attachment; filename="slic-2026-sample-2.json"',
    );
    const stored = (await tariffRows()).find((row) => row.id === id)!.data;
    expect(JSON.parse(json.text)).toEqual(stored);
    const csv = await download(id, 'csv');
    expect(csv.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // In the tariff schema's order: the own-damage rates first.
    expect(csv.text).toMatch(/^path,value\r\nfull\.basic_rates\.Car\./);
  });

  it('answers an unknown insurer, version or an id beyond int4 without a failed query', async () => {
    expect((await client.admin('GET', '/api/console/tariffs?company_id=99999999999')).body).toEqual(
      fieldRefusal({ company_id: ['Choose an insurer'] }),
    );
    for (const id of [999_999, 99_999_999_999]) {
      const answer = await client.admin('GET', `/api/console/tariffs/${id}/tariff.json`);
      expect([answer.status, answer.body]).toEqual([404, refusal('Tariff version not found')]);
    }
  });
});

describe('POST /api/console/tariffs/preview', () => {
  it('names the row and path of each fault of a CSV file, and the path of a JSON one', async () => {
    const csv = (await csvWithCarRate('2.5%')).replace(/^full\.policy_fee,.*\r\n/m, '');
    const rateRow =
      csv.split('\r\n').findIndex((line) => line.startsWith('full.basic_rates.Car.Private.0.rate_bp')) + 1;
    const answer = await client.admin('POST', '/api/console/tariffs/preview', {
      company_id: slic,
      format: 'csv',
      content: csv,
    });
    expect([answer.status, answer.body]).toEqual([
      422,
      fieldRefusal({
        content: [
          `Row ${rateRow}, full.basic_rates.Car.Private.0.rate_bp: Invalid input: expected number, received string`,
          'full.policy_fee: Invalid input: expected number, received undefined (no row gives it)',
        ],
      }),
    ]);
    const document = JSON.parse((await download((await inForce()).id, 'json')).text);
    document.third_party.hire_multiplier_bp = 5;
    const json = await client.admin('POST', '/api/console/tariffs/preview', {
      company_id: slic,
      format: 'json',
      content: JSON.stringify(document),
    });
    expect(json.body).toEqual(
      fieldRefusal({ content: ['third_party.hire_multiplier_bp: Too small: expected number to be >=10000'] }),
    );
    const broken = await client.admin('POST', '/api/console/tariffs/preview', {
      company_id: slic,
      format: 'json',
      content: '{"full": [',
    });
    expect(broken.body.error.errors.content[0]).toMatch(/^The file is not readable JSON: /);
  });

  it('prices every sample vehicle on the version in force and on the file, as the quote calls price them', async () => {
    const answer = await client.admin('POST', '/api/console/tariffs/preview', {
      company_id: slic,
      format: 'csv',
      content: await csvWithCarRate('500'),
    });
    expect(answer.status).toBe(200);
    const preview: Preview = answer.body.data;
    expect(preview).toMatchObject({ date: today(), current_version: '2026-sample-2' });
    expect(preview.rows.map((row) => row.label)).toEqual(samples.map((sample) => sample.label));
    expect(preview.rows).toHaveLength(8);
    for (const [index, row] of preview.rows.entries()) {
      const { quote } = samples[index]!;
      const full = await slicQuotation(quote, 'C');
      const thirdParty = await slicQuotation(quote, 'T');
      expect(row.comprehensive.current.total).toBe(paid(full));
      expect(row.comprehensive.current.reason).toBe(full.decline_reason);
      expect(row.third_party.current.total).toBe(paid(thirdParty));
      // Only private cars' rate changed: the others and third party stay as they are.
      const privateCar = quote.vehicle_type === 'Car' && quote.purpose_of_use === 'Private';
      if (privateCar && row.comprehensive.current.total !== null) {
        expect(row.comprehensive.difference).toBeGreaterThan(0);
      } else expect(row.comprehensive.difference ?? 0).toBe(0);
      expect(row.third_party.difference).toBe(0);
    }
  });
});

describe('POST /api/console/tariffs', () => {
  it('refuses a past date, a version name the insurer has, and leaves the tariffs as they were', async () => {
    const before = await tariffRows();
    const content = await csvWithCarRate('400');
    const past = await client.admin('POST', '/api/console/tariffs', {
      company_id: slic,
      format: 'csv',
      content,
      version: '2027-1',
      effective_from: dayFromToday(-1),
    });
    expect(past.body).toEqual(fieldRefusal({ effective_from: ['Choose today or a later date'] }));
    const taken = await client.admin('POST', '/api/console/tariffs', {
      company_id: slic,
      format: 'csv',
      content,
      version: '2026-sample-2',
      effective_from: dayFromToday(1),
    });
    expect(taken.body).toEqual(
      fieldRefusal({ version: ['This insurer already has a version named 2026-sample-2'] }),
    );
    expect(await tariffRows()).toEqual(before);
  });

  it('schedules a version: quotes before its date use the old one, from its date the new one, as previewed', async () => {
    const content = await csvWithCarRate('420');
    const tomorrow = dayFromToday(1);
    const car = samples.find((sample) => sample.label.startsWith('Small car'))!;
    const preview: PreviewRow = (
      await client.admin('POST', '/api/console/tariffs/preview', {
        company_id: slic,
        format: 'csv',
        content,
        effective_from: tomorrow,
      })
    ).body.data.rows.find((row: PreviewRow) => row.vehicle_id === car.id);
    const saved = await client.admin('POST', '/api/console/tariffs', {
      company_id: slic,
      format: 'csv',
      content,
      version: '2027-1',
      effective_from: tomorrow,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      version: '2027-1',
      effective_from: tomorrow,
      sample: false,
      state: 'scheduled',
    });
    expect((await versions()).map(({ version, state }) => [version, state])).toEqual([
      ['2027-1', 'scheduled'],
      ['2026-sample-2', 'in force'],
    ]);

    const todays = await slicQuotation(car.quote, 'C');
    expect([todays.tariff_version, paid(todays)]).toEqual([
      '2026-sample-2',
      preview.comprehensive.current.total,
    ]);

    const audit = (await client.auditRows()).at(-1)!;
    expect(audit).toMatchObject({
      action: 'tariff.schedule',
      subject: `tariff:${saved.body.data.id}`,
      before: null,
    });
    expect(audit.after).toEqual(saved.body.data);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY);
    const tomorrows = await slicQuotation(car.quote, 'C');
    expect([tomorrows.tariff_version, paid(tomorrows)]).toEqual([
      '2027-1',
      preview.comprehensive.proposed.total,
    ]);
    expect(preview.comprehensive.proposed.total).toBeGreaterThan(preview.comprehensive.current.total!);
    expect((await versions()).map(({ state }) => state)).toEqual(['in force', 'superseded']);
  });

  it('withdraws a version not yet in force (another may not start the same day), and refuses to withdraw one in force', async () => {
    const content = await csvWithCarRate('300');
    const saved = await client.admin('POST', '/api/console/tariffs', {
      company_id: slic,
      format: 'csv',
      content,
      version: '2027-2',
      effective_from: dayFromToday(30),
    });
    const { id } = saved.body.data;
    const sameDay = await client.admin('POST', '/api/console/tariffs', {
      company_id: slic,
      format: 'csv',
      content,
      version: '2027-3',
      effective_from: dayFromToday(30),
    });
    expect(sameDay.body).toEqual(
      fieldRefusal({ effective_from: ['Version 2027-2 starts on that date: withdraw it first'] }),
    );
    const withdrawn = await client.admin('POST', `/api/console/tariffs/${id}/withdraw`);
    expect([withdrawn.status, withdrawn.body.data]).toEqual([200, saved.body.data]);
    expect((await tariffRows()).map((row) => row.id)).not.toContain(id);
    expect((await client.auditRows()).at(-1)).toMatchObject({
      action: 'tariff.withdraw',
      subject: `tariff:${id}`,
      before: saved.body.data,
      after: null,
    });
    const current = await inForce();
    const refused = await client.admin('POST', `/api/console/tariffs/${current.id}/withdraw`);
    expect([refused.status, refused.body]).toEqual([
      409,
      refusal('Only a version not yet in force can be withdrawn'),
    ]);
  });
});

describe('promotions', () => {
  const promotion = (fields: Record<string, unknown> = {}) => ({
    company_id: slic,
    channel: null,
    promo_code: null,
    cover_type: 'C',
    starts_on: today(),
    ends_on: null,
    discount_bp: 1500,
    status: 'Avurudu Offer',
    value: '15% OFF',
    color: '#B91C1C',
    sort: 0,
    ...fields,
  });
  const promotionRows = () => context.database.db.select().from(promotions).orderBy(asc(promotions.id));

  it('refuses a badge colour white text cannot be read on, a past start and an end before the start', async () => {
    const before = await promotionRows();
    const answer = await client.admin(
      'POST',
      '/api/console/promotions',
      promotion({ color: '#FDE68A', starts_on: dayFromToday(-1), ends_on: dayFromToday(-2), discount_bp: 0 }),
    );
    expect(answer.body).toEqual(
      fieldRefusal({
        starts_on: ['Choose today or a later date'],
        discount_bp: ['Enter a whole number from 1 to 10000'],
        color: ['White text is not readable on it: choose a darker colour'],
        ends_on: ['End on or after the start'],
      }),
    );
    expect(await promotionRows()).toEqual(before);
  });

  it('previews, adds and ends a promotion: the quote is discounted while it runs, as previewed', async () => {
    const car = samples.find((sample) => sample.label.startsWith('Hybrid car'))!;
    const preview = await client.admin('POST', '/api/console/promotions/preview', promotion());
    expect(preview.status).toBe(200);
    const row: PreviewRow = preview.body.data.rows.find((found: PreviewRow) => found.vehicle_id === car.id);
    expect(row.comprehensive.difference).toBeLessThan(0);
    expect(row.third_party.difference).toBe(0);
    expect(paid(await slicQuotation(car.quote, 'C'))).toBe(row.comprehensive.current.total);

    const added = await client.admin('POST', '/api/console/promotions', promotion());
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ status: 'Avurudu Offer', state: 'current', discount_bp: 1500 });
    const discounted = await slicQuotation(car.quote, 'C');
    expect([paid(discounted), discounted.promotion_status]).toEqual([
      row.comprehensive.proposed.total,
      'Avurudu Offer',
    ]);
    expect((await client.auditRows()).at(-1)).toMatchObject({
      action: 'promotion.add',
      before: null,
      after: added.body.data,
    });

    const { id } = added.body.data;
    const early = await client.admin('POST', `/api/console/promotions/${id}/end`, {
      last_day: dayFromToday(-2),
    });
    expect(early.body).toEqual(fieldRefusal({ last_day: ['Choose yesterday (ends it now) or a later day'] }));
    const ended = await client.admin('POST', `/api/console/promotions/${id}/end`, {
      last_day: dayFromToday(-1),
    });
    expect(ended.body.data).toMatchObject({ ends_on: dayFromToday(-1), state: 'ended' });
    expect((await client.auditRows()).at(-1)).toMatchObject({
      action: 'promotion.end',
      subject: `promotion:${id}`,
      before: added.body.data,
      after: ended.body.data,
    });
    expect(paid(await slicQuotation(car.quote, 'C'))).toBe(row.comprehensive.current.total);
    const again = await client.admin('POST', `/api/console/promotions/${id}/end`, {
      last_day: dayFromToday(-1),
    });
    expect([again.status, again.body]).toEqual([409, refusal('The promotion has ended already')]);

    const list = await client.admin('GET', `/api/console/promotions?company_id=${slic}`);
    expect(list.body.data.rows[0]).toEqual(ended.body.data);
  });
});

describe('promotions as a CSV file', () => {
  const HEADER = 'channel,promo_code,cover_type,starts_on,ends_on,discount_bp,status,value,color,sort';
  const promotionRows = () => context.database.db.select().from(promotions).orderBy(asc(promotions.id));
  const file = (...rows: string[]) => ({ company_id: slic, content: [HEADER, ...rows].join('\r\n') });
  const good = `,,C,${today()},${dayFromToday(30)},2000,Poya Deal,20% OFF,#7C2D12,0`;
  const later = `Web-Motor,poya5,,${dayFromToday(7)},,500,Poya Code,5% OFF,#1D4ED8,1`;

  it('names each fault by row and column, and a file with one bad row adds nothing', async () => {
    const before = { promotions: await promotionRows(), audit: await client.auditRows() };
    const bad = file(good, `,,C,${today()},,1500,Poya Deal,15% OFF,#FFFFFF,0`, later);
    const refusedFaults = ['Row 3, color: White text is not readable on it: choose a darker colour'];
    for (const url of ['/api/console/promotions/upload/preview', '/api/console/promotions/upload']) {
      const answer = await client.admin('POST', url, bad);
      expect([answer.status, answer.body]).toEqual([422, fieldRefusal({ content: refusedFaults })]);
    }
    const unknown = await client.admin('POST', '/api/console/promotions/upload', {
      company_id: slic,
      content: `company_id,${HEADER}\n1,${good}`,
    });
    expect(unknown.body.error.errors.content).toEqual([
      `Row 1: 'company_id' is not a column; the columns are ${HEADER.replaceAll(',', ', ')}`,
    ]);
    const empty = await client.admin('POST', '/api/console/promotions/upload', file());
    expect(empty.body).toEqual(
      fieldRefusal({ content: ['The file has no promotions: add one row a promotion under the header'] }),
    );
    expect({ promotions: await promotionRows(), audit: await client.auditRows() }).toEqual(before);
  });

  it('previews each promotion, adds them all at once, audits each, and discounts quotes from today', async () => {
    const car = samples.find((sample) => sample.label.startsWith('Hybrid car'))!;
    const before = paid(await slicQuotation(car.quote, 'C'));
    const preview = await client.admin('POST', '/api/console/promotions/upload/preview', file(good, later));
    expect(preview.status).toBe(200);
    const [first, second] = preview.body.data.promotions as {
      row: number;
      promotion: Record<string, unknown>;
      preview: Preview;
    }[];
    expect([first!.row, first!.promotion.status, second!.row, second!.promotion.promo_code]).toEqual([
      2,
      'Poya Deal',
      3,
      'POYA5',
    ]);
    expect(second!.preview.date).toBe(dayFromToday(7));
    const row = first!.preview.rows.find((found) => found.vehicle_id === car.id)!;
    expect(row.comprehensive.current.total).toBe(before);
    expect(row.comprehensive.difference).toBeLessThan(0);
    expect(row.third_party.difference).toBe(0);

    const audit = (await client.auditRows()).length;
    const added = await client.admin('POST', '/api/console/promotions/upload', file(good, later));
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject([
      { status: 'Poya Deal', state: 'current', discount_bp: 2000, ends_on: dayFromToday(30) },
      { status: 'Poya Code', state: 'scheduled', channel: 'Web-Motor', promo_code: 'POYA5', ends_on: null },
    ]);
    expect((await client.auditRows()).slice(audit)).toMatchObject(
      added.body.data.map((promotion: { id: number }) => ({
        action: 'promotion.add',
        subject: `promotion:${promotion.id}`,
        before: null,
        after: promotion,
      })),
    );
    const discounted = await slicQuotation(car.quote, 'C');
    expect([paid(discounted), discounted.promotion_status]).toEqual([
      row.comprehensive.proposed.total,
      'Poya Deal',
    ]);

    const ended = await client.admin('POST', `/api/console/promotions/${added.body.data[0].id}/end`, {
      last_day: dayFromToday(-1),
    });
    expect(ended.status).toBe(200);
    expect(paid(await slicQuotation(car.quote, 'C'))).toBe(before);
  });

  it("downloads the insurer's current and scheduled promotions (not the ended) in the upload's format", async () => {
    const answer = await client.admin('GET', `/api/console/promotions/promotions.csv?company_id=${slic}`);
    expect(answer.status).toBe(200);
    expect(answer.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.response.headers['content-disposition']).toBe('attachment; filename="slic-promotions.csv"');
    const lines = answer.response.payload.trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER);
    const list = await client.admin('GET', `/api/console/promotions?company_id=${slic}&size=100`);
    const running = (list.body.data.rows as { state: string; status: string }[]).filter(
      (row) => row.state !== 'ended',
    );
    // The test above added both and ended the first: the scheduled one is in the file, the ended one not.
    expect(lines).toHaveLength(running.length + 1);
    expect(lines).toContain(`Web-Motor,POYA5,,${dayFromToday(7)},,500,Poya Code,5% OFF,#1D4ED8,1`);
    expect(answer.response.payload).not.toContain('Poya Deal');
    for (const row of running) expect(answer.response.payload).toContain(row.status);

    const unknown = await client.admin(
      'GET',
      '/api/console/promotions/promotions.csv?company_id=99999999999',
    );
    expect(unknown.body).toEqual(fieldRefusal({ company_id: ['Choose an insurer'] }));
  });
});

describe('who may', () => {
  // Made now: a test above moved the clock a day on, and a login then ended the sessions left idle.
  beforeAll(async () => {
    operator = (await client.staffMember('operator')).call;
    insurer = (await client.staffMember('insurer', slic)).call;
  });
  const calls: [string, 'GET' | 'POST', string, object?][] = [
    ['list versions', 'GET', '/api/console/tariffs?company_id=1'],
    ['download', 'GET', '/api/console/tariffs/1/tariff.csv'],
    ['preview', 'POST', '/api/console/tariffs/preview', {}],
    ['schedule', 'POST', '/api/console/tariffs', {}],
    ['withdraw', 'POST', '/api/console/tariffs/1/withdraw'],
    ['list promotions', 'GET', '/api/console/promotions?company_id=1'],
    ['preview a promotion', 'POST', '/api/console/promotions/preview', {}],
    ['add a promotion', 'POST', '/api/console/promotions', {}],
    ['end a promotion', 'POST', '/api/console/promotions/1/end', {}],
    ['download promotions', 'GET', '/api/console/promotions/promotions.csv?company_id=1'],
    ['preview a promotions file', 'POST', '/api/console/promotions/upload/preview', {}],
    ['upload a promotions file', 'POST', '/api/console/promotions/upload', {}],
  ];

  it.each(calls)('refuses operators and insurer staff: %s', async (_name, method, url, payload) => {
    for (const caller of [operator, insurer]) {
      const answer = await caller(method, url, payload);
      expect([answer.status, answer.body]).toEqual([403, refusal('You do not have access to this')]);
    }
    const anonymous = await context.app.inject({ method, url, ...(payload && { payload }) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a change without the CSRF token, and writes nothing', async () => {
    const before = { tariffs: await tariffRows(), audit: await client.auditRows() };
    const answer = await client.admin(
      'POST',
      '/api/console/tariffs',
      {
        company_id: slic,
        format: 'csv',
        content: await csvWithCarRate('300'),
        version: 'x',
        effective_from: today(),
      },
      { csrf: null },
    );
    expect([answer.status, answer.body]).toEqual([403, refusal('The page is out of date; reload it')]);
    expect({ tariffs: await tariffRows(), audit: await client.auditRows() }).toEqual(before);
  });

  it('refuses a promotions file without the CSRF token, and adds nothing', async () => {
    const rows = () => context.database.db.select().from(promotions).orderBy(asc(promotions.id));
    const before = { promotions: await rows(), audit: await client.auditRows() };
    const answer = await client.admin(
      'POST',
      '/api/console/promotions/upload',
      {
        company_id: slic,
        content: `channel,promo_code,cover_type,starts_on,ends_on,discount_bp,status,value,color,sort\n,,C,${today()},,1000,Deal,10% OFF,#7C2D12,0\n`,
      },
      { csrf: null },
    );
    expect([answer.status, answer.body]).toEqual([403, refusal('The page is out of date; reload it')]);
    expect({ promotions: await rows(), audit: await client.auditRows() }).toEqual(before);
  });
});
