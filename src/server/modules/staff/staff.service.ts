// The operator console's staff (issue 22, docs/decisions/041): their accounts, their sessions and the
// audit log of what they do. Every change here writes its audit row in its own transaction; another
// module's console action is recorded through `record`, right after that module has made it.
import type {
  AuditEntry,
  Staff,
  StaffRole,
  loginSchema,
  newStaffSchema,
  staffChangeSchema,
} from '#domain/console/calls';
import { COMPANY_RULE } from '#domain/console/calls';
import type { z } from 'zod';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { ApiError, FieldErrors, notFound } from '#server/http/envelope';
import { pageAnswer, pageWindow } from '#server/http/page';
import { randomToken } from '#server/random-token';
import { canBeRowId } from '#server/row-id';
import { sha256Hex } from '#server/secrets';
import { companyLookups } from '../reference/companies';
import type { AuditFilter } from './audit.repository';
import { auditRepository } from './audit.repository';
import { hashPassword, oneTimePassword, passwordMatches } from './password';
import type { StaffRow } from './staff.repository';
import { staffRepository } from './staff.repository';

export const STAFF_MESSAGES = {
  loginFailed: 'Email or password is not correct',
  tooManyTries: 'Too many failed logins. Please wait 15 minutes and try again.',
  emailTaken: 'This email already has an account',
  notInsurer: 'Choose an insurer',
  ownAccount: 'You cannot deactivate your own account or take away its admin role',
  notFound: 'Staff member not found',
};

const LOGIN_FAILED = 'staff.login_failed';
// Failed logins counted from the audit log, which every instance shares: per e-mail against guessing one
// account's password, per client address against trying many accounts.
const THROTTLE_WINDOW_MS = 15 * 60_000;
const TRIES_PER_EMAIL = 5;
const TRIES_PER_ADDRESS = 20;
// A session's last call is written at most this often: a busy console page would otherwise write on every call.
const TOUCH_EVERY_MS = 60_000;
const TOKEN_BYTES = 32;
const CSRF_BYTES = 24;

/** Who acted, and from where: null for the command line. */
export interface Actor {
  staffId: number | null;
  clientAddress: string | null;
}

/** What was done to which record (`application_document:42`), and the record before and after. */
export interface Action {
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}

type Query = { page: number; size: number };

export const staffAnswer = (row: StaffRow): Staff => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  company_id: row.companyId,
  company_name: row.companyName,
  active: row.active,
  last_login_at: row.lastLoginAt?.toISOString() ?? null,
});

const staffSubject = (id: number) => `staff:${id}`;
const COMMAND_LINE: Actor = { staffId: null, clientAddress: null };
const CREATE_ADMIN = 'staff.create_admin_cli';

export interface StaffOptions {
  /** The time now; a test moves it. */
  clock: () => Date;
  session: Config['staffSession'];
}

export type StaffService = ReturnType<typeof staffService>;

export function staffService(db: Db, { clock, session }: StaffOptions) {
  const staffRows = staffRepository(db);
  const audits = auditRepository(db);
  // Made once, when first needed: an unknown e-mail's password is checked against it.
  let dummyHash: Promise<string> | undefined;

  const write = (tx: Db, actor: Actor, action: Action) =>
    auditRepository(tx).add({ ...actor, ...action, at: clock() });

  async function shownIn(tx: Db, id: number) {
    const row = await staffRepository(tx).byId(id);
    if (row === undefined) throw notFound(STAFF_MESSAGES.notFound);
    return staffAnswer(row);
  }

  async function checkInsurer(companyId: number | null | undefined) {
    if (companyId != null && !(await companyLookups(db).isInsurer(companyId))) {
      throw new FieldErrors({ company_id: [STAFF_MESSAGES.notInsurer] });
    }
  }

  async function throttled(email: string, clientAddress: string) {
    const since = new Date(clock().getTime() - THROTTLE_WINDOW_MS);
    return (
      (await audits.countSince(LOGIN_FAILED, since, { subject: `login:${email}` })) >= TRIES_PER_EMAIL ||
      (await audits.countSince(LOGIN_FAILED, since, { clientAddress })) >= TRIES_PER_ADDRESS
    );
  }

  /** Opens a session: its cookie's token, and what the console is told. */
  async function login({ email, password }: z.output<typeof loginSchema>, clientAddress: string) {
    if (await throttled(email, clientAddress)) throw new ApiError(429, STAFF_MESSAGES.tooManyTries);
    const found = await staffRows.byEmail(email);
    // An unknown e-mail is checked against a hash too, so that its answer takes as long as a known one's.
    const matches = await passwordMatches(
      password,
      found?.passwordHash ?? (await (dummyHash ??= hashPassword(oneTimePassword()))),
    );
    const actor = { staffId: found?.id ?? null, clientAddress };
    if (found === undefined || !matches || !found.active) {
      await write(db, actor, {
        action: LOGIN_FAILED,
        subject: `login:${email}`,
        before: null,
        after: { email },
      });
      throw new ApiError(401, STAFF_MESSAGES.loginFailed);
    }
    const token = randomToken(TOKEN_BYTES);
    const csrfToken = randomToken(CSRF_BYTES);
    const now = clock();
    const staff = await db.transaction(async (tx) => {
      const rows = staffRepository(tx);
      const before = await shownIn(tx, found.id);
      await rows.deleteExpiredSessions(
        new Date(now.getTime() - session.idleMs),
        new Date(now.getTime() - session.maxMs),
      );
      await rows.update(found.id, { lastLoginAt: now });
      await rows.addSession({
        tokenHash: sha256Hex(token),
        staffId: found.id,
        csrfToken,
        createdAt: now,
        lastSeenAt: now,
      });
      const after = await shownIn(tx, found.id);
      await write(tx, actor, {
        action: 'staff.login',
        subject: staffSubject(found.id),
        before: { last_login_at: before.last_login_at },
        after: { last_login_at: after.last_login_at },
      });
      return after;
    });
    return { token, session: { staff, csrf_token: csrfToken } };
  }

  /**
   * The live session of a cookie's token, its last call moved on; undefined when there is none, it expired
   * (idle too long, or open too long) or its staff member was deactivated.
   */
  async function signedIn(token: string) {
    const tokenHash = sha256Hex(token);
    const found = await staffRows.session(tokenHash);
    if (found === undefined) return undefined;
    const now = clock().getTime();
    const idle = now - found.lastSeenAt.getTime();
    if (idle >= session.idleMs || now - found.createdAt.getTime() >= session.maxMs) {
      await staffRows.deleteSession(tokenHash);
      return undefined;
    }
    if (!found.active) return undefined;
    if (idle >= TOUCH_EVERY_MS) await staffRows.touchSession(tokenHash, new Date(now));
    return { tokenHash, csrfToken: found.csrfToken, staff: staffAnswer(found) };
  }

  async function logout(tokenHash: string, actor: Actor & { staffId: number }) {
    await db.transaction(async (tx) => {
      await staffRepository(tx).deleteSession(tokenHash);
      await write(tx, actor, {
        action: 'staff.logout',
        subject: staffSubject(actor.staffId),
        before: null,
        after: null,
      });
    });
  }

  async function list(query: Query) {
    const { limit, offset } = pageWindow(query);
    const rows = await staffRows.page(limit, offset);
    return pageAnswer(query, rows.map(staffAnswer), await staffRows.total());
  }

  async function create(input: z.output<typeof newStaffSchema>, actor: Actor, action = 'staff.create') {
    await checkInsurer(input.company_id);
    const passwordHash = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      const { email, name, role, company_id: companyId } = input;
      const id = await staffRepository(tx).insert({ email, name, role, companyId, passwordHash });
      if (id === undefined) throw new ApiError(409, STAFF_MESSAGES.emailTaken);
      const after = await shownIn(tx, id);
      await write(tx, actor, { action, subject: staffSubject(id), before: null, after });
      return after;
    });
  }

  /**
   * Changes an account; an admin cannot deactivate or demote themself, so that one admin always remains
   * who can mend the others. Deactivating or setting a password ends the account's sessions.
   */
  async function change(
    id: number,
    input: z.output<typeof staffChangeSchema>,
    actor: Actor,
    action = 'staff.change',
  ) {
    await checkInsurer(input.company_id);
    const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
    return db.transaction(async (tx) => {
      const rows = staffRepository(tx);
      if ((await rows.lock(id)) === undefined) throw notFound(STAFF_MESSAGES.notFound);
      const before = await shownIn(tx, id);
      const role: StaffRole = input.role ?? before.role;
      // A role other than insurer's drops the insurer unless the call names one (which the check refuses).
      const companyId =
        input.company_id !== undefined ? input.company_id : role === 'insurer' ? before.company_id : null;
      if ((role === 'insurer') !== (companyId !== null)) {
        throw new FieldErrors({ company_id: [COMPANY_RULE.message] });
      }
      if (id === actor.staffId && (role !== 'admin' || input.active === false)) {
        throw new ApiError(409, STAFF_MESSAGES.ownAccount);
      }
      await rows.update(id, { name: input.name, role, companyId, active: input.active, passwordHash });
      if (input.active === false || passwordHash !== undefined) await rows.deleteSessionsOf(id);
      const after = await shownIn(tx, id);
      await write(tx, actor, {
        action,
        subject: staffSubject(id),
        before,
        // Never the password, nor its hash: only that it was set.
        after: passwordHash === undefined ? after : { ...after, password_changed: true },
      });
      return after;
    });
  }

  /**
   * The command line's admin (`npm run console:admin`): a new account, or the existing one of that e-mail
   * made an active admin again; either way with a new one-time password, which the caller shows once.
   */
  async function createAdmin({ email, name }: { email: string; name: string }) {
    const password = oneTimePassword();
    const admin = { name, role: 'admin' as const, company_id: null, password };
    const existing = await staffRows.byEmail(email);
    const staff =
      existing === undefined
        ? await create({ ...admin, email }, COMMAND_LINE, CREATE_ADMIN)
        : await change(existing.id, { ...admin, active: true }, COMMAND_LINE, CREATE_ADMIN);
    return { staff, password };
  }

  async function auditPage(query: Query & AuditFilter): Promise<ReturnType<typeof pageAnswer<AuditEntry>>> {
    const { limit, offset } = pageWindow(query);
    const rows = await audits.page(query, limit, offset);
    const entries = rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      staff_id: row.staffId,
      staff_email: row.staffEmail,
      action: row.action,
      subject: row.subject,
      before: row.before,
      after: row.after,
    }));
    return pageAnswer(query, entries, await audits.total(query));
  }

  return {
    login,
    signedIn,
    logout,
    list,
    create,
    change,
    createAdmin,
    auditPage,
    /** Whom a lead may be assigned to: the active admins and operators. */
    assignees: () => staffRows.assignees(),
    /** Whether staff member `id` may be assigned a lead now. */
    isAssignable: async (id: number) => canBeRowId(id) && (await staffRows.assignees(id)).length > 0,
    /** Records another module's console action, which that module has just made. */
    record: (actor: Actor, action: Action) => write(db, actor, action),
  };
}
