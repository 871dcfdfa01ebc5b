// `npm run lighthouse`: Lighthouse (mobile, its default simulated slow 4G and CPU slowdown) with Debian's
// Chromium on the worker's screens: the landing page, the email screen, the portal and a rich-text page
// of the player, against a built server on a free port with a fresh data directory. Prints the scores
// and the JavaScript each screen transferred; exits 1 below performance 0.95, accessibility 1.0 or best
// practices 1.0 (issue 16). LIGHTHOUSE_LIST_REQUESTS=1 also lists each screen's requests with their
// times and sizes, to see what a score is waiting for.
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ensureBuilt } from './ensure-built.mjs';
import { publishInduction, startLocalServer } from './lib/local-server.mjs';

const chromium = '/usr/bin/chromium';
const minimum = { performance: 0.95, accessibility: 1, 'best-practices': 1 };

if (!fs.existsSync(chromium)) {
  console.error(`Lighthouse needs Chromium at ${chromium}: sudo apt-get install -y chromium`);
  process.exit(1);
}
ensureBuilt();
const { baseUrl, stop } = await startLocalServer();

let browser;
try {
  await publishInduction(baseUrl, { title: 'Crane Site Safety', minTimeSeconds: 30 });
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
    // A first visit: no service worker yet, nothing in its caches (decision 38).
    await cdp.send('Storage.clearDataForOrigin', { origin: baseUrl, storageTypes: 'service_workers,cache_storage' });
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
    if (process.env.LIGHTHOUSE_LIST_REQUESTS)
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
  stop();
}
