// Lint rules that keep the layers apart: domain <- server, domain <- web, never server <-> web.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import { resolve } from 'node:path';
import { noImportCycle } from './scripts/eslint/no-import-cycle.js';
import { noUntranslatedText } from './scripts/eslint/no-untranslated-text.js';

const LAYER_ZONES = [
  {
    target: './src/domain',
    from: ['./src/server', './src/web'],
    message: 'domain is pure: it imports neither server nor web',
  },
  { target: './src/server', from: './src/web', message: 'server never imports web' },
  { target: './src/web', from: './src/server', message: 'web never imports server' },
];

// Web feature boundaries (issue 17). A feature is each folder under src/web/features/motor (but api),
// plus home, not-found and console (the result page, motor section 2.7, is motor's). A feature imports no other
// feature: what several of them use lives in a shared layer, src/web/components (generic UI) or, for the
// motor journey, features/motor/api and the files directly in features/motor. The shared layers import no
// feature; the router composes them.
const WEB = './src/web';
const MOTOR = `${WEB}/features/motor`;
const motorFeatures = readdirSync(MOTOR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'api')
  .map((entry) => `${MOTOR}/${entry.name}`);
const otherFeatures = ['home', 'not-found', 'console', 'campaigns'].map((name) => `${WEB}/features/${name}`);
const featureMessage = 'A feature imports no other feature: move what both use to a shared layer.';
const webFeatureZones = [
  ...motorFeatures.map((feature) => ({
    target: feature,
    from: [...motorFeatures.filter((other) => other !== feature), ...otherFeatures],
    message: featureMessage,
  })),
  ...otherFeatures.map((feature) => ({
    target: feature,
    from: [MOTOR, ...otherFeatures.filter((other) => other !== feature)],
    message: featureMessage,
  })),
  {
    target: [`${MOTOR}/api`, `${MOTOR}/*.{ts,tsx}`],
    from: motorFeatures,
    message: "The motor journey's shared layer imports none of its features.",
  },
  {
    target: [`${WEB}/components`, `${WEB}/api`, `${WEB}/config.ts`, `${WEB}/browser-storage.ts`],
    from: `${WEB}/features`,
    message: 'Shared web code imports no feature.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'src/server/db/migrations', 'src/locales/**/{en,si,ta}.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: {
      'import-x': importX,
      kavacha: { rules: { 'no-import-cycle': noImportCycle, 'no-untranslated-text': noUntranslatedText } },
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      // Instead of import-x/no-cycle, which lets a circle of type-only imports through.
      'kavacha/no-import-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...webFeatureZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*'],
              message:
                'Import through #domain/*, #server/* or #web/* (package.json imports) instead of climbing.',
            },
          ],
        },
      ],
    },
  },
  // Server layers and modules (issue 17): http, db, integrations and rating sit below the modules, and
  // app.ts above them all; a module reaches another only through what it exports on purpose (a service
  // or a small function file), never through its repository. Tests may reach across to set up and check.
  {
    files: ['src/server/**/*.ts'],
    ignores: ['**/*.test.ts', 'src/server/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...LAYER_ZONES,
            ...['http', 'db', 'integrations', 'rating'].map((layer) => ({
              target: `./src/server/${layer}`,
              from: ['./src/server/modules', './src/server/app.ts'],
              message: `${layer} is below the modules: it imports neither a module nor the app`,
            })),
            {
              target: './src/server/modules',
              from: './src/server/app.ts',
              message: 'the app composes the modules; a module never imports it',
            },
            ...readdirSync(resolve(import.meta.dirname, 'src/server/modules')).map((module) => ({
              target: `./src/server/modules/${module}`,
              from: resolve(import.meta.dirname, 'src/server/modules/*/*.repository.ts'),
              except: [resolve(import.meta.dirname, `src/server/modules/${module}/*.repository.ts`)],
              message: "a module uses another's service or exported functions, never its repository",
            })),
          ],
        },
      ],
      '@typescript-eslint/consistent-type-assertions': ['error', { assertionStyle: 'never' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Customer-facing screens speak the customer's language (issue 21): no text written into a component.
    files: ['src/web/**/*.tsx'],
    // The operator console stays English (issue 21, docs/decisions/040): its staff read English, and
    // cataloguing its texts would give translators work no customer ever sees.
    ignores: ['src/web/**/*.test.tsx', 'src/web/features/console/**'],
    rules: { 'kavacha/no-untranslated-text': 'error' },
  },
);
