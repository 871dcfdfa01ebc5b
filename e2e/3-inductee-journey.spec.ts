import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Induction, InductionSummary } from '@crane/contract';
import { makePdf } from '../apps/server/test/make-pdf.ts';
import { drawSignature, enterEmail, next, pngPhoto, publishInduction } from './journey.ts';
import { admin, checkFitsInEveryLanguage, checkScreen, signIn, viewports } from './support.ts';

test.use({ viewport: viewports.phone });

test('a worker on a phone takes an induction from email to certificate, and every admin is told', async ({
  page,
  browser,
}) => {
  const title = 'Mobile Crane Lift Induction';
  const email = 'Sam.Worker@Site.example';
  await signIn(page, admin.email, admin.password);
  const induction = await publishInduction(page.request, title);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await enterEmail(page, email);
  await expect(page).toHaveURL(/\/inductee\/portal$/);
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Available')).toBeVisible();
  await expect(card.getByText('0% Complete')).toBeVisible();
  await checkScreen(page, '30-inductee-portal');
  await card.getByRole('button', { name: `Start ${title}` }).click();

  // Page 1: rich text; Next waits for the countdown.
  await expect(page).toHaveURL(/\/inductee\/progress\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Site rules' })).toBeVisible();
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await checkScreen(page, '31-player-rich-text');
  await next(page);

  // Page 2: the PDF, drawn by pdf.js.
  await expect(page.getByRole('heading', { name: 'Lift plan' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'lift-plan.pdf, page 1 of 1' })).toBeVisible();
  await expect(page.getByText('Loading PDF...')).toHaveCount(0);
  await checkScreen(page, '32-player-pdf');
  await next(page);

  // Page 3: the quiz, a wrong then a right answer, the signature, then the certification form.
  await expect(page.getByRole('heading', { name: 'Check your understanding' })).toBeVisible();
  // Each Check Answers is recorded by the server, which scores it itself, for the detailed summary.
  const recordedAnswers = () =>
    page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/quiz-answers'),
    );
  await page.getByRole('radio', { name: 'Under the load' }).check();
  let recorded = recordedAnswers();
  await page.getByRole('button', { name: 'Check Answers' }).click();
  await expect(page.getByText('Incorrect. The correct answer is: Outside the exclusion zone')).toBeVisible();
  expect((await recorded).status()).toBe(200);
  expect(await (await recorded).json()).toMatchObject({
    correctCount: 0,
    answers: [{ answer: 'Under the load', isCorrect: false }],
  });
  await page.getByRole('radio', { name: 'Outside the exclusion zone' }).check();
  recorded = recordedAnswers();
  await page.getByRole('button', { name: 'Check Answers' }).click();
  await expect(page.getByText('Correct answer!')).toBeVisible();
  expect(await (await recorded).json()).toMatchObject({
    correctCount: 1,
    answers: [{ answer: 'Outside the exclusion zone', isCorrect: true }],
  });
  await expect(page.getByText('All correct!').first()).toBeVisible();
  // The question sits inside its box, below the border, not on it (as a fieldset's legend would).
  const question = page.getByRole('group', { name: '1. Where may you stand during a lift?' });
  const questionBox = (await question.boundingBox())!;
  const questionTextBox = (await question.locator('legend').boundingBox())!;
  expect(questionTextBox.y, 'top of the question below the top of its box').toBeGreaterThan(questionBox.y + 8);
  // The server marks the answers: a failure to reach it is said, and the marks stay as they were.
  await page.route('**/quiz-answers', (route) => route.fulfill({ status: 503, json: { message: 'Unavailable' } }));
  await page.getByRole('button', { name: 'Check Answers' }).click();
  await expect(page.getByText('Failed to check answers').first()).toBeVisible();
  await expect(page.getByText('Correct answer!')).toBeVisible();
  await page.unroute('**/quiz-answers');
  await expect(page.getByRole('button', { name: 'Complete Induction' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await drawSignature(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Signature saved').first()).toBeVisible();
  await expect(page.getByText('Acknowledgment Complete')).toBeVisible();
  await checkScreen(page, '33-player-quiz-signed');

  // The form's own validation first.
  await expect(page.getByRole('button', { name: 'Complete Induction' })).toBeEnabled({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Complete Induction' }).click();
  await expect(page.getByText('Form validation failed').first()).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('First name is required');
  // The summary at the top takes focus and links to each field.
  const summary = page.getByRole('region', { name: /answers need your attention/ });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'You must agree to the terms' })).toBeVisible();
  await checkScreen(page, '97-certification-error-summary');
  await checkFitsInEveryLanguage(page, '97-certification-error-summary');
  await summary.getByRole('link', { name: 'First name is required' }).click();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Worker');
  await page.getByLabel('Phone').first().fill('0400 111 222');
  await page.getByLabel('Company').fill('Acme Rigging');
  await page.getByLabel('Emergency Contact Name').fill('Alex Worker');
  await page.getByLabel('Emergency Contact Phone').fill('0400 333 444');
  await page.getByLabel('Relationship').fill('Partner');
  await page.getByLabel(/I confirm that I have read/).check();
  await page.getByRole('button', { name: 'Complete Induction' }).click();
  await expect(page.getByText('Missing Identification').first()).toBeVisible();
  await page.getByLabel("Identification (driver's licence or passport)").setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: pngPhoto,
  });
  await page.getByLabel("I hold a driver's licence").check();
  await page.getByLabel("Driver's Licence Number").fill('DL-123456');
  await page.getByLabel('Expiry Date').first().fill('2028-06-30');
  await page
    .getByLabel('Front image')
    .first()
    .setInputFiles({ name: 'licence-front.png', mimeType: 'image/png', buffer: pngPhoto });
  // The High Risk Work Licence with its issuing state and classes, from the national list.
  await page.getByLabel('I hold a High Risk Work Licence').check();
  const hrwl = page.getByRole('group', { name: 'High Risk Work Licence (HRWL)' });
  await page.getByLabel('HRWL Number').fill('HRW 889-112');
  await hrwl.getByLabel('Expiry Date').fill('2029-09-30');
  await hrwl.getByLabel('Issuing State or Territory').selectOption('QLD');
  const classes = hrwl.getByRole('group', { name: 'Classes held' });
  await classes.getByLabel('C2 Slewing mobile crane (up to 20 t)').check();
  await classes.getByLabel('DG Dogging').check();
  await checkScreen(page, '34-certification-form');
  await page.getByRole('button', { name: 'Complete Induction' }).click();
  await expect(page.getByText('Induction completed').first()).toBeVisible();
  // The completion screen shows the certificate (e2e/7-certificates.spec.ts); the portal is a click away.
  await expect(page.getByRole('heading', { name: 'Your certificate' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to your inductions' }).click();
  await expect(page).toHaveURL(/\/inductee\/portal$/);
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(card.getByText('100% Complete')).toBeVisible();
  await expect(card.getByRole('button', { name: `Review ${title}` })).toBeVisible();
  await checkScreen(page, '35-inductee-portal-completed');
  await checkFitsInEveryLanguage(page, '35-inductee-portal-completed');
  // Reviewed, it says the day as every worker screen writes one, never month first in numbers.
  await card.getByRole('button', { name: `Review ${title}` }).click();
  await expect(page.getByText(/^You completed this induction on [A-Z][a-z]+ \d{2}, \d{4}\.$/)).toBeVisible();
  await page.goto('/inductee/portal');

  // The administrator sees the completion, and every administrator got an email.
  const adminContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: viewports.desktop,
  });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password);
  // The dashboard counts the completion and lists it first, named as the form gave it.
  const figures = adminPage.getByRole('list', { name: 'Summary' });
  await expect(figures.getByRole('listitem').filter({ hasText: 'Completed Inductions' })).toContainText('1');
  const activity = adminPage.getByRole('table');
  await expect(activity.getByRole('row').nth(1)).toContainText('Sam Worker');
  await expect(activity.getByRole('row').nth(1)).toContainText(title);
  await expect(activity.getByRole('row').nth(1)).toContainText('Completed');
  await expect(activity.getByRole('row').nth(1)).toContainText(/just now|minute/);
  await expect(adminPage.getByRole('link', { name: 'View All Activity' })).toHaveAttribute(
    'href',
    '/admin/completions',
  );
  await checkScreen(adminPage, '39-dashboard-activity');
  const inductions = (await (await adminPage.request.get('/api/inductions')).json()) as InductionSummary[];
  expect(inductions.find((row) => row.id === induction.id)?.completionCount).toBe(1);
  // The completion's details show the licence's state and classes.
  await adminPage.getByRole('link', { name: 'Completed Inductions' }).click();
  await adminPage.getByPlaceholder('Search inductees...').fill('Sam Worker');
  await adminPage
    .getByRole('row')
    .filter({ hasText: 'Sam Worker' })
    .getByRole('button', { name: 'View Sam Worker' })
    .click();
  const details = adminPage.getByRole('dialog');
  await expect(details).toContainText('HRW 889-112');
  await expect(details.getByRole('definition').filter({ hasText: 'QLD' })).toBeVisible();
  await expect(
    details.getByRole('definition').filter({ hasText: 'C2 Slewing mobile crane (up to 20 t); DG Dogging' }),
  ).toBeVisible();
  await adminContext.close();
  const mailDir = process.env['E2E_MAIL_DIR'];
  if (mailDir) {
    await expect
      .poll(
        () =>
          (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : [])
            .map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8'))
            .find((mail) => mail.includes('Sam Worker')),
        { timeout: 20_000 },
      )
      .toContain(admin.email);
  }
});

test('a worker who closes the browser mid-way resumes where they were', async ({ page, browser }) => {
  const title = 'Resume Test Induction';
  const email = 'resume.worker@site.example';
  await signIn(page, admin.email, admin.password);
  await publishInduction(page.request, title);
  await page.getByRole('button', { name: 'Logout' }).click();

  await enterEmail(page, email);
  await page
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: `Start ${title}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Site rules' })).toBeVisible();
  await next(page);
  await expect(page.getByRole('heading', { name: 'Lift plan' })).toBeVisible();

  // Closing the browser loses the session's email but keeps the cookie; the email brings them back.
  const cookies = await page.context().storageState();
  await page.context().close();
  const context = await browser.newContext({
    storageState: { cookies: cookies.cookies, origins: [] },
    viewport: viewports.phone,
  });
  const again = await context.newPage();
  await again.goto('/inductee/portal');
  await expect(again.getByText('Session expired').first()).toBeVisible();
  await expect(again).toHaveURL(/\/inductee$/);
  await enterEmail(again, email);
  await expect(again.getByRole('heading', { name: 'Lift plan' })).toBeVisible();
  await expect(again.getByText('Page 2 of 3')).toBeVisible();
  await context.close();
});

test('the player refuses an address it does not know', async ({ page }) => {
  await enterEmail(page, 'someone@site.example');
  await page.goto('/inductee/progress/999999');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  // Said in the worker's words; the server's English "404: Progress not found" is not shown beside them.
  await expect(page.getByText('Progress not found')).toHaveCount(0);
  await checkScreen(page, '36-player-not-found');
});

test('a removed PDF and an induction without pages each say what is wrong', async ({ page }) => {
  await signIn(page, admin.email, admin.password);
  const removed = (await (
    await page.request.post('/api/inductions', { data: { title: 'Removed PDF Induction', description: '' } })
  ).json()) as Induction;
  const upload = await page.request.post('/api/upload/pdf', {
    multipart: { pdf: { name: 'old-lift-plan.pdf', mimeType: 'application/pdf', buffer: makePdf() } },
  });
  const pdfUrl = ((await upload.json()) as { url: string }).url;
  const created = await page.request.post(`/api/inductions/${removed.id}/pages`, {
    data: {
      title: 'Old lift plan',
      minTimeSeconds: 0,
      order: 1,
      content: { type: 'richText', pdfUrl, pdfName: 'old-lift-plan.pdf' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const empty = (await (
    await page.request.post('/api/inductions', { data: { title: 'Empty Induction', description: '' } })
  ).json()) as Induction;
  for (const induction of [removed, empty]) {
    const response = await page.request.put(`/api/inductions/${induction.id}`, { data: { status: 'active' } });
    expect(response.status(), await response.text()).toBe(200);
  }
  // The file goes from the store after publishing (a version refuses to be made of a missing PDF).
  const dataDir = process.env['E2E_DATA_DIR'];
  expect(dataDir, 'E2E_DATA_DIR').toBeTruthy();
  fs.rmSync(path.join(dataDir!, 'uploads', pdfUrl.replace('/api/files/', '')));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await enterEmail(page, 'pdf.worker@site.example');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Removed PDF Induction' })
    .getByRole('button', { name: 'Start Removed PDF Induction' })
    .click();
  await expect(page.getByRole('heading', { name: 'Old lift plan' })).toBeVisible();
  await expect(
    page.getByText('old-lift-plan.pdf is unavailable: the file no longer exists on the server.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open old-lift-plan.pdf' })).toHaveCount(0);
  await checkScreen(page, '37-player-pdf-removed');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/inductee\/portal$/);
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Empty Induction' })
    .getByRole('button', { name: 'Start Empty Induction' })
    .click();
  await expect(page.getByRole('heading', { name: 'No Content Available' })).toBeVisible();
  await expect(page.getByText("This induction doesn't have any content yet.")).toBeVisible();
  await checkScreen(page, '38-player-no-content');
});
