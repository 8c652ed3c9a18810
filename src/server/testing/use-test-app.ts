import { afterAll, beforeAll } from 'vitest';
import type { TestContext } from './test-app';
import { createTestApp } from './test-app';

/**
 * For one test file: an app on a fresh database, writes unlimited (the tests make many purchases), and a
 * client of it made by `makeClient`, handed to `ready` before the file's tests run; closed after them.
 */
export function useTestApp<C>(
  makeClient: (context: TestContext) => Promise<C>,
  ready: (made: { context: TestContext; client: C }) => void,
) {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
    ready({ context, client: await makeClient(context) });
  });
  afterAll(() => context?.app.close());
}
