// The console's leads inbox through the real app (issue 22, decision 044): visitors' inquiries listed,
// filtered, searched and paged in SQL for admins and operators (an insurer's staff are refused); a lead's
// status and assignee changed and notes added, each audited; refused calls change nothing; each lead shows
// whether its CRM message was delivered, or when it is tried again and why it failed.
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app';
import { inquiries, leadNotes, outbox } from '#server/db/schema';
import type { Crm } from '#server/integrations/crm/crm';
import { builtinCrm } from '#server/integrations/crm/builtin-crm';
import type { ConsoleClient, StaffCaller } from '#server/testing/console';
import { consoleClient } from '#server/testing/console';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import { quoteClient } from '#server/testing/quote-requests';
import type { TestApp, TestContext } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

let context: TestContext;
let client: ConsoleClient;
let quotes: Awaited<ReturnType<typeof quoteClient>>;
let operator: { staff: { id: number; name: string }; call: StaffCaller };
let insurer: StaffCaller;
/** The leads made for these tests, in the order they were made. */
const made: { id: number; unqHash: string; name: string; mobile: string; email: string }[] = [];

const db = () => context.database.db;

/** A visitor's inquiry about a new quote (a car, or a motorcycle for third party), as the site posts it. */
async function inquiry(name: string, mobile: string, email: string, cover: 'full' | 'thirdParty' = 'full') {
  const quote = (await quotes[cover]()).body.data;
  const { body } = await quotes.call('POST', '/inquiry-api/v1/inquire', {
    cx_surname: 'Miss',
    cx_name: name,
    cx_mobile: mobile,
    cx_email: email,
    unq_hash: quote.unq_hash,
    call_consent: true,
  });
  if (!body.success) throw new Error(`inquiry refused: ${JSON.stringify(body)}`);
  const lead = { id: body.data.inquiry_id as number, unqHash: quote.unq_hash as string, name, mobile, email };
  made.push(lead);
  return lead;
}

/** Waits until the outbox worker has delivered every message, so each lead's CRM state is settled. */
const delivered = () =>
  vi.waitFor(async () => {
    const [pending] = await db().select({ n: count() }).from(outbox).where(eq(outbox.status, 'pending'));
    expect(pending!.n).toBe(0);
  });

beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await consoleClient(context);
  quotes = await quoteClient(context.app);
  await inquiry('Kumari Jayasinghe', '771112233', 'kumari@example.lk');
  await inquiry('Ruwan Fernando', '94712223344', 'ruwan.f@example.lk', 'thirdParty');
  await inquiry('Dilani Kumari Perera', '763334455', 'dilani@example.com');
  operator = await client.staffMember('operator');
  insurer = (await client.staffMember('insurer', (await client.insurers())[0]!)).call;
  await delivered();
});
afterAll(() => context.app.close());

const NOT_FOUND = refusal('Lead not found');
const ids = (body: { data: { rows: { id: number }[] } }) => body.data.rows.map(({ id }) => id);
const leadsUrl = (query: Record<string, string>) => `/api/console/leads?${new URLSearchParams(query)}`;

/** What a refused call must leave as it was: the leads, their notes and the audit log. */
const written = async () => ({
  leads: await db().select().from(inquiries).orderBy(inquiries.id),
  notes: await db().select().from(leadNotes),
  audit: await client.auditRows(),
});
async function expectNothingWritten(
  call: () => Promise<{ status: number; body: unknown }>,
  status: number,
  body: object,
) {
  const before = await written();
  const answer = await call();
  expect([answer.status, answer.body]).toEqual([status, body]);
  expect(await written()).toEqual(before);
}

describe('GET /api/console/leads', () => {
  it('lists the leads newest first, with their contact, kind, status, assignee and CRM delivery', async () => {
    const answer = await client.admin('GET', '/api/console/leads');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ total: 3, page: 1, size: 25 });
    expect(ids(answer.body)).toEqual(made.map(({ id }) => id).reverse());
    const kumari = answer.body.data.rows.at(-1);
    expect(kumari).toEqual({
      id: made[0]!.id,
      kind: 'comparison',
      status: 'new',
      title: 'Miss',
      name: 'Kumari Jayasinghe',
      mobile: '94771112233',
      email: 'kumari@example.lk',
      call_consent: true,
      vehicle_type: 'Car',
      insurance_type: 'full-insurance',
      channel: 'Web-Motor',
      promo: 'no-promo',
      company: null,
      created_at: expect.any(String),
      updated_at: kumari.created_at,
      assignee: null,
      crm: {
        status: 'sent',
        sent_at: expect.any(String),
        attempts: 1,
        last_error: null,
        next_attempt_at: null,
      },
    });
  });

  it('pages, and sorts oldest first when asked', async () => {
    const oldest = await operator.call('GET', leadsUrl({ sort: 'oldest', size: '2', page: '2' }));
    expect(oldest.body.data).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(ids(oldest.body)).toEqual([made[2]!.id]);
    const first = await operator.call('GET', leadsUrl({ sort: 'oldest', size: '2' }));
    expect(ids(first.body)).toEqual([made[0]!.id, made[1]!.id]);
  });

  it.each([
    [{ q: 'kumari' }, [2, 0]],
    [{ q: 'KUMARI PER' }, [2]],
    [{ q: '0771112233' }, [0]],
    [{ q: '712223' }, [1]],
    [{ q: 'example.com' }, [2]],
    [{ q: 'nobody at all' }, []],
    [{ q: '%' }, []],
    [{ kind: 'comparison' }, [2, 1, 0]],
    [{ kind: 'callback' }, []],
    [{ status: 'new' }, [2, 1, 0]],
    [{ status: 'closed' }, []],
    [{ crm: 'sent' }, [2, 1, 0]],
    [{ crm: 'pending' }, []],
    [{ assignee: 'none' }, [2, 1, 0]],
    [{ assignee: 'me' }, []],
  ])('filters by %j', async (query, leads) => {
    const answer = await client.admin('GET', leadsUrl(query));
    expect(ids(answer.body)).toEqual(leads.map((index) => made[index]!.id));
    expect(answer.body.data.total).toBe(leads.length);
  });

  it("finds a lead by its id, as the visitor's inquiry number", async () => {
    const answer = await client.admin('GET', leadsUrl({ q: String(made[1]!.id) }));
    expect(ids(answer.body)).toContain(made[1]!.id);
    // An id beyond the database's integer matches no lead rather than failing the query.
    expect((await client.admin('GET', leadsUrl({ q: '3000000000' }))).body.data.total).toBe(0);
  });

  it('refuses a filter it does not know, with the field named', async () => {
    const wrong = await client.admin(
      'GET',
      leadsUrl({ status: 'won', kind: 'walk-in', assignee: 'them', crm: 'lost', sort: 'best', size: '101' }),
    );
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.error.errors).sort()).toEqual([
      'assignee',
      'crm',
      'kind',
      'size',
      'sort',
      'status',
    ]);
    const long = await client.admin('GET', leadsUrl({ q: 'a'.repeat(101) }));
    expect([long.status, long.body]).toEqual([422, fieldRefusal({ q: ['Use at most 100 characters'] })]);
  });
});

describe('who may work the leads', () => {
  it("refuses an insurer's staff every call, and anyone without a session", async () => {
    const id = made[0]!.id;
    const calls = [
      ['GET', '/api/console/leads'],
      ['GET', `/api/console/leads/${id}`],
      ['GET', '/api/console/staff/assignees'],
    ] as const;
    for (const [method, url] of calls) {
      const answer = await insurer(method, url);
      expect([answer.status, answer.body]).toEqual([403, refusal('You do not have access to this')]);
      expect((await client.as({ cookie: 'none', csrf: 'none' })(method, url)).status).toBe(401);
    }
    await expectNothingWritten(
      () => insurer('PATCH', `/api/console/leads/${id}`, { status: 'contacted' }),
      403,
      refusal('You do not have access to this'),
    );
    await expectNothingWritten(
      () => insurer('POST', `/api/console/leads/${id}/notes`, { text: 'Called' }),
      403,
      refusal('You do not have access to this'),
    );
  });

  it('refuses a change without the CSRF token; nothing changes', async () => {
    const id = made[0]!.id;
    const outOfDate = refusal('The page is out of date; reload it');
    await expectNothingWritten(
      () => operator.call('PATCH', `/api/console/leads/${id}`, { status: 'contacted' }, { csrf: null }),
      403,
      outOfDate,
    );
    await expectNothingWritten(
      () => operator.call('POST', `/api/console/leads/${id}/notes`, { text: 'Called' }, { csrf: 'forged' }),
      403,
      outOfDate,
    );
  });

  it('lists the active admins and operators one may assign a lead to', async () => {
    const extra = await client.staffMember('operator');
    const gone = await client.staffMember('operator');
    await client.admin('PATCH', `/api/console/staff/${gone.staff.id}`, { active: false });
    const answer = await operator.call('GET', '/api/console/staff/assignees');
    expect(answer.status).toBe(200);
    const names = answer.body.data.map(({ name }: { name: string }) => name);
    expect(names).toEqual(expect.arrayContaining(['Ada Admin', operator.staff.name, extra.staff.name]));
    expect(names).not.toContain(gone.staff.name);
    expect(names.some((name: string) => name.startsWith('insurer'))).toBe(false);
    expect(answer.body.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Ada Admin',
      email: 'admin@kavacha.lk',
    });
  });
});

describe('GET /api/console/leads/:id', () => {
  it("opens a lead with its notes and its quote's vehicle and cover", async () => {
    const answer = await operator.call('GET', `/api/console/leads/${made[0]!.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: made[0]!.id,
      name: 'Kumari Jayasinghe',
      notes: [],
      quote: {
        unq_hash: made[0]!.unqHash,
        cover: 'full-insurance',
        vehicle_make: 'Toyota',
        vehicle_model: 'Axio',
        manufacture_year: 2018,
        sum_insured: 6_500_000,
        cover_start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    });
    const motorcycle = await operator.call('GET', `/api/console/leads/${made[1]!.id}`);
    expect(motorcycle.body.data.quote).toMatchObject({
      cover: 'third-party',
      vehicle_make: 'Bajaj',
      manufacture_year: null,
      sum_insured: null,
    });
  });

  it("is 'Lead not found' for an id no lead has, or one beyond the database's integer", async () => {
    for (const id of ['999999', '3000000000']) {
      const answer = await operator.call('GET', `/api/console/leads/${id}`);
      expect([answer.status, answer.body]).toEqual([404, NOT_FOUND]);
      await expectNothingWritten(
        () => operator.call('PATCH', `/api/console/leads/${id}`, { status: 'closed' }),
        404,
        NOT_FOUND,
      );
      await expectNothingWritten(
        () => operator.call('POST', `/api/console/leads/${id}/notes`, { text: 'Called' }),
        404,
        NOT_FOUND,
      );
    }
  });
});

describe('PATCH /api/console/leads/:id', () => {
  it('refuses a bad change with the field named; nothing changes', async () => {
    const id = made[2]!.id;
    const patch = (body: object) => () => operator.call('PATCH', `/api/console/leads/${id}`, body);
    await expectNothingWritten(patch({}), 422, fieldRefusal({ body: ['Change the status or the assignee'] }));
    const notAssignable = fieldRefusal({ assignee_id: ['Choose an active admin or operator'] });
    const insurerStaff = await client.staffMember('insurer', (await client.insurers())[0]!);
    await expectNothingWritten(patch({ assignee_id: insurerStaff.staff.id }), 422, notAssignable);
    await expectNothingWritten(patch({ status: 'contacted', assignee_id: 999999 }), 422, notAssignable);
    await expectNothingWritten(patch({ assignee_id: 3000000000 }), 422, notAssignable);
    const wrong = await operator.call('PATCH', `/api/console/leads/${id}`, {
      status: 'won',
      assignee_id: 'me',
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.error.errors).sort()).toEqual(['assignee_id', 'status']);
  });

  it('assigns a lead to its caller and marks it contacted; the change is audited, before and after', async () => {
    const id = made[2]!.id;
    const me = operator.staff;
    const assigned = await operator.call('PATCH', `/api/console/leads/${id}`, { assignee_id: me.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.data).toMatchObject({ id, status: 'new', assignee: { id: me.id, name: me.name } });
    expect((await client.auditRows()).at(-1)).toMatchObject({
      staffId: me.id,
      action: 'lead.update',
      subject: `inquiry:${id}`,
      before: { status: 'new', assignee: null },
      after: { status: 'new', assignee: { id: me.id, name: me.name } },
    });

    const contacted = await operator.call('PATCH', `/api/console/leads/${id}`, { status: 'contacted' });
    expect(contacted.body.data).toMatchObject({ status: 'contacted', assignee: { id: me.id } });
    expect(contacted.body.data.updated_at > contacted.body.data.created_at).toBe(true);
    expect((await client.auditRows()).at(-1)).toMatchObject({
      action: 'lead.update',
      before: { status: 'new', assignee: { id: me.id } },
      after: { status: 'contacted', assignee: { id: me.id } },
    });

    expect(ids((await operator.call('GET', leadsUrl({ assignee: 'me' }))).body)).toEqual([id]);
    expect(ids((await client.admin('GET', leadsUrl({ assignee: String(me.id) }))).body)).toEqual([id]);
    expect(ids((await client.admin('GET', leadsUrl({ status: 'contacted' }))).body)).toEqual([id]);
    expect((await client.admin('GET', leadsUrl({ assignee: 'none' }))).body.data.total).toBe(2);

    // Unassigned again by the admin: null is nobody.
    const released = await client.admin('PATCH', `/api/console/leads/${id}`, { assignee_id: null });
    expect(released.body.data).toMatchObject({ status: 'contacted', assignee: null });
  });
});

describe('POST /api/console/leads/:id/notes', () => {
  it('refuses an empty or too long note; nothing changes', async () => {
    const url = `/api/console/leads/${made[0]!.id}/notes`;
    await expectNothingWritten(
      () => operator.call('POST', url, { text: '   ' }),
      422,
      fieldRefusal({ text: ['required'] }),
    );
    await expectNothingWritten(
      () => operator.call('POST', url, { text: 'x'.repeat(2001) }),
      422,
      fieldRefusal({ text: ['Use at most 2000 characters'] }),
    );
  });

  it("adds notes, oldest first with their writers' names; each is audited", async () => {
    const id = made[0]!.id;
    const url = `/api/console/leads/${id}/notes`;
    const first = await operator.call('POST', url, {
      text: '  Called; she asks for a call back tomorrow.  ',
    });
    expect(first.status).toBe(200);
    const longest = 'y'.repeat(2000);
    const second = await client.admin('POST', url, { text: longest });
    expect(second.body.data.notes).toEqual([
      {
        id: expect.any(Number),
        text: 'Called; she asks for a call back tomorrow.',
        at: expect.any(String),
        staff_id: operator.staff.id,
        staff_name: operator.staff.name,
      },
      {
        id: expect.any(Number),
        text: longest,
        at: expect.any(String),
        staff_id: expect.any(Number),
        staff_name: 'Ada Admin',
      },
    ]);
    const audit = (await client.auditRows()).slice(-2);
    expect(audit).toMatchObject([
      {
        staffId: operator.staff.id,
        action: 'lead.note',
        subject: `inquiry:${id}`,
        before: null,
        after: { id: first.body.data.notes[0].id, text: 'Called; she asks for a call back tomorrow.' },
      },
      { action: 'lead.note', subject: `inquiry:${id}`, after: { text: longest } },
    ]);
    expect((await operator.call('GET', `/api/console/leads/${id}`)).body.data.notes).toHaveLength(2);
  });
});

describe('the CRM delivery of a lead', () => {
  // A second app on the same database whose CRM is down until the test brings it back; its worker looks
  // every 20 ms, and a failed lead is due again only after a minute, unless the test makes it due.
  let crmApp: TestApp;
  let crmDown = true;
  beforeAll(async () => {
    const builtin = builtinCrm(db());
    const crm: Crm = {
      ...builtin,
      async createLead(lead, key) {
        if (crmDown) throw new Error('CRM unavailable');
        await builtin.createLead(lead, key);
      },
    };
    crmApp = await buildApp({
      config: { ...context.config, outbox: { pollMs: 20, retry: { firstMs: 60_000, maxMs: 60_000 } } },
      database: context.database,
      web: false,
      integrations: { crm },
    });
    await crmApp.ready();
  });
  afterAll(() => crmApp.close());

  it('shows a failed delivery as pending with its attempts, error and next try, then as sent', async () => {
    const crmQuotes = await quoteClient(crmApp);
    const quote = (await crmQuotes.full()).body.data;
    const { body } = await crmQuotes.call('POST', '/inquiry-api/v1/inquire', {
      cx_surname: 'Mr',
      cx_name: 'Saman Wickramasinghe',
      cx_mobile: '775556677',
      cx_email: 'saman@example.lk',
      unq_hash: quote.unq_hash,
    });
    const id: number = body.data.inquiry_id;
    const lead = () => client.admin('GET', `/api/console/leads/${id}`);

    const pending = await vi.waitFor(async () => {
      const { crm } = (await lead()).body.data;
      expect(crm.last_error).toBe('CRM unavailable');
      return crm;
    });
    expect(pending).toEqual({
      status: 'pending',
      sent_at: null,
      attempts: 1,
      last_error: 'CRM unavailable',
      next_attempt_at: expect.any(String),
    });
    expect(Date.parse(pending.next_attempt_at) - Date.now()).toBeGreaterThan(30_000);
    expect(ids((await client.admin('GET', leadsUrl({ crm: 'pending' }))).body)).toEqual([id]);

    // The CRM is back, and the lead's next attempt is due now: the worker delivers it.
    crmDown = false;
    await db()
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.status, 'pending'));
    const sent = await vi.waitFor(async () => {
      const { crm } = (await lead()).body.data;
      expect(crm.status).toBe('sent');
      return crm;
    });
    expect(sent).toEqual({
      status: 'sent',
      sent_at: expect.any(String),
      attempts: 2,
      last_error: 'CRM unavailable',
      next_attempt_at: null,
    });
    expect((await client.admin('GET', leadsUrl({ crm: 'pending' }))).body.data.total).toBe(0);
  });
});
