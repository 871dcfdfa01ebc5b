import { expect, test, type Locator, type Page } from '@playwright/test';
import { pngPhoto, publishInduction } from './journey.ts';
import { adminSession, checkScreen, viewports } from './support.ts';

/** Presses Tab until `target` has the focus (at most `most` times): it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, most = 40) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached with at most ${most} Tabs`).toBeFocused();
}

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test('a worker completes an induction with the keyboard alone, focus landing where they need it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const title = 'Keyboard Induction';
  const adminContext = await adminSession(browser);
  await publishInduction(adminContext.request, title);

  const context = await browser.newContext({ viewport: viewports.desktop });
  const page = await context.newPage();
  await page.goto('/');
  await tabTo(page, page.getByRole('link', { name: 'Enter Induction as Worker' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inductee$/);
  // A new screen: focus on its title, not lost on the page.
  await expect(page.getByRole('heading', { name: 'Start Your Induction' })).toBeFocused();
  await typeInto(page, page.getByLabel('Email'), 'keyboard.worker@site.example');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/inductee\/portal$/);
  await expect(page.locator('#portal-heading')).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: `Start ${title}` }));
  await page.keyboard.press('Enter');
  // Each step: focus on its heading, which names it; Next is a few Tabs away.
  const heading = page.getByRole('heading', { name: /^Page \d of 3: / });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleName('Page 1 of 3: Site rules, at least 3 seconds');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await tabTo(page, next, 10);
  await page.keyboard.press('Enter');
  await expect(heading).toHaveAccessibleName('Page 2 of 3: Lift plan, at least 2 seconds');
  await expect(heading).toBeFocused();
  await expect(next).toBeEnabled({ timeout: 15_000 });
  await tabTo(page, next, 10);
  await page.keyboard.press('Enter');
  await expect(heading).toHaveAccessibleName('Page 3 of 3: Check your understanding, at least 2 seconds');
  await expect(heading).toBeFocused();

  // The quiz: arrow keys choose within the question.
  await tabTo(page, page.getByRole('radio', { name: 'Under the load' }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Outside the exclusion zone' })).toBeChecked();
  // The signature, typed.
  await typeInto(page, page.getByLabel('Or type your full name to sign'), 'Kim Keyboard');
  await tabTo(page, page.getByRole('button', { name: 'Sign with typed name' }), 5);
  await page.keyboard.press('Enter');
  // The name is drawn on the pad: what is left is Confirm, which has focus and is said to be next.
  await expect(page.getByText('Your name is on the pad. Press Confirm to sign with it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await checkScreen(page, '92-signature-typed');
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeFocused();
  await page.keyboard.press('Enter');
  // Confirm is gone: focus is on what took its place.
  await expect(page.getByText('Acknowledgment Complete')).toBeFocused();

  // The certification.
  await typeInto(page, page.getByLabel('First Name'), 'Kim');
  await typeInto(page, page.getByLabel('Last Name'), 'Keyboard');
  await typeInto(page, page.getByLabel('Phone').first(), '0400 111 222');
  await typeInto(page, page.getByLabel('Company'), 'Lift Co');
  await typeInto(page, page.getByLabel('Emergency Contact Name'), 'Alex Contact');
  await typeInto(page, page.getByLabel('Emergency Contact Phone'), '0400 333 444');
  await typeInto(page, page.getByLabel('Relationship'), 'Partner');
  // A file input opens the phone's or computer's chooser from the keyboard.
  await tabTo(page, page.getByLabel("Identification (driver's licence or passport)"));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'passport.png', mimeType: 'image/png', buffer: pngPhoto });
  await tabTo(page, page.getByLabel(/I confirm that I have read/));
  await page.keyboard.press('Space');
  await expect(page.getByLabel(/I confirm that I have read/)).toBeChecked();
  const complete = page.getByRole('button', { name: 'Complete Induction' });
  await expect(complete).toBeEnabled({ timeout: 15_000 });
  await tabTo(page, complete, 5);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Induction completed' })).toBeFocused();
  await context.close();

  // The record says the signature was typed.
  const found = (await (
    await adminContext.request.get('/api/admin/completions?q=keyboard.worker%40site.example')
  ).json()) as { items: Array<{ signatures: Array<{ method: string }> }> };
  expect(found.items[0]!.signatures.map((signature) => signature.method)).toEqual(['typed']);
  await adminContext.close();
});
