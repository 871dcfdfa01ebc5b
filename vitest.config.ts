import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './apps/web/build/lingui-macros.ts';

export default defineConfig({
  // Lingui's macros, as apps/web/vite.config.ts transforms them (decision 36).
  plugins: [linguiMacros()],
  // The web app's `@/` imports, as apps/web/vite.config.ts resolves them.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
        },
      },
      {
        // The web app's tests run in a DOM (jsdom), with the app's `@/` imports (above); the server's keep Node's.
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          globalSetup: ['apps/web/src/testing/compile-catalogs.ts'],
        },
      },
    ],
  },
});
