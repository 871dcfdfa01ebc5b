import { expect, test } from '@playwright/test';
import type { InductionPage } from '@crane/contract';
import { enterEmail, publishInduction, startFromPortal } from './journey.ts';
import { adminSession, checkScreen, viewports } from './support.ts';

test("an administrator translates a page and the induction's title beside the English, and a worker reads them in Vietnamese", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const title = 'Translated Induction';
  const adminContext = await adminSession(browser);
  const induction = await publishInduction(adminContext.request, title);
  const pages = (await (
    await adminContext.request.get(`/api/inductions/${induction.id}/pages`)
  ).json()) as InductionPage[];
  const page = await adminContext.newPage();

  // Every page is marked untranslated in the builder.
  await page.goto(`/admin/inductions/${induction.id}`);
  await expect(page.getByText('Not translated', { exact: true })).toHaveCount(3);

  await page.goto(`/admin/inductions/${induction.id}/pages/${pages[0]!.id}`);
  await page.getByRole('button', { name: 'Translations (0 of 6 languages)' }).click();
  await page.getByRole('tab', { name: /Tiếng Việt/ }).click();
  await page.getByLabel('Page Title in Vietnamese').fill('Quy định công trường');
  await page.getByRole('textbox', { name: 'Page Content in Vietnamese' }).click();
  await page.keyboard.type('Không bao giờ đi dưới tải treo.');
  await checkScreen(page, '94-page-translation');
  // Words written in a language without its title are not left out silently: the save asks for it.
  await page.getByRole('tab', { name: /한국어/ }).click();
  await page.getByRole('textbox', { name: 'Page Content in Korean' }).click();
  await page.keyboard.type('하중 아래에 서지 마십시오.');
  await page.getByRole('tab', { name: /Tiếng Việt/ }).click();
  await page.getByRole('button', { name: 'Save Page' }).click();
  const untitled = 'Give the page title in Korean: without it, what is written in Korean is not saved';
  await expect(page.getByText(untitled)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/pages/${pages[0]!.id}$`));
  await page.getByRole('tab', { name: /한국어/ }).click();
  await expect(page.getByRole('tabpanel').getByText(untitled)).toBeVisible();
  await page.getByRole('textbox', { name: 'Page Content in Korean' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Save Page' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inductions/${induction.id}$`));
  await expect(page.getByText('Not translated', { exact: true })).toHaveCount(2);
  await expect(page.getByText('Not translated: Chinese (Simplified), Arabic, Hindi, Spanish, Korean')).toBeVisible();

  // The quiz: its words in Vietnamese, by the English question and options.
  await page.goto(`/admin/inductions/${induction.id}/pages/${pages[2]!.id}`);
  await page.getByRole('button', { name: 'Translations (0 of 6 languages)' }).click();
  await page.getByRole('tab', { name: /Tiếng Việt/ }).click();
  await page.getByLabel('Page Title in Vietnamese').fill('Kiểm tra hiểu biết');
  await page.getByLabel('Question 1 in Vietnamese').fill('Bạn được đứng ở đâu khi nâng?');
  await page.getByLabel('Option 1 in Vietnamese (English: Under the load)').fill('Dưới tải');
  await page.getByLabel('Option 2 in Vietnamese (English: Outside the exclusion zone)').fill('Ngoài vùng loại trừ');
  await page.getByRole('button', { name: 'Save Page' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inductions/${induction.id}$`));

  await page.goto(`/admin/inductions/${induction.id}/details`);
  await page.getByRole('button', { name: 'Translations (0 of 6 languages)' }).click();
  await page.getByLabel('Title in Vietnamese').fill('An toàn khi nâng cẩu');
  await checkScreen(page, '94-induction-translation');
  await page.getByRole('button', { name: 'Update Induction' }).click();
  await expect(page.getByText('Induction updated')).toBeVisible();
  const published = await adminContext.request.post(`/api/inductions/${induction.id}/publish`, {
    data: { completions: 'stayValid' },
  });
  expect(published.status(), await published.text()).toBe(200);

  // A worker starts in English, then chooses Vietnamese: the translated page replaces the English one.
  const workerContext = await browser.newContext({ viewport: viewports.phone, locale: 'en-AU' });
  const worker = await workerContext.newPage();
  await enterEmail(worker, 'minh@site.example');
  await startFromPortal(worker, title);
  await expect(worker.getByText('Never').first()).toBeVisible();
  await worker.locator('select:has(option[value="zh-Hans"])').selectOption('vi');
  await expect(worker.getByText('Quy định công trường').first()).toBeVisible();
  await expect(worker.getByText('Không bao giờ đi dưới tải treo.')).toBeVisible();
  await expect(worker.locator('[lang="vi"]').getByText('Không bao giờ đi dưới tải treo.')).toBeVisible();
  await checkScreen(worker, '94-player-translated-page');
  // Back to English: the English page.
  await worker.locator('select:has(option[value="zh-Hans"])').selectOption('en');
  await expect(worker.getByText('Site rules').first()).toBeVisible();
  await workerContext.close();
  await adminContext.close();
});
