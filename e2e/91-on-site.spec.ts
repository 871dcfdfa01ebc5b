import { expect, test } from '@playwright/test';
import { enterEmail, publishInduction, startFromPortal } from './journey.ts';
import { admin, checkScreen, signIn, viewports } from './support.ts';

test('each step takes focus to its heading, names itself in the tab, and toasts keep clear of the header', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = 'Exclusion Zone Induction';
  const adminContext = await browser.newContext({ viewport: viewports.desktop });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password);
  await publishInduction(adminPage.request, title);
  await adminContext.close();

  const context = await browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  await enterEmail(page, 'focus.test@site.example');
  // On a phone the toast comes down below the header: the header and its Exit button stay clear.
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  const headerBox = (await page.getByRole('banner').boundingBox())!;
  expect(toastBox.y).toBeGreaterThan(headerBox.y + headerBox.height);

  await startFromPortal(page, title);
  // The step's heading, named "Page n of 3: …".
  const heading = page.getByRole('heading', { name: /^Page \d of 3: / });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleName('Page 1 of 3: Site rules, at least 3 seconds');
  await expect(page).toHaveTitle(`Page 1 of 3: Site rules · ${title}`);
  await expect(page.getByRole('timer')).toBeVisible();

  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await next.click();
  await expect(heading).toHaveAccessibleName('Page 2 of 3: Lift plan, at least 2 seconds');
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`Page 2 of 3: Lift plan · ${title}`);
  // The strip: the first page done (ticked), the second current.
  const steps = page.getByRole('navigation', { name: 'Induction steps' }).getByRole('listitem');
  await expect(steps.nth(0)).toContainText('Page 1: Site rules (done)');
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  await page.setViewportSize(viewports.desktop);
  await expect(steps.nth(0)).toContainText('Site rules');
  await expect(steps.nth(1)).toContainText('Lift plan');
  await checkScreen(page, '96-player-steps');

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(heading).toHaveAccessibleName('Page 1 of 3: Site rules, at least 3 seconds');
  await expect(heading).toBeFocused();
  await context.close();
});
