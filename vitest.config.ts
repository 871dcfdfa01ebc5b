import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web app's `@/` imports, as apps/web/vite.config.ts resolves them.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/server/test/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
