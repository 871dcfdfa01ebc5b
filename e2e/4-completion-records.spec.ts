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
  await row.getByRole('button', { name: 'Download documents of Łukasz Nowak' }).click();
  await adminPage.getByRole('menuitem', { name: 'View License Information' }).click();
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
  await dialog.getByRole('button', { name: 'Download identification' }).click();
  expect((await download).suggestedFilename()).toBe('identification-Łukasz-Nowak.png');
  await checkScreen(adminPage, '41-completion-details');

  // Each document, generated locally and through the storage, opens in a new tab as a PDF.
  await adminPage.keyboard.press('Escape');
  const kinds = { Certificate: 'certificate', 'Standard Report': 'report', 'Detailed Summary': 'summary' } as const;
  for (const [document, kind] of Object.entries(kinds)) {
    for (const where of ['Local Download', 'Cloud Download']) {
      const what = `${where} of the ${document}`;
      await row.getByRole('button', { name: 'Download documents of Łukasz Nowak' }).click();
      if (kind === 'certificate' && where === 'Local Download') await checkScreen(adminPage, '42-download-menu');
      const answer = adminPage.waitForResponse((response) => new URL(response.url()).pathname.endsWith(`/${kind}`));
      const popup = adminPage.waitForEvent('popup');
      await adminPage.getByRole('menuitem', { name: what }).click();
      const [response, tab] = await Promise.all([answer, popup]);
      expect(response.status(), what).toBe(200);
      let pdf: Buffer;
      if (where === 'Local Download') {
        expect(response.headers()['content-type'], what).toBe('application/pdf');
        // The page read the body into its blob; the same address gives the bytes to check.
        pdf = await (await adminPage.request.get(response.url())).body();
        await expect.poll(() => tab.url(), { message: what }).toMatch(/^blob:/);
      } else {
        const { url } = (await response.json()) as { url: string };
        pdf = await (await adminPage.request.get(url)).body();
        await expect.poll(() => tab.url(), { message: what }).toContain('/api/files/signed/documents/');
      }
      expect(pdf.subarray(0, 5).toString('latin1'), what).toBe('%PDF-');
      await tab.close();
    }
  }

  // Reset, after the spec's confirmation.
  await row.getByRole('button', { name: 'View Łukasz Nowak' }).click();
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
