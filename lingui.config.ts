import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The catalogues of the customer-facing site (decision 040): English is the source, Sinhala and Tamil
// its translations. `npm run i18n` extracts the messages from src into the .po files and compiles them
// to .ts files beside them, which the browser and the server load.
//
// A page loads only the texts it can show: the site's catalogue (the layout, the quotation, the premium
// and cover lists, the shared rules and refusals) with the app, the purchase's with its pages (from the
// personal information to the cover note), the legal pages' with those pages; the server's letters (SMS,
// e-mails, the cover note, the sandbox checkout) never reach the browser. The server loads them all.

// The operator console stays English (issue 21); tests and test helpers hold no customer text.
const NO_TEXTS = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '<rootDir>/src/server/testing/**',
  '<rootDir>/src/server/modules/dev/**',
];
const LETTERS = [
  'claims/claim-messages.ts',
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
  'renewals/renewal-letter.ts',
  'subscriptions/subscription-letter.ts',
].map((file) => `<rootDir>/src/server/modules/${file}`);
/** The uploader's document statuses, which the dashboard's Documents tab shows too. */
const DOCUMENT_RULES = '<rootDir>/src/web/features/motor/document-rules.ts';
const PURCHASE = [
  ...['account', 'documents', 'payment', 'proposal', 'result', 'verify'].map(
    (folder) => `<rootDir>/src/web/features/motor/${folder}/**`,
  ),
  DOCUMENT_RULES,
  ...[
    'cover-note',
    'declaration',
    'declaration-words',
    'document-calls',
    'documents',
    'payment',
    'payment-calls',
    'proposal-calls',
    'purchase',
    'purchase-paths',
  ].map((file) => `<rootDir>/src/domain/motor/${file}.ts`),
  // Their refusals, shown on the purchase's pages.
  ...['application', 'documents', 'payments', 'proposal', 'purchase'].map(
    (module) => `<rootDir>/src/server/modules/${module}/**`,
  ),
];
const LEGAL = ['<rootDir>/src/web/features/legal/**'];
// The blog, the FAQ and the search results (issue 24), with the subscription's rules and refusals (decision
// 058); the header's search box stays in the site's.
const CONTENT = ['<rootDir>/src/web/features/content/**', '<rootDir>/src/domain/subscriptions.ts'];
// The static and sample pages of section 2 (issue 24, decision 054): the winners frame, the developer
// showcase and the step pages.
const PAGES = ['<rootDir>/src/web/features/pages/**'];
// The bank promotion and small-business pages (issue 25, decision 061).
const CAMPAIGNS = ['<rootDir>/src/web/features/campaigns/**'];
// The major illness cover (issue 26, decision 063): its rules' and calls' messages, and its page.
const ILLNESS = [
  '<rootDir>/src/web/features/illness/**',
  '<rootDir>/src/domain/illness/**',
  '<rootDir>/src/server/modules/illness/**',
];
// The login pages (issue 23) and the account texts only they show; the header's stay in the site's.
const LOGIN = [
  '<rootDir>/src/web/features/login/**',
  '<rootDir>/src/domain/account/**',
  '<rootDir>/src/domain/people/signup.ts',
  '<rootDir>/src/server/modules/account/**',
];
// The customer's dashboard and personal policies (issue 23): with the documents' words it shows as the
// uploader does, the dashboard calls' messages (decision 050), the claims' form and refusals (decision 048),
// and the login's forms and account refusals it shows too when the profile is edited (decision 051), in
// both catalogues, so each page loads one.
const PROFILE = [
  '<rootDir>/src/web/features/profile/**',
  DOCUMENT_RULES,
  '<rootDir>/src/domain/motor/documents.ts',
  '<rootDir>/src/domain/account/dashboard.ts',
  '<rootDir>/src/domain/claims/**',
  '<rootDir>/src/server/modules/claims/**',
  ...['login-forms.tsx', 'login-flow.tsx', 'picture-picker.tsx'].map(
    (file) => `<rootDir>/src/web/features/login/${file}`,
  ),
  '<rootDir>/src/domain/account/profile.ts',
  '<rootDir>/src/domain/people/signup.ts',
];

/** A catalogue of each language at `folder` under src/locales. */
const catalogue = (folder: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/src/locales/${folder}{locale}`,
  include,
  exclude: [...NO_TEXTS, ...exclude],
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'si', 'ta'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    catalogue(
      '',
      ['<rootDir>/src'],
      [
        ...LETTERS,
        ...PURCHASE,
        ...LEGAL,
        ...CONTENT,
        ...LOGIN,
        ...PROFILE,
        ...PAGES,
        ...CAMPAIGNS,
        ...ILLNESS,
      ],
    ),
    catalogue('purchase/', PURCHASE, LETTERS),
    catalogue('legal/', LEGAL),
    catalogue('content/', CONTENT),
    catalogue('pages/', PAGES),
    catalogue('campaigns/', CAMPAIGNS),
    catalogue('illness/', ILLNESS),
    catalogue('login/', LOGIN),
    catalogue('profile/', PROFILE, LETTERS),
    catalogue('letters/', LETTERS),
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
