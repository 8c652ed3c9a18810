import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { startSite } from '../support/site';
import type { OpenedPage } from '../support/browser';
import {
  WIDTHS,
  axeViolations,
  expectNoSidewaysScroll,
  launchBrowser,
  openPage,
  screenshot,
} from '../support/browser';

// One site (fresh seeded database) and one browser per journey file; every page is closed after its test.
// `env` sets the site's settings, e.g. a higher write limit for a journey that prepares its data by API;
// a function gives settings known only once an earlier beforeAll has run (a test mail server's port).
// `start` starts the site: the app in this process by default, or a server process of its own.

type Settings = Record<string, string>;

export function useJourney(
  env: Settings | (() => Settings) = {},
  start: (env: Settings) => Promise<{ url: string; close(): Promise<unknown> }> = startSite,
) {
  let site: Awaited<ReturnType<typeof start>> | undefined;
  let browser: Browser | undefined;
  const opened: Page[] = [];

  beforeAll(async () => {
    [site, browser] = await Promise.all([start(typeof env === 'function' ? env() : env), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  return {
    /** The site's origin, once the journey's beforeAll has run. */
    url: () => site!.url,
    async open(
      path: string,
      width: number,
      prepare?: (page: Page) => Promise<unknown>,
      options?: { scripts?: boolean },
    ): Promise<OpenedPage> {
      const result = await openPage(browser!, `${site!.url}${path}`, width, prepare, options);
      opened.push(result.page);
      return result;
    },
  };
}

/** What every page must pass: no axe violations, no sideways scroll, no uncaught errors; then a screenshot. */
export async function checkPage({ page, errors }: OpenedPage, name: string) {
  await screenshot(page, name);
  // Colours mid-transition (a button just enabled fades to its colour) are no page's real contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // A spinner turns for ever: only what ends is waited for.
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  expect(await axeViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  expect(errors).toEqual([]);
}

/** The header's menu button below 768 px: the summary of a native disclosure, which it opens (decision 066). */
export const menuButton = (page: Page) => page.locator('header summary', { hasText: 'Menu' });

/** Whether the header's menu is open, as the browser tells assistive technology (the disclosure's state). */
export const menuOpen = (page: Page) =>
  menuButton(page).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);

/** The same tests at each width the site must work at. */
export function atEachWidth(tests: (width: number) => void) {
  for (const width of WIDTHS) describe(`at ${width}px`, () => tests(width));
}
