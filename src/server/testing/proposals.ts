// Proposals for API tests: an application bought, its documents submitted and paid through the sandbox
// gateway, then the proposal page's calls and the verification page's, over HTTP like the payments' (the
// answers' links then point at the listening app, and a test can open them). Also the rows they leave.
import { and, asc, eq } from 'drizzle-orm';
import { yearsFromToday } from '#domain/dates';
import { ONLINE_APP_CODE } from '#domain/motor/documents';
import type { ProposalFormInput } from '#domain/motor/proposal-calls';
import { applicationEvents, coverNotes, outbox, proposals } from '../db/schema';
import { documentClient } from './documents';
import { paymentClient } from './payments';
import type { createTestApp } from './test-app';

type TestContext = Awaited<ReturnType<typeof createTestApp>>;

/** The customer's e-mail and verified mobile, as the purchase of `documentClient` gives them. */
export const RECIPIENT = { email: 'kamal@example.lk', mobile: '94760600001' } as const;

export const LEASE_EXPIRY = yearsFromToday(3);
/** The proposal form's fields of a leased vehicle; the company's name as a person may type it. */
export const LEASED = {
  is_leasing: '1',
  financial_company: 'lolc finance',
  financial_company_branch: 'Kandy',
  lease_exp_date: LEASE_EXPIRY,
};

export async function proposalClient(context: TestContext) {
  const payments = await paymentClient(context);
  const { db } = context.database;
  const { api } = payments;

  /**
   * A paid application of a new quote made with `quoteFields` (a car for 'C', a motorcycle for 'T'),
   * bought with `buyFields` changing the personal form; the app's write rate limit must allow about 15
   * calls each.
   */
  async function paid(quoteFields: Record<string, unknown> = {}, cover: 'C' | 'T' = 'C', buyFields = {}) {
    const documents = await documentClient(context.app, db);
    const bought = await documents.application(quoteFields, cover, buyFields);
    await documents.uploadAll(bought.paySecHash);
    await documents.submit(bought.paySecHash, ONLINE_APP_CODE);
    await payments.declare(bought.paySecHash);
    const checkout = await payments.payApproved(bought.paySecHash);
    return { ...bought, checkout };
  }

  /** A new application, bought but not paid. */
  const unpaid = async () => (await documentClient(context.app, db)).application();

  /**
   * The proposal form as the page sends it: a registered car that is not leased, changed by `fields`; with
   * is_registered 'U', without the registration's parts, as the page hides them.
   */
  const form = (reqKey: string, fields: Partial<Record<keyof ProposalFormInput, string>> = {}) => ({
    req_key: reqKey,
    veh_reg_format: 'WP ABC-1234',
    ...(fields.is_registered === 'U'
      ? {}
      : { veh_reg_format_1: 'wp', veh_reg_format_2: 'cab', veh_reg_format_3: '1234' }),
    engine_no: '2NZ-7654321',
    chassis_no: 'NZE141-1234567',
    is_registered: 'R',
    is_leasing: '0',
    conf_bank_name: 'ONLINE',
    conf_bank_branch: 'ONLINE',
    conf_bank_user: 'ONLINE',
    pdf_status: '1',
    ...fields,
  });

  /** The outbox's messages of `kind` ('mail', 'sms') to `to`, oldest first. */
  const messagesTo = async (kind: string, to: string) =>
    (await db.select().from(outbox).where(eq(outbox.kind, kind)).orderBy(asc(outbox.id))).filter(
      (message) => (message.payload as { to: string }).to === to,
    );
  const proposalsOf = (applicationId: number) =>
    db.select().from(proposals).where(eq(proposals.applicationId, applicationId));
  const coverNotesOf = (applicationId: number) =>
    db.select().from(coverNotes).where(eq(coverNotes.applicationId, applicationId));

  /** GETs a link as a browser opening it from an e-mail does: no auth_key. */
  async function open(url: string) {
    const response = await fetch(url);
    return { status: response.status, headers: response.headers, content: await response.arrayBuffer() };
  }

  return {
    /** The payments' own client, on the same app: reversals, payment rows and events. */
    payments,
    site: payments.site,
    api,
    paid,
    unpaid,
    form,
    open,
    load: (reqKey: string) => api(`/v3/proposal/load?prop_hash=${reqKey}`),
    generate: (body: object) => api('/v2/cover-note/gen', body),
    verify: (coverNoteNo: string) =>
      api(`/v3/cover-note/verify?cover_note_no=${encodeURIComponent(coverNoteNo)}`),
    notify: (body: object) => api('/notification-api/v1/notify', body),

    applicationOf: payments.applicationOf,
    proposalsOf,
    coverNotesOf,
    messagesTo,
    eventsOf: (applicationId: number, status: string) =>
      db
        .select({ detail: applicationEvents.detail })
        .from(applicationEvents)
        .where(and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.status, status))),
    /** What the cover note calls write: the application's proposal and cover note, messages, files. */
    written: async (applicationId: number) => ({
      proposals: (await proposalsOf(applicationId)).length,
      coverNotes: (await coverNotesOf(applicationId)).length,
      mails: (await messagesTo('mail', RECIPIENT.email)).length,
      sms: (await messagesTo('sms', RECIPIENT.mobile)).length,
      files: (await context.storedKeys()).length,
    }),
  };
}

export type ProposalClient = Awaited<ReturnType<typeof proposalClient>>;
