// The operator console for API tests: the first admin made as the command line makes it, staff members
// signed in through the real login, and their calls with the session cookie and, unless a test leaves it
// out, the CSRF token.
import { asc, eq } from 'drizzle-orm';
import type { StaffRole } from '#domain/console/calls';
import { auditLog, companies, staffSessions } from '../db/schema';
import { consoleAdmin } from '../modules/staff/console-admin';
import type { TestContext } from './test-app';

export const ADMIN = { email: 'admin@kavacha.lk', name: 'Ada Admin' };
export const STAFF_PASSWORD = 'a long enough password';

/** The one-time password the command line printed. */
export const printedPassword = (printed: string) => /One-time password: (\S+)/.exec(printed)?.[1] ?? '';

export interface CallOptions {
  /** The CSRF token sent, or none; the session's own by default. */
  csrf?: string | null;
  headers?: Record<string, string>;
}

export async function consoleClient({ app, database, config }: TestContext) {
  const { db } = database;
  const adminPassword = printedPassword(
    await consoleAdmin(['--email', ADMIN.email, '--name', ADMIN.name], db, config),
  );

  async function login(email: string, password: string, headers: Record<string, string> = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/console/login',
      payload: { email, password },
      headers,
    });
    const cookie = response.cookies.find(({ name }) => name === 'kavacha_staff');
    return { status: response.statusCode, body: response.json(), cookie };
  }

  /** The calls of a session: its cookie, and its CSRF token unless `csrf` says otherwise. */
  function as({ cookie, csrf }: { cookie: string; csrf: string }) {
    return async (
      method: 'GET' | 'POST' | 'PATCH',
      url: string,
      payload?: object,
      options: CallOptions = {},
    ) => {
      const token = options.csrf === undefined ? csrf : options.csrf;
      const response = await app.inject({
        method,
        url,
        ...(payload && { payload }),
        cookies: { kavacha_staff: cookie },
        headers: { ...(token === null ? {} : { 'x-csrf-token': token }), ...options.headers },
      });
      const json = response.headers['content-type']?.toString().startsWith('application/json');
      return { status: response.statusCode, body: json ? response.json() : undefined, response };
    };
  }
  type Caller = ReturnType<typeof as>;

  async function signIn(email: string, password: string): Promise<Caller> {
    const answer = await login(email, password);
    if (answer.status !== 200) throw new Error(`not logged in: ${JSON.stringify(answer.body)}`);
    return as({ cookie: answer.cookie!.value, csrf: answer.body.data.csrf_token });
  }

  // Signed in again when a test's clock has moved past the session's end.
  let adminSession = await signIn(ADMIN.email, adminPassword);
  const admin: Caller = async (...call) => {
    const answer = await adminSession(...call);
    if (answer.status !== 401) return answer;
    adminSession = await signIn(ADMIN.email, adminPassword);
    return adminSession(...call);
  };
  let made = 0;

  /** A new staff member of `role`, made by the admin, and their calls. */
  async function staffMember(role: StaffRole, companyId: number | null = null) {
    const email = `${role}${++made}@kavacha.lk`;
    const payload = { email, name: `${role} ${made}`, role, company_id: companyId, password: STAFF_PASSWORD };
    const created = await admin('POST', '/api/console/staff', payload);
    if (created.status !== 200) throw new Error(`not created: ${JSON.stringify(created.body)}`);
    return { staff: created.body.data, call: await signIn(email, STAFF_PASSWORD) };
  }

  return {
    login,
    as,
    signIn,
    admin,
    adminPassword,
    staffMember,
    /** The insurers' ids, in id order. */
    insurers: async () =>
      (
        await db
          .select({ id: companies.id })
          .from(companies)
          .where(eq(companies.type, 'I'))
          .orderBy(companies.id)
      ).map(({ id }) => id),
    auditRows: () => db.select().from(auditLog).orderBy(asc(auditLog.id)),
    sessions: () => db.select().from(staffSessions),
  };
}

export type ConsoleClient = Awaited<ReturnType<typeof consoleClient>>;
export type StaffCaller = ConsoleClient['admin'];
