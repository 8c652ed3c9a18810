import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The catalogues of the customer-facing site (decision 040): English is the source, Sinhala and Tamil
// its translations. `npm run i18n` extracts the messages from src into the .po files and compiles them
// to src/locales/<locale>.ts, which the browser and the server both load.
// The operator console stays English (issue 21); tests and test helpers hold no customer text.
const NO_TEXTS = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '<rootDir>/src/server/testing/**',
  '<rootDir>/src/server/modules/dev/**',
];
// The site's texts are one catalogue; two parts of them have their own, so that a page loads neither
// unless it shows them: the legal pages' long texts, loaded with those pages, and the server's letters
// (SMS, e-mails, the cover note, the sandbox checkout), which the browser never shows.
const LEGAL = ['<rootDir>/src/web/features/legal/**'];
const LETTERS = [
  'application/applicant-messages.ts',
  'application/reminders.ts',
  'documents/rejection-message.ts',
  'payments/receipt-message.ts',
  'payments/reversal-messages.ts',
  'payments/sandbox-gateway.routes.ts',
  'proposal/cover-note-facts.ts',
  'proposal/cover-note-messages.ts',
  'proposal/cover-note-pdf.ts',
  'purchase/purchase-message.ts',
].map((file) => `<rootDir>/src/server/modules/${file}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'si', 'ta'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: [...NO_TEXTS, ...LEGAL, ...LETTERS],
    },
    { path: '<rootDir>/src/locales/legal/{locale}', include: LEGAL, exclude: NO_TEXTS },
    { path: '<rootDir>/src/locales/letters/{locale}', include: LETTERS, exclude: NO_TEXTS },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
