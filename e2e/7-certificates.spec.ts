import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { publishInduction, takeInductionInBrowser } from './journey.ts';
import { admin, checkFitsInEveryLanguage, checkScreen, signIn, viewports } from './support.ts';

// One worker's certificate from completion to the gate: the journeys build on each other in order.
test.describe.configure({ mode: 'serial' });

const title = 'Crawler Crane Site Induction';
const worker = {
  email: 'mia.chen@lifting.example',
  firstName: 'Mia',
  lastName: 'Chen',
  company: 'Harbour Lifting Co',
};
const fullName = `${worker.firstName} ${worker.lastName}`;
const codePattern = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
/** The certificate's code, as the completion screen gave it. */
let code = '';

type QrDecoder = (png: Buffer) => string | undefined;

/**
 * A real QR decoder (jsqr, reading pngjs's pixels), when both are installed; the server's tests bring
 * them. Loaded by a name TypeScript does not resolve, so this file compiles without them.
 */
async function loadQrDecoder(): Promise<QrDecoder | undefined> {
  const [jsqrName, pngjsName] = ['jsqr', 'pngjs'];
  try {
    const jsQR = (await import(jsqrName)).default;
    const { PNG } = await import(pngjsName);
    return (png) => {
      const image = PNG.sync.read(png);
      const found: { data: string } | null = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
      return found?.data;
    };
  } catch {
    return undefined;
  }
}

/** Decodes the QR code on screen from a screenshot of it, when a decoder is installed (else says so). */
async function expectQrCodeOf(qr: Locator, url: string) {
  const decode = await loadQrDecoder();
  if (!decode) {
    test.info().annotations.push({ type: 'skipped check', description: 'jsqr and pngjs are not installed' });
    return;
  }
  expect(decode(await qr.screenshot())).toBe(url);
}

/** The grouped code shown beside its "Verification code" term. */
async function shownCode(scope: Page | Locator): Promise<string> {
  const value = scope.getByText('Verification code', { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(value).toHaveText(codePattern);
  return (await value.textContent()) ?? '';
}

/** Saves the download the click starts and answers the text pdftotext reads from it. */
async function downloadPdfText(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'crane-certificate-')), 'certificate.pdf');
  await download.saveAs(file);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  const text = spawnSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  expect(text.status, text.stderr).toBe(0);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return text.stdout;
}

/**
 * A phone at the site gate, with no session of any kind, opening what the QR code encodes;
 * `watch` sees the page before it loads.
 */
async function openCheckOnPhone(browser: Browser, checkCode: string, watch?: (page: Page) => void) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: viewports.phone,
  });
  const page = await context.newPage();
  watch?.(page);
  const response = await page.goto(`/verify/${checkCode}`);
  // Kept out of search engines twice over: the server's header and the page's own <meta>.
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  return { page, close: () => context.close() };
}

const statusBanner = (page: Page) => page.getByRole('region', { name: 'Certificate status' });

test('a worker sees the QR code and code of their certificate on finishing, downloads it, and finds it on the portal', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const adminContext = await browser.newContext({ viewport: viewports.desktop });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password);
  await publishInduction(adminPage.request, title);
  await adminContext.close();

  const workerContext = await browser.newContext({ viewport: viewports.phone });
  const page = await workerContext.newPage();
  await takeInductionInBrowser(page, title, worker);

  // The completion screen keeps spec §8's thanks and shows the certificate to show at the gate.
  await expect(page.getByRole('heading', { name: 'Induction completed' })).toBeVisible();
  await expect(page.getByText('Thank you for completing this induction.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your certificate' })).toBeVisible();
  code = await shownCode(page);
  const qr = page.getByRole('img', { name: /QR code of your certificate/ });
  await expect(qr).toBeVisible();
  const box = (await qr.boundingBox())!;
  expect(box.width, 'QR code width on a phone').toBeGreaterThanOrEqual(200);
  await checkScreen(page, '70-completion-certificate');
  await expectQrCodeOf(qr, `${test.info().project.use.baseURL}/verify/${code}`);

  // The PDF the worker keeps carries the same code.
  const pdfText = await downloadPdfText(page, () => page.getByRole('button', { name: 'Download certificate' }).click());
  expect(pdfText).toContain(code);
  expect(pdfText).toContain(fullName);

  // Afterwards, the portal card of the completed induction offers the same.
  await page.getByRole('link', { name: 'Return to your inductions' }).click();
  await expect(page).toHaveURL(/\/inductee\/portal$/);
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Completed')).toBeVisible();
  await card.getByRole('button', { name: `Certificate of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Your certificate' });
  await expect(dialog).toContainText(title);
  expect(await shownCode(dialog)).toBe(code);
  await expect(dialog.getByRole('img', { name: /QR code of your certificate/ })).toBeVisible();
  await checkScreen(page, '71-portal-certificate-dialog');
  await checkFitsInEveryLanguage(page, '71-portal-certificate-dialog');
  const againText = await downloadPdfText(page, () =>
    dialog.getByRole('button', { name: 'Download certificate' }).click(),
  );
  expect(againText).toContain(code);
  await workerContext.close();
});

test('the gate opens the check of a valid certificate on a phone: status, name and company, nothing private', async ({
  browser,
}) => {
  expect(code, 'the code from the journey before').toMatch(codePattern);
  const scripts = new Set<string>();
  const { page, close } = await openCheckOnPhone(browser, code, (opening) =>
    opening.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.add(response.url());
    }),
  );
  await expect(statusBanner(page).getByRole('heading', { name: 'Valid' })).toBeVisible();
  await expect(statusBanner(page)).toContainText('Current until');
  await expect(page.getByText(fullName)).toBeVisible();
  await expect(page.getByText(worker.company)).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText(code)).toBeVisible();
  const body = page.locator('body');
  await expect(body).not.toContainText(worker.email);
  await expect(body).not.toContainText('@');
  await expect(body).not.toContainText('0400');
  await expect(body).not.toContainText('DL-778899');
  await checkScreen(page, '72-verify-valid');
  // The check page downloads neither the admin code nor the QR encoder.
  expect(scripts.size).toBeGreaterThan(0);
  for (const url of scripts) {
    const source = await (await page.request.get(url)).text();
    for (const adminText of ['Register New Admin', 'Revoke certificate', 'errorCorrectionLevel']) {
      expect(source.includes(adminText), `${url} contains "${adminText}"`).toBe(false);
    }
  }
  await close();
});

test('an administrator finds the completion by its code, revokes it with a reason, and reinstates it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  expect(code, 'the code from the journey before').toMatch(codePattern);
  const context = await browser.newContext({ viewport: viewports.desktop });
  const page = await context.newPage();
  await signIn(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Completed Inductions' }).click();
  // The search finds a certificate by its code, without its dashes and in lower case too.
  await page.getByPlaceholder('Search inductees...').fill(code.replaceAll('-', '').toLowerCase());
  const row = page.getByRole('row').filter({ hasText: fullName });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Valid (12 months)');
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();

  await row.getByRole('button', { name: `View ${fullName}` }).click();
  const details = page.getByRole('dialog', { name: fullName });
  expect(await shownCode(details)).toBe(code);

  // The reason is required: 3 characters at least.
  await details.getByRole('button', { name: 'Revoke certificate' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke certificate' });
  await expect(revoke).toContainText(fullName);
  await revoke.getByLabel('Reason').fill('no');
  await revoke.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(revoke.getByText('The reason must be at least 3 characters')).toBeVisible();
  const reason = 'Walked under a suspended load on 3 March';
  await revoke.getByLabel('Reason').fill(reason);
  await checkScreen(page, '73-revoke-certificate-dialog');
  await revoke.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText('Certificate revoked', { exact: true })).toBeVisible();
  await expect(page.getByText(`The certificate of ${fullName} now shows as revoked.`)).toBeVisible();
  await expect(revoke).toBeHidden();

  // The details say who revoked it, when and why, with the Revoked badge instead of the validity.
  await expect(details.getByText('Revoked', { exact: true }).first()).toBeVisible();
  await expect(details).toContainText(`Revoked by${admin.name}`);
  await expect(details).toContainText(`Reason${reason}`);
  await expect(details).toContainText(/Revoked[A-Z][a-z]+ \d{2}, \d{4} at \d{2}:\d{2} AE[DS]T/);
  await expect(details).not.toContainText('Valid (12 months)');
  await checkScreen(page, '74-completion-details-revoked');
  await details.getByRole('button', { name: 'Close' }).click();
  // The list shows the badge in its table and, on a phone, in its cards.
  await expect(row.getByText('Revoked', { exact: true })).toBeVisible();
  await expect(row).not.toContainText('Valid (12 months)');
  await page.setViewportSize(viewports.phone);
  const item = page
    .getByRole('list', { name: 'Completed inductions' })
    .getByRole('listitem')
    .filter({ hasText: fullName });
  await expect(item.getByText('Revoked', { exact: true })).toBeVisible();
  await checkScreen(page, '75-completions-revoked');
  await page.setViewportSize(viewports.desktop);

  // At the gate the check now says Revoked, when and why.
  const gate = await openCheckOnPhone(browser, code);
  await expect(statusBanner(gate.page).getByRole('heading', { name: 'Revoked' })).toBeVisible();
  await expect(gate.page.getByText(reason)).toBeVisible();
  await expect(gate.page.getByText('Revoked on')).toBeVisible();
  await expect(gate.page.getByText(fullName)).toBeVisible();
  await expect(gate.page.locator('body')).not.toContainText(admin.name);
  await checkScreen(gate.page, '76-verify-revoked');

  // Reinstated after a confirmation: the validity comes back, in the list and at the gate.
  await row.getByRole('button', { name: `View ${fullName}` }).click();
  await details.getByRole('button', { name: 'Reinstate certificate' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Reinstate certificate' });
  await expect(confirm).toContainText(fullName);
  await confirm.getByRole('button', { name: 'Reinstate' }).click();
  await expect(page.getByText('Certificate reinstated', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Revoke certificate' })).toBeVisible();
  await expect(details).toContainText('Valid (12 months)');
  await expect(details).not.toContainText(reason);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Valid (12 months)');
  await gate.page.reload();
  await expect(statusBanner(gate.page).getByRole('heading', { name: 'Valid' })).toBeVisible();
  await expect(gate.page.getByText(reason)).toBeHidden();
  await gate.close();
  await context.close();
});

test('the gate is told plainly when no certificate has the code', async ({ browser }) => {
  for (const unknown of ['ZZZZ-ZZZZ-ZZZZ', 'not-a-code']) {
    const { page, close } = await openCheckOnPhone(browser, unknown);
    await expect(statusBanner(page).getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
    await expect(page.getByText('Name', { exact: true })).toBeHidden();
    if (unknown === 'ZZZZ-ZZZZ-ZZZZ') await checkScreen(page, '77-verify-not-found');
    await close();
  }
});
