// Issue 5's targets: with N completions, the completions page with a search term, the dashboard and a
// certificate PDF each answer in under 50 ms at the 95th percentile; issue 15's: a filtered page of the
// licence register too. Seeds a database with
// `seed.js`, starts the built server on it and times requests one after another.
import { spawn, spawnSync } from 'node:child_process';

const target = 50;
const samples = 100;
const terms = ['orsted', 'acme', 'nguy', 'rigger', 'tower crane', 'no-such-person', 'jane.rigger', 'harbour rig'];
// Issue 15: filtered pages of the licence register (1.5 licences a seeded completion).
const registerQueries = [
  'status=pending',
  'class=C6',
  'expiresWithinDays=30',
  'expired=true',
  'q=acme',
  'q=hrwl-12',
  'class=DG&expiresWithinDays=90',
  'status=verified&q=rigger&page=3',
  'expiresWithinDays=60&page=20',
  'class=LF&status=pending',
];

const percentile = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];

async function time(base, cookie, label, urlOf) {
  const durations = [];
  for (let index = 0; index < samples + 10; index += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${urlOf(index)}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${label}: ${response.status}`);
    if (index >= 10) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const p95 = percentile(durations, 0.95);
  console.log(
    `  ${label.padEnd(34)} p50 ${percentile(durations, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms` +
      (p95 < target ? '' : '  (TARGET MISSED)'),
  );
  return p95 < target;
}

/**
 * Seeds `count` completions into the database of `env` (DATA_DIR and maybe DATABASE_URL), starts the
 * server on it at `port`, and prints the figures. Resolves to whether every target was met.
 */
export async function benchRecords({ root, env, port, count, label, waitFor }) {
  console.log(`\nRecords on ${label} with ${count} completions (sequential requests, ${samples} each):`);
  const seeded = spawnSync(process.execPath, ['apps/server/dist/seed.js', '--completions', String(count)], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  console.log(`  seeded: ${seeded.stdout.trim().split('\n').at(-1)}`);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      ADMIN_EMAIL: 'bench@crane.example',
      ADMIN_PASSWORD: 'Bench-password-1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitFor(`${base}/api/health`);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@crane.example', password: 'Bench-password-1' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const first = await (await fetch(`${base}/api/admin/completions?q=rigger`, { headers: { cookie } })).json();
    const record = first.items[0];
    const results = [
      await time(base, cookie, 'completions, search term', (index) => {
        const term = encodeURIComponent(terms[index % terms.length]);
        return `/api/admin/completions?q=${term}&page=${1 + (index % 5)}`;
      }),
      await time(base, cookie, 'dashboard', () => '/api/admin/dashboard'),
      await time(
        base,
        cookie,
        'licence register, filtered page',
        (index) => `/api/admin/licences?${registerQueries[index % registerQueries.length]}`,
      ),
      await time(
        base,
        cookie,
        'certificate PDF',
        () => `/api/inductions/${record.induction.id}/progress/${record.progressId}/certificate`,
      ),
    ];
    return results.every(Boolean);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}
