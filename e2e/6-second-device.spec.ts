import { expect, test, type Browser } from '@playwright/test';
import { enterEmail, next, publishInduction, startFromPortal } from './journey.ts';
import { admin, checkFitsInEveryLanguage, checkScreen, mailsTo, signIn, signOut, viewports } from './support.ts';

test.use({ viewport: viewports.phone });

/** Waits for the code email of this induction and answers its code and link. */
async function readCodeMail(address: string, title: string) {
  let mail: string | undefined;
  await expect
    .poll(() => (mail = mailsTo(address).findLast((text) => text.includes(`"${title}"`))), { timeout: 20_000 })
    .toBeTruthy();
  const code = /Your code: (\d{6})/.exec(mail!)?.[1];
  const link = /(http:\/\/\S+\/inductee\/link#[A-Za-z0-9_-]{43})/.exec(mail!)?.[1];
  expect(code, mail).toBeTruthy();
  expect(link, mail).toBeTruthy();
  return { code: code!, link: link! };
}

const newPhone = async (browser: Browser) =>
  browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: viewports.phone });

test('a worker continues on a second phone with the code emailed to them, or with its link', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = 'Second Device Induction';
  const other = 'Second Device Refresher';
  const email = 'second.device@site.example';
  await signIn(page, admin.email, admin.password);
  await publishInduction(page.request, title);
  await publishInduction(page.request, other);
  await signOut(page);

  // The first phone: on page 2 of one induction, and started the other.
  await enterEmail(page, email);
  await startFromPortal(page, other);
  await expect(page.getByRole('heading', { name: 'Site rules' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await startFromPortal(page, title);
  await expect(page.getByRole('heading', { name: 'Site rules' })).toBeVisible();
  await next(page);
  await expect(page.getByRole('heading', { name: 'Lift plan' })).toBeVisible();

  // A second phone with the same email sees no progress of it, only the message and the code field.
  const secondContext = await newPhone(browser);
  const second = await secondContext.newPage();
  await enterEmail(second, email);
  await expect(second).toHaveURL(/\/inductee\/portal$/);
  const card = second.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('In progress on another device — we emailed you a code', { exact: true })).toBeVisible();
  await expect(card.getByText('17% Complete')).toBeVisible();
  await expect(card.getByLabel('Code from the email')).toBeVisible();
  // The header shows the whole address on a phone, so that the worker can check it.
  const address = second.getByRole('banner').getByText(email, { exact: true });
  await expect(address).toBeVisible();
  expect(await address.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await checkScreen(second, '60-portal-code-from-another-device');
  await checkFitsInEveryLanguage(second, '60-portal-code-from-another-device');

  const { code } = await readCodeMail(email, title);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await card.getByLabel('Code from the email').fill(wrong);
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByText('That code is not right: 4 tries left.')).toBeVisible();
  // Asking for a new code within the minute of the last is refused with the wait, and says so.
  await card.getByRole('button', { name: 'Email me a new code' }).click();
  await expect(second.getByText('No new code was emailed')).toBeVisible();
  await expect(
    second.getByText(
      /^We emailed you a code less than a minute ago\. Please wait \d+ seconds?, then ask for a new one\.$/,
    ),
  ).toBeVisible();
  // Coming back to the portal keeps the code in the inbox: nothing more is emailed, and it still works.
  const codeMails = () => mailsTo(email).filter((text) => text.includes(`"${title}"`)).length;
  const mailsBefore = codeMails();
  await second.reload();
  await expect(card.getByText('In progress on another device — we emailed you a code', { exact: true })).toBeVisible();
  expect(codeMails()).toBe(mailsBefore);
  await card.getByLabel('Code from the email').fill(code);
  await card.getByRole('button', { name: 'Continue' }).click();
  // It resumes where the first phone left off.
  await expect(second).toHaveURL(/\/inductee\/progress\/\d+$/);
  await expect(second.getByRole('heading', { name: 'Lift plan' })).toBeVisible();
  await expect(second.getByText('Page 2 of 3')).toBeVisible();
  await secondContext.close();

  // A third phone opens the link of the other induction's email: bound at once, once.
  const { link } = await readCodeMail(email, other);
  const thirdContext = await newPhone(browser);
  const third = await thirdContext.newPage();
  await third.goto(link);
  await expect(third.getByRole('heading', { name: 'Site rules' })).toBeVisible();
  await expect(third).toHaveURL(/\/inductee\/progress\/\d+$/);
  await thirdContext.close();

  const fourthContext = await newPhone(browser);
  const fourth = await fourthContext.newPage();
  await fourth.goto(link);
  await expect(
    fourth.getByText('This link is no longer valid: start the induction again to get a new one.'),
  ).toBeVisible();
  await checkScreen(fourth, '61-link-used');
  await fourthContext.close();
});
