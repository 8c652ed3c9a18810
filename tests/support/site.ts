import { createTestApp } from '#server/testing/test-app';

/**
 * The production web build and the API on 127.0.0.1, on a fresh seeded embedded database (`database`),
 * with the settings it runs with (`config`).
 */
export async function startSite(env: Record<string, string> = {}) {
  const { app, database, config } = await createTestApp(env, { web: true });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, database, config, close: () => app.close() };
}

/** A started site. */
export type Site = Awaited<ReturnType<typeof startSite>>;
