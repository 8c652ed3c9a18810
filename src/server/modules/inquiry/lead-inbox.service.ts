// The console's leads inbox (issue 22, docs/decisions/044): the inquiries as leads, paged and filtered in
// SQL, each with its assignee, notes and its CRM message's delivery; staff change a lead's status and
// assignee and add notes. The routes write each change to the audit log with the lead before and after.
import type { z } from 'zod';
import type {
  Lead,
  LeadDetail,
  LeadQuery,
  LeadQuote,
  leadChangeSchema,
  newLeadNoteSchema,
} from '#domain/console/leads';
import { LEAD_MESSAGES } from '#domain/console/leads';
import type { Db } from '#server/db/client';
import { FieldErrors, notFound } from '#server/http/envelope';
import { pageAnswer, pageWindow } from '#server/http/page';
import type { QuoteService } from '../quote/quote.service';
import type { StaffService } from '../staff/staff.service';
import type { LeadRow } from './inquiry.repository';
import { inquiryRepository } from './inquiry.repository';

const iso = (time: Date | null) => time?.toISOString() ?? null;

const leadOf = (row: LeadRow): Lead => ({
  id: row.id,
  kind: row.kind,
  status: row.leadStatus,
  title: row.title,
  name: row.name,
  mobile: row.mobile,
  email: row.email,
  call_consent: row.callConsent,
  vehicle_type: row.vehicleType,
  insurance_type: row.insuranceType,
  channel: row.channel,
  promo: row.promo,
  company: row.company,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  assignee: row.assigneeId === null ? null : { id: row.assigneeId, name: row.assigneeName ?? '' },
  crm:
    row.crmStatus === null
      ? null
      : {
          status: row.crmStatus,
          sent_at: iso(row.crmSentAt),
          attempts: row.crmAttempts ?? 0,
          last_error: row.crmLastError,
          // A sent message has no next attempt.
          next_attempt_at: row.crmStatus === 'sent' ? null : iso(row.crmNextAttemptAt),
        },
});

/** What changes of a lead the audit log keeps, before and after. */
const audited = (lead: Lead) => ({ status: lead.status, assignee: lead.assignee });

export type LeadInbox = ReturnType<typeof leadInbox>;

export function leadInbox(
  db: Db,
  {
    quotes,
    staff,
    clock,
  }: {
    quotes: Pick<QuoteService, 'params'>;
    staff: Pick<StaffService, 'isAssignable'>;
    clock: () => Date;
  },
) {
  const repository = inquiryRepository(db);

  async function page(query: LeadQuery, me: number) {
    const { page: _page, size: _size, assignee, ...filters } = query;
    const filter = { ...filters, assigneeId: assignee === 'me' ? me : assignee === 'none' ? null : assignee };
    const { limit, offset } = pageWindow(query);
    const rows = await repository.leadsPage(filter, limit, offset);
    return pageAnswer(query, rows.map(leadOf), await repository.leadsTotal(filter));
  }

  async function shownIn(tx: Db, id: number) {
    const row = await inquiryRepository(tx).lead(id);
    if (row === undefined) throw notFound(LEAD_MESSAGES.notFound);
    return row;
  }

  /** The quote the lead is about, as the quote module reads it. */
  async function quoteOf(unqHash: string | null): Promise<LeadQuote | null> {
    if (unqHash === null) return null;
    const vehicle = await quotes.params(unqHash);
    const full = vehicle.cover_type === 'C';
    return {
      unq_hash: unqHash,
      cover: full ? 'full-insurance' : 'third-party',
      vehicle_make: vehicle.vehicle_make,
      vehicle_model: vehicle.vehicle_model,
      manufacture_year: full ? Number(vehicle.manufacture_year) : null,
      sum_insured: full ? Number(vehicle.sum_insured) : null,
      // Missing in quotes made before it was asked (decision 037).
      cover_start_date: vehicle.cover_start_date ?? null,
    };
  }

  async function one(id: number): Promise<LeadDetail> {
    const row = await shownIn(db, id);
    const notes = await repository.notes(id);
    return {
      ...leadOf(row),
      notes: notes.map((note) => ({
        id: note.id,
        text: note.text,
        at: note.at.toISOString(),
        staff_id: note.staffId,
        staff_name: note.staffName,
      })),
      quote: await quoteOf(row.unqHash),
      transcript: row.transcript,
    };
  }

  /** Changes the lead's status and/or assignee (an active admin or operator); answers it before and after. */
  async function change(id: number, input: z.output<typeof leadChangeSchema>) {
    const { status, assignee_id: assigneeId } = input;
    if (assigneeId != null && !(await staff.isAssignable(assigneeId))) {
      throw new FieldErrors({ assignee_id: [LEAD_MESSAGES.notAssignable] });
    }
    const changed = await db.transaction(async (tx) => {
      const rows = inquiryRepository(tx);
      if ((await rows.lock(id)) === undefined) throw notFound(LEAD_MESSAGES.notFound);
      const before = leadOf(await shownIn(tx, id));
      await rows.update(id, { leadStatus: status, assigneeId, updatedAt: clock() });
      return { before: audited(before), after: audited(leadOf(await shownIn(tx, id))) };
    });
    return { ...changed, lead: await one(id) };
  }

  /** Adds a staff member's note to the lead; answers the note for the audit log. */
  async function addNote(id: number, input: z.output<typeof newLeadNoteSchema>, staffId: number) {
    const note = await db.transaction(async (tx) => {
      const rows = inquiryRepository(tx);
      if ((await rows.lock(id)) === undefined) throw notFound(LEAD_MESSAGES.notFound);
      const at = clock();
      const noteId = await rows.addNote({ inquiryId: id, staffId, text: input.text, at });
      await rows.update(id, { updatedAt: at });
      return { id: noteId, text: input.text };
    });
    return { note, lead: await one(id) };
  }

  return { page, one, change, addNote };
}
