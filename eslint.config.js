// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import edges from './tools/eslint-plugin-edges/index.js';
import i18n from './tools/eslint-plugin-i18n/index.js';
import { apiModules, webFeatures } from './tools/eslint-plugin-edges/graphs.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      '**/coverage/**',
      '**/.tmp/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The service worker (decision 025) runs in its own global scope.
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  // design.md layout rules: web never imports api (and the other way round); contracts imports
  // nothing but zod.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@shop/api', '@shop/api/*'],
              message: 'The web app talks to the API over HTTP only.',
            },
          ],
          paths: [
            {
              name: 'react-router',
              importNames: ['Link'],
              message: "The shop's links are @/components/ui/link (decision 032).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/ui/link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@shop/web', '@shop/web/*'],
              message: 'The API never imports the web app.',
            },
          ],
        },
      ],
    },
  },
  // Issue 11: every module and feature has one front door (its index.ts), units depend on each
  // other only along the declared acyclic graphs, shared layers import no unit, and only
  // repositories and db/ talk to Drizzle. tools/eslint-plugin-edges/edges.test.ts keeps these
  // rules honest by linting fixtures that break each one.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { edges },
    rules: {
      'edges/front-door': [
        'error',
        {
          root: 'apps/web/src',
          unitsDir: 'features',
          alias: { '@/': 'apps/web/src/' },
          shared: ['components', 'lib'],
          graph: webFeatures,
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'apps/api/test/**/*.ts'],
    plugins: { edges },
    rules: {
      'edges/front-door': [
        'error',
        { root: 'apps/api/src', unitsDir: 'modules', shared: ['lib', 'db'], graph: apiModules },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/**', '**/*-repository.ts', '**/*.test.ts'],
    plugins: { edges },
    rules: {
      'edges/data-access': [
        'error',
        {
          package: 'drizzle-orm',
          reason: 'only repositories (*-repository.ts) and db/ talk to the database.',
        },
      ],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod$|\\.{1,2}/).*', message: 'Contracts import nothing but zod.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  // Issue 19: components show text from message catalogues, never a literal (English only).
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18n },
    rules: { 'i18n/no-literal-text': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'react-refresh/only-export-components': 'off',
    },
  },
  prettier,
);
