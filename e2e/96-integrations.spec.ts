import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { admin, checkScreen, registerAdmin, signIn, viewports } from './support.ts';

test('a super admin makes an API token, copies it once, another system reads with it, and it is revoked', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: viewports.desktop });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const page = await context.newPage();
  await signIn(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Integrations' }).click();
  await expect(page.getByRole('heading', { name: 'API Tokens' })).toBeVisible();
  await expect(page.getByText('No API tokens yet')).toBeVisible();

  await page.getByRole('button', { name: 'New API Token' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create Token' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Choose at least one scope')).toBeVisible();
  await dialog.getByLabel('Name').fill('Payroll');
  await dialog.getByRole('checkbox', { name: /completions:read/ }).check();
  await checkScreen(page, '96-new-api-token');
  await dialog.getByRole('button', { name: 'Create Token' }).click();

  await expect(dialog.getByRole('heading', { name: 'Copy the token of Payroll' })).toBeVisible();
  const secret = await dialog.getByLabel('API token').inputValue();
  expect(secret).toMatch(/^csi_[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await checkScreen(page, '96-api-token-shown-once');
  await page.screenshot({ path: 'test-results/screenshots/96-api-token-shown-once.png' });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Listed by its prefix only: the token itself is nowhere on the page any more.
  const row = page.getByRole('row').filter({ hasText: 'Payroll' });
  await expect(row).toContainText(secret.slice(0, 12));
  await expect(row).toContainText('completions:read');
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Active');
  expect(await page.content()).not.toContain(secret.slice(12));

  // Another system reads the completions with it, and nothing else.
  const other = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
  const completions = await other.get('/api/admin/completions');
  expect(completions.status()).toBe(200);
  expect(await completions.json()).toMatchObject({ page: 1 });
  expect((await other.get('/api/admin/settings/reminders')).status()).toBe(403);
  await page.reload();
  await expect(row).not.toContainText('Never');

  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: `test-results/screenshots/96-api-tokens-${viewport.width}.png`,
      fullPage: true,
    });
  }
  await checkScreen(page, '96-api-tokens');

  await row.getByRole('button', { name: 'Revoke Payroll' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Payroll (${secret.slice(0, 12)}…) will be refused from now on`);
  await confirm.getByRole('button', { name: 'Revoke Token' }).click();
  await expect(page.getByText('Token revoked')).toBeVisible();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: 'Revoke Payroll' })).toHaveCount(0);
  const refused = await other.get('/api/admin/completions');
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: 'The API token is not valid: it is unknown, revoked or expired' });
  await other.dispose();
  await context.close();
});

test('the API is described at /api/docs, served by the app itself', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (sent) => {
    if (!sent.url().startsWith(baseURL)) foreign.push(sent.url());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Crane Safety Induction API/ })).toBeVisible();
  await expect(page.getByText('/api/admin/completions').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/96-api-docs.png' });
  expect(foreign).toEqual([]);
});

test('a super admin registers a webhook, sends a test event, and reads the delivery log', async ({ browser }) => {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let status = 503;
  /** While set, the receiver keeps its answers back until the test lets them go. */
  let heldAnswers: (() => void)[] | undefined;
  const receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const answer = () => response.writeHead(status).end();
      if (heldAnswers) heldAnswers.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  const context = await browser.newContext({ viewport: viewports.desktop });
  const page = await context.newPage();
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/integrations');
  await expect(page.getByText('No webhooks yet')).toBeVisible();
  await page.getByRole('button', { name: 'New Webhook' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Endpoint address').fill(url);
  await dialog.getByLabel('Description (optional)').fill('Site sign-in system');
  await dialog.getByRole('checkbox', { name: /completion\.created/ }).check();
  await dialog.getByRole('checkbox', { name: /completion\.revoked/ }).check();
  await checkScreen(page, '96-new-webhook');
  await dialog.getByRole('button', { name: 'Register Webhook' }).click();
  await expect(dialog.getByRole('heading', { name: 'Copy the signing secret' })).toBeVisible();
  const secret = await dialog.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await dialog.getByRole('button', { name: 'Done' }).click();

  const card = page.getByRole('listitem').filter({ hasText: url });
  await expect(card).toContainText('Site sign-in system');
  await expect(card).toContainText('completion.created');
  // The receiver is down: the test event waits for its next try, and the log says why.
  await card.getByRole('button', { name: 'Send Test Event' }).click();
  await expect(page.getByText('Test event sent')).toBeVisible();
  const log = card.getByRole('table', { name: `Deliveries to ${url}` });
  await expect(async () => {
    await page.reload();
    await card.getByRole('button', { name: 'Delivery Log' }).click();
    await expect(log.getByRole('row').nth(1)).toContainText('503', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(log.getByRole('row').nth(1)).toContainText('Pending');
  await expect(log.getByRole('row').nth(1)).toContainText('webhook.test');
  expect(received).toHaveLength(1);
  expect(received[0]!.headers['webhook-signature']).toMatch(/^v1,/);
  expect(JSON.parse(received[0]!.body)).toMatchObject({ type: 'webhook.test' });

  // Up again, but slow to answer: the log shows the test event being sent, and watches it until it is
  // delivered.
  status = 200;
  heldAnswers = [];
  await card.getByRole('button', { name: 'Send Test Event' }).click();
  await expect(log.getByRole('row').nth(1)).toContainText('Being sent now', { timeout: 15_000 });
  await expect.poll(() => heldAnswers!.length, { timeout: 15_000 }).toBe(1);
  await page.setViewportSize(viewports.phone);
  await page.screenshot({ path: 'test-results/screenshots/96-webhook-being-sent-390.png', fullPage: true });
  await page.setViewportSize(viewports.desktop);
  for (const answer of heldAnswers) answer();
  heldAnswers = undefined;
  await expect(log.getByRole('row').filter({ hasText: 'Delivered' })).toHaveCount(1, { timeout: 15_000 });
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `test-results/screenshots/96-webhooks-${viewport.width}.png`, fullPage: true });
  }
  await checkScreen(page, '96-webhook-delivery-log');
  // Resend the delivered one: the receiver sees the same webhook-id again.
  await log
    .getByRole('row')
    .filter({ hasText: 'Delivered' })
    .getByRole('button', { name: /^Resend/ })
    .click();
  await expect(page.getByText('Sent again')).toBeVisible();
  const deliveredId = received[1]!.headers['webhook-id'];
  await expect
    .poll(() => received.filter((request) => request.headers['webhook-id'] === deliveredId).length, {
      timeout: 15_000,
    })
    .toBe(2);

  await card.getByRole('button', { name: `Delete webhook ${url}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Webhook' }).click();
  await expect(page.getByText('Webhook deleted')).toBeVisible();
  await expect(page.getByText('No webhooks yet')).toBeVisible();
  await context.close();
  receiver.closeAllConnections();
  receiver.close();
});

test('deactivating a super admin names the API token they made, which keeps working, and leads to Integrations', async ({
  browser,
  page,
}) => {
  const maker = { name: 'Cy Integrator', email: 'cy.integrator@crane.example', password: 'Cy-password-12' };
  await signIn(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Admin Users' }).click();
  await registerAdmin(page, { ...maker, role: 'Super Admin' });

  // Cy makes a token for the HR system on their own computer.
  const cysContext = await browser.newContext({ viewport: viewports.desktop });
  const cysPage = await cysContext.newPage();
  await signIn(cysPage, maker.email, maker.password);
  await cysPage.getByRole('link', { name: 'Integrations' }).click();
  await cysPage.getByRole('button', { name: 'New API Token' }).click();
  const tokenDialog = cysPage.getByRole('dialog');
  await tokenDialog.getByLabel('Name').fill('HR system');
  await tokenDialog.getByRole('checkbox', { name: /licences:read/ }).check();
  await tokenDialog.getByRole('button', { name: 'Create Token' }).click();
  const secret = await tokenDialog.getByLabel('API token').inputValue();
  await tokenDialog.getByRole('button', { name: 'Done' }).click();
  await cysContext.close();

  await page.reload();
  const openConfirmation = async () => {
    await page.getByRole('button', { name: `Deactivate ${maker.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Deactivate this admin?' });
    await expect(confirm).toContainText('These keep working after the deactivation:');
    await expect(confirm).toContainText(`API token “HR system” (${secret.slice(0, 12)}…)`);
    return confirm;
  };
  // The dialog leads to Integrations, where the token is listed with its maker.
  await (await openConfirmation()).getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/admin\/integrations$/);
  await expect(page.getByRole('row').filter({ hasText: 'HR system' })).toContainText(maker.name);

  await page.getByRole('link', { name: 'Admin Users' }).click();
  const confirm = await openConfirmation();
  await checkScreen(page, '96-deactivate-admin-with-token');
  await confirm.getByRole('button', { name: 'Deactivate Admin' }).click();
  await expect(page.getByText('Admin deactivated')).toBeVisible();

  // The token still reads, as the dialog said.
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${secret}` } });
  expect((await api.get('/api/admin/licences')).status()).toBe(200);
  await api.dispose();
});
