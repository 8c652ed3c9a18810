// The console's view of the payments (issue 22, decision 045): a page of them, filtered and searched in
// SQL, and an application's payments each with the gateway's notifications about it, as they were
// received. An insurer's staff member is given the payments of their insurer's application without the
// notifications' bodies: what a gateway sent is the marketplace's business, not the insurer's.
import type {
  ApplicationPayment,
  GatewayNotification,
  Payment,
  PaymentQuery,
  PaymentRow,
} from '#domain/console/applications';
import type { Db } from '#server/db/client';
import { pageAnswer, pageWindow } from '#server/http/page';
import { storedStatus } from '#server/integrations/payments/gateway';
import type { PaymentRepository } from './payments.repository';
import { paymentRepository } from './payments.repository';

type ShownPayment = Awaited<ReturnType<PaymentRepository['ofApplication']>>[number];
type ReceivedNotification = Awaited<ReturnType<PaymentRepository['notificationsOf']>>[number];

const paymentOf = (row: ShownPayment): Payment => ({
  id: row.id,
  order_id: row.orderId,
  provider: row.provider,
  amount_cents: row.amountCents,
  currency: row.currency,
  status: storedStatus(row.status),
  status_message: row.statusMessage,
  provider_payment_id: row.providerPaymentId,
  applied: row.applied,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const notificationOf = (row: ReceivedNotification, withBodies: boolean): GatewayNotification => ({
  id: row.id,
  received_at: row.receivedAt.toISOString(),
  outcome: row.outcome,
  signature_valid: row.signatureValid,
  body: withBodies ? row.body : null,
  refused: withBodies ? row.refusedBody : null,
});

/** The application's payments, the first attempt first, each with its notifications in the order they came. */
export async function paymentsOfApplication(
  db: Db,
  applicationId: number,
  withBodies: boolean,
): Promise<ApplicationPayment[]> {
  const repository = paymentRepository(db);
  const payments = await repository.ofApplication(applicationId);
  const notifications = await repository.notificationsOf(payments.map(({ id }) => id));
  return payments.map((payment) => ({
    ...paymentOf(payment),
    notifications: notifications
      .filter(({ paymentId }) => paymentId === payment.id)
      .map((notification) => notificationOf(notification, withBodies)),
  }));
}

/** A page of the payments, the newest first. */
export async function paymentPage(db: Db, query: PaymentQuery) {
  const repository = paymentRepository(db);
  const { limit, offset } = pageWindow(query);
  const rows = await repository.consolePage(query, limit, offset);
  const shown: PaymentRow[] = rows.map((row) => ({
    ...paymentOf(row),
    application_id: row.applicationId,
    qot_number: row.qotNumber,
    company_name: row.companyName,
    notifications: row.notifications,
  }));
  return pageAnswer(query, shown, await repository.consoleTotal(query));
}
