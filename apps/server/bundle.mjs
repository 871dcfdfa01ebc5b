// Bundles the server's entry points (the contract included); npm packages stay external.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@crane/'));

/** esbuild options writing main.js, admin.js, migrate.js and seed.js to `outdir`. */
export function bundleOptions(outdir) {
  return {
    absWorkingDir: new URL('.', import.meta.url).pathname,
    entryPoints: {
      main: 'src/main.ts',
      admin: 'src/cli/admin.ts',
      migrate: 'src/cli/migrate.ts',
      seed: 'src/cli/seed.ts',
    },
    outdir,
    bundle: true,
    // A module imported with import() is a chunk of its own, so that the npm packages only it imports
    // load when it does: pdf-lib with the document renderers (documents/load-renderers.ts). The code
    // the entry points share is in chunks too.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  };
}

/**
 * Writes the bundles to `outdir`, emptied first so that no chunk of an earlier build is left in it;
 * answers esbuild's metafile (what each output imports, and how).
 */
export async function bundleServer(outdir) {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build(bundleOptions(outdir));
  return result.metafile;
}

/**
 * An esbuild plugin for the watching build of `npm run dev`, which writes into the same `outdir` again
 * and again: after each build, the files there it did not write (chunks of earlier builds, named by
 * their hash, and their maps) are removed, as bundleServer's emptying does for `npm run build`.
 */
export function removeEarlierOutputs(outdir) {
  return {
    name: 'remove-earlier-outputs',
    setup(esbuild) {
      esbuild.onEnd((result) => {
        if (result.errors.length > 0 || !result.metafile) return;
        const workingDir = esbuild.initialOptions.absWorkingDir ?? process.cwd();
        const written = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(workingDir, file)));
        for (const entry of readdirSync(outdir, { recursive: true, withFileTypes: true })) {
          const file = path.join(entry.parentPath, entry.name);
          if (entry.isFile() && !written.has(file)) rmSync(file);
        }
      });
    },
  };
}
