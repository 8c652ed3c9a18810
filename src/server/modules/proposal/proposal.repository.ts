import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { QUOTED_COLUMNS } from '../purchase/purchase.repository';
import { applications, payments, quotes } from '../../db/schema';

export function proposalRepository(db: Db) {
  return {
    /** The application of a req_key, with its quote's hash and the payment that paid it (if any). */
    byReqKey: async (reqKey: string) =>
      (
        await db
          .select({
            status: applications.status,
            reqKey: applications.reqKey,
            customerId: applications.customerId,
            ...QUOTED_COLUMNS,
            paidAt: applications.paidAt,
            unqHash: quotes.unqHash,
            payment: {
              amountCents: payments.amountCents,
              orderId: payments.orderId,
              providerPaymentId: payments.providerPaymentId,
            },
          })
          .from(applications)
          .innerJoin(quotes, eq(quotes.id, applications.quoteId))
          .leftJoin(payments, and(eq(payments.applicationId, applications.id), eq(payments.applied, true)))
          .where(eq(applications.reqKey, reqKey))
      )[0],
  };
}
