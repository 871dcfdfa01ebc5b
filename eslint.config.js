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

// The server's layering (docs/architecture.md, decision 20): routes -> services -> repositories, SQL only
// in repositories and db/, one clock, one reader of the environment. Tests may build rows and read time.
const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.ts'];
const readsOfTheSystemClock = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message:
      'Read the time from the injected clock: app.clock.now() in a route or plugin, or the `now: Date` passed down to you (lib/time.ts), so that tests can move it.',
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message:
      'Read the time from the injected clock: app.clock.now() in a route or plugin, or the `now: Date` passed down to you (lib/time.ts); for a duration, use performance.now().',
  },
];
const buildingSql = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
    message: 'SQL is built only in *.repository.ts files and db/: add a function to the module repository and call it.',
  },
];
const kyselyValues = {
  name: 'kysely',
  allowTypeImports: true,
  message:
    "Only *.repository.ts files and db/ build SQL: import Kysely's types with `import type`, and write the query (sql, expressions) in a repository.",
};
const hotSql = {
  regex: '/db/direct-sqlite\\.ts$',
  message: 'hotSql runs repository queries: write the statement in a *.repository.ts file.',
};
const repositories = {
  regex: '\\.repository\\.ts$',
  message: "Routes and plugins call services, never repositories: use or add a function in the module's service.",
};
const servicesAndRoutes = {
  regex: '\\.(service|routes)\\.ts$',
  message: 'Repositories only run SQL and return rows: keep the rules in the service that calls them.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test-results/**',
      'data/**',
      '**/.test-bundles/**',
      'playwright-report/**',
      // Declarations for the scripts' JavaScript modules that the TypeScript tests import.
      'scripts/**/*.d.mts',
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
    files: ['apps/server/src/**/*.ts'],
    ignores: serverTests,
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Only config.ts reads process.env: add the variable to loadConfig and read it from app.config.',
        },
      ],
      'no-restricted-syntax': ['error', ...readsOfTheSystemClock, ...buildingSql],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [kyselyValues], patterns: [hotSql] }],
    },
  },
  {
    files: ['apps/server/src/**/*.routes.ts', 'apps/server/src/plugins/**/*.ts'],
    ignores: serverTests,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [kyselyValues], patterns: [hotSql, repositories] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**/*.ts'],
    ignores: serverTests,
    rules: {
      'no-restricted-syntax': ['error', ...readsOfTheSystemClock],
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [servicesAndRoutes] }],
    },
  },
  {
    // The system clock itself, and the one reader of the environment.
    files: ['apps/server/src/lib/time.ts'],
    rules: { 'no-restricted-syntax': ['error', ...buildingSql] },
  },
  {
    files: ['apps/server/src/config.ts'],
    rules: { 'no-restricted-properties': 'off' },
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
