import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { Browser, Page, Response } from 'playwright-core';
import { chromium } from 'playwright-core';
import { expect } from 'vitest';
import { PAGE_STATE_ID } from '#domain/page-render';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../scripts/chromium';

// Browser helpers for the journeys: Debian's Chromium driven by playwright-core, pages at a given width,
// axe-core checks and screenshots in tests/e2e/screenshots (git-ignored) for a person to look at.

/** Desktop and the narrowest phone we support. */
export const WIDTHS = [1280, 360] as const;

const SCREENSHOTS = path.resolve(import.meta.dirname, '../e2e/screenshots');

export function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
  });
}

export interface OpenedPage {
  page: Page;
  response: Response | null;
  /** Uncaught errors in the page, which no journey should have. */
  errors: string[];
}

/**
 * Opens `url` in a page of its own (own context, so no state leaks between tests) at `width` pixels;
 * `prepare` runs before the page loads, e.g. to intercept a call.
 */
export async function openPage(
  browser: Browser,
  url: string,
  width: number,
  prepare?: (page: Page) => Promise<unknown>,
  { scripts = true }: { scripts?: boolean } = {},
): Promise<OpenedPage> {
  const page = await browser.newPage({ viewport: { width, height: width < 768 ? 800 : 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await prepare?.(page);
  const response = await page.goto(url);
  // The app renders its first page in a transition, which may end after the load event: tests start
  // from the rendered shell, as a visitor does.
  await page.locator('#main').waitFor();
  // A page the server rendered (decision 057) shows before its app starts; with scripts, tests act on it
  // once the app has hydrated it, as a visitor's taps are answered only then.
  if (scripts && (await page.locator(`#${PAGE_STATE_ID}`).count()) > 0)
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
  return { page, response, errors };
}

export interface Violation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** axe-core's violations on the page as it is now. Injected by evaluate, which the page's CSP cannot block. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
}

/** The page fits its viewport: nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth, wide } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // The innermost elements, and the words, reaching past the right edge: to say what overflows.
    wide: [
      ...[...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .filter(
          (element) =>
            ![...element.children].some(
              (child) => child.getBoundingClientRect().right > window.innerWidth + 1,
            ),
        )
        .map(
          (element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`,
        ),
      ...(() => {
        const words: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          if (range.getBoundingClientRect().right > window.innerWidth + 1)
            words.push(
              `"${node.textContent?.slice(0, 60)}" in <${node.parentElement?.tagName.toLowerCase()} class="${node.parentElement?.getAttribute('class') ?? ''}">`,
            );
        }
        return words;
      })(),
    ].slice(0, 6),
  }));
  expect(scrollWidth, `page width; past the edge: ${wide.join(' | ')}`).toBeLessThanOrEqual(innerWidth);
}

/**
 * The whole page, or with `fullPage` false what the viewport shows (the first screen), for a person to
 * look at; not taken in CI, where nobody would (a full-page picture costs about half a second).
 */
export async function screenshot(page: Page, name: string, fullPage = true) {
  if (process.env.CI) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}

/**
 * Switches the page's scripts off, as in a browser with JavaScript disabled; the function it gives
 * switches them on again for axe (which runs as a script of the page), once the page is loaded.
 */
export async function withoutScripts(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setScriptExecutionDisabled', { value: true });
  return () => devtools.send('Emulation.setScriptExecutionDisabled', { value: false });
}
