import { CONSOLE_API, CSRF_HEADER } from '#domain/console/calls';
import type { NewStaffInput, StaffSession } from '#domain/console/calls';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { consoleAdmin } from '#server/modules/staff/console-admin';
import { printedPassword } from '#server/testing/console';

// Staff accounts for the console's journeys: a one-time admin made as `npm run console:admin` makes one
// (the staff module's own function, on the site's database), and the others added by that admin through
// the console's API, as the Staff page adds them.

export interface Credentials {
  email: string;
  password: string;
}

/** Logs in through the API: the session cookie and the CSRF token its changing calls carry. */
export async function logInByApi(origin: string, { email, password }: Credentials) {
  const response = await fetch(`${origin}${CONSOLE_API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`console login: ${response.status} ${await response.text()}`);
  const { data } = (await response.json()) as { data: StaffSession };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, csrf: data.csrf_token };
}

/** An admin in the site's database, made as `npm run console:admin` makes one, and an operator it adds. */
export async function consoleStaff(
  origin: string,
  { database, config }: { database: Database; config: Config },
) {
  const named = { email: 'admin@kavacha.test', name: 'Asha Admin' };
  const printed = await consoleAdmin(['--email', named.email, '--name', named.name], database.db, config);
  const admin = { ...named, password: printedPassword(printed) };
  const { cookie, csrf } = await logInByApi(origin, admin);
  const operator: NewStaffInput = {
    email: 'nimal@kavacha.test',
    name: 'Nimal Operator',
    role: 'operator',
    company_id: null,
    password: 'a long operator password',
  };
  const response = await fetch(`${origin}${CONSOLE_API}/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, [CSRF_HEADER]: csrf },
    body: JSON.stringify(operator),
  });
  if (!response.ok) throw new Error(`add staff: ${response.status} ${await response.text()}`);
  return { admin, operator };
}
