// A clock an API test moves (`buildApp({ clock })`): sessions, login tokens and reminders read the time
// from it, so a test passes minutes or days in an instant.

import { buildApp } from '../app';
import type { TestContext } from './test-app';

export const MINUTE = 60_000;

/** The app's clock, starting at `start`; `later(ms)` moves it on, `now()` reads it. */
export function testClock(start = new Date('2026-11-24T08:00:00Z')) {
  let now = start;
  return {
    clock: () => now,
    now: () => now,
    later: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

/**
 * `count` more instances over the test app's database, each with its own workers and outbox, on `clock`
 * (as several servers run in production); the caller closes them.
 */
export const clockedInstances = (
  { config, database }: Pick<TestContext, 'config' | 'database'>,
  clock: () => Date,
  count = 2,
) =>
  Promise.all(
    Array.from({ length: count }, async () => {
      const app = await buildApp({ config, database, web: false, clock });
      await app.ready();
      return app;
    }),
  );
