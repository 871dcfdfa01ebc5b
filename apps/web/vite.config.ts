import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiMacros } from './build/lingui-macros';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';

export default defineConfig({
  plugins: [
    linguiMacros(),
    react(),
    tailwindcss(),
    routePreloads(),
    // The service worker (service-worker/sw.ts, decision 38): the shell precached, registered by main.tsx.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: [
          'index.html',
          'assets/index-*.{js,css}',
          'assets/*.json',
          'manifest.webmanifest',
          'icons/*.png',
          'logo.svg',
        ],
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      {
        find: 'use-sync-external-store/shim/index.js',
        replacement: path.resolve(import.meta.dirname, 'build/use-sync-external-store.ts'),
      },
      // lucide-react's icons drawn by a smaller createLucideIcon (src/components/icon-base.ts, decision 36).
      {
        find: /^\.\.\/createLucideIcon\.mjs$/,
        replacement: path.resolve(import.meta.dirname, 'src/components/icon-base.ts'),
      },
    ],
  },
  build: {
    modulePreload: {
      // The server's CSP forbids inline scripts: keep the module preload polyfill out of index.html.
      polyfill: false,
      // An admin screen opened from another loads its files as it finds them (on the office's network);
      // listing them in the entry for every worker's phone would cost 1 KB of its budget (decision 36).
      // The server still preloads them when an admin address is opened directly (decision 35).
      resolveDependencies: (file, dependencies) => (/^assets\/admin-/.test(file) ? [] : dependencies),
    },
    sourcemap: false,
    rollupOptions: {
      output: {
        // A shared chunk is named by its hash alone: its name is written in every import of it and in
        // the entry's preload lists, which cost every worker screen about 1 KB gzipped (decision 33).
        // An admin screen's chunks keep their name, which the preload rule above reads.
        chunkFileNames: (chunk) => (chunk.name.startsWith('admin-') ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
      },
    },
    // Which chunks each screen loads, for the per-screen budgets of scripts/print-bundle-sizes.mjs.
    manifest: true,
    // The language catalogs stay files, fetched for one language (decision 36), never inlined in the code.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
