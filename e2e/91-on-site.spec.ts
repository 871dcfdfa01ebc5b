import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { cameraPhoto } from '../scripts/lib/camera-photo.mjs';
import {
  enterEmail,
  fillCertification,
  next,
  publishInduction,
  reachCertification,
  startFromPortal,
  submitCertification,
} from './journey.ts';
import { makePdf } from '../apps/server/test/make-pdf.ts';
import { adminSession, checkFitsInEveryLanguage, checkScreen, viewports } from './support.ts';

test('each step takes focus to its heading, names itself in the tab, and toasts keep clear of the header', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = 'Exclusion Zone Induction';
  const adminContext = await adminSession(browser);
  await publishInduction(adminContext.request, title);
  await adminContext.close();

  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  await enterEmail(page, 'focus.test@site.example');
  // On a phone the toast comes down below the header: the header and its Exit button stay clear.
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const headerBox = (await page.getByRole('banner').boundingBox())!;
  // Where it comes to rest (it slides in from the top).
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThan(headerBox.y + headerBox.height);

  await startFromPortal(page, title);
  // The step's heading, named "Page n of 3: …".
  const heading = page.getByRole('heading', { name: /^Page \d of 3: / });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleName('Page 1 of 3: Site rules, at least 3 seconds');
  await expect(page).toHaveTitle(`Page 1 of 3: Site rules · ${title}`);
  await expect(page.getByRole('timer')).toBeVisible();

  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await next.click();
  await expect(heading).toHaveAccessibleName('Page 2 of 3: Lift plan, at least 2 seconds');
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`Page 2 of 3: Lift plan · ${title}`);
  // The strip: the first page done (ticked), the second current.
  const steps = page.getByRole('navigation', { name: 'Induction steps' }).getByRole('listitem');
  await expect(steps.nth(0)).toContainText('Page 1: Site rules (done)');
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  await page.setViewportSize(viewports.desktop);
  await expect(steps.nth(0)).toContainText('Site rules');
  await expect(steps.nth(1)).toContainText('Lift plan');
  await checkScreen(page, '96-player-steps');

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(heading).toHaveAccessibleName('Page 1 of 3: Site rules, at least 3 seconds');
  await expect(heading).toBeFocused();
  await context.close();
});

test("the next page's PDF comes while the worker reads the page before, and is drawn from those bytes", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = 'Slow Signal Induction';
  const adminContext = await adminSession(browser);
  await publishInduction(adminContext.request, title);
  await adminContext.close();

  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  const pdfRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/files/')) pdfRequests.push(request.url());
  });
  await enterEmail(page, 'slow.signal@site.example');
  await startFromPortal(page, title);
  const heading = page.getByRole('heading', { name: /^Page \d of 3: / });
  await expect(heading).toHaveAccessibleName('Page 1 of 3: Site rules, at least 3 seconds');
  // On page 1, the PDF of page 2 is fetched already.
  await expect.poll(() => pdfRequests.length).toBe(1);
  await next(page);
  await expect(page.getByRole('img', { name: 'lift-plan.pdf, page 1 of 1' })).toBeVisible();
  // Drawn from the bytes fetched ahead: the document is not fetched again.
  expect(pdfRequests).toHaveLength(1);

  await context.close();
});

test("a page's countdown waits for its document on a slow line", async ({ browser }) => {
  const title = 'Document First Induction';
  const adminContext = await adminSession(browser);
  const { request } = adminContext;
  const induction = (await (await request.post('/api/inductions', { data: { title, description: '' } })).json()) as {
    id: number;
  };
  const upload = await request.post('/api/upload/pdf', {
    multipart: { pdf: { name: 'lift-plan.pdf', mimeType: 'application/pdf', buffer: makePdf() } },
  });
  const pdf = (await upload.json()) as { url: string; name: string };
  const created = await request.post(`/api/inductions/${induction.id}/pages`, {
    data: { title: 'Lift plan', minTimeSeconds: 2, order: 1, content: { type: 'richText', ...pdfContent(pdf) } },
  });
  expect(created.status(), await created.text()).toBe(201);
  expect((await request.put(`/api/inductions/${induction.id}`, { data: { status: 'active' } })).status()).toBe(200);
  await adminContext.close();

  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${pdf.url}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.install();
  await enterEmail(page, 'slow.document@site.example');
  await startFromPortal(page, title);
  const timer = page.getByRole('timer');
  await expect(timer).toHaveAccessibleName('Time for this page: 0:02, from when the document is shown');
  await expect(page.getByText('Loading PDF...')).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(timer).toHaveText('0:02');
  release();
  await expect(page.getByRole('img', { name: 'lift-plan.pdf, page 1 of 1' })).toBeVisible();
  await expect(timer).toHaveAccessibleName('Time left on this page: 0:02');
  await page.clock.runFor(2_500);
  await expect(timer).toHaveAccessibleName('Minimum time reached');
  await context.close();
});

test('a camera photo is made smaller before it is sent, and the upload shows its progress and keeps the worker on the page', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = 'Camera Photo Induction';
  const adminContext = await adminSession(browser);
  await publishInduction(adminContext.request, title);

  // A phone camera's photo: 4000 x 3000, 3.3 MB.
  const photo = await cameraPhoto();
  expect(photo.length).toBeGreaterThan(3_000_000);

  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  await reachCertification(page, title, 'camera.photo@site.example');
  await fillCertification(
    page,
    { firstName: 'Casey', lastName: 'Camera', company: 'Lift Co' },
    { name: 'IMG_4032.jpg', mimeType: 'image/jpeg', buffer: photo },
  );
  // Slow 4G: 150 ms, 1.6 Mbps down, 750 kbps up.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  await submitCertification(page);
  await expect(page.getByRole('progressbar', { name: 'Upload' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();
  await checkScreen(page, '98-certification-uploading');
  await expect(page.getByText('Induction completed').first()).toBeVisible({ timeout: 60_000 });

  await context.close();

  // What was stored: 2000 px on its longest side, a fraction of the camera's file.
  const found = (await (
    await adminContext.request.get('/api/admin/completions?q=camera.photo%40site.example')
  ).json()) as { items: Array<{ identificationUrl: string }> };
  const identification = await (await adminContext.request.get(found.items[0]!.identificationUrl)).body();
  const { width, height, format } = await sharp(identification).metadata();
  expect({ format, width, height }).toEqual({ format: 'jpeg', width: 2000, height: 1500 });
  expect(identification.length).toBeLessThan(photo.length / 2);
  await adminContext.close();
});

test('without a signal the certification is sent when the signal returns, once', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = 'No Signal Induction';
  const adminContext = await adminSession(browser);
  await publishInduction(adminContext.request, title);
  await adminContext.close();

  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/inductee/complete')) answers.push(response.status());
  });
  await reachCertification(page, title, 'no.signal@site.example');
  await fillCertification(page, { firstName: 'Noel', lastName: 'Signal', company: 'Lift Co' });

  // Each language's texts load while there is a signal, as the worker's own language has loaded.
  await checkFitsInEveryLanguage(page, '99-certification-filled');
  // The phone knows it is offline: the certification waits for the signal.
  await context.setOffline(true);
  await submitCertification(page);
  const waiting = page.getByText('No connection. Sending when the signal returns — keep this page open.');
  await expect(waiting).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await checkScreen(page, '99-certification-offline');
  await checkFitsInEveryLanguage(page, '99-certification-offline');
  await context.setOffline(false);
  await expect(page.getByText('Induction completed').first()).toBeVisible();
  expect(answers).toEqual([200]);
  await context.close();
});

test('a certification whose sending fails before it left is sent again by itself', async ({ browser }) => {
  test.setTimeout(120_000);
  const title = 'Dropped Signal Induction';
  const adminContext = await adminSession(browser);
  await publishInduction(adminContext.request, title);
  await adminContext.close();

  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  await reachCertification(page, title, 'dropped.signal@site.example');
  await fillCertification(page, { firstName: 'Dee', lastName: 'Dropped', company: 'Lift Co' });
  // The connection drops under the first try (the phone still thinks it is online).
  let tries = 0;
  await page.route('**/api/inductee/complete', async (route) => {
    tries += 1;
    if (tries === 1) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await submitCertification(page);
  await expect(page.getByText('Induction completed').first()).toBeVisible({ timeout: 30_000 });
  expect(tries).toBe(2);
  await context.close();
});

test('without a signal the player keeps the worker on the page and saves the move when the signal returns', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = 'Lost Signal Induction';
  const adminContext = await adminSession(browser);
  await publishInduction(adminContext.request, title);
  await adminContext.close();

  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  const saves: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'PUT' && response.url().includes('/api/inductee/progress/'))
      saves.push(response.status());
  });
  await enterEmail(page, 'lost.signal@site.example');
  await startFromPortal(page, title);
  const heading = page.getByRole('heading', { name: /^Page \d of 3: / });
  await expect(heading).toHaveAccessibleName('Page 1 of 3: Site rules, at least 3 seconds');
  const nextButton = page.getByRole('button', { name: 'Next' });
  await expect(nextButton).toBeEnabled({ timeout: 15_000 });

  // Each language's texts load while there is a signal, as the worker's own language has loaded.
  await checkFitsInEveryLanguage(page, '100-player-online');
  await context.setOffline(true);
  const banner = page.getByText('Offline — your progress will be saved when you are back online');
  await expect(banner).toBeVisible();
  await nextButton.click();
  // Still on page 1, told calmly; nothing lost.
  await expect(heading).toHaveAccessibleName('Page 1 of 3: Site rules, at least 3 seconds');
  await checkScreen(page, '100-player-offline');
  await checkFitsInEveryLanguage(page, '100-player-offline');
  await context.setOffline(false);
  await expect(heading).toHaveAccessibleName('Page 2 of 3: Lift plan, at least 2 seconds');
  await expect(banner).toHaveCount(0);
  expect(saves).toEqual([200]);
  await context.close();
});

test("the app can be put on a phone's home screen: a manifest with its icons", async ({ page }) => {
  await page.goto('/inductee');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Safety Induction System', start_url: '/inductee', display: 'standalone' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    const { width, height } = await sharp(await image.body()).metadata();
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});

const pdfContent = (pdf: { url: string; name: string }) => ({ pdfUrl: pdf.url, pdfName: pdf.name });
