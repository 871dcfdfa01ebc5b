import { expect, test, type Page } from '@playwright/test';
import type { InductionPage, InductionSummary } from '@crane/contract';
import { makePdf } from '../apps/server/test/make-pdf.ts';
import { enterEmail } from './journey.ts';
import { admin, checkScreen, signIn } from './support.ts';

const title = 'Tower Crane Site Induction';

/** The builder's page titles, top to bottom. */
const pageTitles = (page: Page) => page.getByRole('list', { name: 'Pages in order' }).getByRole('heading');

/** Nothing wider than the screen: usable at 360 px without sideways scrolling of the whole page. */
async function expectNoSidewaysScroll(page: Page) {
  const original = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(200);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow at 360 px').toBeLessThanOrEqual(0);
  if (original) await page.setViewportSize(original);
}

async function addPage(page: Page) {
  await page.getByRole('link', { name: 'Add New Page' }).click();
  await expect(page).toHaveURL(/\/pages\/new$/);
  await expect(page.getByRole('heading', { name: 'New Page' })).toBeVisible();
}

async function savePage(page: Page) {
  await page.getByRole('button', { name: 'Save Page' }).click();
  await expect(page.getByText('Page saved').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inductions\/\d+$/);
}

/** The builder's step marked as the current one. */
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Induction builder steps' }).locator('[aria-current="step"]');

test('an administrator builds, reorders, publishes, duplicates, disables and activates an induction', async ({
  page,
  browser,
}) => {
  // A long journey with an accessibility check and screenshots at two sizes on each of its screens.
  test.setTimeout(150_000);
  await signIn(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Manage Inductions' }).click();
  await expect(page.getByText('No inductions found. Create your first induction to get started.')).toBeVisible();
  await checkScreen(page, '10-manage-inductions-empty');
  // Nothing is published yet: a worker is told so, in the spec's words.
  const workerContext = await browser.newContext();
  const worker = await workerContext.newPage();
  await enterEmail(worker, 'early.bird@site.example');
  await expect(worker.getByRole('heading', { name: 'No Inductions Available' })).toBeVisible();
  await checkScreen(worker, '09-inductee-portal-empty');
  await workerContext.close();

  // Step 1: details, with the form's own validation first.
  await page.getByRole('link', { name: 'Create New Induction' }).click();
  await expect(page).toHaveURL(/\/admin\/inductions\/new$/);
  await expect(page.getByLabel('Minimum Total Time (minutes)')).toHaveValue('20');
  await expect(currentStep(page)).toContainText('Details');
  await page.getByLabel('Minimum Total Time (minutes)').fill('3');
  await page.getByRole('button', { name: 'Continue to Page Builder' }).click();
  await expect(page.getByText('Title must be at least 3 characters')).toBeVisible();
  await expect(page.getByText('Minimum time must be at least 5 minutes')).toBeVisible();
  await checkScreen(page, '11-builder-details-validation');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Minimum Total Time (minutes)').fill('20');
  await page.getByLabel('Description').fill('Everything a worker must know before entering the lifting zone.');
  await page.getByRole('button', { name: 'Continue to Page Builder' }).click();
  await expect(page.getByText('Induction created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inductions\/\d+$/);
  const inductionId = Number(/\/admin\/inductions\/(\d+)$/.exec(page.url())![1]);

  // Step 2, empty.
  await expect(page.getByText('No pages added yet.')).toBeVisible();
  await expect(currentStep(page)).toContainText('Pages');
  await expect(page.getByRole('button', { name: 'Publish Induction' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save Page Order' }).click();
  await expect(page.getByText('Nothing to save')).toBeVisible();
  await checkScreen(page, '12-builder-pages-empty');

  // A rich-text page, formatted with the toolbar.
  await addPage(page);
  await expect(page.getByLabel('Page Title')).toHaveValue('Page 1');
  await expect(page.getByLabel('Minimum Time (seconds)')).toHaveValue('60');
  // The page editor is part of step 2, the pages.
  await expect(currentStep(page)).toContainText('Pages');
  await page.getByRole('button', { name: 'Save Page' }).click();
  await expect(page.getByText('Content must not be empty')).toBeVisible();
  await page.getByLabel('Page Title').fill('Site rules');
  await page.getByLabel('Minimum Time (seconds)').fill('90');
  const editor = page.getByRole('textbox', { name: 'Page Content' });
  await editor.click();
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type('Exclusion zones');
  await page.keyboard.press('Enter');
  // After each click on Bold, typing waits until the editor shows it on or off: typed at once, under
  // load, the keys could reach the editor before it had turned bold on or off.
  const bold = page.getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Never');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' walk under a suspended load.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Wear your hard hat');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Follow the dogman');
  await expect(editor.locator('strong')).toHaveText('Never');
  await checkScreen(page, '13-page-editor-rich-text');
  // The raw HTML is one switch away.
  await page.getByRole('button', { name: 'HTML' }).click();
  await expect(page.getByRole('textbox', { name: 'Page Content' })).toHaveValue(/<strong>Never<\/strong>/);
  await page.getByRole('button', { name: 'HTML' }).click();
  await savePage(page);
  await expect(pageTitles(page)).toHaveText(['Page 1: Site rules']);
  await expect(page.getByText('Min time: 1:30')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Content' })).toBeVisible();

  // A PDF page: a file that is not a PDF is refused, a real PDF is uploaded.
  await addPage(page);
  await page.getByLabel('Page Title').fill('Lift plan');
  await page.getByLabel('Minimum Time (seconds)').fill('30');
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({
    name: 'lift-plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('MZ\x90\x00 this is an executable, not a PDF'),
  });
  await expect(page.getByText('Upload failed')).toBeVisible();
  await expect(page.getByText('400: Invalid file type: Please upload a PDF file')).toBeVisible();
  await fileInput.setInputFiles({ name: 'lift-plan.pdf', mimeType: 'application/pdf', buffer: makePdf() });
  await expect(page.getByText('PDF uploaded')).toBeVisible();
  await expect(page.getByRole('link', { name: 'lift-plan.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace PDF' })).toBeVisible();
  await checkScreen(page, '14-page-editor-pdf');
  await savePage(page);
  await expect(page.getByText('lift-plan.pdf')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Replace PDF' })).toBeVisible();

  // A quiz page with two questions and a signature requirement.
  await addPage(page);
  await page.getByLabel('Page Title').fill('Check your understanding');
  await page.getByLabel('Minimum Time (seconds)').fill('0');
  await page.getByRole('tab', { name: 'Quiz Questions' }).click();
  await page.getByLabel('Question 1', { exact: true }).fill('Where may you stand during a lift?');
  await page.getByLabel('Question 1, option 1').fill('Under the load');
  await page.getByLabel('Question 1, option 2').fill('Outside the exclusion zone');
  await page.getByRole('radio', { name: 'Option 2 is the correct answer' }).check();
  await page.getByRole('button', { name: 'Add Question' }).click();
  await page.getByLabel('Question 2', { exact: true }).fill('Who directs the crane?');
  await page.getByLabel('Question 2, option 1').fill('The dogman');
  await page.getByLabel('Question 2, option 2').fill('Anyone nearby');
  await page.getByRole('button', { name: 'Add Option' }).nth(1).click();
  await page.getByLabel('Question 2, option 3').fill('The site visitor');
  // The first question and the first two options offer no remove button.
  await expect(page.getByRole('button', { name: 'Remove question 1' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Remove option [12] of question 2/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove option 3 of question 2' }).click();
  await expect(page.getByLabel('Question 2, option 3')).toHaveCount(0);
  await page.getByLabel('Signature Requirement').check();
  await checkScreen(page, '15-page-editor-quiz');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Check your understanding' });
  await expect(preview.getByText('Where may you stand during a lift?')).toBeVisible();
  await expect(preview.getByText('The inductee signs here to acknowledge this page.')).toBeVisible();
  await preview.getByRole('radio', { name: 'Under the load' }).check();
  await preview.getByRole('button', { name: 'Check Answers' }).click();
  await expect(preview.getByText('Incorrect. The correct answer is: Outside the exclusion zone')).toBeVisible();
  await checkScreen(page, '16-page-preview');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await savePage(page);
  await expect(page.getByText('Quiz (2 questions)')).toBeVisible();
  // Times as m:ss, so that a page of seconds does not read as 0 minutes.
  await expect(page.getByText('Min time: 0:30')).toBeVisible();
  await expect(page.getByText('Min time: 0:00')).toBeVisible();
  await expect(page.getByText('Signature required')).toBeVisible();
  await expect(pageTitles(page)).toHaveText([
    'Page 1: Site rules',
    'Page 2: Lift plan',
    'Page 3: Check your understanding',
  ]);

  // Reorder by keyboard: the quiz goes first, renumbered at once; then the order is saved.
  const handle = page.getByRole('button', { name: 'Reorder Page 3: Check your understanding' });
  await handle.focus();
  // dnd-kit measures the list after each key, so the keys go one at a time as a person presses them.
  for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(250);
  }
  await expect(pageTitles(page)).toHaveText([
    'Page 1: Check your understanding',
    'Page 2: Site rules',
    'Page 3: Lift plan',
  ]);
  await expect(page.getByText('The new order is not saved yet.')).toBeVisible();
  await checkScreen(page, '17-builder-pages-reordered');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Save Page Order' }).click();
  await expect(page.getByText('Page order updated')).toBeVisible();
  await page.reload();
  await expect(pageTitles(page)).toHaveText([
    'Page 1: Check your understanding',
    'Page 2: Site rules',
    'Page 3: Lift plan',
  ]);

  // Dragging with a pointer: a 4-pixel wobble does not pick the page up (8-pixel activation), more does.
  // On a screen tall enough to show the three pages (each says which languages it lacks).
  await page.setViewportSize({ width: 1280, height: 1000 });
  const liftPlanHandle = page.getByRole('button', { name: 'Reorder Page 3: Lift plan' });
  const from = (await liftPlanHandle.boundingBox())!;
  const to = (await page.getByRole('button', { name: 'Reorder Page 1: Check your understanding' }).boundingBox())!;
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  // dnd-kit's live region tells screen-reader users what is being dragged.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 4, { steps: 2 });
  await page.waitForTimeout(200);
  await expect(announcement).not.toContainText('Lift plan');
  await page.mouse.move(x, y - 12, { steps: 2 });
  await expect(announcement).toContainText('Page 3: Lift plan');
  await page.mouse.move(x, to.y + to.height / 2 - 20, { steps: 15 });
  await page.mouse.up();
  await expect(pageTitles(page)).toHaveText([
    'Page 1: Lift plan',
    'Page 2: Check your understanding',
    'Page 3: Site rules',
  ]);
  // Not saved: reloading shows the saved order.
  await page.reload();
  await expect(pageTitles(page)).toHaveText([
    'Page 1: Check your understanding',
    'Page 2: Site rules',
    'Page 3: Lift plan',
  ]);

  // An order not saved yet is kept when the administrator leaves for a page (Add New Page, Edit).
  const moveByKeyboard = async (name: string, keys: string[]) => {
    await page.getByRole('button', { name }).focus();
    for (const key of ['Space', ...keys, 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(250);
    }
  };
  await moveByKeyboard('Reorder Page 3: Lift plan', ['ArrowUp', 'ArrowUp']);
  await expect(page.getByText('The new order is not saved yet.')).toBeVisible();
  await addPage(page);
  await page.getByRole('link', { name: 'Back to pages' }).click();
  const liftPlanFirst = ['Page 1: Lift plan', 'Page 2: Check your understanding', 'Page 3: Site rules'];
  await expect(pageTitles(page)).toHaveText(liftPlanFirst);
  await page.reload();
  await expect(pageTitles(page)).toHaveText(liftPlanFirst);
  // Back to the order the rest of this test reads, kept when leaving by Back to inductions, outside the list.
  await moveByKeyboard('Reorder Page 1: Lift plan', ['ArrowDown', 'ArrowDown']);
  await expect(page.getByText('The new order is not saved yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to inductions' }).click();
  await expect(page).toHaveURL(/\/admin\/inductions$/);
  await page.goto(`/admin/inductions/${inductionId}`);
  await expect(pageTitles(page)).toHaveText([
    'Page 1: Check your understanding',
    'Page 2: Site rules',
    'Page 3: Lift plan',
  ]);

  // What the server stored: formatted, sanitised HTML, the PDF, the quiz and the signature rule.
  const stored = (await (await page.request.get(`/api/inductions/${inductionId}/pages`)).json()) as InductionPage[];
  expect(stored.map((storedPage) => storedPage.order)).toEqual([1, 2, 3]);
  expect(stored[0]!.content).toMatchObject({ type: 'quiz', requireSignature: true });
  expect(stored[0]!.content.quiz.questions).toEqual([
    {
      question: 'Where may you stand during a lift?',
      options: ['Under the load', 'Outside the exclusion zone'],
      correctAnswer: 1,
    },
    { question: 'Who directs the crane?', options: ['The dogman', 'Anyone nearby'], correctAnswer: 0 },
  ]);
  expect(stored[1]!.content.content).toContain('<strong>Never</strong>');
  expect(stored[1]!.content.content).toContain('<h2>Exclusion zones</h2>');
  expect(stored[1]!.content.content).toContain('<li><p>Follow the dogman</p></li>');
  expect(stored[2]!.content).toMatchObject({
    pdfName: 'lift-plan.pdf',
    pdfUrl: expect.stringMatching(/^\/api\/files\/pdfs\//),
  });

  // Save as draft, then edit the details and publish.
  await page.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inductions$/);
  const row = page.getByRole('row', { name: new RegExp(`^${title} Everything`) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('3');
  await expect(row.getByText('Draft')).toBeVisible();
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await checkScreen(page, '18-builder-details-edit');
  await page.getByLabel('Minimum Total Time (minutes)').fill('25');
  await page.getByRole('button', { name: 'Update Induction' }).click();
  await expect(page.getByText('Induction updated')).toBeVisible();
  await page.getByRole('button', { name: 'Publish Induction' }).click();
  await expect(page.getByText('Induction published')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/inductions$/);
  await expect(row.getByText('Active')).toBeVisible();
  // The declared 25 minutes, and what the pages really add up to: 90 + 30 + 0 seconds.
  await expect(row.getByRole('cell').nth(2)).toHaveText('25:00 declared2:00 in pages');
  await checkScreen(page, '19-manage-inductions');

  // Duplicate: a draft copy with every page.
  await row.getByRole('button', { name: `Duplicate ${title}` }).click();
  await expect(page.getByText('Induction duplicated')).toBeVisible();
  const copyRow = page.getByRole('row', { name: new RegExp(`^${title} \\(Copy\\)`) });
  await expect(copyRow.getByText('Draft')).toBeVisible();
  await expect(copyRow.getByRole('cell').nth(1)).toHaveText('3');
  const inductions = (await (await page.request.get('/api/inductions')).json()) as InductionSummary[];
  const copy = inductions.find((induction) => induction.title === `${title} (Copy)`)!;
  const copiedPages = (await (await page.request.get(`/api/inductions/${copy.id}/pages`)).json()) as InductionPage[];
  expect(copiedPages.map((copied) => copied.title)).toEqual(['Check your understanding', 'Site rules', 'Lift plan']);

  // Disable, then activate, each after a confirmation.
  await row.getByRole('button', { name: `Disable ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disable induction?' });
  await expect(confirm).toBeVisible();
  await checkScreen(page, '20-disable-confirmation');
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Induction has been disabled')).toBeVisible();
  await expect(row.getByText('Draft')).toBeVisible();
  await row.getByRole('button', { name: `Activate ${title}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Activate induction?' })
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(page.getByText('Induction has been activated')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
