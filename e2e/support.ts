import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { languages } from '@crane/contract';

export const admin = { email: 'admin@crane.example', password: 'Admin-password-1', name: 'Site Administrator' };

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** The narrowest phone anyone may have (WCAG's reflow width): no screen may scroll sideways on it. */
const smallPhone = { width: 320, height: 640 };

const screenshotDir = path.join(import.meta.dirname, '..', 'test-results', 'screenshots');

/**
 * Checks the screen with axe (no violation at all, WCAG 2.2's 24 x 24 px targets included, except the
 * rules a caller names with its reason), saves it at phone and desktop sizes under
 * test-results/screenshots, checks that it is no wider than a 320 px phone, then restores the viewport
 * it found.
 */
export async function checkScreen(
  page: Page,
  name: string,
  { allowed = [] }: { allowed?: string[] } = {},
): Promise<void> {
  // A toast fading in or out is half transparent, and axe reads its colours as too faint. Check once
  // transitions have settled, and again if needed: a real violation stays, a fading toast goes.
  await expect(async () => {
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    // WCAG 2.2's 24 x 24 px targets (2.5.8) too, on every screen checked.
    const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
    const violations = results.violations.filter((violation) => !allowed.includes(violation.id));
    expect(
      violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      ),
      `accessibility of ${name}`,
    ).toEqual([]);
  }).toPass({ intervals: [500, 1000, 2000], timeout: 15_000 });

  fs.mkdirSync(screenshotDir, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    // Let toasts and other fixed elements settle into the new layout.
    await page.waitForTimeout(300);
    // Nothing may push the page wider than the screen: a wide table scrolls inside its own box.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `width of ${name} on a ${label}`).toBeLessThanOrEqual(size.width);
    // On a laptop's screen, not even a table or the tabs hide part of themselves behind a sideways scroll.
    if (label === 'desktop') expect(await boxesScrollingSideways(page), `boxes of ${name} on a ${label}`).toEqual([]);
    await page.screenshot({
      path: path.join(screenshotDir, `${name}-${label}-${size.width}x${size.height}.png`),
      fullPage: true,
    });
  }
  // Nor on the smallest phone (WCAG's reflow width), an administrator's screens included.
  await page.setViewportSize(smallPhone);
  const smallPhoneWidth = await pageWidthOnceDrawn(page);
  expect(smallPhoneWidth, `width of ${name} on a ${smallPhone.width} px phone`).toBeLessThanOrEqual(smallPhone.width);
  if (original) await page.setViewportSize(original);
}

/** The language picker in the screen's header: a select of the seven languages, whatever its label says. */
export const picker = (page: Page) => page.locator('select:has(option[value="zh-Hans"])');

/**
 * Shows the screen in each of the seven languages on the smallest phone, where the longest words of
 * some (Vietnamese, Spanish) must still fit: nothing may push the page wider than the screen. Then back
 * to the language and the size it found.
 */
export async function checkFitsInEveryLanguage(page: Page, name: string) {
  const original = { size: page.viewportSize(), language: await page.locator('html').getAttribute('lang') };
  await page.setViewportSize(smallPhone);
  const tooWide: string[] = [];
  for (const language of languages) {
    await picker(page).selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The language's text is drawn in the frames after its messages are active.
    const width = await pageWidthOnceDrawn(page);
    if (width > smallPhone.width) tooWide.push(`${language}: ${width} px`);
  }
  expect.soft(tooWide, `${name} on a ${smallPhone.width} px phone`).toEqual([]);
  await picker(page).selectOption(original.language ?? 'en');
  if (original.size) await page.setViewportSize(original.size);
}

/** The page's width once the next two frames are drawn (after a resize or a change of language). */
async function pageWidthOnceDrawn(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The elements that scroll sideways because their content is wider than they are, as tag.class. */
function boxesScrollingSideways(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} (${element.scrollWidth} > ${element.clientWidth} px)`,
      ),
  );
}

/** Signs in through the login screen and waits for the Dashboard tab. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/portal$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** Registers an admin through Admin Users' New Admin dialog (the signed-in admin's page is on that tab). */
export async function registerAdmin(
  page: Page,
  newAdmin: { name: string; email: string; password: string; role?: 'Admin' | 'Super Admin' },
): Promise<void> {
  await page.getByRole('button', { name: 'New Admin' }).click();
  const registerDialog = page.getByRole('dialog', { name: 'Register New Admin' });
  await registerDialog.getByLabel('Name').fill(newAdmin.name);
  await registerDialog.getByLabel('Email').fill(newAdmin.email);
  await registerDialog.getByLabel('Password').fill(newAdmin.password);
  if (newAdmin.role) await registerDialog.getByLabel('Role').selectOption({ label: newAdmin.role });
  await registerDialog.getByRole('button', { name: 'Register' }).click();
  await expect(registerDialog).toBeHidden();
}

/** Logs out through the header button and waits for the landing screen. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** The text of every email the catcher received for this address, newest last, quoted-printable decoded. */
export function mailsTo(address: string): string[] {
  const mailDir = process.env['E2E_MAIL_DIR'] ?? '';
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .sort()
    .map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8'))
    .filter((mail) => mail.startsWith(`X-Envelope-To: ${address}\r\n`))
    .map((mail) =>
      mail
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

/** A desktop browser context signed in as the first administrator, for setting up through the API. */
export async function adminSession(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: viewports.desktop });
  await signIn(await context.newPage(), admin.email, admin.password);
  return context;
}
