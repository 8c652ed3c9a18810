// The dashboard's Documents and Payments tabs and its applications in progress (issue 23, content sections
// 2 and 3; docs/decisions/050): what the signed-in customer's calls answer and take. Each answers the
// session's own data only; the `{id}` must be the session's customer (403 otherwise).
import { z } from 'zod';
import { rupeesAmount } from '../fields';
import { documentId, documentSchema } from '../motor/document-calls';
import { ACCOUNT_API } from './session';

export const DASHBOARD_PATHS = {
  documents: `${ACCOUNT_API}/documents`,
  upload: `${ACCOUNT_API}/upload_document`,
  payments: `${ACCOUNT_API}/payments`,
  applications: `${ACCOUNT_API}/applications_in_progress`,
} as const;

export const DASHBOARD_MESSAGES = {
  /** A dashboard upload is for a missing or rejected document only. */
  notMissing: /*i18n*/ 'Only a missing or rejected document can be uploaded here',
} as const;

/**
 * A document category (content section 3: id, title, docs): the documents of one purchase, named by its
 * vehicle and insurer, which is how a customer tells their purchases apart.
 */
export const documentCategorySchema = z.object({
  /** The application's id. */
  id: z.number().int(),
  title: z.string(),
  docs: z.array(documentSchema),
});
export type DocumentCategory = z.infer<typeof documentCategorySchema>;

/** The text fields of the dashboard's multipart upload: the document (slot) id; the file is `asset`. */
export const dashboardUploadSchema = z.object({ id: documentId });

/** What a payment is now: paid, or after paid refunded or charged back (docs/decisions/020). */
export const PAYMENT_STATES = ['paid', 'refunded', 'chargedback'] as const;

/** A payment row (content section 3), amounts in rupees with two decimals. */
export const customerPaymentSchema = z.object({
  payment_ref: z.string(),
  /** The last day the payment's price held (the quotation's). */
  exp_data: z.string(),
  discount: rupeesAmount,
  payment_media: z.string(),
  pay_amount: rupeesAmount,
  paid_date: z.string(),
  /** The cover note's number; null until the proposal issues it. */
  policy_ref: z.string().nullable(),
  status: z.enum(PAYMENT_STATES),
});
export type CustomerPayment = z.infer<typeof customerPaymentSchema>;

/** What is left of a purchase, in the order it is done. */
export const APPLICATION_STEPS = ['upload', 'review', 'pay', 'proposal'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** A bought, unfinished application: what is left and where Continue goes (the page of the first step). */
export const applicationInProgressSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  to_do: z.array(z.enum(APPLICATION_STEPS)),
  continue_path: z.string(),
  /** The last day its links work. */
  until: z.string(),
});
export type ApplicationInProgress = z.infer<typeof applicationInProgressSchema>;
