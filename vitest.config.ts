import { defineConfig } from 'vitest/config';
import { linguiMacro } from './scripts/lingui-macro';

// Four suites: unit tests beside the code, component tests (*.test.tsx, beside the components, in
// happy-dom with Testing Library), API tests through the real Fastify app on a fresh database, and
// browser journeys in tests/e2e. The summary reporter prints the plain 'N passed, N failed' line CI reads.
// The server runs on Sri Lanka's clock (src/server/main.ts); so do the tests, in every worker. Browsers
// stay on the machine's zone, as a customer abroad would be.
// Two workers: Vitest's default is one fewer than the cores, which is one on the 2-core CI machine, and
// every test file makes its own database (and each journey its own browser), so files are independent.
process.env.TZ = 'Asia/Colombo';

export default defineConfig({
  test: {
    maxWorkers: 2,
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        plugins: [linguiMacro()],
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [linguiMacro()],
        test: {
          name: 'component',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['./tests/support/dom-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/support/database-image.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./tests/support/build-web.ts', './tests/support/database-image.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
