// `npm run dev`: the API server rebuilt and restarted on change, and Vite's dev server with its proxy.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { context } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let server;

function restartServer() {
  server?.kill('SIGTERM');
  server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const { bundleOptions, removeEarlierOutputs } = await import('../apps/server/bundle.mjs');
const outdir = path.join(root, 'apps/server/dist');
const watcher = await context({
  ...bundleOptions(outdir),
  plugins: [
    removeEarlierOutputs(outdir),
    { name: 'restart', setup: (build) => build.onEnd((result) => result.errors.length === 0 && restartServer()) },
  ],
});
await watcher.watch();
const vite = spawn('npx', ['vite', '--host'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' });
console.log('API on http://localhost:3000, web app with hot reload on http://localhost:5173');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await watcher.dispose();
    server?.kill('SIGTERM');
    vite.kill('SIGTERM');
    process.exit(0);
  });
}
