// The dock's callback through the real app (issue 24, decision 053): an inquiry without a quote, posted
// with the spec's fields, filed as a Lead in a server that speaks vtiger's protocol through the outbox,
// filed once when asked again within the hour, refused with the form's messages without a trace, and
// shown in the console's leads inbox as a callback. A callback asked from the chat carries the
// conversation to the lead's description (decision 056), within bounds.
import { count, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TURN_MAX, CHAT_TURNS_MAX } from '#domain/chat';
import { inquiries, outbox } from '#server/db/schema';
import type { ConsoleClient } from '#server/testing/console';
import { consoleClient } from '#server/testing/console';
import { fieldRefusal, refusalChecker } from '#server/testing/envelopes';
import { QUICK_CRM } from '#server/testing/leads';
import { quoteClient } from '#server/testing/quote-requests';
import type { TestContext } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';
import type { VtigerPeer } from '#server/testing/vtiger-peer';
import { startVtigerPeer } from '#server/testing/vtiger-peer';

let peer: VtigerPeer;
let context: TestContext;
let client: Awaited<ReturnType<typeof quoteClient>>;
let staff: ConsoleClient;
// The app's time, which a test moves past the hour in which a callback asked again is the same one.
let now = new Date();

beforeAll(async () => {
  peer = await startVtigerPeer();
  context = await createTestApp({ ...peer.env, ...QUICK_CRM }, { clock: () => now });
  client = await quoteClient(context.app);
  staff = await consoleClient(context);
});
afterAll(async () => {
  await context.app.close();
  await peer.close();
});
beforeEach(() => {
  peer.leads.length = 0;
});

const db = () => context.database.db;

/** The callback as the dock posts it (content section 3). */
const callback = (fields: Record<string, unknown> = {}) => ({
  cx_name: 'Chaminda Wijesinghe',
  cx_email: 'chaminda@example.lk',
  cx_mobile: '94772345678',
  cx_message: 'Callback',
  inquiry_type: 'callback',
  inquiry_media: 'web',
  inquiry_code: 'callback',
  email_subject_json: { subject: 'Callback request' },
  email_body_json: { cx_name: 'Chaminda Wijesinghe', inquiry_type: 'callback' },
  ...fields,
});
const ask = (fields: Record<string, unknown> = {}) =>
  client.call('POST', '/inquiry-api/v1/inquire', callback(fields));

const rowOf = async (id: number) => (await db().select().from(inquiries).where(eq(inquiries.id, id)))[0]!;
const stored = async () => ({
  inquiries: (await db().select({ n: count() }).from(inquiries))[0]!.n,
  outbox: (await db().select({ n: count() }).from(outbox))[0]!.n,
});
const expectRefused = refusalChecker(stored);

describe('POST /inquiry-api/v1/inquire with a callback', () => {
  it('stores a callback without a quote and files it in the CRM as a Web lead that asked for a call', async () => {
    const { status, body } = await ask();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 200,
      success: true,
      data: { inquiry_id: expect.any(Number) },
      error: null,
    });
    const id = body.data.inquiry_id;

    const [lead] = await peer.waitForLeads(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      kind: 'callback',
      quoteId: null,
      title: null,
      name: 'Chaminda Wijesinghe',
      mobile: '94772345678',
      email: 'chaminda@example.lk',
      callConsent: true,
      vehicleType: null,
      leadStatus: 'new',
    });
    expect(lead).toEqual(
      expect.objectContaining({
        firstname: 'Chaminda',
        lastname: 'Wijesinghe',
        assigned_user_id: '19x5',
        leadsource: 'Web',
        leadstatus: 'Pending',
        phone: '+94772345678',
        email: 'chaminda@example.lk',
        description: `Callback (inquiry ${id}) | Call: asked for a call | [kavacha-lead:${row.crmMessageId}]`,
      }),
    );
    // The e-mail fields the browser posts are dropped: no endpoint sends mail the caller wrote.
    const [message] = await db().select().from(outbox).where(eq(outbox.id, row.crmMessageId!));
    expect(message).toMatchObject({ kind: 'crm_lead' });
    expect(JSON.stringify(message!.payload)).not.toContain('Callback request');
  });

  it('takes the mobile as its 9 digits too, and answers the same callback asked again within the hour', async () => {
    const first = await ask({
      cx_name: 'Nadeesha Silva',
      cx_email: 'nadeesha@example.lk',
      cx_mobile: '719876543',
    });
    await peer.waitForLeads(1);
    const before = await stored();
    const [again, twice] = await Promise.all([
      ask({ cx_name: 'Nadeesha Silva', cx_email: 'nadeesha@example.lk', cx_mobile: '94719876543' }),
      ask({ cx_name: 'Nadeesha Silva', cx_email: 'nadeesha@example.lk', cx_mobile: '0719876543' }),
    ]);
    expect(again.body.data).toEqual(first.body.data);
    expect(twice.body.data).toEqual(first.body.data);
    expect(await stored()).toEqual(before);
    expect((await rowOf(first.body.data.inquiry_id)).mobile).toBe('94719876543');

    // Another e-mail is another request; so is the same one an hour later.
    const corrected = await ask({
      cx_name: 'Nadeesha Silva',
      cx_email: 'nadeesha.s@example.lk',
      cx_mobile: '719876543',
    });
    expect(corrected.body.data.inquiry_id).not.toBe(first.body.data.inquiry_id);
    now = new Date(now.getTime() + 61 * 60_000);
    const later = await ask({
      cx_name: 'Nadeesha Silva',
      cx_email: 'nadeesha@example.lk',
      cx_mobile: '719876543',
    });
    expect(later.body.data.inquiry_id).not.toBe(first.body.data.inquiry_id);
    expect(await peer.waitForLeads(3)).toHaveLength(3);
  });

  it.each([
    [{ cx_name: '' }, { cx_name: ['required'] }],
    [{ cx_name: 'Chaminda 2' }, { cx_name: ['Name is not valid'] }],
    [{ cx_email: '' }, { cx_email: ['required'] }],
    [{ cx_email: 'chaminda@' }, { cx_email: ['Email is not valid'] }],
    [{ cx_mobile: '' }, { cx_mobile: ['required'] }],
    [{ cx_mobile: '9477234567' }, { cx_mobile: ['mobile is not valid. ex: 947786...'] }],
    [{ cx_mobile: '94 77 234 5678x' }, { cx_mobile: ['mobile is not valid. ex: 947786...'] }],
    [{ inquiry_type: 'chat' }, { inquiry_type: ['This kind of inquiry is not known'] }],
    [{ cx_message: 'x'.repeat(201) }, { cx_message: ['Text is too long'] }],
  ])('refuses %j with field errors and stores nothing', async (fields, errors) => {
    await expectRefused(() => ask(fields), 422, fieldRefusal(errors));
  });

  it.each([
    'cx_name',
    'cx_email',
    'cx_mobile',
    'cx_message',
    'inquiry_type',
    'inquiry_media',
    'inquiry_code',
  ])(
    'refuses a NUL in %s, which the database cannot store, at that field and stores nothing',
    async (field) => {
      const sent = callback();
      await expectRefused(
        () => ask({ [field]: `${String(sent[field as keyof typeof sent])}\u0000` }),
        422,
        fieldRefusal({ [field]: [expect.any(String)] }),
      );
    },
  );

  it('needs an auth_key', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/inquiry-api/v1/inquire',
      payload: callback(),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a callback asked from the chat', () => {
  const transcript = [
    { from: 'visitor', text: 'What is a cover note?' },
    { from: 'site', text: 'What is a cover note?: A temporary document from the insurer…' },
    { from: 'visitor', text: 'Talk to a person' },
  ];

  it('puts the conversation in the lead, one turn after another, before the marker', async () => {
    const { body } = await ask({
      cx_name: 'Kasun Jayawardena',
      cx_email: 'kasun@example.lk',
      cx_mobile: '94711234567',
      transcript,
    });
    const id = body.data.inquiry_id;
    const [lead] = await peer.waitForLeads(1);
    const row = await rowOf(id);
    expect(lead!.description).toBe(
      `Callback (inquiry ${id}) | Call: asked for a call | Chat: Visitor: What is a cover note? / ` +
        `Kavacha: What is a cover note?: A temporary document from the insurer… / Visitor: Talk to a person | ` +
        `[kavacha-lead:${row.crmMessageId}]`,
    );
    const [message] = await db().select().from(outbox).where(eq(outbox.id, row.crmMessageId!));
    expect(message!.payload).toMatchObject({
      subject: 'Callback',
      transcript:
        'Visitor: What is a cover note?\n' +
        'Kavacha: What is a cover note?: A temporary document from the insurer…\n' +
        'Visitor: Talk to a person',
    });
  });

  it("cannot pass a visitor's words for the marker of the next lead", async () => {
    const [{ last } = { last: 0 }] = await db()
      .select({ last: max(outbox.id) })
      .from(outbox);
    // This callback's lead is message last + 1; the next one, last + 2, must still be filed.
    await ask({
      cx_name: 'Tharindu Perera',
      cx_email: 'tharindu@example.lk',
      cx_mobile: '94751112222',
      transcript: [{ from: 'visitor', text: `Hello [kavacha-lead:${(last ?? 0) + 2}]` }],
    });
    await ask({ cx_name: 'Dilani Fonseka', cx_email: 'dilani@example.lk', cx_mobile: '94763334444' });
    const leads = await peer.waitForLeads(2);
    expect(leads.map((lead) => lead.lastname)).toEqual(['Perera', 'Fonseka']);
  });

  it('adds a hand-off within the hour of a callback to that lead as a comment, once, even when retried', async () => {
    peer.comments.length = 0;
    const contact = { cx_name: 'Sanduni Herath', cx_email: 'sanduni@example.lk', cx_mobile: '94702223333' };
    const first = (await ask(contact)).body.data.inquiry_id;
    const [lead] = await peer.waitForLeads(1);
    const before = await stored();
    // The comment is made, but its answer is lost: the outbox tries again and finds it there.
    peer.troubleNext('create', 'silence after');
    const answers = await Promise.all([ask({ ...contact, transcript }), ask({ ...contact, transcript })]);
    expect(answers.map((answer) => answer.body)).toEqual([
      expect.objectContaining({ success: true, data: { inquiry_id: first } }),
      expect.objectContaining({ success: true, data: { inquiry_id: first } }),
    ]);
    // No second inquiry or lead; one message carries the conversation to the lead.
    expect(await stored()).toEqual({ inquiries: before.inquiries, outbox: before.outbox + 1 });
    const [message] = await db().select().from(outbox).where(eq(outbox.kind, 'crm_lead_transcript'));
    const said =
      'Visitor: What is a cover note?\n' +
      'Kavacha: What is a cover note?: A temporary document from the insurer…\n' +
      'Visitor: Talk to a person';
    expect(message!.payload).toEqual({
      leadKey: (await rowOf(first)).crmMessageId,
      reference: `inquiry ${first}`,
      transcript: said,
    });
    await vi.waitFor(async () => {
      const [sent] = await db().select().from(outbox).where(eq(outbox.id, message!.id));
      expect(sent!.status).toBe('sent');
    });
    expect(peer.comments).toEqual([
      expect.objectContaining({
        related_to: lead!.id,
        assigned_user_id: '19x5',
        commentcontent:
          `Chat again (inquiry ${first}): Visitor: What is a cover note? / Kavacha: What is a cover note?: ` +
          `A temporary document from the insurer… / Visitor: Talk to a person | [kavacha-chat:${message!.id}]`,
      }),
    ]);
    expect(peer.leads).toHaveLength(1);
    expect((await rowOf(first)).transcript).toBe(said);
    // Staff read it on the lead's page in the console.
    const detail = await staff.admin('GET', `/api/console/leads/${first}`);
    expect(detail.body.data).toMatchObject({ id: first, transcript: said });
  });

  const turn = (text: string) => ({ from: 'visitor', text });
  it.each([
    ['too many turns', Array.from({ length: CHAT_TURNS_MAX + 1 }, () => turn('Hello'))],
    ['a turn too long', [turn('x'.repeat(CHAT_TURN_MAX + 1))]],
    ['an empty turn', [turn('  ')]],
    ['a NUL', [turn('Hello\u0000')]],
    ['an unknown speaker', [{ from: 'staff', text: 'Hello' }]],
    ['no list', 'Visitor: hello'],
    ['turns that are no objects', ['hello']],
  ])('refuses %s with a field error and stores nothing', async (_, hostile) => {
    const before = await stored();
    const { status, body } = await ask({ transcript: hostile });
    expect(status).toBe(422);
    expect(body).toMatchObject({ status: 1002, success: false, error: { error_format: 1 } });
    expect(Object.keys(body.error.errors).every((field) => field.startsWith('transcript'))).toBe(true);
    expect(await stored()).toEqual(before);
  });
});

describe("the console's leads inbox", () => {
  it('lists the callback as a lead of kind callback, with no quote, that asked to be called', async () => {
    const { body } = await ask({
      cx_name: 'Ruwani Dias',
      cx_email: 'ruwani@example.lk',
      cx_mobile: '765554433',
    });
    const id = body.data.inquiry_id;
    await peer.waitForLeads(1);

    const list = await staff.admin(
      'GET',
      `/api/console/leads?${new URLSearchParams({ kind: 'callback', q: 'Ruwani' })}`,
    );
    expect(list.status).toBe(200);
    expect(list.body.data.rows).toEqual([
      expect.objectContaining({
        id,
        kind: 'callback',
        title: null,
        name: 'Ruwani Dias',
        mobile: '94765554433',
        email: 'ruwani@example.lk',
        call_consent: true,
        vehicle_type: null,
        channel: null,
        promo: null,
        crm: expect.objectContaining({ status: expect.stringMatching(/^(sent|pending)$/) }),
      }),
    ]);
    const comparisons = await staff.admin('GET', '/api/console/leads?kind=comparison');
    expect(comparisons.body.data.rows.map((lead: { id: number }) => lead.id)).not.toContain(id);

    const detail = await staff.admin('GET', `/api/console/leads/${id}`);
    expect(detail.body.data).toMatchObject({ id, kind: 'callback', quote: null, notes: [] });
  });
});
