// `npm run bench`: performance targets of the issues, measured against the built server and printed.
//   Progress saves (issue 4): PUT /api/inductee/progress/{id} with 50 concurrent connections on SQLite,
//   beside a bare Fastify route doing one SQLite INSERT, measured in the same run.
//   Records (issue 5, bench/records.mjs): search, dashboard and certificate with 100,000 completions.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { benchRecords } from './bench/records.mjs';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
// This machine is shared: its speed drifts by a fifth from one minute to the next. Alternating short
// rounds of the two servers and taking the median of each puts both under the same conditions.
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = 50;

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts a node script of this repository; its output goes to ours. */
const spawnNode = (args, env = {}) =>
  spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

/** Waits until `url` answers 2xx. */
async function waitFor(url) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
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

async function request(base, method, url, { body, cookie } = {}) {
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

function run(title, options) {
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

/** The median of each figure over the rounds. */
function medianRun(results) {
  const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    perSecond: median(results.map((result) => result.perSecond)),
    p50: median(results.map((result) => result.p50)),
    p99: median(results.map((result) => result.p99)),
  };
}

ensureBuilt();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-bench-'));
const children = [];
try {
  const appPort = await freePort();
  const base = `http://127.0.0.1:${appPort}`;
  children.push(
    spawnNode(['apps/server/dist/main.js'], {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      ADMIN_EMAIL: 'bench@crane.example',
      ADMIN_PASSWORD: 'Bench-password-1',
      LOG_LEVEL: 'warn',
    }),
  );
  await waitFor(`${base}/api/health`);

  // An active induction of two pages without minimum time, and one inductee's progress.
  const { cookie: admin } = await request(base, 'POST', '/api/auth/login', {
    body: { email: 'bench@crane.example', password: 'Bench-password-1' },
  });
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
  const { json: progress, cookie: inductee } = await request(base, 'POST', '/api/inductee/start', {
    body: { email: 'bench.worker@site.example', inductionId: induction.id },
  });

  const barePort = await freePort();
  children.push(spawnNode(['scripts/bench/bare-insert-server.mjs', dataDir, String(barePort)]));
  await waitFor(`http://127.0.0.1:${barePort}/health`);

  // The yardstick answers the same request as the app: a PUT with the same JSON body and cookie, which
  // Fastify reads and parses before the INSERT. The bodyless PUT of the first measurements is measured
  // too and printed: reading and parsing a body costs a sixth of the bare route's time.
  const bareUrl = `http://127.0.0.1:${barePort}/bare/1`;
  const sameRequest = (url) => ({
    url,
    headers: { 'content-type': 'application/json', cookie: inductee },
    requests: [
      { method: 'PUT', body: JSON.stringify({ currentPage: 1 }) },
      { method: 'PUT', body: JSON.stringify({ currentPage: 0 }) },
    ],
  });
  const servers = [
    { label: 'bare Fastify + one SQLite INSERT, same request', options: sameRequest(bareUrl) },
    { label: 'bare Fastify + one SQLite INSERT, PUT without body', options: { url: bareUrl, method: 'PUT' } },
    { label: 'PUT /api/inductee/progress/{id}', options: sameRequest(`${base}/api/inductee/progress/${progress.id}`) },
  ];
  // Warm them up (JIT, SQLite page cache) before measuring.
  for (const server of servers) await run(`${server.label} warm-up`, { ...server.options, duration: 2 });
  const results = servers.map(() => []);
  for (let round = 1; round <= rounds; round += 1) {
    for (const [index, server] of servers.entries()) results[index].push(await run(server.label, server.options));
    console.log(
      `  round ${round}: ` +
        servers
          .map(
            (server, index) =>
              `${server.label.split(',').at(-1).trim()} ${results[index].at(-1).perSecond.toFixed(0)} req/s`,
          )
          .join(', '),
    );
  }
  const [bare, bareWithoutBody, save] = results.map(medianRun);

  const ratio = save.perSecond / bare.perSecond;
  console.log(`\nProgress saves on SQLite, ${connections} connections, median of ${rounds} rounds of ${seconds} s:`);
  for (const [index, server] of servers.entries()) {
    const figures = [bare, bareWithoutBody, save][index];
    console.log(
      `  ${server.label.padEnd(52)}: ${figures.perSecond.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`,
    );
  }
  console.log(`  ratio ${ratio.toFixed(2)} (target at least 0.50), p99 ${save.p99} ms (target under 25 ms)`);
  console.log(`  (ratio to the bare PUT without body: ${(save.perSecond / bareWithoutBody.perSecond).toFixed(2)})`);
  const isMet = ratio >= 0.5 && save.p99 < 25;
  console.log(isMet ? '  target met' : '  TARGET MISSED');
  for (const child of children.splice(0)) child.kill('SIGTERM');

  // Issue 5: records with many completions, on SQLite and, when BENCH_DATABASE_URL names an empty
  // PostgreSQL database, on PostgreSQL.
  const count = Number(process.env.BENCH_COMPLETIONS ?? 100_000);
  const databases = [{ label: 'SQLite', env: { DATA_DIR: path.join(dataDir, 'records-sqlite') } }];
  if (process.env.BENCH_DATABASE_URL) {
    databases.push({
      label: 'PostgreSQL',
      env: { DATA_DIR: path.join(dataDir, 'records-postgres'), DATABASE_URL: process.env.BENCH_DATABASE_URL },
    });
  } else {
    console.log('\n(Set BENCH_DATABASE_URL to an empty PostgreSQL database to measure the records there too.)');
  }
  let areRecordsMet = true;
  for (const database of databases) {
    fs.mkdirSync(database.env.DATA_DIR, { recursive: true });
    const port = await freePort();
    areRecordsMet = (await benchRecords({ root, port, count, waitFor, ...database })) && areRecordsMet;
  }
  process.exitCode = isMet && areRecordsMet ? 0 : 1;
} finally {
  for (const child of children) child?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
