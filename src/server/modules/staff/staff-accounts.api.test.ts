// Staff accounts and the audit log through the real app (issue 22): admins manage staff and read the log,
// nobody else does; every change is recorded with the record before and after; the log cannot be changed.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '#server/db/schema';
import type { ConsoleClient } from '#server/testing/console';
import { ADMIN, consoleClient, printedPassword, STAFF_PASSWORD } from '#server/testing/console';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import type { TestContext } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';
import { consoleAdmin } from './console-admin';

let context: TestContext;
let client: ConsoleClient;
let insurers: number[];
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await consoleClient(context);
  insurers = await client.insurers();
});
afterAll(() => context.app.close());

const NO_ACCESS = refusal('You do not have access to this');
const newStaff = (fields: object = {}) => ({
  email: 'Nimal@Kavacha.lk',
  name: 'Nimal Perera',
  role: 'operator',
  company_id: null,
  password: STAFF_PASSWORD,
  ...fields,
});

describe('staff accounts', () => {
  it('an admin opens one, lists it and changes it, each change in the audit log without a password', async () => {
    const created = await client.admin('POST', '/api/console/staff', newStaff());
    expect(created.status).toBe(200);
    const staff = created.body.data;
    expect(staff).toEqual({
      id: expect.any(Number),
      email: 'nimal@kavacha.lk',
      name: 'Nimal Perera',
      role: 'operator',
      company_id: null,
      company_name: null,
      active: true,
      last_login_at: null,
    });
    const changes = { role: 'insurer', company_id: insurers[0], password: 'another long password' };
    const changed = await client.admin('PATCH', `/api/console/staff/${staff.id}`, changes);
    expect(changed.body.data).toMatchObject({ role: 'insurer', company_id: insurers[0] });
    expect(changed.body.data.company_name).toEqual(expect.any(String));
    expect((await client.login(staff.email, 'another long password')).status).toBe(200);

    const rows = (await client.auditRows()).filter((row) => row.subject === `staff:${staff.id}`);
    expect(rows.slice(0, 2)).toMatchObject([
      { staffId: 1, action: 'staff.create', before: null, after: staff },
      {
        staffId: 1,
        action: 'staff.change',
        before: staff,
        after: { ...changed.body.data, password_changed: true },
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/password"|long password|scrypt/);

    const listed = await client.admin('GET', '/api/console/staff?page=1&size=1');
    expect(listed.body.data).toMatchObject({ total: 2, page: 1, size: 1, rows: [{ email: ADMIN.email }] });
    const second = await client.admin('GET', '/api/console/staff?page=2&size=1');
    // Logged in since the change.
    expect(second.body.data.rows).toEqual([{ ...changed.body.data, last_login_at: expect.any(String) }]);
  });

  it('refuses a taken e-mail (409), an insurer account without an insurer or with a bank (422)', async () => {
    const before = await client.auditRows();
    const taken = await client.admin('POST', '/api/console/staff', newStaff({ email: 'NIMAL@kavacha.lk' }));
    expect([taken.status, taken.body]).toEqual([409, refusal('This email already has an account')]);
    const noInsurer = await client.admin(
      'POST',
      '/api/console/staff',
      newStaff({ email: 'a@kavacha.lk', role: 'insurer' }),
    );
    expect(noInsurer.status).toBe(422);
    expect(Object.keys(noInsurer.body.error.errors)).toEqual(['company_id']);
    const [bank] = await context.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.type, 'F'));
    const withBank = await client.admin(
      'POST',
      '/api/console/staff',
      newStaff({ email: 'b@kavacha.lk', role: 'insurer', company_id: bank!.id }),
    );
    expect([withBank.status, withBank.body]).toEqual([
      422,
      fieldRefusal({ company_id: ['Choose an insurer'] }),
    ]);
    const short = await client.admin(
      'POST',
      '/api/console/staff',
      newStaff({ email: 'c@kavacha.lk', password: 'short' }),
    );
    expect(short.body).toEqual(fieldRefusal({ password: ['Use at least 12 characters'] }));
    expect(await client.auditRows()).toEqual(before);
  });

  it('answers a change of an account that does not exist, or of an id beyond the database, 404', async () => {
    for (const id of [999999, 3000000000]) {
      const answer = await client.admin('PATCH', `/api/console/staff/${id}`, { name: 'Nobody' });
      expect([answer.status, answer.body]).toEqual([404, refusal('Staff member not found')]);
    }
  });

  it('an admin cannot deactivate or demote themself', async () => {
    const before = await client.auditRows();
    for (const change of [{ active: false }, { role: 'operator' }]) {
      const refused = await client.admin('PATCH', '/api/console/staff/1', change);
      expect([refused.status, refused.body]).toEqual([
        409,
        refusal('You cannot deactivate your own account or take away its admin role'),
      ]);
    }
    expect(await client.auditRows()).toEqual(before);
    expect((await client.admin('GET', '/api/console/session')).body.data.staff).toMatchObject({
      role: 'admin',
    });
  });

  it('deactivating an account ends its sessions', async () => {
    const { staff, call } = await client.staffMember('operator');
    expect((await call('GET', '/api/console/session')).status).toBe(200);
    await client.admin('PATCH', `/api/console/staff/${staff.id}`, { active: false });
    expect((await call('GET', '/api/console/session')).status).toBe(401);
    expect((await client.login(staff.email, STAFF_PASSWORD)).status).toBe(401);
    expect((await client.admin('PATCH', '/api/console/staff/9999', { name: 'Nobody' })).body).toEqual(
      refusal('Staff member not found'),
    );
  });

  it('an operator or an insurer cannot list, open or change accounts nor read the log, and nothing is written', async () => {
    const operator = await client.staffMember('operator');
    const insurer = await client.staffMember('insurer', insurers[1]!);
    const before = {
      audit: await client.auditRows(),
      staff: (await client.admin('GET', '/api/console/staff')).body,
    };
    for (const { call } of [operator, insurer]) {
      for (const [method, url, payload] of [
        ['GET', '/api/console/staff', undefined],
        ['POST', '/api/console/staff', newStaff({ email: 'sneaky@kavacha.lk', role: 'admin' })],
        ['PATCH', `/api/console/staff/${operator.staff.id}`, { role: 'admin' }],
        ['GET', '/api/console/audit', undefined],
      ] as const) {
        const answer = await call(method, url, payload);
        expect([url, answer.status, answer.body]).toEqual([url, 403, NO_ACCESS]);
      }
    }
    expect(await client.auditRows()).toEqual(before.audit);
    expect((await client.admin('GET', '/api/console/staff')).body).toEqual(before.staff);
  });
});

describe('the audit log', () => {
  it('admins read it newest first, a page at a time, by staff member or action', async () => {
    const all = await client.admin('GET', '/api/console/audit?size=100');
    const rows = all.body.data.rows;
    expect(all.body.data.total).toBe((await client.auditRows()).length);
    expect(rows.map(({ id }: { id: number }) => id)).toEqual(
      [...rows.map(({ id }: { id: number }) => id)].sort((a, b) => b - a),
    );
    expect(rows.at(-1)).toMatchObject({
      staff_id: null,
      staff_email: null,
      action: 'staff.create_admin_cli',
      subject: 'staff:1',
      before: null,
    });
    const logins = await client.admin('GET', '/api/console/audit?action=staff.login&staff_id=1&size=1');
    expect(logins.body.data).toMatchObject({ total: 1, page: 1, size: 1 });
    expect(logins.body.data.rows[0]).toMatchObject({
      staff_id: 1,
      staff_email: ADMIN.email,
      action: 'staff.login',
    });
    expect(logins.body.data.rows[0].after.last_login_at).toEqual(expect.any(String));
  });

  it('cannot be changed, deleted or emptied, even by the database owner', async () => {
    const { db } = context.database;
    const before = await client.auditRows();
    for (const statement of [
      sql`update audit_log set action = 'nothing'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const refused = await db.execute(statement).then(
        () => undefined,
        (error: Error) => error,
      );
      expect(String(refused?.cause ?? refused)).toMatch(/audit_log rows cannot be changed or deleted/);
    }
    expect(await client.auditRows()).toEqual(before);
  });
});

describe('npm run console:admin', () => {
  it('makes an admin with a one-time password, shown once, that logs in', async () => {
    const printed = await consoleAdmin(
      ['--email', 'Second@Kavacha.lk', '--name', 'Second Admin'],
      context.database.db,
      context.config,
    );
    expect(printed).toMatch(
      /^Admin second@kavacha\.lk \(id \d+\) is active\.\nOne-time password: [\w-]{24}\n/,
    );
    const login = await client.login('second@kavacha.lk', printedPassword(printed));
    expect(login.body.data.staff).toMatchObject({ role: 'admin', name: 'Second Admin' });
    expect(
      (await client.auditRows()).findLast((row) => row.action === 'staff.create_admin_cli'),
    ).toMatchObject({
      staffId: null,
      subject: `staff:${login.body.data.staff.id}`,
      before: null,
      after: { email: 'second@kavacha.lk', role: 'admin' },
    });
  });

  it('makes an existing account an active admin again with a new password, which the old one no longer opens', async () => {
    const { staff } = await client.staffMember('insurer', insurers[0]!);
    await client.admin('PATCH', `/api/console/staff/${staff.id}`, { active: false });
    const printed = await consoleAdmin(
      ['--email', staff.email, '--name', 'Restored'],
      context.database.db,
      context.config,
    );
    expect((await client.login(staff.email, STAFF_PASSWORD)).status).toBe(401);
    const login = await client.login(staff.email, printedPassword(printed));
    expect(login.body.data.staff).toMatchObject({
      id: staff.id,
      role: 'admin',
      company_id: null,
      active: true,
    });
    expect(
      (await client.auditRows()).findLast((row) => row.action === 'staff.create_admin_cli'),
    ).toMatchObject({
      staffId: null,
      before: { role: 'insurer', active: false },
      after: { role: 'admin', active: true, password_changed: true },
    });
  });

  it('says what is wrong with its arguments', async () => {
    await expect(consoleAdmin(['--email', 'nope'], context.database.db, context.config)).rejects.toThrow(
      /--email: Email is not valid\n--name: .*\nUsage: npm run console:admin/,
    );
  });
});
