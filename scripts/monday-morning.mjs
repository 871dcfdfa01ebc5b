// `npm run load:monday`: a Monday morning (issue 18). WORKERS simulated workers (1,000 by default) take a
// whole induction at once against one built server on loopback: start, each page for its minimum time
// (seconds here, minutes on a real site), the signature, and the certification with a 300 KB photo.
// Prints each request's p50/p95/p99, the errors, and the server's peak memory; fails unless every
// journey completes with no error and the server stays under 512 MB. SQLite by default; PostgreSQL when
// BENCH_DATABASE_URL names an empty database.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { makePhoto, multipart } from './bench/journey-files.mjs';
import { freePort } from './lib/free-port.mjs';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workers = Number(process.env.WORKERS ?? 1000);
const memoryLimitMegabytes = 512;
/** The induction's pages: minimum seconds each; the last asks for a signature. */
const pageSeconds = [2, 2, 1];

const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** A small signature drawing, as the pad sends it. */
const signatureDataUrl = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 300, height: 100, channels: 4, background: { r: 20, g: 30, b: 60, alpha: 1 } } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

/** Every request's time, by kind; retries (busy 503s) and errors counted apart. */
const timings = new Map();
let errors = 0;
let retries = 0;
const errorSamples = [];

async function timed(kind, url, init) {
  for (;;) {
    const started = performance.now();
    const response = await fetch(url, init);
    const text = await response.text();
    const list = timings.get(kind) ?? [];
    list.push(performance.now() - started);
    timings.set(kind, list);
    if (response.status === 503 && response.headers.get('retry-after')) {
      // At most 8 completions are written at once per process: the web app waits and sends again.
      retries += 1;
      await sleep(Number(response.headers.get('retry-after')) * 1000);
      continue;
    }
    if (!response.ok) {
      errors += 1;
      if (errorSamples.length < 5) errorSamples.push(`${kind}: ${response.status}`);
      throw new Error(`${kind}: ${response.status}`);
    }
    return { headers: response.headers, json: () => JSON.parse(text) };
  }
}

async function journey(base, inductionId, index) {
  const email = `worker${index}@monday.example`;
  const started = await timed('start', `${base}/api/inductee/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, inductionId }),
  });
  const cookie = started.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { id } = started.json();
  // The player reads the progress and the induction's pages, then moves through them.
  await timed('progress', `${base}/api/inductee/progress/${id}`, { headers: { cookie } });
  await timed('content', `${base}/api/inductee/progress/${id}/content`, { headers: { cookie } });
  for (const [page, seconds] of pageSeconds.entries()) {
    await sleep(seconds * 1000 + 50);
    if (page < pageSeconds.length - 1) {
      await timed('page move', `${base}/api/inductee/progress/${id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ currentPage: page + 1 }),
      });
    }
  }
  return { id, cookie };
}

async function main() {
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-monday-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const database = process.env.BENCH_DATABASE_URL;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      ADMIN_EMAIL: 'monday@crane.example',
      ADMIN_PASSWORD: 'Monday-password-1',
      LOG_LEVEL: 'warn',
      // Every simulated worker comes from 127.0.0.1; on a site they come from many phones.
      INDUCTEE_START_LIMIT_PER_MINUTE: String(workers * 10),
      ...(database ? { DATABASE_URL: database } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let peakMegabytes = 0;
  const sampler = setInterval(() => {
    try {
      const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
      const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peakMegabytes = Math.max(peakMegabytes, kilobytes / 1024);
    } catch {
      // Not started yet, or gone.
    }
  }, 100);
  try {
    for (let attempt = 0; ; attempt += 1) {
      const ok = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (attempt > 150) throw new Error('the server did not start');
      await sleep(100);
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'monday@crane.example', password: 'Monday-password-1' }),
    });
    const admin = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const adminCall = async (method, url, body) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: { 'content-type': 'application/json', cookie: admin },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const induction = await adminCall('POST', '/api/inductions', { title: 'Monday Site Induction', description: 'd' });
    const pages = [];
    for (const [index, seconds] of pageSeconds.entries()) {
      pages.push(
        await adminCall('POST', `/api/inductions/${induction.id}/pages`, {
          title: `Page ${index + 1}`,
          minTimeSeconds: seconds,
          content: {
            type: 'richText',
            content: `<p>Stay clear of the load, page ${index + 1}.</p>`,
            requireSignature: index === pageSeconds.length - 1,
          },
        }),
      );
    }
    await adminCall('PUT', `/api/inductions/${induction.id}`, { status: 'active' });
    const photo = await makePhoto();
    const signature = await signatureDataUrl();
    const memoryAtRest = peakMegabytes;

    console.log(
      `A Monday morning on ${database ? 'PostgreSQL' : 'SQLite'}: ${workers} workers at once, pages of ` +
        `${pageSeconds.join(', ')} s, a ${(photo.length / 1024).toFixed(0)} KB photo each`,
    );
    const startedAt = performance.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: workers }, async (_, index) => {
        const { id, cookie } = await journey(base, induction.id, index);
        await timed('signature', `${base}/api/upload/signature-base64`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ progressId: id, pageId: pages.at(-1).id, dataUrl: signature }),
        });
        const { body, contentType } = multipart(
          {
            progressId: id,
            firstName: 'Monday',
            lastName: `Worker ${index}`,
            phone: '0400 111 222',
            company: 'Heavy Lift Co',
            emergencyContactName: 'Sam Contact',
            emergencyContactPhone: '0400 333 444',
            emergencyContactRelationship: 'Partner',
            driversLicenseNumber: '',
            driversLicenseExpiry: '',
            hrwlNumber: '',
            hrwlExpiry: '',
            otherLicenses: '[]',
            agreement: 'true',
          },
          [{ name: 'identification', data: photo }],
        );
        await timed('certification', `${base}/api/inductee/complete`, {
          method: 'POST',
          headers: { 'content-type': contentType, cookie },
          body,
        });
      }),
    );
    const seconds = (performance.now() - startedAt) / 1000;
    const completed = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    const percentile = (sorted, fraction) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
    console.log(
      `  ${completed} of ${workers} journeys completed in ${seconds.toFixed(1)} s; ${errors} errors; ${retries} busy retries`,
    );
    for (const [kind, list] of timings) {
      list.sort((a, b) => a - b);
      console.log(
        `  ${kind.padEnd(14)} ${String(list.length).padStart(5)} requests: p50 ${percentile(list, 0.5).toFixed(0)} ms, ` +
          `p95 ${percentile(list, 0.95).toFixed(0)} ms, p99 ${percentile(list, 0.99).toFixed(0)} ms, max ${list.at(-1).toFixed(0)} ms`,
      );
    }
    console.log(
      `  server memory: ${memoryAtRest.toFixed(0)} MB before, peak ${peakMegabytes.toFixed(0)} MB (limit ${memoryLimitMegabytes} MB)`,
    );
    if (errorSamples.length > 0) console.log(`  first errors: ${errorSamples.join('; ')}`);
    const isMet = completed === workers && errors === 0 && peakMegabytes < memoryLimitMegabytes;
    console.log(isMet ? '  target met' : '  TARGET MISSED');
    process.exitCode = isMet ? 0 : 1;
  } finally {
    clearInterval(sampler);
    server.kill('SIGTERM');
    await sleep(500);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
