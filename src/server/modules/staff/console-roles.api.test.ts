import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleArea, StaffRole } from '#domain/console/calls';
import { CONSOLE_API, CONSOLE_AREAS, STAFF_ROLES } from '#domain/console/calls';
import type { ConsoleClient, StaffCaller } from '#server/testing/console';
import { consoleClient } from '#server/testing/console';
import { createTestApp } from '#server/testing/test-app';

// Every call of the operator console, read from the OpenAPI document, against every role: a role that
// CONSOLE_AREAS does not list for the call's part is refused (403) before anything is read or changed, a
// role it lists gets past the guard, and without a session every call but the login is 401. A new console
// call is in this sweep without a line here, and must belong to a known part.

let context: Awaited<ReturnType<typeof createTestApp>>;
let consoleCalls: ConsoleClient;
const callers = {} as Record<StaffRole, StaffCaller>;
let routes: { method: 'GET' | 'POST' | 'PATCH'; path: string; area: ConsoleArea }[];

/** A part's calls are under its own segment; a few serve another part. */
const SEGMENT_AREAS: Record<string, ConsoleArea> = {
  documents: 'documents',
  leads: 'leads',
  applications: 'applications',
  claims: 'claims',
  payments: 'payments',
  tariffs: 'tariffs',
  promotions: 'tariffs',
  campaigns: 'campaigns',
  home: 'home',
  staff: 'staff',
  audit: 'audit',
};
/** The people a lead can be assigned to are listed for those who work leads. */
const OTHER_AREAS: Record<string, ConsoleArea> = { [`${CONSOLE_API}/staff/assignees`]: 'leads' };
/** Every staff member's own calls: the login, their session and logging out. */
const OWN_CALLS = ['login', 'session', 'logout'].map((call) => `${CONSOLE_API}/${call}`);

beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  consoleCalls = await consoleClient(context);
  const [insurer] = await consoleCalls.insurers();
  callers.admin = consoleCalls.admin;
  callers.operator = (await consoleCalls.staffMember('operator')).call;
  callers.insurer = (await consoleCalls.staffMember('insurer', insurer!)).call;
  const document = (await context.app.inject({ url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(document.paths)
    .filter(([path]) => path.startsWith(`${CONSOLE_API}/`) && !OWN_CALLS.includes(path))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => {
        const segment = path.slice(CONSOLE_API.length + 1).split('/')[0]!;
        const area = OTHER_AREAS[path] ?? SEGMENT_AREAS[segment];
        if (area === undefined) throw new Error(`${path} belongs to no part of the console`);
        return { method: method.toUpperCase() as 'GET', path: path.replace(/\{\w+\}/g, '1'), area };
      }),
    );
});
afterAll(() => context.app.close());

describe('the console calls of each role', () => {
  it('reach every part of the console', () => {
    expect(new Set(routes.map(({ area }) => area))).toEqual(new Set(Object.keys(CONSOLE_AREAS)));
  });

  it('refuse a role that the part is not for, and change nothing', async () => {
    const before = await consoleCalls.auditRows();
    const answers = [];
    for (const role of STAFF_ROLES)
      for (const { method, path, area } of routes) {
        const allowed = (CONSOLE_AREAS[area] as readonly StaffRole[]).includes(role);
        if (allowed) continue;
        const answer = await callers[role](method, path, method === 'GET' ? undefined : {});
        answers.push({ role, call: `${method} ${path}`, status: answer.status });
      }
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter(({ status }) => status !== 403)).toEqual([]);
    expect(await consoleCalls.auditRows()).toEqual(before);
  });

  it('let a role the part is for past the guard', async () => {
    const refused = [];
    for (const role of STAFF_ROLES)
      for (const { method, path, area } of routes) {
        if (!(CONSOLE_AREAS[area] as readonly StaffRole[]).includes(role)) continue;
        const answer = await callers[role](method, path, method === 'GET' ? undefined : {});
        if (answer.status === 401 || answer.status === 403)
          refused.push({ role, call: `${method} ${path}`, status: answer.status });
      }
    expect(refused).toEqual([]);
  });

  it('are all refused without a session', async () => {
    const answers = [];
    for (const { method, path } of routes) {
      const answer = await context.app.inject({
        method,
        url: path,
        ...(method !== 'GET' && { payload: {} }),
      });
      answers.push({ call: `${method} ${path}`, status: answer.statusCode });
    }
    expect(answers.filter(({ status }) => status !== 401)).toEqual([]);
  });
});
