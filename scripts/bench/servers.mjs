// What the benchmarks share: free ports, starting node scripts of this repository, waiting for them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export { freePort } from '../lib/free-port.mjs';

/** Starts a node script of this repository; its output goes to ours. */
export const spawnNode = (args, env = {}) =>
  spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

/**
 * Starts the built server at `port` with `env` (DATA_DIR, maybe DATABASE_URL), a first admin and node's
 * `flags`; with BENCH_CPU_PROFILE naming a folder, the server writes its CPU profile there when it stops.
 */
export function startApp(port, env, flags = []) {
  const base = `http://127.0.0.1:${port}`;
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  return spawnNode([...profile, ...flags, 'apps/server/dist/main.js'], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    ADMIN_EMAIL: benchAdmin.email,
    ADMIN_PASSWORD: benchAdmin.password,
    LOG_LEVEL: 'warn',
  });
}

export const benchAdmin = { email: 'bench@crane.example', password: 'Bench-password-1' };

/** Stops a started process and waits for it to exit. */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Waits until `url` answers 2xx. */
export async function waitFor(url) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** One JSON request; resolves to its body and the cookies it set. */
export async function request(base, method, url, { body, cookie } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return {
    json: await response.json(),
    cookie: response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
  };
}

/** An active induction of two pages without minimum time, made by the bench's admin; resolves to its id. */
export async function createActiveInduction(base) {
  const { cookie: admin } = await request(base, 'POST', '/api/auth/login', { body: benchAdmin });
  const { json: induction } = await request(base, 'POST', '/api/inductions', {
    body: { title: 'Benchmark induction' },
    cookie: admin,
  });
  for (const title of ['First page', 'Second page']) {
    await request(base, 'POST', `/api/inductions/${induction.id}/pages`, {
      body: { title, minTimeSeconds: 0, content: { type: 'richText', content: '<p>Stay clear of the load.</p>' } },
      cookie: admin,
    });
  }
  await request(base, 'PUT', `/api/inductions/${induction.id}`, { body: { status: 'active' }, cookie: admin });
  return induction.id;
}

/** The number of concurrent connections every load of the bench runs with (issue 4, raised by issue 18). */
export const connections = 50;

/**
 * Loads the server for `seconds` with autocannon (`options`: url, method, headers, requests…) under
 * `connections`; resolves to requests a second and p50 / p99 in ms, and rejects on any error or non-2xx.
 */
export function runLoad(title, options, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0) {
        return reject(new Error(`${title}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      }
      resolve({ perSecond: result.requests.average, p99: result.latency.p99, p50: result.latency.p50 });
    });
  });
}
