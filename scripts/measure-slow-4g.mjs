// `npm run measure:slow-4g`: the figures of issue 16 measured again on a phone (390 x 844) throttled to
// slow 4G (150 ms latency, 1.6 Mbps down, 750 kbps up) in Debian's Chromium, against a built server on
// loopback: what a fresh load of each worker screen transfers, and when it is usable; then how long a
// certification with a 3.3 MB camera photo takes to submit. Prints the figures for the README.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { ensureBuilt } from './ensure-built.mjs';
import { cameraPhoto } from './lib/camera-photo.mjs';
import { publishInduction, startLocalServer } from './lib/local-server.mjs';

const executablePath = '/usr/bin/chromium';
if (!fs.existsSync(executablePath)) {
  console.error(`This needs Chromium at ${executablePath}: sudo apt-get install -y chromium`);
  process.exit(1);
}
const slow4g = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const title = 'Crane Site Safety';

ensureBuilt();
const { baseUrl, stop } = await startLocalServer();
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  await publishInduction(baseUrl, { title, minTimeSeconds: 1 });
  // A first visit to each screen: no service worker to answer from its caches (decision 38).
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  // Bytes on the wire (headers and compressed bodies) of each request, by kind.
  let transferred = { total: 0, script: 0 };
  const kinds = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type }) => kinds.set(requestId, type));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    transferred.total += encodedDataLength;
    if (kinds.get(requestId) === 'Script') transferred.script += encodedDataLength;
  });

  /** A fresh load of `url` (the browser's cache emptied), until `usable` resolves. */
  const measure = async (screen, url, usable) => {
    // Away first, so that nothing still loading from the screen before is counted.
    await page.goto('about:blank');
    await cdp.send('Network.clearBrowserCache');
    transferred = { total: 0, script: 0 };
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await usable();
    const seconds = (performance.now() - started) / 1000;
    await page.waitForLoadState('networkidle');
    console.log(
      `  ${screen.padEnd(22)} ${(transferred.total / 1024).toFixed(1).padStart(6)} KB transferred` +
        ` (${(transferred.script / 1024).toFixed(1)} KB of JavaScript), usable after ${seconds.toFixed(1)} s`,
    );
  };

  console.log('\nOn slow 4G (150 ms, 1.6 Mbps down, 750 kbps up), a phone, fresh loads:');
  await measure('landing page', `${baseUrl}/`, () =>
    page.getByRole('link', { name: 'Enter Induction as Worker' }).waitFor(),
  );
  await measure('email screen', `${baseUrl}/inductee`, () => page.getByLabel('Email').waitFor());
  await page.getByLabel('Email').fill('slow.signal@site.example');
  await page.getByRole('button', { name: 'Continue to Inductions' }).click();
  await page.waitForURL('**/inductee/portal');
  await measure('portal', `${baseUrl}/inductee/portal`, () =>
    page.getByRole('button', { name: `Start ${title}` }).waitFor(),
  );
  await page.getByRole('button', { name: `Start ${title}` }).click();
  await page.waitForURL('**/inductee/progress/*');
  await measure('rich-text player page', page.url(), () =>
    page.getByRole('heading', { name: /^Page 1 of 3: / }).waitFor(),
  );

  // To the certification, then a 4000 x 3000 camera photo of 3.3 MB as identification.
  for (let step = 0; step < 2; step += 1) {
    const next = page.getByRole('button', { name: 'Next' });
    await next.and(page.locator(':enabled')).waitFor({ timeout: 30_000 });
    await next.click();
    await page.getByRole('heading', { name: `Page ${step + 2} of 3: `, exact: false }).waitFor();
  }
  const photo = await cameraPhoto();
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Signal');
  await page.getByLabel('Phone').first().fill('0400 111 222');
  await page.getByLabel('Company').fill('Lift Co');
  await page.getByLabel('Emergency Contact Name').fill('Alex Contact');
  await page.getByLabel('Emergency Contact Phone').fill('0400 333 444');
  await page.getByLabel('Relationship').fill('Partner');
  await page
    .getByLabel("Identification (driver's licence or passport)")
    .setInputFiles({ name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel(/I confirm that I have read/).check();
  const submit = page.getByRole('button', { name: 'Complete Induction' });
  await submit.and(page.locator(':enabled')).waitFor({ timeout: 30_000 });
  const started = performance.now();
  await submit.click();
  await page.getByText('Induction completed').first().waitFor({ timeout: 120_000 });
  console.log(
    `  certification with a ${(photo.length / 1024 / 1024).toFixed(1)} MB camera photo: submitted in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await context.close();
} finally {
  await browser.close();
  stop();
}
