import { TRANSCRIPTS_SEPARATOR } from '#domain/chat';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LeadKind, LeadStatus } from '#domain/console/leads';
import type { Db } from '#server/db/client';
import { containing } from '#server/db/like';
import { firstRow, onlyRow } from '#server/db/rows';
import { inquiries, leadNotes, outbox, quotes, staff } from '#server/db/schema';
import { canBeRowId } from '#server/row-id';

export type NewInquiry = typeof inquiries.$inferInsert;
export type NewLeadNote = typeof leadNotes.$inferInsert;
/** What the console may change of a lead. */
export type LeadRowChange = Partial<Pick<NewInquiry, 'leadStatus' | 'assigneeId' | 'updatedAt'>>;

/** The inbox's filters; `assigneeId` null is 'assigned to nobody'. */
export interface LeadFilter {
  status?: LeadStatus;
  kind?: LeadKind;
  assigneeId?: number | null;
  crm?: 'sent' | 'pending';
  q?: string;
  sort: 'newest' | 'oldest';
}

/**
 * A lead as the console shows it: the inquiry with its assignee's name, its CRM message's delivery and
 * its quote's hash. Read-only joins of the staff, outbox and quotes tables (decision 041 allows them where
 * paging and filtering must run in SQL): the inbox filters on the delivery.
 */
const shown = {
  id: inquiries.id,
  kind: inquiries.kind,
  leadStatus: inquiries.leadStatus,
  title: inquiries.title,
  name: inquiries.name,
  mobile: inquiries.mobile,
  email: inquiries.email,
  callConsent: inquiries.callConsent,
  vehicleType: inquiries.vehicleType,
  insuranceType: inquiries.insuranceType,
  channel: inquiries.channel,
  promo: inquiries.promo,
  company: inquiries.company,
  transcript: inquiries.transcript,
  createdAt: inquiries.createdAt,
  updatedAt: inquiries.updatedAt,
  assigneeId: inquiries.assigneeId,
  assigneeName: staff.name,
  crmStatus: outbox.status,
  crmSentAt: outbox.sentAt,
  crmAttempts: outbox.attempts,
  crmLastError: outbox.lastError,
  crmNextAttemptAt: outbox.nextAttemptAt,
  unqHash: quotes.unqHash,
};
export type LeadRow = NonNullable<Awaited<ReturnType<ReturnType<typeof inquiryRepository>['lead']>>>;

/** The search: a part of the name, the e-mail or the mobile (typed with its 0 or not), or the lead's id. */
function searchOf(q: string): SQL | undefined {
  const digits = /^\d+$/.test(q);
  const mobile = digits && q.startsWith('0') ? q.slice(1) : q;
  return or(
    ilike(inquiries.name, containing(q)),
    ilike(inquiries.email, containing(q)),
    ilike(inquiries.mobile, containing(mobile)),
    digits && canBeRowId(Number(q)) ? eq(inquiries.id, Number(q)) : undefined,
  );
}

const whereOf = (filter: Omit<LeadFilter, 'sort'>) =>
  and(
    filter.status && eq(inquiries.leadStatus, filter.status),
    filter.kind && eq(inquiries.kind, filter.kind),
    filter.assigneeId === null
      ? isNull(inquiries.assigneeId)
      : filter.assigneeId === undefined
        ? undefined
        : eq(inquiries.assigneeId, filter.assigneeId),
    filter.crm && eq(outbox.status, filter.crm),
    filter.q ? searchOf(filter.q) : undefined,
  );

/** Inquiries over `db`, which may be a transaction. */
export function inquiryRepository(db: Db) {
  const select = (where: SQL | undefined) =>
    db
      .select(shown)
      .from(inquiries)
      .leftJoin(staff, eq(staff.id, inquiries.assigneeId))
      .leftJoin(outbox, eq(outbox.id, inquiries.crmMessageId))
      .leftJoin(quotes, eq(quotes.id, inquiries.quoteId))
      .where(where);

  return {
    /** Inquiries and converted leads by promo code, of the codes given. */
    countsByPromo: (codes: string[]) =>
      db
        .select({
          promo: sql<string>`${inquiries.promo}`,
          leads: count(),
          converted: sql<number>`(count(*) filter (where ${inquiries.leadStatus} = 'converted'))::int`,
        })
        .from(inquiries)
        .where(inArray(inquiries.promo, codes))
        .groupBy(inquiries.promo),
    /** The new inquiry's id, or undefined when the quote has one already (one per quote, decision 032). */
    insertFirst: async (inquiry: NewInquiry): Promise<number | undefined> =>
      (
        await firstRow(
          db
            .insert(inquiries)
            .values(inquiry)
            .onConflictDoNothing({ target: inquiries.quoteId })
            .returning({ id: inquiries.id }),
        )
      )?.id,
    insert: async (inquiry: NewInquiry): Promise<number> =>
      (await onlyRow(db.insert(inquiries).values(inquiry).returning({ id: inquiries.id }))).id,
    /**
     * The latest lead of `kind` (a callback, a campaign's) asked by this name, mobile and e-mail about
     * `promo` since `since`. Leads of one mobile are looked at one transaction at a time, so two posts at
     * once of the same request file it once.
     */
    repeatSince: async (
      kind: LeadKind,
      contact: Pick<NewInquiry, 'name' | 'mobile' | 'email' | 'promo' | 'company'>,
      since: Date,
    ) => {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${contact.mobile}`}))`);
      const row = await firstRow(
        db
          .select({
            id: inquiries.id,
            transcript: inquiries.transcript,
            crmMessageId: inquiries.crmMessageId,
          })
          .from(inquiries)
          .where(
            and(
              eq(inquiries.kind, kind),
              eq(inquiries.mobile, contact.mobile),
              eq(inquiries.name, contact.name),
              eq(inquiries.email, contact.email),
              contact.promo ? eq(inquiries.promo, contact.promo) : isNull(inquiries.promo),
              contact.company ? eq(inquiries.company, contact.company) : isNull(inquiries.company),
              gte(inquiries.createdAt, since),
            ),
          )
          .orderBy(desc(inquiries.createdAt))
          .limit(1),
      );
      return row;
    },
    /** Adds a later conversation to the inquiry's transcript, after a blank line. */
    addTranscript: (id: number, transcript: string) =>
      db
        .update(inquiries)
        .set({
          transcript: sql`concat_ws(${TRANSCRIPTS_SEPARATOR}::text, ${inquiries.transcript}, ${transcript}::text)`,
        })
        .where(eq(inquiries.id, id)),
    idOfQuote: async (quoteId: number): Promise<number> =>
      (await onlyRow(db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.quoteId, quoteId))))
        .id,
    /** Links the inquiry to the outbox message that carries it to the CRM. */
    linkCrmMessage: (id: number, messageId: number) =>
      db.update(inquiries).set({ crmMessageId: messageId }).where(eq(inquiries.id, id)),

    /** A page of the inbox, newest or oldest first. */
    leadsPage: (filter: LeadFilter, limit: number, offset: number) => {
      const order = filter.sort === 'oldest' ? asc : desc;
      return select(whereOf(filter))
        .orderBy(order(inquiries.createdAt), order(inquiries.id))
        .limit(limit)
        .offset(offset);
    },
    leadsTotal: async (filter: LeadFilter) =>
      (
        await onlyRow(
          db
            .select({ n: count() })
            .from(inquiries)
            .leftJoin(outbox, eq(outbox.id, inquiries.crmMessageId))
            .where(whereOf(filter)),
        )
      ).n,

    lead: async (id: number) => (canBeRowId(id) ? firstRow(select(eq(inquiries.id, id))) : undefined),

    /** Locks the lead until the transaction ends, so two staff members' changes apply one after the other. */
    lock: async (id: number) =>
      canBeRowId(id)
        ? firstRow(db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.id, id)).for('update'))
        : undefined,
    update: (id: number, change: LeadRowChange) =>
      db.update(inquiries).set(change).where(eq(inquiries.id, id)),

    /** The new note's id. */
    addNote: async (note: NewLeadNote) =>
      (await onlyRow(db.insert(leadNotes).values(note).returning({ id: leadNotes.id }))).id,
    /** A lead's notes, oldest first, with their writers' names. */
    notes: (inquiryId: number) =>
      db
        .select({
          id: leadNotes.id,
          text: leadNotes.text,
          at: leadNotes.at,
          staffId: leadNotes.staffId,
          staffName: staff.name,
        })
        .from(leadNotes)
        .innerJoin(staff, eq(staff.id, leadNotes.staffId))
        .where(eq(leadNotes.inquiryId, inquiryId))
        .orderBy(asc(leadNotes.at), asc(leadNotes.id)),
  };
}
