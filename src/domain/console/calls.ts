// The operator console's calls (issue 22): what they take and answer. The same schemas check the
// console's forms and the server's routes. The console stays English (issue 21), so no texts here are
// catalogued. Every call is under CONSOLE_API and is guarded by the staff session cookie, not by the
// site's auth_key; a call that changes something also carries the session's CSRF token in CSRF_HEADER.
import { z } from 'zod';
import { text } from '../fields';

export const CONSOLE_API = '/api/console';
export const CSRF_HEADER = 'x-csrf-token';

/** What each role may do: admin everything and staff; operator the work; insurer one insurer's work. */
export const STAFF_ROLES = ['admin', 'operator', 'insurer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Who works in each part of the console: the server's routes refuse the other roles (403), and the console
 * shows a part's pages and its entry in the nav to these roles only. An insurer's staff see their insurer's
 * records alone in the parts open to them.
 */
export const CONSOLE_AREAS = {
  documents: STAFF_ROLES,
  leads: ['admin', 'operator'],
  applications: STAFF_ROLES,
  claims: STAFF_ROLES,
  payments: ['admin', 'operator'],
  staff: ['admin'],
  audit: ['admin'],
  tariffs: ['admin'],
  /** The banks' card offers of the promotion pages (decision 061). */
  campaigns: ['admin'],
  /** The home page's slides, testimonials and featured deals (decision 064). */
  home: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type ConsoleArea = keyof typeof CONSOLE_AREAS;
export const mayOpen = (role: StaffRole, area: ConsoleArea) =>
  (CONSOLE_AREAS[area] as readonly StaffRole[]).includes(role);

const email = text().trim().toLowerCase().pipe(z.email('Email is not valid').max(254, 'Email is not valid'));
/** A new password: long enough to resist guessing, short enough to hash cheaply. */
export const passwordSchema = text()
  .min(12, 'Use at least 12 characters')
  .max(128, 'Use at most 128 characters');

export const loginSchema = z.object({
  email,
  password: text().min(1, 'required').max(128, 'Email or password is not correct'),
});
export type LoginInput = z.input<typeof loginSchema>;

export const staffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The insurer an insurer's staff member works for; null for the other roles. */
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  active: z.boolean(),
  last_login_at: z.string().nullable(),
});
export type Staff = z.infer<typeof staffSchema>;

/** The signed-in staff member and the token their changing calls carry in CSRF_HEADER. */
export const sessionSchema = z.object({ staff: staffSchema, csrf_token: z.string() });
export type StaffSession = z.infer<typeof sessionSchema>;

const name = text().trim().min(1, 'required').max(100, 'Use at most 100 characters');
const companyId = z.number().int().positive().nullable();
const insurerHasCompany = (staff: { role?: StaffRole; company_id?: number | null }) =>
  staff.role === undefined || (staff.role === 'insurer') === (staff.company_id != null);
/** An insurer's account names its insurer, the others none; the server checks a change against the row too. */
export const COMPANY_RULE = {
  path: ['company_id'],
  message: 'Choose the insurer for an insurer account, and none for the other roles',
};

export const newStaffSchema = z
  .object({ email, name, role: z.enum(STAFF_ROLES), company_id: companyId, password: passwordSchema })
  .refine(insurerHasCompany, COMPANY_RULE);
export type NewStaffInput = z.input<typeof newStaffSchema>;

export const staffChangeSchema = z
  .object({
    name: name.optional(),
    role: z.enum(STAFF_ROLES).optional(),
    company_id: companyId.optional(),
    active: z.boolean().optional(),
    password: passwordSchema.optional(),
  })
  .refine(insurerHasCompany, COMPANY_RULE);
export type StaffChangeInput = z.input<typeof staffChangeSchema>;

/** A page of a table: the server sorts, filters and pages; nothing loads every row. */
export const MAX_PAGE_SIZE = 100;
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
});
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), size: z.number().int() });
export interface Page<T> {
  rows: T[];
  total: number;
  page: number;
  size: number;
}

/** One line of the audit log: who did what to which record, when, and the record before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  staff_email: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditQuerySchema = pageQuerySchema.extend({
  staff_id: z.coerce.number().int().positive().optional(),
  action: text().max(100).optional(),
});

/** A submitted document waiting for review, with what the reviewer needs to judge it. */
export const queueDocumentSchema = z.object({
  /** The slot's id (application_documents.id). */
  id: z.number().int(),
  doc_id: z.number().int(),
  title: z.string(),
  status: z.number().int(),
  reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  file_type: z.string().nullable(),
  file_name: z.string().nullable(),
  /** Where the console reads the file (guarded by the staff session). */
  file_url: z.string().nullable(),
  application_id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  customer_name: z.string(),
  vehicle_number: z.string().nullable(),
});
export type QueueDocument = z.infer<typeof queueDocumentSchema>;
export const documentQueueQuerySchema = pageQuerySchema.extend({
  /** Submitted (2) by default: the queue; 3 and 4 list the reviewed ones. */
  status: z.coerce.number().int().min(2).max(4).default(2),
});

export const documentReviewSchema = z
  .object({
    status: z.union([z.literal(3), z.literal(4)]),
    reason: text().trim().max(500, 'Use at most 500 characters').optional(),
  })
  .refine((review) => review.status !== 4 || (review.reason ?? '') !== '', {
    path: ['reason'],
    message: 'Give the reason of a rejection',
  });
export type DocumentReviewInput = z.input<typeof documentReviewSchema>;
