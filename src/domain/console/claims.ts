// The console's claims (issue 23, docs/decisions/048): admins and operators see every claim, an insurer's
// staff their insurer's; they move a claim through its statuses with a note, and name the approved amount
// when approving. English only, like the rest of the console.
import { z } from 'zod';
import { CLAIM_CATEGORIES, CLAIM_STATUSES, CLAIM_TRANSITIONS } from '../claims/claims';
import { text } from '../fields';
import { parseRupees } from '../money';
import { pageQuerySchema } from './calls';

export const MAX_CLAIM_SEARCH = 100;

export const claimQuerySchema = pageQuerySchema.extend({
  status: z.enum(CLAIM_STATUSES).optional(),
  /** A claim reference, a policy number or a mobile number. */
  q: text().trim().max(MAX_CLAIM_SEARCH, `Use at most ${MAX_CLAIM_SEARCH} characters`).optional(),
});
export type ClaimQuery = z.output<typeof claimQuerySchema>;

export const claimRowSchema = z.object({
  id: z.number().int(),
  claim_ref: z.string(),
  policy_number: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  mobile: z.string(),
  category: z.enum(CLAIM_CATEGORIES),
  status: z.enum(CLAIM_STATUSES),
  incident_date: z.string(),
  amount_cents: z.number().int().nullable(),
  approved_cents: z.number().int().nullable(),
  created_at: z.string(),
});
export type ClaimRow = z.infer<typeof claimRowSchema>;

export const claimDetailSchema = claimRowSchema.extend({
  customer_name: z.string(),
  place: z.string(),
  description: z.string(),
  photos: z.array(z.object({ n: z.number().int(), url: z.string() })),
  history: z.array(
    z.object({
      status: z.enum(CLAIM_STATUSES),
      note: z.string().nullable(),
      /** Who changed it: a staff member's e-mail, or null for the customer's intimation. */
      by: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /** Where it may go next. */
  next: z.array(z.enum(CLAIM_STATUSES)),
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

const MAX_APPROVED_CENTS = 100_000_000 * 100;

/** A status change: the new status, a note, and the approved amount (in rupees) when approving. */
export const claimStatusChangeSchema = z
  .object({
    status: z.enum(CLAIM_STATUSES, { error: 'Choose a status' }),
    note: text().trim().min(1, 'required').max(1000, 'Use at most 1000 characters'),
    approved_amount: text().trim().max(20).optional(),
  })
  .superRefine((change, ctx) => {
    if (change.status !== 'approved') return;
    const cents = change.approved_amount ? parseRupees(change.approved_amount) : undefined;
    if (cents === undefined || cents <= 0 || cents > MAX_APPROVED_CENTS)
      ctx.addIssue({
        code: 'custom',
        path: ['approved_amount'],
        message: 'Enter the approved amount in rupees',
      });
  });
export type ClaimStatusChangeInput = z.input<typeof claimStatusChangeSchema>;
export type ClaimStatusChange = z.output<typeof claimStatusChangeSchema>;

export const mayMove = (from: (typeof CLAIM_STATUSES)[number], to: (typeof CLAIM_STATUSES)[number]) =>
  CLAIM_TRANSITIONS[from].includes(to);
