// A clock an API test moves (`buildApp({ clock })`): sessions, login tokens and reminders read the time
// from it, so a test passes minutes or days in an instant.

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
