import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { onlyRow } from '#server/db/rows';
import { auditLog, staff } from '#server/db/schema';

export type NewAuditRow = typeof auditLog.$inferInsert;

/** Which rows of the log a page shows: one staff member's, one action's. */
export interface AuditFilter {
  staffId?: number;
  action?: string;
}

const whereOf = ({ staffId, action }: AuditFilter): SQL | undefined =>
  and(
    staffId === undefined ? undefined : eq(auditLog.staffId, staffId),
    action === undefined ? undefined : eq(auditLog.action, action),
  );

/** The audit log over `db`, which may be a transaction: rows are added and read, never changed. */
export function auditRepository(db: Db) {
  return {
    add: (row: NewAuditRow) => db.insert(auditLog).values(row),

    /** Rows of `action` since `since`, about one subject or from one client address. */
    countSince: async (action: string, since: Date, about: { subject: string } | { clientAddress: string }) =>
      (
        await onlyRow(
          db
            .select({ n: count() })
            .from(auditLog)
            .where(
              and(
                eq(auditLog.action, action),
                'subject' in about
                  ? eq(auditLog.subject, about.subject)
                  : eq(auditLog.clientAddress, about.clientAddress),
                gte(auditLog.at, since),
              ),
            ),
        )
      ).n,

    /** Newest first, with the e-mail of who acted. */
    page: (filter: AuditFilter, limit: number, offset: number) =>
      db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          staffId: auditLog.staffId,
          staffEmail: staff.email,
          action: auditLog.action,
          subject: auditLog.subject,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .leftJoin(staff, eq(staff.id, auditLog.staffId))
        .where(whereOf(filter))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset(offset),

    total: async (filter: AuditFilter) =>
      (await onlyRow(db.select({ n: count() }).from(auditLog).where(whereOf(filter)))).n,
  };
}
