// Bundles the server's entry points (the contract included); npm packages stay external.
import { readFileSync } from 'node:fs';
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
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  };
}

export async function bundleServer(outdir) {
  await build(bundleOptions(outdir));
}
