// Measures, on a built tree, the time from `npm start` to the first successful /api/health answer,
// on a fresh data directory and again on an existing one. Prints the figures; target: under 2 s.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './ensure-built.mjs';

// The target is for a built tree: build first, outside the measurement.
ensureBuilt();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-bench-'));
const port = 3900 + Math.floor(Math.random() * 90);

async function measureOnce() {
  const startedAt = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return performance.now() - startedAt;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the server did not become ready within 6 seconds');
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
  }
}

const fresh = await measureOnce();
const existing = [];
for (let run = 0; run < 3; run += 1) existing.push(await measureOnce());
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`npm start -> ready, fresh data directory:    ${fresh.toFixed(0)} ms`);
console.log(`npm start -> ready, existing data directory: ${existing.map((ms) => ms.toFixed(0)).join(' ms, ')} ms`);
const worst = Math.max(fresh, ...existing);
console.log(
  worst < 2000
    ? `OK: every start under 2000 ms (worst ${worst.toFixed(0)} ms)`
    : `OVER BUDGET: worst ${worst.toFixed(0)} ms`,
);
process.exit(worst < 2000 ? 0 : 1);
