import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import PO from 'pofile';
import { drawSignature, fillCertification, next, publishInduction, startFromPortal } from './journey.ts';
import { adminSession, checkFitsInEveryLanguage, checkScreen, picker, viewports } from './support.ts';

/** The translation of an English message in a language's catalog (apps/web/src/locales). */
function translationOf(language: string, english: string): string {
  const file = path.join(import.meta.dirname, '..', 'apps', 'web', 'src', 'locales', `${language}.po`);
  const item = PO.parse(fs.readFileSync(file, 'utf8')).items.find((entry) => entry.msgid === english);
  if (!item?.msgstr[0]) throw new Error(`${language} has no translation of "${english}"`);
  return item.msgstr[0];
}

/**
 * Shows the screen in Arabic, checks it (axe at phone and desktop sizes, screenshots), and back to
 * English; and checks that it fits the smallest phone in every language.
 */
async function checkInArabic(page: Page, name: string) {
  await picker(page).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await checkScreen(page, name);
  await picker(page).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await checkFitsInEveryLanguage(page, name);
}

test("the worker's screens follow the browser's language, mirror in Arabic, and switch and remember", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: viewports.phone, locale: 'ar-SA' });
  const page = await context.newPage();
  const response = await page.goto('/');
  // Laid out right to left from the first byte of the page, before any code runs.
  expect(await response!.text()).toContain('<html lang="ar" dir="rtl">');
  await expect(page.getByRole('heading', { name: translationOf('ar', 'Safety Induction System') })).toBeVisible();
  await expect(page.getByRole('link', { name: translationOf('ar', 'Enter Induction as Worker') })).toBeVisible();
  await checkScreen(page, '93-landing-arabic');
  await checkFitsInEveryLanguage(page, '93-landing');

  await page.getByRole('link', { name: translationOf('ar', 'Enter Induction as Worker') }).click();
  await expect(page).toHaveURL(/\/inductee$/);
  await picker(page).selectOption('vi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: translationOf('vi', 'Start Your Induction') })).toBeVisible();
  // Remembered: the next visit opens in Vietnamese, whatever the browser prefers.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { name: translationOf('vi', 'Start Your Induction') })).toBeVisible();
  await context.close();
});

test('every worker screen passes axe in Arabic, and the record says the induction was taken in Arabic', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = 'Arabic Induction';
  const adminContext = await adminSession(browser);
  await publishInduction(adminContext.request, title);

  const context = await browser.newContext({ viewport: viewports.desktop, locale: 'en-AU' });
  const page = await context.newPage();
  await page.goto('/inductee');
  await checkInArabic(page, '93-email-arabic');
  await page.getByLabel('Email').fill('arabic.worker@site.example');
  await page.getByRole('button', { name: /continue|enter|next/i }).click();
  await expect(page.getByText('Email verified').first()).toBeVisible();
  await checkInArabic(page, '93-portal-arabic');

  await startFromPortal(page, title);
  await expect(page.getByRole('heading', { name: /Page 1 of 3/ })).toBeVisible();
  await checkInArabic(page, '93-player-rich-text-arabic');
  await next(page);
  await expect(page.getByRole('heading', { name: /Page 2 of 3/ })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await checkInArabic(page, '93-player-pdf-arabic');
  await next(page);
  await page.getByRole('radio', { name: 'Outside the exclusion zone' }).check();
  await checkInArabic(page, '93-player-quiz-arabic');
  await drawSignature(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Acknowledgment Complete')).toBeVisible();
  await fillCertification(page, { firstName: 'Layla', lastName: 'Haddad', company: 'Gulf Lifting' });
  await checkInArabic(page, '93-certification-arabic');

  // Completed in Arabic: the submit button by its place, its name being Arabic now.
  await picker(page).selectOption('ar');
  const submit = page.locator('form button[type="submit"]');
  await expect(submit).toBeEnabled({ timeout: 15_000 });
  await submit.click();
  await expect(page.getByRole('heading', { name: translationOf('ar', 'Induction completed') })).toBeVisible({
    timeout: 20_000,
  });
  await checkScreen(page, '93-completion-arabic');
  await checkFitsInEveryLanguage(page, '93-completion');

  const records = await adminContext.request.get('/api/admin/completions');
  type Item = { inductee: { email: string }; language: string; verificationCode: string };
  const items = ((await records.json()) as { items: Item[] }).items;
  const record = items.find((item) => item.inductee.email === 'arabic.worker@site.example');
  expect(record).toMatchObject({ language: 'ar' });

  // The public check of the certificate, as the gate's phone in Arabic opens it.
  const gate = await browser.newContext({ viewport: viewports.phone, locale: 'ar-SA' });
  const gatePage = await gate.newPage();
  await gatePage.goto(`/verify/${record!.verificationCode}`);
  await expect(gatePage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(gatePage.getByText('Layla Haddad')).toBeVisible();
  await checkScreen(gatePage, '93-verify-arabic');
  await checkFitsInEveryLanguage(gatePage, '93-verify');
  await gate.close();
  await context.close();
  await adminContext.close();
});
