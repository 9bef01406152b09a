import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layerBoundaries } from './scripts/eslint-layer-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'log'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'server/src/**/*.ts'],
    plugins: { layers: layerBoundaries },
    rules: { 'layers/boundaries': 'error' },
  },
  {
    // A submit goes through useSubmitMutation, which ignores a repeat of it while it is under way and
    // sends its idempotency key; TanStack's own hook would let a double click send it twice.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/use-submit-mutation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@tanstack/react-query', importNames: ['useMutation'], message: 'Use useSubmitMutation (web/src/lib/use-submit-mutation.ts) or useCallMutation.' }] },
      ],
    },
  },
  {
    // Services hold the rules and must test without HTTP.
    files: ['server/src/features/**/*.service.ts', 'server/src/features/**/*.repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['fastify', '@fastify/*'], message: 'Services and repositories stay free of Fastify.' }] }] },
  },
  {
    // Module augmentation (Fastify's request type, Vitest's provided context) needs an interface.
    files: ['server/src/rpc/register-calls.ts', 'server/test/support/postgres-template.ts'],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
);
