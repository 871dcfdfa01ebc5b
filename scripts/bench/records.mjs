// Issue 18's records targets (raising issues 5 and 15): with 100,000 and 1,000,000 completions, each
// search of the completions, the dashboard and the licence register answer in under 10 ms at the 95th
// percentile on SQLite and 20 ms on PostgreSQL; a certificate PDF in under 15 ms, and the detailed summary
// of a completion with two photos in under 100 ms. Seeds the emptied database with `seed.js` to each
// size in turn, starts the built server on it, times requests one after another, and prints the sizes side by
// side, so that how the cost grows with the data shows; and the CSV export of every completion with the
// server's peak memory while it streams, then again from a server whose heap is capped at 128 MB; and how
// long Settings → Integrity's Check now takes to re-compute the whole evidence chain (decision 28).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import { makePhoto, multipart } from './journey-files.mjs';
import { benchAdmin, request, root, startApp, stop, waitFor } from './servers.mjs';

const samples = 100;
const names = ['nguy', 'jane rigger', 'łukasz', 'priya singh', 'zoë walker', "o'brien"];
const emailFragments = ['jane.rigger.', 'sam.nowak', '4242@seed', '.77@seed.example'];
const companyTerms = ['acme', 'harbour rig', 'ørsted lifting', 'metro civil'];
/** Within one induction at page 50: a surname that every induction holds, and the names. */
const inductionTerms = ['rigger', ...names];
const fewMatches = ['no-such-person', 'zz-top', '999999@seed', 'qwerty'];
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
const cycle = (values, index) => values[index % values.length];
const q = (term) => `q=${encodeURIComponent(term)}`;

/** The figures: a label, the target p95 in ms by database, and the URL of each sample. */
function figures({ inductionIds, certificate, summary }) {
  const search = (query) => `/api/admin/completions?${query}`;
  const records = { SQLite: 10, PostgreSQL: 20 };
  return [
    { label: 'search: a name, page 1', target: records, url: (i) => search(q(cycle(names, i))) },
    { label: 'search: a name, page 50', target: records, url: (i) => search(`${q(cycle(names, i))}&page=50`) },
    { label: 'search: an email fragment', target: records, url: (i) => search(q(cycle(emailFragments, i))) },
    { label: 'search: a company', target: records, url: (i) => search(q(cycle(companyTerms, i))) },
    { label: 'search: few or no matches', target: records, url: (i) => search(q(cycle(fewMatches, i))) },
    { label: 'search: no term, page 50', target: records, url: () => search('page=50') },
    // Every other request is filtered by a term too: each name in each induction in turn, where
    // cycling the names by the request's own index gave only every other name.
    {
      label: 'by induction, page 1',
      target: records,
      url: (i) => search(`inductionId=${cycle(inductionIds, i)}${i % 2 ? `&${q(cycle(names, (i - 1) / 2))}` : ''}`),
    },
    {
      label: 'by induction, page 50',
      target: records,
      url: (i) =>
        search(
          `inductionId=${cycle(inductionIds, i)}&page=50${i % 2 ? `&${q(cycle(inductionTerms, (i - 1) / 2))}` : ''}`,
        ),
    },
    { label: 'dashboard', target: records, url: () => '/api/admin/dashboard' },
    {
      label: 'licence register, filtered page',
      target: records,
      url: (i) => `/api/admin/licences?${cycle(registerQueries, i)}`,
    },
    { label: 'certificate PDF', target: { SQLite: 15, PostgreSQL: 15 }, url: () => certificate },
    { label: 'summary PDF with two photos', target: { SQLite: 100, PostgreSQL: 100 }, url: () => summary },
  ];
}

async function time(base, cookie, urlOf) {
  const durations = [];
  for (let index = 0; index < samples + 10; index += 1) {
    const url = urlOf(index);
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (index >= 10) durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 0.5), p95: percentile(durations, 0.95) };
}

/**
 * A completion of a one-page induction with an identification photo and a driver's licence photo
 * (300 KB each), made as a worker makes it; its certificate and summary addresses.
 */
async function completeWithTwoPhotos(base, admin) {
  const { json: induction } = await request(base, 'POST', '/api/inductions', {
    body: { title: 'Benchmark summary induction' },
    cookie: admin,
  });
  await request(base, 'POST', `/api/inductions/${induction.id}/pages`, {
    body: {
      title: 'Only page',
      minTimeSeconds: 0,
      content: { type: 'richText', content: '<p>Stay clear of the load.</p>' },
    },
    cookie: admin,
  });
  await request(base, 'PUT', `/api/inductions/${induction.id}`, { body: { status: 'active' }, cookie: admin });
  const { json: progress, cookie } = await request(base, 'POST', '/api/inductee/start', {
    body: { email: `summary.${Date.now()}@site.example`, inductionId: induction.id },
  });
  await request(base, 'GET', `/api/inductee/progress/${progress.id}`, { cookie });
  const photo = await makePhoto();
  const { body, contentType } = multipart(
    {
      progressId: progress.id,
      firstName: 'Summary',
      lastName: 'Worker',
      phone: '0400 111 222',
      company: 'Heavy Lift Co',
      emergencyContactName: 'Sam Contact',
      emergencyContactPhone: '0400 333 444',
      emergencyContactRelationship: 'Partner',
      driversLicenseNumber: 'DL-777',
      driversLicenseExpiry: '2030-01-31',
      hrwlNumber: '',
      hrwlExpiry: '',
      otherLicenses: '[]',
      agreement: 'true',
    },
    [
      { name: 'identification', data: photo },
      { name: 'driversLicenseFront', data: photo },
    ],
  );
  const completed = await fetch(`${base}/api/inductee/complete`, {
    method: 'POST',
    headers: { 'content-type': contentType, cookie },
    body,
  });
  if (!completed.ok) throw new Error(`completing: ${completed.status} ${await completed.text()}`);
  const path = `/api/inductions/${induction.id}/progress/${progress.id}`;
  return { certificate: `${path}/certificate`, summary: `${path}/summary` };
}

/** The server's resident memory in MB, from /proc (Linux). */
function residentMegabytes(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Downloads the CSV export of every completion (history: every attempt) and samples the server's
 * memory while it streams: it must stay flat whatever the number of completions.
 */
async function exportEverything(base, cookie, pid) {
  const before = residentMegabytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(pid))), 50);
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/completions/export?history=all`, { headers: { cookie } });
  if (!response.ok) throw new Error(`export: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  clearInterval(sampler);
  return { seconds: (performance.now() - started) / 1000, megabytes: bytes / 1e6, rows: lines - 1, before, peak };
}

/**
 * Times the same check as Check now runs it (decision 28's addendum): started in the background
 * (POST /api/admin/integrity/checks), then followed through GET …/latest, as the Integrity tab does,
 * until it has finished; and how long the dashboard took to answer meanwhile, asked again and again:
 * the instance answers between the check's batches of 500.
 */
async function checkChainInBackground(base, cookie) {
  const before = (await time(base, cookie, () => '/api/admin/dashboard')).p95;
  const started = performance.now();
  await request(base, 'POST', '/api/admin/integrity/checks', { cookie });
  const dashboard = [];
  let polls = 0;
  for (;;) {
    const asked = performance.now();
    const answer = await fetch(`${base}/api/admin/dashboard`, { headers: { cookie } });
    await answer.arrayBuffer();
    dashboard.push(performance.now() - asked);
    const { json } = await request(base, 'GET', '/api/admin/integrity/checks/latest', { cookie });
    polls += 1;
    if (json.check.status === 'stopped') throw new Error('the check in the background stopped');
    if (json.check.status === 'finished') {
      if (!json.check.report.ok)
        throw new Error(`integrity: the chain is broken at ${json.check.report.firstBrokenCompletionId}`);
      dashboard.sort((a, b) => a - b);
      return {
        seconds: (performance.now() - started) / 1000,
        checked: json.check.checked,
        polls,
        dashboardBefore: before,
        dashboardDuring: { p50: percentile(dashboard, 0.5), p95: percentile(dashboard, 0.95), count: dashboard.length },
      };
    }
  }
}

/**
 * A "take it again" publish of the seeded induction with the most completions, with two webhook
 * endpoints subscribed to `completion.superseded`, one down and one up (a receiver on loopback answering
 * 204): the publish supersedes each completion, queues its events and emails its worker in one
 * transaction; then the webhook worker's round tries the down endpoint's first delivery and records every
 * other one of it as waiting for the same retry (decision 40), and sends the up endpoint's one by one.
 * Times the publish, the round until it has reached the down endpoint's last delivery and until it has
 * delivered the up endpoint's last, and the dashboard, asked again and again meanwhile. Run last: it
 * changes the records the other figures read.
 */
async function publishTakeItAgain(base, cookie, inductionIds) {
  let largest;
  for (const id of inductionIds) {
    const { json } = await request(base, 'GET', `/api/admin/completions?inductionId=${id}&exactTotal=true`, { cookie });
    if (!largest || json.total > largest.total) largest = { id, total: json.total };
  }
  // Nothing listens on the discard port: each try is refused at once.
  const { json: hook } = await request(base, 'POST', '/api/admin/webhooks', {
    cookie,
    body: { url: 'http://127.0.0.1:9/hooks', events: ['completion.superseded'] },
  });
  let received = 0;
  const receiver = http.createServer((incoming, answer) => {
    incoming.resume();
    incoming.on('end', () => {
      received += 1;
      answer.writeHead(204).end();
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { json: upHook } = await request(base, 'POST', '/api/admin/webhooks', {
    cookie,
    body: { url: `http://127.0.0.1:${receiver.address().port}/hooks`, events: ['completion.superseded'] },
  });
  // A version 1 as it stands, then a new page: the version to publish.
  await request(base, 'POST', `/api/inductions/${largest.id}/publish`, { cookie, body: { completions: 'stayValid' } });
  await request(base, 'POST', `/api/inductions/${largest.id}/pages`, {
    cookie,
    body: { title: 'New rule', minTimeSeconds: 0, content: { type: 'richText', content: '<p>Stay clear.</p>' } },
  });
  const dashboard = [];
  let isPublishing = true;
  const askDashboard = async () => {
    while (isPublishing) {
      const asked = performance.now();
      const answer = await fetch(`${base}/api/admin/dashboard`, { headers: { cookie } });
      await answer.arrayBuffer();
      dashboard.push(performance.now() - asked);
    }
  };
  const asking = askDashboard();
  const started = performance.now();
  const { json: published } = await request(base, 'POST', `/api/inductions/${largest.id}/publish`, {
    cookie,
    body: { completions: 'retake' },
  });
  const publishSeconds = (performance.now() - started) / 1000;
  // The round goes first due first: once the newest delivery has been tried, it has reached them all.
  const newestDelivery = async (endpointId) => {
    const { json } = await request(base, 'GET', `/api/admin/webhooks/${endpointId}/deliveries`, { cookie });
    return json.deliveries[0];
  };
  let roundSeconds;
  let upRoundSeconds;
  while (roundSeconds === undefined || upRoundSeconds === undefined) {
    const seconds = (performance.now() - started) / 1000 - publishSeconds;
    if (roundSeconds === undefined && (await newestDelivery(hook.endpoint.id))?.attempts > 0) roundSeconds = seconds;
    if (upRoundSeconds === undefined && (await newestDelivery(upHook.endpoint.id))?.status === 'delivered')
      upRoundSeconds = seconds;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  isPublishing = false;
  await asking;
  await new Promise((resolve) => receiver.close(resolve));
  if (received < published.supersededCount)
    throw new Error(`the receiver got ${received} of ${published.supersededCount} deliveries`);
  dashboard.sort((a, b) => a - b);
  return {
    superseded: published.supersededCount,
    publishSeconds,
    roundSeconds,
    upRoundSeconds,
    dashboard: {
      p50: percentile(dashboard, 0.5),
      p99: percentile(dashboard, 0.99),
      max: dashboard.at(-1),
      count: dashboard.length,
    },
  };
}

/**
 * Empties the database of `env`: the SQLite file's folder, or every table of the PostgreSQL database
 * (its public schema). Each size is seeded afresh, so that its completions spread over 18 months as
 * real ones do; seeded on top of a smaller size, they would all fall between its last one and now.
 */
async function emptyDatabase(env) {
  fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  if (!env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('drop schema public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/** Seeds `count` completions into the database of `env`; resolves to the seconds it took. */
function seed(env, count) {
  const started = performance.now();
  const seeded = spawnSync(process.execPath, ['apps/server/dist/seed.js', '--completions', String(count)], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  return (performance.now() - started) / 1000;
}

/**
 * Whether a figure (or 'CSV export') is measured: every one, or those whose label contains one of
 * the comma-separated fragments of BENCH_ONLY (`BENCH_ONLY=certificate,dashboard`).
 */
const only = process.env.BENCH_ONLY?.split(',');
const isMeasured = (label) => !only || only.some((fragment) => label.includes(fragment));

/**
 * Starts the built server on the database of `env` with node's `flags`, signs the bench's admin in,
 * runs `use` with the server's address, the admin's cookie and the process id, and stops the server.
 */
async function withServer({ env, port, flags = [] }, use) {
  const base = `http://127.0.0.1:${port}`;
  const server = startApp(port, env, flags);
  try {
    await waitFor(`${base}/api/health`);
    const { cookie } = await request(base, 'POST', '/api/auth/login', { body: benchAdmin });
    return await use({ base, cookie, pid: server.pid });
  } finally {
    await stop(server);
  }
}

/**
 * Reads the chain once before the figures are taken: a server started after 02:00 on a database no
 * check has read that day runs the nightly check at once (decision 28), a minute a million, and the
 * figures are of a server doing only what they measure. Starting a check joins that one if it runs;
 * once a check has started today, the nightly one is not due again while the bench runs.
 */
async function readChainFirst(base, cookie) {
  await request(base, 'POST', '/api/admin/integrity/checks', { cookie });
  for (;;) {
    const { json } = await request(base, 'GET', '/api/admin/integrity/checks/latest', { cookie });
    if (json.check.status !== 'running') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The export again, from a server whose JavaScript heap may not pass 128 MB: V8 lets garbage pile up to
 * a few hundred MB before it collects when memory is plentiful (decision 42), so the first server's peak
 * shows V8's leeway as much as the export's need; this one shows the need.
 */
const exportWithHeapCap = ({ env, port }) =>
  withServer({ env, port, flags: ['--max-old-space-size=128'] }, ({ base, cookie, pid }) =>
    exportEverything(base, cookie, pid),
  );

/** Starts the server on the seeded database and times each figure. */
export function measure({ env, port }) {
  // The "take it again" figure's webhook endpoint is on loopback.
  return withServer({ env: { ...env, WEBHOOKS_ALLOW_PRIVATE: 'true' }, port }, async ({ base, cookie, pid }) => {
    await readChainFirst(base, cookie);
    const { json: inductions } = await request(base, 'GET', '/api/inductions', { cookie });
    const seeded = inductions.filter((induction) => induction.description === 'Seeded induction.');
    const documents = await completeWithTwoPhotos(base, cookie);
    const results = new Map();
    for (const figure of figures({ inductionIds: seeded.map((induction) => induction.id), ...documents })) {
      if (!isMeasured(figure.label)) continue;
      results.set(figure.label, { ...(await time(base, cookie, figure.url)), target: figure.target });
    }
    const exported = isMeasured('CSV export') ? await exportEverything(base, cookie, pid) : undefined;
    const chain = isMeasured('chain check') ? await checkChain(base, cookie) : undefined;
    const background = isMeasured('chain check in the background')
      ? await checkChainInBackground(base, cookie)
      : undefined;
    const retake = isMeasured('take it again')
      ? await publishTakeItAgain(
          base,
          cookie,
          seeded.map((induction) => induction.id),
        )
      : undefined;
    return { results, exported, chain, background, retake };
  });
}

const describeExport = ({ megabytes, seconds, before, peak }) =>
  `${megabytes.toFixed(0)} MB in ${seconds.toFixed(1)} s; server memory ${before.toFixed(0)} MB before, ` +
  `${peak.toFixed(0)} MB at most while it streamed`;

/**
 * Times one check of the whole evidence chain (GET /api/admin/integrity), as Settings → Integrity's
 * Check now runs it: every sealed record rebuilt from its rows and compared. It grows with the chain.
 */
async function checkChain(base, cookie) {
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/integrity`, { headers: { cookie } });
  if (!response.ok) throw new Error(`integrity: ${response.status}`);
  const report = await response.json();
  if (!report.ok) throw new Error(`integrity: the chain is broken at ${report.firstBrokenCompletionId}`);
  return { seconds: (performance.now() - started) / 1000, checked: report.checked };
}

/**
 * Empties the database of `env` (DATA_DIR and maybe DATABASE_URL) and seeds it to each of `counts` in
 * turn, measures at each, and prints the figures side by side. Resolves to whether every target was met
 * at every size.
 */
export async function benchRecords({ env, port, counts, label }) {
  console.log(`\nRecords on ${label} (sequential requests, ${samples} each, p50 / p95 in ms):`);
  const bySize = [];
  for (const count of counts) {
    await emptyDatabase(env);
    const seconds = seed(env, count);
    console.log(`  seeded ${count} completions in ${seconds.toFixed(1)} s`);
    const { results, exported, chain, background, retake } = await measure({ env, port });
    bySize.push({ count, results });
    if (chain) {
      const perSecond = Math.round(chain.checked / chain.seconds).toLocaleString('en');
      console.log(
        `  chain check of all ${chain.checked} sealed records: ${chain.seconds.toFixed(1)} s (${perSecond} a second)`,
      );
    }
    if (background) {
      const { seconds, checked, polls, dashboardBefore, dashboardDuring } = background;
      console.log(
        `  chain check in the background (Check now) of ${checked} sealed records: ${seconds.toFixed(1)} s, ` +
          `followed in ${polls} reads of its progress; the dashboard meanwhile p50 / p95 ` +
          `${dashboardDuring.p50.toFixed(1)} / ${dashboardDuring.p95.toFixed(1)} ms over ${dashboardDuring.count} requests ` +
          `(p95 ${dashboardBefore.toFixed(1)} ms before)`,
      );
    }
    if (retake) {
      const { superseded, publishSeconds, roundSeconds, upRoundSeconds, dashboard } = retake;
      console.log(
        `  "take it again" publish of ${superseded} completions, a webhook endpoint down and one up: ${publishSeconds.toFixed(1)} s, ` +
          `then the webhook round ${roundSeconds.toFixed(1)} s to the down endpoint's last delivery and ` +
          `${upRoundSeconds.toFixed(1)} s to the up endpoint's last delivered; the dashboard meanwhile p50 / p99 / max ` +
          `${dashboard.p50.toFixed(1)} / ${dashboard.p99.toFixed(1)} / ${dashboard.max.toFixed(0)} ms over ${dashboard.count} requests`,
      );
    }
    if (!exported) continue;
    console.log(`  CSV export of all ${exported.rows} completions: ${describeExport(exported)}`);
    const capped = await exportWithHeapCap({ env, port });
    console.log(`    again with the server's heap capped at 128 MB: ${describeExport(capped)}`);
  }
  const header = bySize.map(({ count }) => `${count.toLocaleString('en')} completions`.padStart(22)).join('');
  console.log(`  ${''.padEnd(34)}${header}   target p95`);
  let isMet = true;
  for (const figureLabel of bySize[0].results.keys()) {
    const cells = bySize.map(({ results }) => {
      const { p50, p95 } = results.get(figureLabel);
      return `${p50.toFixed(1)} / ${p95.toFixed(1)}`.padStart(22);
    });
    const target = bySize[0].results.get(figureLabel).target[label];
    const missed = bySize.some(({ results }) => results.get(figureLabel).p95 >= target);
    isMet &&= !missed;
    console.log(`  ${figureLabel.padEnd(34)}${cells.join('')}   < ${target}${missed ? '  (TARGET MISSED)' : ''}`);
  }
  return isMet;
}
