import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { COMMON_FORBIDDEN_PACKAGES, ZONE_EXCEPTIONS, importZones } from './lint/import-zones.js';

// Generated code is linted for its imports only (the zones below), never for style: it is never hand-edited.
const GENERATED = ['**/generated/**'];
// The code whose imports the zones and the cycle check govern (tests/, generator/ and bench/ may import anything).
const ZONED = ['{src,server,common,mocks}/**/*.{ts,tsx}'];
const zoneRule = (file) => ['error', { basePath: import.meta.dirname, zones: importZones(file) }];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'data', '.tmp', 'node_modules', 'coverage', 'tests/browser/artifacts'] },
  { ignores: GENERATED, extends: [js.configs.recommended, ...tseslint.configs.recommended] },
  { files: GENERATED.map((glob) => `${glob}/*.ts`), languageOptions: { parser: tseslint.parser } },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: GENERATED,
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Import zones (lint/import-zones.js, docs/architecture.md) and no import cycles, with the resolved paths.
  {
    files: ZONED,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': zoneRule(),
      // Type-only imports vanish at run time and do not count; dynamic import() does.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Narrow, commented exceptions, one block per file (lint/import-zones.js says why for each).
  ...ZONE_EXCEPTIONS.flatMap((exception) => exception.files).map((file) => ({ files: [file], rules: { 'import-x/no-restricted-paths': zoneRule(file) } })),
  // common/ runs unchanged on both sides: no Node, server or DOM-only module.
  { files: ['common/**/*.ts'], rules: { 'no-restricted-imports': ['error', COMMON_FORBIDDEN_PACKAGES] } },
  // CRUD operations and entity overrides know nothing of HTTP: the Fastify adapter (server/crud/entity-routes.ts) calls them.
  {
    files: ['server/crud/operations/**/*.ts', 'server/overrides/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'fastify', message: 'operations take an OperationContext, not a request' }],
          patterns: [{ group: ['@fastify/*'], message: 'operations take an OperationContext, not a request' }],
        },
      ],
    },
  },
);
