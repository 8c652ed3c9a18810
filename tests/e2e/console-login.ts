import { beforeAll } from 'vitest';
import type { Credentials } from '../support/console-staff';
import { consoleStaff } from '../support/console-staff';
import { startSite } from '../support/site';
import { useJourney } from './journey';

// The console's journeys: a site of their own with its staff (a one-time admin, an operator and an
// insurer's member), and the console opened at a page by logging in on the login page it leads to.

/** The journey, and once it has started, its site and staff (read them inside the tests). */
export function useConsoleJourney() {
  const made = {} as {
    site: Awaited<ReturnType<typeof startSite>>;
    staff: Awaited<ReturnType<typeof consoleStaff>>;
  };
  const journey = useJourney({ RATE_LIMIT_WRITES_PER_MINUTE: '5000' }, async (env) => {
    made.site = await startSite(env);
    return made.site;
  });
  beforeAll(async () => {
    made.staff = await consoleStaff(journey.url(), made.site);
  });
  return Object.assign(made, { journey });
}

/** Opens `path` in the console, logging in as `who` on the login page it leads to. */
export async function logIn(
  journey: ReturnType<typeof useJourney>,
  path: string,
  who: Credentials,
  width = 1280,
) {
  const opened = await journey.open(path, width);
  const { page } = opened;
  await page.waitForURL((url) => url.pathname === '/console/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  return opened;
}
