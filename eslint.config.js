import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'node_modules/', 'data/', 'coverage/', 'server/db/migrations/', '.scratch/', '.screenshots/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', window: 'readonly', document: 'readonly', localStorage: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // No import cycles in the app or the server: a cycle makes evaluation order decide what is undefined at load time,
  // and blurs the one-way layers below.
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the rule reads only .js dependencies, and finds no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // The layers of ../shared/CONVENTIONS.md, as rules: contract <- api <- machines <- views (test/unit/layering.test.ts).
  {
    files: ['src/views/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/api', '**/api/*'], message: 'Views do not call the API: the call is an actor of the flow’s machine (src/machines).' }] }],
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Views do not fetch: the request is an actor in src/machines.' }],
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'wouter', 'ofetch', '@mantine/core', '@mantine/notifications', '@mantine/modals'].map((name) => ({
            name,
            message: 'Machines know no React, router, HTTP client or UI kit: the React layer provides them as actions.',
          })),
          patterns: [
            { group: ['**/views/*', '**/i18n/*'], message: 'Machines import no views and no words: toasts are kinds, worded by the shell.' },
            {
              group: ['**/routes', '**/routes.ts'],
              message: 'Machines take paths from src/routePaths.ts: the route table (src/routes.ts) brings the words of the titles.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/machines/*', '**/views/*'], message: 'The API layer knows only the contract.' }] }],
    },
  },
  {
    files: ['src/contract/**/*.ts', 'src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'xstate', 'wouter', 'ofetch'].map((name) => ({ name, message: 'Contract and domain rules are plain TypeScript, shared by both sides.' })),
          patterns: [{ group: ['**/api/*', '**/machines/*', '**/views/*', '**/server/*'], message: 'Contract and domain import nothing of the layers above them.' }],
        },
      ],
    },
  },
  {
    files: ['server/cli/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'test/**/*.{ts,tsx}'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
