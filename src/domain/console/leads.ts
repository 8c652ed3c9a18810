// The console's leads inbox (issue 22, docs/decisions/044): inquiries, callbacks and campaign leads in one
// inbox, each with its status, assignee, notes and whether it reached the CRM. Admins and operators work
// it; an insurer's staff do not see it. The same schemas check the console's forms and the server's routes.
import { z } from 'zod';
import { text } from '../fields';
import { pageQuerySchema } from './calls';

/** Comparison inquiries and the dock's callbacks (issue 24); campaign leads (issue 25) are posted later. */
export const LEAD_KINDS = ['comparison', 'callback', 'campaign'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_STATUSES = ['new', 'contacted', 'converted', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** Whether the lead's CRM message was delivered, or waits for its next attempt. */
export const CRM_STATES = ['sent', 'pending'] as const;
export const LEAD_SORTS = ['newest', 'oldest'] as const;

/** Search text: a name, a mobile number, an e-mail or a lead's id. */
export const MAX_LEAD_SEARCH = 100;

export const leadQuerySchema = pageQuerySchema.extend({
  status: z.enum(LEAD_STATUSES).optional(),
  kind: z.enum(LEAD_KINDS).optional(),
  /** A staff member's id, the caller ('me') or nobody ('none'). */
  assignee: z.union([z.enum(['me', 'none']), z.coerce.number().int().positive()]).optional(),
  crm: z.enum(CRM_STATES).optional(),
  q: text().trim().max(MAX_LEAD_SEARCH, `Use at most ${MAX_LEAD_SEARCH} characters`).optional(),
  sort: z.enum(LEAD_SORTS).default('newest'),
});
export type LeadQuery = z.output<typeof leadQuerySchema>;

/** The CRM message of a lead: sent (when), or pending (how often tried, the last error, the next try). */
export const crmDeliverySchema = z.object({
  status: z.enum(CRM_STATES),
  sent_at: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type CrmDelivery = z.infer<typeof crmDeliverySchema>;

export const leadAssigneeSchema = z.object({ id: z.number().int(), name: z.string() });
export type LeadAssignee = z.infer<typeof leadAssigneeSchema>;

export const leadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEAD_KINDS),
  status: z.enum(LEAD_STATUSES),
  /** Asked by the comparison form only. */
  title: z.string().nullable(),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
  /** They asked to be called; without it staff must not phone. */
  call_consent: z.boolean(),
  // The quote's facts: null for a lead without a quote (a callback, decision 053).
  vehicle_type: z.string().nullable(),
  insurance_type: z.string().nullable(),
  channel: z.string().nullable(),
  promo: z.string().nullable(),
  /** A small-business lead's company (decision 061); null for every other lead. */
  company: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  assignee: leadAssigneeSchema.nullable(),
  /** Null only for a lead that has no CRM message. */
  crm: crmDeliverySchema.nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  at: z.string(),
  staff_id: z.number().int(),
  staff_name: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** The quote a lead is about, as the representative talks it through. */
export const leadQuoteSchema = z.object({
  unq_hash: z.string(),
  cover: z.enum(['full-insurance', 'third-party']),
  vehicle_make: z.string(),
  vehicle_model: z.string(),
  manufacture_year: z.number().int().nullable(),
  /** The market value insured, in rupees (full insurance only). */
  sum_insured: z.number().nullable(),
  cover_start_date: z.string().nullable(),
});
export type LeadQuote = z.infer<typeof leadQuoteSchema>;

export const leadDetailSchema = leadSchema.extend({
  notes: z.array(leadNoteSchema),
  quote: leadQuoteSchema.nullable(),
  /** A callback from the chat: its conversations, one turn a line, TRANSCRIPTS_SEPARATOR between them. */
  transcript: z.string().nullable(),
});
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const LEAD_MESSAGES = {
  notFound: 'Lead not found',
  nothingToChange: 'Change the status or the assignee',
  notAssignable: 'Choose an active admin or operator',
};

/** A change of a lead: its status, its assignee (null: nobody), or both. */
export const leadChangeSchema = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    assignee_id: z.number().int().positive().nullable().optional(),
  })
  .refine((change) => change.status !== undefined || change.assignee_id !== undefined, {
    message: LEAD_MESSAGES.nothingToChange,
  });
export type LeadChangeInput = z.input<typeof leadChangeSchema>;

export const MAX_NOTE_LENGTH = 2000;
export const newLeadNoteSchema = z.object({
  text: text().trim().min(1, 'required').max(MAX_NOTE_LENGTH, `Use at most ${MAX_NOTE_LENGTH} characters`),
});
export type NewLeadNoteInput = z.input<typeof newLeadNoteSchema>;

/** A staff member a lead may be assigned to: an active admin or operator. */
export const assigneeSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type Assignee = z.infer<typeof assigneeSchema>;
