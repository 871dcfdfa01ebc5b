import { expect, test } from '@playwright/test';
import { enterEmail, next, publishInduction, startFromPortal } from './journey.ts';
import { adminSession, viewports } from './support.ts';

test('the app keeps the induction in progress: a reload without signal shows the page the worker was on', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = 'Offline Reload Induction';
  const adminContext = await adminSession(browser);
  await publishInduction(adminContext.request, title);

  const context = await browser.newContext({ viewport: viewports.phone, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await enterEmail(page, 'offline.reload@site.example');
  // The service worker installs after the first page, then controls the pages that follow.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await startFromPortal(page, title);
  await expect(page.getByRole('heading', { name: /Page 1 of 3/ })).toBeVisible();
  await next(page);
  await expect(page.getByRole('heading', { name: /Page 2 of 3/ })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  const address = page.url();

  await context.setOffline(true);
  // No signal: the server cannot be reached, through the service worker or not.
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'reached',
        () => 'unreachable',
      ),
    ),
  ).toBe('unreachable');
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  expect(page.url()).toBe(address);
  await expect(page.getByRole('heading', { name: /Page 2 of 3/ })).toBeVisible();
  await expect(page.getByText('Lift plan').first()).toBeVisible();
  // The PDF of the page, kept when it was first read.
  await expect(page.locator('canvas').first()).toBeVisible();

  await context.setOffline(false);
  await context.close();
  await adminContext.close();
});
