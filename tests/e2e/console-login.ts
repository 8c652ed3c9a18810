import type { Credentials } from '../support/console-staff';
import type { useJourney } from './journey';

// The console's journeys open a page and log in on the login page it leads to, which brings them back.

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
