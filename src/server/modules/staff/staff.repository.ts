import { and, asc, count, eq, inArray, lt, or } from 'drizzle-orm';
import { CONSOLE_AREAS } from '#domain/console/calls';
import type { Db } from '#server/db/client';
import { canBeRowId } from '#server/row-id';
import { firstRow, onlyRow } from '#server/db/rows';
import { companies, staff, staffSessions } from '#server/db/schema';

export type NewStaffRow = typeof staff.$inferInsert;
/** What a change may set on a staff member. */
export type StaffRowChange = Partial<
  Pick<NewStaffRow, 'name' | 'role' | 'companyId' | 'active' | 'passwordHash' | 'lastLoginAt'>
>;
export type NewSession = typeof staffSessions.$inferInsert;

/** A staff member as the console shows them, with their insurer's name; never the password's hash. */
const shown = {
  id: staff.id,
  email: staff.email,
  name: staff.name,
  role: staff.role,
  companyId: staff.companyId,
  companyName: companies.name,
  active: staff.active,
  lastLoginAt: staff.lastLoginAt,
};
export type StaffRow = NonNullable<Awaited<ReturnType<ReturnType<typeof staffRepository>['byId']>>>;

/** Staff and their sessions over `db`, which may be a transaction. */
export function staffRepository(db: Db) {
  const select = () => db.select(shown).from(staff).leftJoin(companies, eq(companies.id, staff.companyId));
  return {
    byId: (id: number) => firstRow(select().where(eq(staff.id, id))),

    /** The staff member of an e-mail with the hash to check a password against. */
    byEmail: (email: string) =>
      firstRow(
        db
          .select({ id: staff.id, active: staff.active, passwordHash: staff.passwordHash })
          .from(staff)
          .where(eq(staff.email, email)),
      ),

    /** Locks the row until the transaction ends, so two admins' changes apply one after the other. */
    lock: async (id: number) =>
      canBeRowId(id)
        ? firstRow(db.select({ id: staff.id }).from(staff).where(eq(staff.id, id)).for('update'))
        : undefined,

    /** The active admins and operators, by name: whom a lead may be assigned to (or `id` alone). */
    assignees: (id?: number) =>
      db
        .select({ id: staff.id, name: staff.name, email: staff.email })
        .from(staff)
        .where(
          and(
            eq(staff.active, true),
            inArray(staff.role, CONSOLE_AREAS.leads),
            id === undefined ? undefined : eq(staff.id, id),
          ),
        )
        .orderBy(asc(staff.name), asc(staff.id)),

    page: (limit: number, offset: number) => select().orderBy(asc(staff.id)).limit(limit).offset(offset),
    total: async () => (await onlyRow(db.select({ n: count() }).from(staff))).n,

    /** The new row's id, or undefined when the e-mail is taken. */
    insert: async (row: NewStaffRow) =>
      (await firstRow(db.insert(staff).values(row).onConflictDoNothing().returning({ id: staff.id })))?.id,

    update: (id: number, change: StaffRowChange) => db.update(staff).set(change).where(eq(staff.id, id)),

    addSession: (session: NewSession) => db.insert(staffSessions).values(session),

    /** The session of a token's hash with its staff member. */
    session: (tokenHash: string) =>
      firstRow(
        db
          .select({
            ...shown,
            csrfToken: staffSessions.csrfToken,
            createdAt: staffSessions.createdAt,
            lastSeenAt: staffSessions.lastSeenAt,
          })
          .from(staffSessions)
          .innerJoin(staff, eq(staff.id, staffSessions.staffId))
          .leftJoin(companies, eq(companies.id, staff.companyId))
          .where(eq(staffSessions.tokenHash, tokenHash)),
      ),

    touchSession: (tokenHash: string, at: Date) =>
      db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.tokenHash, tokenHash)),

    deleteSession: (tokenHash: string) =>
      db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash)),

    /** Ends every session of a staff member: deactivated, or given a new password. */
    deleteSessionsOf: (staffId: number) => db.delete(staffSessions).where(eq(staffSessions.staffId, staffId)),

    /** Ends the sessions that expired: idle since `seenBefore`, or opened before `createdBefore`. */
    deleteExpiredSessions: (seenBefore: Date, createdBefore: Date) =>
      db
        .delete(staffSessions)
        .where(or(lt(staffSessions.lastSeenAt, seenBefore), lt(staffSessions.createdAt, createdBefore))),
  };
}
