import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { adminLoginRoute, adminRoutes, adminShell, publicRoutes, type RouteEntry } from '../src/app/route-table';

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Where the build writes, for each address of the route table, the files its screen needs. */
export const routePreloadsFile = '.vite/route-preloads.json';

/** The files a module loads: its chunk and, transitively, those it imports statically. */
function chunksOf(manifest: Manifest, key: string, found = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}`);
  if (found.has(chunk.file)) return found;
  found.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, found);
  return found;
}

/**
 * Writes, beside Vite's manifest, each address of the route table with the JavaScript files its screen
 * loads beyond the entry: the server names them in the page as module preloads, so a phone fetches them
 * with the entry instead of after it has run (decision 35).
 */
export function routePreloads(): Plugin {
  let outDir = '';
  return {
    name: 'crane-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      sequential: true,
      handler() {
        const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
        const entry = chunksOf(manifest, 'index.html');
        const files = (...modules: string[]) => [
          ...new Set(
            modules
              .flatMap((module) => [...chunksOf(manifest, `src/app/routes/${module}.tsx`)])
              .filter((file) => !entry.has(file)),
          ),
        ];
        const routes = [
          ...[adminLoginRoute, ...publicRoutes].map((route: RouteEntry) => ({
            path: route.path,
            files: files(route.module),
          })),
          ...adminRoutes.map((route) => ({ path: route.path, files: files(adminShell.module, route.module) })),
        ];
        fs.writeFileSync(path.join(outDir, routePreloadsFile), `${JSON.stringify({ routes }, null, 2)}\n`);
      },
    },
  };
}
