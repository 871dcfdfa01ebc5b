import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { drawSignature, enterEmail, next, pngPhoto, publishInduction } from './journey.ts';
import { admin, checkFitsInEveryLanguage, checkScreen, mailsTo, picker, signIn, viewports } from './support.ts';

const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: pngPhoto });

/** The worker reads the three pages of publishInduction and fills in their details, without licences. */
async function readAndFillDetails(
  page: Page,
  title: string,
  person: { email: string; firstName: string },
  required?: string,
) {
  await enterEmail(page, person.email);
  const card = page.getByRole('listitem').filter({ hasText: title });
  await card.getByRole('button', { name: `Start ${title}` }).click();
  if (required) await expect(page.getByText(required)).toBeVisible();
  await next(page);
  await next(page);
  await page.getByRole('radio', { name: 'Outside the exclusion zone' }).check();
  await drawSignature(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Acknowledgment Complete')).toBeVisible();
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill('Operator');
  await page.getByLabel('Phone').first().fill('0400 111 222');
  await page.getByLabel('Company').fill('Heavy Lift Co');
  await page.getByLabel('Emergency Contact Name').fill('Alex Contact');
  await page.getByLabel('Emergency Contact Phone').fill('0400 333 444');
  await page.getByLabel('Relationship').fill('Partner');
  await page.getByLabel("Identification (driver's licence or passport)").setInputFiles(photo('passport.png'));
  await page.getByLabel(/I confirm that I have read/).check();
}

test('an administrator requires a crane licence, and the worker gives it with its classes', async ({ browser }) => {
  test.setTimeout(150_000);
  const title = 'Slewing Crane Operator Induction';
  const adminContext = await browser.newContext({ viewport: viewports.desktop });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password);
  const induction = await publishInduction(adminPage.request, title);

  // The builder's details step: a high risk work licence holding C2 or C6.
  await adminPage.goto(`/admin/inductions/${induction.id}/details`);
  await adminPage.getByRole('button', { name: 'Require a High Risk Work Licence' }).click();
  const requirement = adminPage.getByRole('group', { name: 'A high risk work licence' });
  await requirement.getByLabel('C2 Slewing mobile crane (up to 20 t)').check();
  await adminPage
    .getByRole('group', { name: 'A high risk work licence with class C2' })
    .getByLabel('C6 Slewing mobile crane (up to 60 t)')
    .check();
  await expect(
    adminPage.getByRole('group', { name: 'A high risk work licence with at least one of the classes C2 or C6' }),
  ).toBeVisible();
  await checkScreen(adminPage, '90-builder-required-licences');
  await adminPage.getByRole('button', { name: 'Update Induction' }).click();
  await expect(adminPage.getByText('Induction updated')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Publish Induction' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(adminPage.getByText('Induction published')).toBeVisible();

  // The worker is told on the card and on the first page, and the form refuses a licence without them.
  const workerContext = await browser.newContext({ viewport: viewports.phone });
  const worker = await workerContext.newPage();
  await readAndFillDetails(
    worker,
    title,
    { email: 'kai.operator@site.example', firstName: 'Kai' },
    'A high risk work licence with at least one of the classes C2 or C6',
  );
  await expect(worker.getByLabel('I hold a High Risk Work Licence')).toBeChecked();
  const hrwl = worker.getByRole('group', { name: 'High Risk Work Licence (HRWL)' });
  await hrwl.getByLabel('HRWL Number').fill('HRW 445566');
  await hrwl.getByLabel('Expiry Date').fill('2030-08-31');
  await hrwl.getByLabel('Issuing State or Territory').selectOption('QLD');
  await hrwl.getByLabel('Front image').setInputFiles(photo('hrwl-front.png'));
  await hrwl.getByLabel('Back image').setInputFiles(photo('hrwl-back.png'));
  await hrwl.getByLabel('DG Dogging').check();
  await worker.getByRole('button', { name: 'Complete Induction' }).click();
  await expect(worker.getByRole('alert').filter({ hasText: 'none of C2 or C6 is ticked' })).toBeVisible();
  await checkScreen(worker, '91-required-licence-missing');

  await hrwl.getByLabel('C6 Slewing mobile crane (up to 60 t)').check();
  await worker.getByRole('button', { name: 'Complete Induction' }).click();
  await expect(worker.getByText('Induction completed').first()).toBeVisible();
  await workerContext.close();
  await adminContext.close();
});

test('an administrator verifies one licence and rejects another, and the worker uploads it again through the link', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const title = 'Dogging and Rigging Induction';
  const email = 'lee.dogman@site.example';
  const adminContext = await browser.newContext({ viewport: viewports.desktop });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password);
  await publishInduction(adminPage.request, title);

  // The worker gives a driver's licence and a high risk work licence (DG).
  const workerContext = await browser.newContext({ viewport: viewports.phone });
  const worker = await workerContext.newPage();
  await readAndFillDetails(worker, title, { email, firstName: 'Lee' });
  await worker.getByLabel("I hold a driver's licence").check();
  const drivers = worker.getByRole('group', { name: "Driver's licence" });
  await drivers.getByLabel("Driver's Licence Number").fill('DL 123456');
  await drivers.getByLabel('Expiry Date').fill('2031-02-28');
  await drivers.getByLabel('Front image').setInputFiles(photo('dl-front.png'));
  await worker.getByLabel('I hold a High Risk Work Licence').check();
  const hrwl = worker.getByRole('group', { name: 'High Risk Work Licence (HRWL)' });
  await hrwl.getByLabel('HRWL Number').fill('HRW 998877');
  await hrwl.getByLabel('Expiry Date').fill('2030-08-31');
  await hrwl.getByLabel('Issuing State or Territory').selectOption('NSW');
  await hrwl.getByLabel('DG Dogging').check();
  await hrwl.getByLabel('Front image').setInputFiles(photo('hrwl-front.png'));
  await hrwl.getByLabel('Back image').setInputFiles(photo('hrwl-back.png'));
  await worker.getByRole('button', { name: 'Complete Induction' }).click();
  await expect(worker.getByText('Induction completed').first()).toBeVisible();

  // The administrator checks both in the completion's details.
  await adminPage.goto('/admin/completions');
  await adminPage.getByPlaceholder('Search inductees...').fill('lee.dogman');
  await adminPage.getByRole('row').filter({ hasText: email }).getByRole('button', { name: /View/ }).click();
  const details = adminPage.getByRole('dialog', { name: 'Lee Operator' });
  const driversLicence = details.getByRole('article', { name: "Driver's licence" });
  await expect(driversLicence).toContainText('Pending');
  await expect(driversLicence).toContainText('No photo of the back');
  await driversLicence.getByRole('button', { name: 'Verify' }).click();
  await expect(adminPage.getByText('Licence verified')).toBeVisible();
  await expect(driversLicence).toContainText(`Verified`);
  await expect(driversLicence).toContainText(`by ${admin.name}`);
  const hrwlLicence = details.getByRole('article', { name: 'High risk work licence' });
  await expect(hrwlLicence).toContainText('DG Dogging');
  await expect(hrwlLicence.getByRole('img', { name: 'High risk work licence front' })).toBeVisible();
  await expect(hrwlLicence.getByRole('img', { name: 'High risk work licence back' })).toBeVisible();
  await checkScreen(adminPage, '92-licence-review');
  await hrwlLicence.getByRole('button', { name: 'Reject' }).click();
  const reject = adminPage.getByRole('dialog', { name: 'Reject High risk work licence' });
  await reject.getByLabel('Reason').fill('no');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('The reason must be at least 3 characters')).toBeVisible();
  await reject.getByLabel('Reason').fill('The photo of the back is blurred');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(adminPage.getByText('Licence rejected')).toBeVisible();
  await expect(hrwlLicence).toContainText('The photo of the back is blurred');

  // The worker follows the emailed link, once.
  let link: string | undefined;
  await expect
    .poll(() => (link = /(http:\/\/\S+\/licence-upload\/[A-Za-z0-9_-]+)/.exec(mailsTo(email).join('\n'))?.[1]), {
      timeout: 20_000,
    })
    .toBeTruthy();
  await worker.goto(link!);
  await expect(worker.getByRole('heading', { name: 'Upload your high risk work licence again' })).toBeVisible();
  await expect(worker.getByText('The photo of the back is blurred')).toBeVisible();
  await worker.getByRole('button', { name: 'Send licence' }).click();
  await expect(worker.getByText('Enter the expiry date', { exact: true })).toBeVisible();
  await expect(worker.getByText('Add a photo of the front of the licence')).toBeVisible();
  await checkScreen(worker, '93-licence-upload');
  await checkFitsInEveryLanguage(worker, '93-licence-upload');
  // In Arabic too: the page mirrors and passes axe (issue 16).
  await picker(worker).selectOption('ar');
  await expect(worker.locator('html')).toHaveAttribute('dir', 'rtl');
  await checkScreen(worker, '90-licence-upload-arabic');
  await picker(worker).selectOption('en');
  await expect(worker.locator('html')).toHaveAttribute('dir', 'ltr');
  await worker.getByLabel('Expiry Date').fill('2031-08-31');
  await worker.getByLabel('RB Basic rigging').check();
  await worker.getByLabel('Front image').setInputFiles(photo('new-front.png'));
  await worker.getByLabel('Back image').setInputFiles(photo('new-back.png'));
  await worker.getByRole('button', { name: 'Send licence' }).click();
  await expect(worker.getByText('Thank you, your licence was sent')).toBeVisible();
  await worker.goto(link!);
  await expect(worker.getByRole('alert')).toContainText('has been used already');
  // In the worker's language, and for a link that a mail client cut short too (decision 36).
  await picker(worker).selectOption('es');
  await worker.reload();
  await expect(worker.getByRole('alert')).toHaveText(
    'Este enlace ya se usó: la licencia se envió. Cada enlace funciona una sola vez.',
  );
  await worker.goto(link!.slice(0, -25));
  await expect(worker.getByRole('alert')).toHaveText(
    'Este enlace no es válido. Use el enlace del correo más reciente o pregunte en la oficina de la obra.',
  );
  await checkScreen(worker, '90-licence-link-cut-short-spanish');
  await picker(worker).selectOption('en');

  // The new licence waits for a check; the rejected one is kept, replaced.
  await adminPage.reload();
  await adminPage.getByPlaceholder('Search inductees...').fill('lee.dogman');
  await adminPage.getByRole('row').filter({ hasText: email }).getByRole('button', { name: /View/ }).click();
  const uploaded = details.getByRole('article', { name: 'High risk work licence', exact: true });
  await expect(uploaded).toContainText('Uploaded again');
  await expect(uploaded).toContainText('RB Basic rigging');
  await expect(uploaded).toContainText('Pending');
  await expect(details.getByRole('article', { name: 'High risk work licence (replaced)' })).toContainText('Rejected');
  // The photos sent through the link read back as the worker sent them.
  await uploaded.getByRole('button', { name: 'Check photos' }).click();
  await expect(uploaded).toContainText('Both photos match the ones sent');
  await checkScreen(adminPage, '90-licence-photos-checked');
  await adminPage.keyboard.press('Escape');

  // The dashboard's figure opens the register filtered to licences waiting for a check.
  await adminPage.getByRole('link', { name: 'Dashboard' }).click();
  await adminPage.getByRole('link', { name: /Licences Pending Verification/ }).click();
  await expect(adminPage).toHaveURL(/\/admin\/licences\?status=pending$/);
  await expect(adminPage.getByLabel('Status')).toHaveValue('pending');
  const rows = adminPage.getByRole('row');
  await expect(rows.filter({ hasText: email })).toHaveCount(1);
  await expect(rows.filter({ hasText: email })).toContainText('High risk work licence: DG, RB');
  // Filters: class, search, status; the verified driver's licence is there once the status is cleared.
  await adminPage.getByLabel('Class').selectOption('RB');
  await adminPage.getByLabel('Search').fill('lee.dogman');
  await expect(rows.filter({ hasText: email })).toHaveCount(1);
  await adminPage.getByLabel('Class').selectOption('');
  await adminPage.getByLabel('Status').selectOption('verified');
  await expect(rows.filter({ hasText: email })).toContainText("Driver's licence");
  await adminPage.getByLabel('Expiry').selectOption('expired');
  await expect(adminPage.getByText('No licences match these filters')).toBeVisible();
  await adminPage.getByLabel('Expiry').selectOption('');
  await checkScreen(adminPage, '94-licence-register');

  // Export to CSV: the matches of the filters shown.
  const download = adminPage.waitForEvent('download');
  await adminPage.getByRole('button', { name: 'Export to CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^licences-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await csv.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`Lee,Operator,${email},Heavy Lift Co,Driver's licence,,DL 123456`);

  // Reviewed from the register.
  await adminPage.getByLabel('Status').selectOption('pending');
  await rows
    .filter({ hasText: email })
    .getByRole('button', { name: /Review High risk work licence/ })
    .click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Verify' }).click();
  await expect(adminPage.getByText('Licence verified')).toBeVisible();
  await expect(rows.filter({ hasText: email })).toHaveCount(0);
  await workerContext.close();
  await adminContext.close();
});

test('an administrator sets the reminders and sends the digest to themselves', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/settings?tab=reminders');
  await expect(page.getByRole('tab', { name: 'Reminders' })).toHaveAttribute('aria-selected', 'true');
  const days = page.getByLabel('Days before (comma separated)');
  await expect(days).toHaveValue('30, 7');
  await days.fill('14, ten');
  await page.getByRole('button', { name: 'Save Reminder Settings' }).click();
  await expect(page.getByText('Give whole numbers of days, separated by commas')).toBeVisible();
  await days.fill('14, 3');
  await page.getByRole('switch', { name: /Remind workers before a licence expires/ }).click();
  await page.getByLabel('Digest day').selectOption('Friday');
  await page.getByRole('button', { name: 'Save Reminder Settings' }).click();
  await expect(page.getByText('Reminder settings saved')).toBeVisible();
  await checkScreen(page, '95-reminder-settings');
  await page.reload();
  await expect(page.getByLabel('Days before (comma separated)')).toHaveValue('14, 3');
  await expect(page.getByRole('switch', { name: /Remind workers before a licence expires/ })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.getByLabel('Digest day')).toHaveValue('5');

  await page.getByRole('button', { name: 'Send digest now' }).click();
  await expect(page.getByText(`The digest was emailed to ${admin.email}.`)).toBeVisible();
  await expect
    .poll(() => mailsTo(admin.email).some((mail) => mail.includes('Subject: Weekly digest')), { timeout: 20_000 })
    .toBe(true);
});
