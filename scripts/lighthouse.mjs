// `npm run lighthouse`: Lighthouse (mobile, its default simulated slow 4G and CPU slowdown) with Debian's
// Chromium on the worker's screens: the landing page, the email screen, the portal and a rich-text page
// of the player, against a built server on a free port with a fresh data directory. Prints the scores
// and the JavaScript each screen transferred; exits 1 below performance 0.95, accessibility 1.0 or best
// practices 1.0 (issue 16).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = '/usr/bin/chromium';
const minimum = { performance: 0.95, accessibility: 1, 'best-practices': 1 };
const admin = { email: 'admin@crane.example', password: 'Admin-password-1' };

if (!fs.existsSync(chromium)) {
  console.error(`Lighthouse needs Chromium at ${chromium}: sudo apt-get install -y chromium`);
  process.exit(1);
}
ensureBuilt();

const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-lighthouse-'));
const server = spawn('node', ['apps/server/dist/main.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ADMIN_NAME: 'Lighthouse Administrator',
  },
});

let browser;
try {
  await waitForServer();
  await publishInduction();
  browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const results = [];
  // Each audit reloads the address in the same tab, keeping its cookies and session storage: the
  // portal and the player are seen as the worker who reached them sees them, on a fresh load (the
  // browser's cache emptied first).
  const cdp = await page.createCDPSession();
  const audit = async (screen, url) => {
    await cdp.send('Network.clearBrowserCache');
    const { lhr } = await lighthouse(
      url,
      { port: Number(new URL(browser.wsEndpoint()).port), output: 'json', logLevel: 'error' },
      { extends: 'lighthouse:default', settings: { disableStorageReset: true, onlyCategories: Object.keys(minimum) } },
      page,
    );
    results.push({ screen, lhr });
  };

  await audit('landing page', `${baseUrl}/`);
  await audit('email screen', `${baseUrl}/inductee`);
  await page.goto(`${baseUrl}/inductee`);
  await page.locator('input[type=email]').fill('lighthouse.worker@site.example');
  await page.locator('button[type=submit]').click();
  await page.waitForFunction("window.location.pathname === '/inductee/portal'");
  await audit('portal', `${baseUrl}/inductee/portal`);
  await page.goto(`${baseUrl}/inductee/portal`);
  await page.locator('button[aria-label^="Start "]').click();
  await page.waitForFunction("window.location.pathname.startsWith('/inductee/progress/')");
  await audit('rich-text player page', page.url());

  let failed = false;
  console.log('\nLighthouse, mobile (simulated slow 4G, 4x CPU slowdown):');
  for (const { screen, lhr } of results) {
    const scores = Object.keys(minimum).map((category) => [category, lhr.categories[category].score]);
    const script = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
    const metric = (id) => (lhr.audits[id].numericValue / 1000).toFixed(1);
    console.log(
      `  ${screen.padEnd(22)} ${scores.map(([category, score]) => `${category} ${score.toFixed(2)}`).join('  ')}` +
        `  | JS ${(script.transferSize / 1024).toFixed(1)} KB, FCP ${metric('first-contentful-paint')} s,` +
        ` LCP ${metric('largest-contentful-paint')} s, TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
    );
    if (process.env.LIGHTHOUSE_LIST_SCRIPTS)
      for (const request of lhr.audits['network-requests'].details.items)
        console.log(
          `    ${Math.round(request.networkRequestTime)}-${Math.round(request.networkEndTime)} ms ${(request.transferSize / 1024).toFixed(1)} KB ${request.url.replace(baseUrl, '')}`,
        );
    for (const [category, score] of scores) {
      if (score >= minimum[category]) continue;
      failed = true;
      const lost = Object.values(lhr.audits)
        .filter(
          (item) =>
            item.score !== null &&
            item.score < 1 &&
            lhr.categories[category].auditRefs.some((ref) => ref.id === item.id && ref.weight > 0),
        )
        .map((item) => `${item.id} (${item.displayValue ?? item.score})`);
      console.error(`    ${category} under ${minimum[category]}: ${lost.join(', ')}`);
    }
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await browser?.close();
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function waitForServer() {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const ready = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not start');
}

/** An active three-page induction of rich text, as an administrator publishes it through the API. */
async function publishInduction() {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`Login failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const send = async (method, url, body) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const induction = await send('POST', '/api/inductions', {
    title: 'Crane Site Safety',
    description: 'What everyone on a crane site must know before they enter.',
  });
  const texts = ['Exclusion zones', 'Lift plans', 'Signals and radios'];
  for (const [index, title] of texts.entries()) {
    await send('POST', `/api/inductions/${induction.id}/pages`, {
      title,
      order: index + 1,
      minTimeSeconds: 30,
      content: {
        type: 'richText',
        content: `<h2>${title}</h2><p>Never walk under a suspended load. Stay outside the barriers while a lift is under way, and follow the dogman's signals.</p><ul><li>Wear your hard hat and high-visibility vest.</li><li>Report anything unsafe to the supervisor.</li></ul>`,
      },
    });
  }
  await send('PUT', `/api/inductions/${induction.id}`, { status: 'active' });
}
