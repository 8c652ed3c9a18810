// The console's applications and payments (issue 22, decision 045): the pipeline's stages, a page of
// applications or payments, and one application with its history, its documents and its payments with
// the gateway's notifications. The same schemas check the server's routes and read the console's URLs.
import { z } from 'zod';
import { ATTEMPT_STATUSES, PAYMENT_PROVIDERS } from '../motor/payment';
import { text } from '../fields';
import { pageQuerySchema } from './calls';

/**
 * Where an application stands, derived in SQL from its status and rows (decision 045). 'quoted' counts the
 * quotes no one bought (no application yet); the others are applications: bought (documents not all
 * submitted), documents (submitted for review), paid (no proposal yet), proposal (no cover note yet),
 * cover_note (completed), and reversed (its payment charged back or refunded).
 */
export const PIPELINE_STAGES = [
  'quoted',
  'bought',
  'documents',
  'paid',
  'proposal',
  'cover_note',
  'reversed',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];
/** The stages an application can be at: all but 'quoted'. */
export const APPLICATION_STAGES = PIPELINE_STAGES.filter(
  (stage): stage is Exclude<PipelineStage, 'quoted'> => stage !== 'quoted',
);
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const STAGE_LABELS: Record<PipelineStage, string> = {
  quoted: 'Quoted',
  bought: 'Bought',
  documents: 'Documents',
  paid: 'Paid',
  proposal: 'Proposal',
  cover_note: 'Cover note',
  reversed: 'Reversed',
};

/**
 * How many are at each stage, in the order above. An insurer's staff member is not given 'quoted': a quote
 * prices every insurer at once, so a quote not bought is no one insurer's.
 */
export const pipelineSchema = z.object({
  stages: z.array(z.object({ stage: z.enum(PIPELINE_STAGES), count: z.number().int() })),
  /** Of the applications at 'documents': every document accepted, and some rejected. */
  documents: z.object({ accepted: z.number().int(), rejected: z.number().int() }),
});
export type Pipeline = z.infer<typeof pipelineSchema>;

const search = text().trim().max(100, 'Use at most 100 characters').optional();

export const APPLICATION_ORDERS = ['newest', 'oldest'] as const;
export const applicationQuerySchema = pageQuerySchema.extend({
  stage: z.enum(APPLICATION_STAGES).optional(),
  /** The insurer's company id. */
  insurer: z.coerce.number().int().positive().optional(),
  /** A QOT number, the customer's name or mobile, or the vehicle's number; any part of it. */
  q: search,
  order: z.enum(APPLICATION_ORDERS).default('newest'),
});
export type ApplicationQuery = z.output<typeof applicationQuerySchema>;

/** An application as the table lists it. */
export const applicationRowSchema = z.object({
  id: z.number().int(),
  qot_number: z.string(),
  stage: z.enum(APPLICATION_STAGES),
  company_id: z.number().int(),
  company_name: z.string(),
  customer_name: z.string(),
  mobile: z.string(),
  vehicle_number: z.string().nullable(),
  cover_type: z.enum(['C', 'T']),
  amount_cents: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;

/** A state the application reached, or a change to it, in the order they happened. */
export const applicationEventSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  at: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

export const applicationDocumentSchema = z.object({
  /** The slot's id (application_documents.id), which the document pages open. */
  id: z.number().int(),
  doc_id: z.number().int(),
  title: z.string(),
  status: z.number().int(),
  reason: z.string().nullable(),
  file_name: z.string().nullable(),
  updated_at: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

/**
 * A gateway's notification as received. `body` is the whole of one acted on; `refused` what is kept of a
 * refused one (its start, and the SHA-256 and size of the whole). Neither is given to an insurer's staff.
 */
export const gatewayNotificationSchema = z.object({
  id: z.number().int(),
  received_at: z.string(),
  outcome: z.string(),
  signature_valid: z.boolean(),
  body: z.record(z.string(), z.unknown()).nullable(),
  refused: z.object({ excerpt: z.string(), sha256: z.string(), bytes: z.number().int() }).nullable(),
});
export type GatewayNotification = z.infer<typeof gatewayNotificationSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  provider: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(ATTEMPT_STATUSES),
  status_message: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  /** The one payment that paid the application. */
  applied: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const applicationPaymentSchema = paymentSchema.extend({
  notifications: z.array(gatewayNotificationSchema),
});
export type ApplicationPayment = z.infer<typeof applicationPaymentSchema>;

/** One application, with its history, its document slots and its payments. */
export const applicationDetailSchema = applicationRowSchema.extend({
  status: z.string(),
  email: z.string(),
  vehicle: z.object({
    vehicle_type: z.string(),
    make: z.string(),
    model: z.string(),
    manufacture_year: z.number().int(),
  }),
  paid_at: z.string().nullable(),
  /** Whether the notifications' bodies are given: not to an insurer's staff. */
  notification_bodies: z.boolean(),
  history: z.array(applicationEventSchema),
  documents: z.array(applicationDocumentSchema),
  payments: z.array(applicationPaymentSchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const paymentQuerySchema = pageQuerySchema.extend({
  status: z.enum(ATTEMPT_STATUSES).optional(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  /** An order id or a QOT number; any part of it. */
  q: search,
});
export type PaymentQuery = z.output<typeof paymentQuerySchema>;

/** A payment as the payments table lists it, with its application and how many notifications came. */
export const paymentRowSchema = paymentSchema.extend({
  application_id: z.number().int(),
  qot_number: z.string(),
  company_name: z.string(),
  notifications: z.number().int(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;
