// Lint rules for the whole repository (`npm run lint`, part of `npm run check` and CI).
// Type-aware TypeScript rules stay off on purpose: `npm run check` already runs tsc and astro check,
// and a full type-aware lint doubles the time on a 2-core machine for little gain.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeResolver = importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] });

/** The packages src/domain may import (no-restricted-imports below; checked by tests/unit/layer-rules.test.ts). */
export const DOMAIN_PACKAGES = ['valibot', 'feiertagejs', 'fastest-levenshtein', 'libphonenumber-js/mobile'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.api-types/',
      '.wrangler/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'bench/out/',
      'worker-configuration.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused names are mistakes, except a leading underscore that says "deliberately unused".
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Import hygiene everywhere: no cycles, no duplicates, no imports of oneself.
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    ...importX.flatConfigs.typescript,
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [nodeResolver],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
    },
  },
  {
    // The layers (docs/architecture.md, 'Layers'). Every zone and pattern is exercised by
    // tests/unit/layer-rules.test.ts, so a rule that stops matching fails there instead of going quiet.
    files: ['**/*.{ts,tsx,mts,js,mjs,astro}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [nodeResolver] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './src/domain',
              from: '.',
              // Packages are resolved into node_modules; which ones the domain may use is the
              // no-restricted-imports pattern below.
              except: ['./src/domain', './node_modules'],
              message: 'src/domain is pure and shared by browser and Worker: it imports only other domain modules.',
            },
            {
              target: './functions',
              from: './src',
              except: ['./domain'],
              message: 'The Worker imports nothing from src/ but src/domain.',
            },
            {
              target: './functions/db',
              from: ['./functions/services', './functions/routes', './functions/jobs'],
              message: 'functions/db is all SQL and typed rows: it imports no rules (services/), routes or jobs.',
            },
            {
              target: './functions/routes',
              from: './functions/db',
              message:
                'functions/routes speak HTTP only (parse, call a service, answer): what reads or writes D1 is a service’s.',
            },
            {
              target: './functions/services',
              from: ['./functions/routes', './functions/jobs'],
              message: 'functions/services hold the rules: the routes and the cron jobs call them, never the reverse.',
            },
            {
              target: './src',
              from: './functions',
              message: 'The site never imports the Worker (functions/); share code through src/domain.',
            },
            {
              target: ['./functions', './src'],
              from: './stand-ins',
              message: 'The stand-ins are the outside world for development and tests: nothing deployed imports them.',
            },
            {
              target: './stand-ins',
              from: ['./functions', './src'],
              message: 'A stand-in is built from the provider’s artefacts, never from our own code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Small pure libraries the domain may use: validation, German public holidays for business days,
    // typo suggestions and mobile-number parsing. Relative imports are the zone's business above.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Anything but a relative path, one of the packages (their names hold no regex syntax) or
              // '#ui-texts', the UI catalogue's texts as where the code runs holds them (package.json "imports").
              regex: `^(?!\\.\\.?/|#ui-texts$|(${DOMAIN_PACKAGES.join('|')})$)`,
              message: `src/domain imports only ${DOMAIN_PACKAGES.join(', ')} and other domain modules.`,
            },
          ],
        },
      ],
      // no-restricted-imports does not see import(): the domain has no reason to load code lazily.
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression', message: 'src/domain imports statically, so the rules above can see it.' },
      ],
    },
  },
  {
    // Islands (React's API on preact/compat): the hooks rules and the accessibility rules for JSX.
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y-x': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // Islands are pre-rendered, then read browser-only state (URL fragment, storage, consent) once
      // hydrated; setting state in a mount effect is how that avoids a hydration mismatch.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    // Tests may use non-null assertions on values they just created.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
