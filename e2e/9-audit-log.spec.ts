import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { publishInduction } from './journey.ts';
import { admin, checkScreen, signIn, viewports } from './support.ts';

/** A UTC day `days` from today, as the date fields take it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The entries shown: the cards on a phone, the table's rows on a desktop. */
const entries = (page: Page) =>
  page
    .getByRole('list', { name: 'Audit log entries' })
    .getByRole('listitem')
    .or(
      page
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') }),
    )
    .filter({ visible: true });

test('an administrator reads the audit log, filters it by action, admin, target and days, and exports it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const title = 'Audit Trail Induction';
  const context = await browser.newContext({ viewport: viewports.desktop });
  const page = await context.newPage();

  // A wrong password, then the right one; an induction published and then renamed.
  const refused = await page.request.post('/api/auth/login', {
    data: { email: admin.email, password: 'Not-the-password-1' },
  });
  expect(refused.status()).toBe(401);
  await signIn(page, admin.email, admin.password);
  const induction = await publishInduction(page.request, title);
  const renamed = await page.request.put(`/api/inductions/${induction.id}`, { data: { title: `${title} 2026` } });
  expect(renamed.status()).toBe(200);

  await page.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 2 })).toBeVisible();
  await expect(entries(page).first()).toContainText('Induction edited');
  await expect(entries(page).first()).toContainText(`${title} 2026 (induction ${induction.id})`);
  await expect(entries(page).first()).toContainText('fields: title');
  await checkScreen(page, '80-audit-log');

  // By action: the refused sign-in, with the email tried.
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Sign-in failed' });
  await expect(entries(page).first()).toContainText('Sign-in failed');
  await expect(entries(page).first()).toContainText(admin.email);
  await expect(entries(page)).not.toContainText(['Induction']);

  // By target: everything done to the induction, newest first.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Target', { exact: true }).fill(`induction:${induction.id}`);
  // The three pages of publishInduction were each a change of pages.
  const actions = [
    'Induction edited',
    'Induction published',
    'Pages changed',
    'Pages changed',
    'Pages changed',
    'Induction created',
  ];
  await expect(entries(page)).toHaveCount(actions.length);
  for (const [index, action] of actions.entries()) await expect(entries(page).nth(index)).toContainText(action);

  // By admin and by days.
  await page.getByLabel('Admin', { exact: true }).fill('someone-else@');
  await expect(page.getByText('No entries match these filters')).toBeVisible();
  await page.getByLabel('Admin', { exact: true }).fill(admin.email);
  await expect(entries(page)).toHaveCount(actions.length);
  await page.getByLabel('From', { exact: true }).fill(dayFromToday(-1));
  await page.getByLabel('To', { exact: true }).fill(dayFromToday(1));
  await expect(entries(page)).toHaveCount(actions.length);
  await page.getByLabel('From', { exact: true }).fill(dayFromToday(2));
  await page.getByLabel('To', { exact: true }).fill(dayFromToday(3));
  await expect(page.getByText('No entries match these filters')).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('');
  await page.getByLabel('To', { exact: true }).fill('');
  await expect(entries(page)).toHaveCount(actions.length);

  // Export to CSV: the entries of the filters shown.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await csv.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'When,When (UTC),Admin ID,Admin Email,Action,Target Type,Target ID,Target,Client Address,Details',
  );
  expect(lines.slice(1).map((line) => actions.find((action) => line.includes(`,${action},`)))).toEqual(actions);

  // The export itself is in the log.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByLabel('Action', { exact: true }).selectOption({ label: 'Audit log exported' });
  await expect(entries(page)).toHaveCount(1);

  await page.setViewportSize(viewports.phone);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(entries(page).first()).toContainText('Audit log exported');
  await checkScreen(page, '81-audit-log-phone');

  // On a phone the tabs scroll sideways, and the current one is scrolled into sight.
  await page.reload();
  const tabs = page.getByRole('navigation', { name: 'Admin portal' });
  await expect(tabs.getByRole('link', { name: 'Audit Log' })).toBeInViewport({ ratio: 1 });
  await expect(tabs.getByRole('link', { name: 'Dashboard' })).not.toBeInViewport({ ratio: 1 });
  await context.close();
});
