import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { enterEmail, publishInduction, takeInductionInBrowser } from './journey.ts';
import { admin, checkFitsInEveryLanguage, checkScreen, signIn, viewports } from './support.ts';

test('an administrator finds a completion by company, reads it, and resets it so the worker can start again', async ({
  browser,
}) => {
  // A long journey with an accessibility check and screenshots at two sizes on each of its screens.
  test.setTimeout(150_000);
  const title = 'Tower Crane Records Induction';
  const adminContext = await browser.newContext({ viewport: viewports.desktop });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password);
  await publishInduction(adminPage.request, title);
  // Another induction, without completions, for the filter menu.
  const otherTitle = 'Rigging Records Refresher';
  const other = await adminPage.request.post('/api/inductions', {
    data: { title: otherTitle, description: 'No one has taken it yet.' },
  });
  expect(other.status(), await other.text()).toBe(201);

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

  // The dashboard names its first figure for what it counts, and gives times in the company's zone.
  await adminPage.goto('/admin/portal');
  const figures = adminPage.getByRole('list', { name: 'Summary' });
  await expect(figures.getByRole('listitem').first()).toContainText('Inductions Taken');
  await expect(figures.getByRole('listitem').first()).toContainText('In progress or completed');
  await expect(figures).not.toContainText('Total Inductions');
  await expect(adminPage.getByRole('row').filter({ hasText: 'Łukasz Nowak' }).locator('time').first()).toHaveAttribute(
    'title',
    / at \d{2}:\d{2} AE[DS]T$/,
  );
  await checkScreen(adminPage, '45-dashboard');
  await adminPage.getByRole('link', { name: 'Completed Inductions' }).click();

  // Part of the company name, in another case, finds the completion.
  await adminPage.getByPlaceholder('Search inductees...').fill('ørsted lift');
  const row = adminPage.getByRole('row').filter({ hasText: 'Łukasz Nowak' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Ørsted Lifting Pty');
  await expect(row).toContainText(title);
  await expect(row).toContainText('Valid (12 months)');
  await expect(adminPage.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await expect(adminPage.getByText('1 of 1 pages')).toBeVisible();
  // On the smallest phone the card's badge goes below the name and email rather than squeeze the email
  // into a narrow column, a word or two a line.
  await adminPage.setViewportSize({ width: 320, height: 640 });
  const phoneCard = adminPage.getByRole('list', { name: 'Completed inductions' }).getByRole('listitem').first();
  const emailBox = await phoneCard.getByText('lukasz.nowak@site.example').boundingBox();
  const badgeBox = await phoneCard.getByText('Valid (12 months)').boundingBox();
  expect(badgeBox!.y, 'the badge below the email').toBeGreaterThanOrEqual(emailBox!.y + emailBox!.height);
  expect(emailBox!.height, 'the email on one line').toBeLessThan(30);
  await adminPage.setViewportSize(viewports.desktop);
  // The dates are the company's days (TIME_ZONE, Australia/Sydney here), and the list says so.
  await expect(adminPage.getByText(/^Dates in Australia\/Sydney time \(AE[DS]T\)$/)).toBeVisible();
  // At 1280 px the email stays on one line and the actions on one row.
  const email = row.getByText('lukasz.nowak@site.example');
  const emailLines = await email.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rectangle) => Math.round(rectangle.top))).size;
  });
  expect(emailLines, 'lines of the email at 1280 px').toBe(1);
  const viewTop = (await row.getByRole('button', { name: 'View Łukasz Nowak' }).boundingBox())!.y;
  const resetTop = (await row.getByRole('button', { name: 'Reset Łukasz Nowak' }).boundingBox())!.y;
  expect(resetTop, 'Reset on the row of View').toBe(viewTop);
  const historyTop = (await row.getByRole('button', { name: 'History of Łukasz Nowak' }).boundingBox())!.y;
  expect(historyTop, 'History on the row of View').toBe(viewTop);
  await checkScreen(adminPage, '40-completions-search');

  // The Filter button: the list of this induction only, then with a search too (both must hold).
  await adminPage.getByPlaceholder('Search inductees...').fill('');
  const filterButton = adminPage.getByRole('button', { name: 'Filter by induction' });
  await filterButton.click();
  await expect(adminPage.getByRole('menuitemradio', { name: 'All inductions' })).toBeChecked();
  await checkScreen(adminPage, '43-completions-filter-menu', {
    // Radix renders the open menu at the end of the page, outside the landmarks; it is a labelled menu.
    allowed: ['region'],
  });
  await adminPage.getByRole('menuitemradio', { name: title }).click();
  await expect(adminPage.getByText(`Induction: ${title}`)).toBeVisible();
  await expect(row).toBeVisible();
  await expect(adminPage.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await adminPage.getByPlaceholder('Search inductees...').fill('nowak');
  await expect(row).toBeVisible();
  await checkScreen(adminPage, '44-completions-filtered');

  // Export to CSV: every completion of the search and filter, as a file the browser downloads.
  const csvDownload = adminPage.waitForEvent('download');
  await adminPage.getByRole('button', { name: 'Export to CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^completions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvLines = fs
    .readFileSync(await csv.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csvLines).toHaveLength(2);
  expect(csvLines[0]).toBe(
    'First Name,Last Name,Email,Phone,Company,Emergency Contact,Emergency Phone,Induction,Completed,Expires,Validity,Verification Code,Attempt',
  );
  expect(csvLines[1]).toContain('Łukasz,Nowak,lukasz.nowak@site.example,0400 111 222,Ørsted Lifting Pty');
  // The certificate's code, grouped (issue 13), and the attempt (issue 14) close the line.
  expect(csvLines[1]).toMatch(/,Valid,[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4},1$/);

  // While the file is prepared the button is disabled; a failure says why.
  const exportButton = adminPage.getByRole('button', { name: 'Export to CSV' });
  await adminPage.route('**/api/admin/completions/export?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fulfill({ status: 503, json: { message: 'Database unavailable' } });
  });
  await exportButton.click();
  await expect(exportButton).toBeDisabled();
  await expect(adminPage.getByText('Export failed')).toBeVisible();
  await expect(adminPage.getByText('503: Database unavailable')).toBeVisible();
  await expect(exportButton).toBeEnabled();
  await adminPage.unroute('**/api/admin/completions/export?*');

  // Another induction has no completion of this person; clearing the filter brings it back.
  await filterButton.click();
  await adminPage.getByRole('menuitemradio', { name: otherTitle }).click();
  await expect(adminPage.getByText(`Induction: ${otherTitle}`)).toBeVisible();
  await expect(adminPage.getByText('No matching completions found')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Clear induction filter' }).click();
  await expect(adminPage.getByText(/^Induction: /)).toHaveCount(0);
  await expect(filterButton).toBeFocused();
  await expect(row).toBeVisible();

  // Licences, then the details dialog with every section.
  await row.getByRole('button', { name: 'Download documents of Łukasz Nowak' }).click();
  await adminPage.getByRole('menuitem', { name: 'View License Information' }).click();
  await expect(adminPage.getByText('Licenses retrieved')).toBeVisible();
  await expect(adminPage.getByText(/Retrieved 1 license\(s\) for this inductee/)).toBeVisible();
  await row.getByRole('button', { name: 'View Łukasz Nowak' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Łukasz Nowak' });
  await expect(dialog).toBeVisible();
  for (const text of ['lukasz.nowak@site.example', 'Alex Contact', 'Partner', 'DL-778899', title]) {
    await expect(dialog.getByText(text, { exact: false }).first()).toBeVisible();
  }
  // One spelling and one date format: the licence expiry as typed (2029-03-31) is written like the
  // completion, which gives its time in the company's zone, named.
  await expect(dialog.getByText('March 31, 2029')).toBeVisible();
  await expect(dialog.getByText('2029-03-31')).toHaveCount(0);
  await expect(dialog.getByText(/^[A-Z][a-z]+ \d{2}, \d{4} at \d{2}:\d{2} AE[DS]T$/)).toBeVisible();
  await expect(dialog.getByText('High Risk Work Licence')).toBeVisible();
  await expect(dialog.getByText(/License/)).toHaveCount(0);
  await expect(dialog.getByRole('img', { name: /Signature of Łukasz Nowak/ })).toBeVisible();
  await expect(dialog.getByRole('img', { name: "Driver's Licence front" })).toBeVisible();
  const download = adminPage.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download identification' }).click();
  // Sent as passport.png, stored normalised as JPEG (decision 18).
  expect((await download).suggestedFilename()).toBe('identification-Łukasz-Nowak.jpg');
  // The stored signature and files, read back, are the ones sealed at completion.
  await dialog.getByRole('button', { name: 'Check files' }).click();
  await expect(dialog.getByText(/^All \d+ files match the sealed record \(checked on /)).toBeVisible();
  await checkScreen(adminPage, '41-completion-details');

  // Each document, generated locally and through the storage, opens in a new tab as a PDF.
  await adminPage.keyboard.press('Escape');
  const kinds = { Certificate: 'certificate', 'Standard Report': 'report', 'Detailed Summary': 'summary' } as const;
  for (const [document, kind] of Object.entries(kinds)) {
    for (const where of ['Local Download', 'Cloud Download']) {
      const what = `${where} of the ${document}`;
      await row.getByRole('button', { name: 'Download documents of Łukasz Nowak' }).click();
      if (kind === 'certificate' && where === 'Local Download') {
        await checkScreen(adminPage, '42-download-menu', {
          // Radix renders the open menu at the end of the page, outside the landmarks; it is a labelled menu.
          allowed: ['region'],
        });
      }
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

  // Reset, after the spec's confirmation, with a reason: the completion stays, marked reset (issue 14).
  await row.getByRole('button', { name: 'View Łukasz Nowak' }).click();
  await dialog.getByRole('button', { name: 'Reset Induction Łukasz Nowak' }).click();
  const confirm = adminPage.getByRole('alertdialog', { name: 'Reset induction' });
  await expect(confirm).toContainText(
    'Are you sure you want to reset the induction progress for Łukasz Nowak? This will allow them to retake the induction, but they will lose all current progress.',
  );
  await expect(confirm).toContainText('This completion and its documents stay on record, marked reset.');
  await confirm.getByLabel('Reason (optional)').fill('Inducted under the wrong company');
  await checkScreen(adminPage, '46-reset-with-reason');
  await confirm.getByRole('button', { name: 'Reset' }).click();
  await expect(adminPage.getByText('Induction Reset', { exact: true })).toBeVisible();
  await expect(
    adminPage.getByText('The induction has been reset for Łukasz Nowak. They can now retake it.'),
  ).toBeVisible();
  await adminPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Reset');
  await expect(row.getByRole('button', { name: 'Reset Łukasz Nowak' })).toHaveCount(0);

  // The worker's card says so and offers to take it again: a new attempt, from the first page.
  await enterEmail(worker, 'lukasz.nowak@site.example');
  const card = worker.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('An administrator reset this induction. Please take it again.')).toBeVisible();
  // Its withdrawn certificate is no longer offered to show at the gate.
  await expect(card.getByRole('button', { name: /Certificate/ })).toHaveCount(0);
  await checkScreen(worker, '34-portal-take-again');
  await checkFitsInEveryLanguage(worker, '34-portal-take-again');
  await card.getByRole('button', { name: `Take again ${title}` }).click();
  await expect(worker).toHaveURL(/\/inductee\/progress\/\d+$/);
  await expect(worker.getByText('Page 1 of')).toBeVisible();

  // History lists every completed attempt: here the first, reset, whose documents can still be downloaded.
  await row.getByRole('button', { name: 'History of Łukasz Nowak' }).click();
  const history = adminPage.getByRole('dialog', { name: 'History of Łukasz Nowak' });
  const attempt = history.getByRole('listitem').filter({ hasText: 'Attempt 1' });
  await expect(attempt).toContainText('Reset');
  await expect(attempt).toContainText(`by ${admin.name}: Inducted under the wrong company`);
  await checkScreen(adminPage, '47-attempt-history');
  await attempt.getByRole('button', { name: 'Download documents of attempt 1' }).click();
  const certificate = adminPage.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/certificate'),
  );
  const certificateTab = adminPage.waitForEvent('popup');
  await adminPage.getByRole('menuitem', { name: 'Local Download of the Certificate' }).click();
  expect((await certificate).status()).toBe(200);
  await (await certificateTab).close();
  await workerContext.close();
  await adminContext.close();
});
