import { expect, test } from '@playwright/test';
import { enterEmail, publishInduction, takeInductionInBrowser } from './journey.ts';
import { admin, checkScreen, signIn, viewports } from './support.ts';

test('an administrator finds a completion by company, reads it, and resets it so the worker can start again', async ({
  browser,
}) => {
  const title = 'Tower Crane Records Induction';
  const adminContext = await browser.newContext({ viewport: viewports.desktop });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password);
  await publishInduction(adminPage.request, title);

  // Before any completion of this induction, the tab says so for a search that matches nothing.
  await adminPage.getByRole('link', { name: 'Completed Inductions' }).click();
  await expect(adminPage.getByRole('heading', { name: 'Completed Inductions' })).toBeVisible();
  await adminPage.getByPlaceholder('Search inductees...').fill('Ørsted Lifting');
  await expect(adminPage.getByText('No matching completions found')).toBeVisible();

  const workerContext = await browser.newContext({ viewport: viewports.phone });
  const worker = await workerContext.newPage();
  await takeInductionInBrowser(worker, title, {
    email: 'lukasz.nowak@site.example',
    firstName: 'Łukasz',
    lastName: 'Nowak',
    company: 'Ørsted Lifting Pty',
  });

  // Part of the company name, in another case, finds the completion.
  await adminPage.reload();
  await adminPage.getByPlaceholder('Search inductees...').fill('ørsted lift');
  const row = adminPage.getByRole('row').filter({ hasText: 'Łukasz Nowak' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Ørsted Lifting Pty');
  await expect(row).toContainText(title);
  await expect(row).toContainText('Valid (12 months)');
  await expect(adminPage.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await expect(adminPage.getByText('1 of 1 pages')).toBeVisible();
  await checkScreen(adminPage, '40-completions-search');

  // Licences, then the details dialog with every section.
  await row.getByRole('button', { name: 'View License Information of Łukasz Nowak' }).click();
  await expect(adminPage.getByText('Licenses retrieved')).toBeVisible();
  await expect(adminPage.getByText(/Retrieved 1 license\(s\) for this inductee/)).toBeVisible();
  await row.getByRole('button', { name: 'View Łukasz Nowak' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Łukasz Nowak' });
  await expect(dialog).toBeVisible();
  for (const text of ['lukasz.nowak@site.example', 'Alex Contact', 'Partner', 'DL-778899', '2029-03-31', title]) {
    await expect(dialog.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(dialog.getByRole('img', { name: /Signature of Łukasz Nowak/ })).toBeVisible();
  await expect(dialog.getByRole('img', { name: "Driver's Licence front" })).toBeVisible();
  const download = adminPage.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('identification-Łukasz-Nowak.png');
  await checkScreen(adminPage, '41-completion-details');

  // Reset, after the spec's confirmation.
  await dialog.getByRole('button', { name: 'Reset Induction Łukasz Nowak' }).click();
  const confirm = adminPage.getByRole('alertdialog', { name: 'Reset induction' });
  await expect(confirm).toContainText(
    'Are you sure you want to reset the induction progress for Łukasz Nowak? This will allow them to retake the induction, but they will lose all current progress.',
  );
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(adminPage.getByText('Induction reset')).toBeVisible();
  await expect(adminPage.getByText('No matching completions found')).toBeVisible();

  // The worker starts again from the portal.
  await enterEmail(worker, 'lukasz.nowak@site.example');
  const card = worker.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByRole('button', { name: `Start ${title}` })).toBeVisible();
  await expect(card.getByText('0% Complete')).toBeVisible();
  await workerContext.close();
  await adminContext.close();
});
