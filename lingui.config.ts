import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The catalogues of the customer-facing site (decision 040): English is the source, Sinhala and Tamil
// its translations. `npm run i18n` extracts the messages from src into the .po files and compiles them
// to src/locales/<locale>.ts, which the browser and the server both load.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'si', 'ta'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      // The operator console stays English (issue 21); tests and test helpers hold no customer text.
      exclude: [
        '**/*.test.ts',
        '**/*.test.tsx',
        '<rootDir>/src/server/testing',
        '<rootDir>/src/server/modules/dev',
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
