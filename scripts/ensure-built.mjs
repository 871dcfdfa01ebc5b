// Builds the web app and/or the server when their build is missing or older than their sources.
// Usage: node scripts/ensure-built.mjs [web] [server]   (both when none is named)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const targets = {
  web: {
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contract/src',
    ],
  },
  server: {
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/bundle.mjs', 'packages/contract/src', 'package-lock.json'],
  },
};

function newestModification(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(full)) newest = Math.max(newest, newestModification(path.join(entry, child)));
  return newest;
}

function isStale({ output, sources }) {
  const built = path.join(root, output);
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return sources.some((source) => newestModification(source) > builtAt);
}

/** Rebuilds each named target that is missing or stale; exits on a failed build. */
export function ensureBuilt(names = ['web', 'server']) {
  for (const name of names) {
    if (!isStale(targets[name])) continue;
    console.log(`Building the ${name === 'web' ? 'web app' : 'server'}...`);
    const result = spawnSync('npm', ['run', 'build', '-w', `apps/${name}`], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2).filter((name) => name in targets);
  ensureBuilt(names.length > 0 ? names : undefined);
}
