import { defineConfig } from 'vitest/config';

export default defineConfig({
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
