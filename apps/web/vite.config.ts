import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiMacros } from './build/lingui-macros';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';

export default defineConfig({
  plugins: [linguiMacros(), react(), tailwindcss(), routePreloads(), precompress()],
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      'use-sync-external-store/shim/index.js': path.resolve(import.meta.dirname, 'build/use-sync-external-store.ts'),
    },
  },
  build: {
    // The server's CSP forbids inline scripts: keep the module preload polyfill out of index.html.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // Which chunks each screen loads, for the per-screen budgets of scripts/print-bundle-sizes.mjs.
    manifest: true,
    // The language catalogs stay files, fetched for one language (decision 36), never inlined in the code.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
