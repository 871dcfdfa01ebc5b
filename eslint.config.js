// Type-aware linting, and the one-way dependency rules of style.md:
// contract -> server and web; inside web, components/lib -> features -> app.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under apps/web/src/features is a feature, so a new one is covered without editing this list.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'data/**',
      '**/.test-bundles/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
        createNodeResolver(),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins, hooks and handlers are async by convention, awaited or not.
      '@typescript-eslint/require-await': 'off',
      // react-hook-form's handleSubmit returns a promise that reports its own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/contract',
              from: ['./apps'],
              message:
                'The contract is shared by both apps and depends on neither: move the code into packages/contract.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message: 'The server never imports web code: share it through packages/contract.',
            },
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app never imports server code: share it through packages/contract.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared UI and lib code must not depend on features or the app: pass what it needs as props.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features must not import the app layer: let the app compose features.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: compose them in src/app.',
            })),
            {
              target: './apps/server/src/db/migrations',
              from: ['./apps/server/src/modules', './apps/server/src/plugins', './apps/server/src/lib'],
              message: 'Migrations never import app code: they must stay valid as the code changes.',
            },
          ],
        },
      ],
    },
  },
  {
    // Migrations are written against Kysely<any> so that they never depend on today's table types.
    files: ['apps/server/src/db/migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.test.ts', 'e2e/**/*.ts', 'apps/server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: globals.node,
    },
  },
);
