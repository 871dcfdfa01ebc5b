// Bundles the server's entry points (the contract included) into `outdir`; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@crane/'));

/** Writes main.js, admin.js and migrate.js to `outdir`. */
export async function bundleServer(outdir) {
  await build({
    absWorkingDir: new URL('.', import.meta.url).pathname,
    entryPoints: { main: 'src/main.ts', admin: 'src/cli/admin.ts', migrate: 'src/cli/migrate.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
}
