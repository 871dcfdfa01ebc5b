import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { admin, checkScreen, signIn, viewports } from './support.ts';

// The mail catcher of scripts/test-e2e.mjs, which the server's SMTP_* settings already point at. The settings
// saved here point at the same catcher (with its login), so the journeys before and after keep their email.
const smtpPort = process.env['E2E_SMTP_PORT'] ?? '2525';
const smtpUser = process.env['E2E_SMTP_USER'] ?? 'e2e-mailer';
const smtpPassword = process.env['E2E_SMTP_PASSWORD'] ?? 'E2e-mail-password-1';
const mailDir = process.env['E2E_MAIL_DIR'];

/**
 * The toast in front (one shows at a time, spec §9; the ones before stay hidden behind it), so that a toast
 * repeated later in the journey is told from the earlier one.
 */
const expectToast = async (page: Page, title: string, description?: string | RegExp) => {
  const toast = page.locator('[data-sonner-toast][data-front="true"]');
  await expect(toast).toContainText(title);
  if (description !== undefined) await expect(toast).toContainText(description);
};

const openSettings = async (page: Page) => {
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
};

test('an administrator tests the storage and sees Success with a link to the test file', async ({ page, request }) => {
  await page.setViewportSize(viewports.desktop);
  await signIn(page, admin.email, admin.password);
  await openSettings(page);
  const tabs = page.getByRole('tablist', { name: 'Settings' });
  for (const name of ['Storage', 'Email', 'Database', 'Integrity'])
    await expect(tabs.getByRole('tab', { name })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Storage' })).toHaveAttribute('aria-selected', 'true');
  // On the smallest phone every tab is in sight: the row wraps rather than hiding some behind a scroll.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const name of ['Storage', 'Email', 'Reminders', 'Database', 'Integrity'])
    await expect(tabs.getByRole('tab', { name }), name).toBeInViewport({ ratio: 1 });
  await page.setViewportSize(viewports.desktop);

  await page.getByRole('button', { name: 'Test Storage Configuration' }).click();
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.getByText(/a test file was written, read back and deleted/)).toBeVisible();
  const link = page.getByRole('link', { name: /storage-test\.txt/ });
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/files\/signed\/self-test\//);
  // The link opens the uploaded test file, without a session.
  const file = await request.get(href);
  expect(file.status()).toBe(200);
  expect(await file.text()).toContain('Crane Safety Induction storage test file');
  await checkScreen(page, '50-settings-storage-success');

  // The Database tab names the engine the server runs on, with its version and migrations.
  await tabs.getByRole('tab', { name: 'Database' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=database$/);
  await expect(page.getByText('The system is connected to a relational database.')).toBeVisible();
  const details = page.getByRole('definition');
  await expect(details.filter({ hasText: 'SQLite' }).first()).toBeVisible();
  await expect(details.filter({ hasText: /SQLite file .*induction\.sqlite/ })).toBeVisible();
  await expect(details.filter({ hasText: /^\d+\.\d+/ })).toBeVisible();
  await expect(page.getByText('Up to date')).toBeVisible();
  await checkScreen(page, '53-settings-database');

  // The Integrity tab re-computes the chain of sealed completions on request, on the server, and follows
  // it until its report: the journeys so far are intact.
  await tabs.getByRole('tab', { name: 'Integrity' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\?tab=integrity$/);
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByText('The records are intact')).toBeVisible();
  await expect(
    page.getByText(/^[\d,]+ completions? checked on .*: each matches its seal and the chain is unbroken\.$/),
  ).toBeVisible();
  await expect(page.getByText(`Started by ${admin.email} on `)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check now' })).toBeEnabled();
  await checkScreen(page, '55-settings-integrity');
  // The last check stays: the tab opened again shows its report.
  await page.reload();
  await expect(page.getByText('The records are intact')).toBeVisible();
});

test('the storage test shows a Configuration Error with the variables, the error and the next steps', async ({
  page,
}) => {
  // The journeys' server stores files locally and passes; this is the answer of a gcs bucket that does not exist.
  await page.route('**/api/admin/storage/test', (route) =>
    route.fulfill({
      json: {
        status: 'error',
        message:
          'Storage test failed with Google Cloud Storage (STORAGE_DRIVER=gcs): the test file could not be written.',
        details: {
          driver: 'gcs',
          environmentVars: {
            STORAGE_DRIVER: '✓ Set',
            GCS_PROJECT_ID: '✓ Set',
            GCS_BUCKET_NAME: '✓ Set',
            GCS_CREDENTIALS: '✗ Not set',
          },
        },
        error: '404: The specified bucket does not exist.',
        nextSteps: [
          'Check GCS_BUCKET_NAME: the bucket must already exist (create it in the Google Cloud console).',
          'Restart the server after changing STORAGE_DRIVER or a GCS_* variable, then run this test again.',
        ],
      },
    }),
  );
  await page.setViewportSize(viewports.desktop);
  await signIn(page, admin.email, admin.password);
  await openSettings(page);
  await page.getByRole('button', { name: 'Test Storage Configuration' }).click();
  const view = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Configuration Error' }) });
  await expect(view).toBeVisible();
  for (const heading of ['Environment Variables', 'Error Details', 'Next Steps']) {
    await expect(view.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(view.getByRole('definition').filter({ hasText: '✗ Not set' })).toHaveCount(1);
  await expect(view.getByText('404: The specified bucket does not exist.')).toBeVisible();
  await expect(view.getByRole('listitem')).toHaveCount(2);
  await checkScreen(page, '54-settings-storage-error');

  // A request that fails outright: spec §8's message, and the generic toast.
  await page.unroute('**/api/admin/storage/test');
  await page.route('**/api/admin/storage/test', (route) =>
    route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
  );
  await page.getByRole('button', { name: 'Test Storage Configuration' }).click();
  await expectToast(page, 'Error', 'An unexpected error occurred');
  await expect(view.getByText('An error occurred while testing cloud storage configuration')).toBeVisible();
  await expect(view.getByText('500: Internal server error')).toBeVisible();
});

test('the Email tab says when email is not configured', async ({ page }) => {
  // The journeys' server has SMTP_* settings; this screen is shown as a server without them answers.
  await page.route('**/api/admin/email/status', (route) =>
    route.fulfill({
      json: {
        configured: false,
        source: 'none',
        settings: { host: '', port: 587, secure: false, user: '', from: '' },
        hasPassword: false,
      },
    }),
  );
  await signIn(page, admin.email, admin.password);
  await page.goto('/admin/settings?tab=email');
  await expect(
    page.getByRole('alert').filter({
      hasText: 'The email service is not configured. Please set the required environment variables.',
    }),
  ).toBeVisible();
  await expect(page.getByText('Not configured', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify Connection' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send Test Email' })).toBeDisabled();

  // Spec §5: host, user and from are required.
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expectToast(page, 'Missing fields', 'Please fill in all required fields');
  await expect(page.getByText('SMTP host is required')).toBeVisible();
  await checkScreen(page, '51-settings-email-not-configured');
});

test('an administrator configures email, verifies it, and a test email arrives', async ({ page }) => {
  await page.setViewportSize(viewports.desktop);
  await signIn(page, admin.email, admin.password);
  await openSettings(page);
  await page.getByRole('tab', { name: 'Email' }).click();

  // The server starts with the SMTP_* settings of the journeys.
  await expect(page.getByText('Configured', { exact: true })).toBeVisible();
  await expect(page.getByText(/Using the SMTP_\* environment variables/)).toBeVisible();
  await expect(page.getByText('The email service is not configured.', { exact: false })).toHaveCount(0);
  const host = page.getByLabel('SMTP Host');
  const port = page.getByLabel('SMTP Port');
  const secure = page.getByRole('switch', { name: 'Use SSL/TLS' });
  await expect(host).toHaveValue('127.0.0.1');
  await expect(port).toHaveValue(smtpPort);

  // Spec §5: the SSL/TLS switch sets the port; a port that is not a number falls back to 587.
  await secure.click();
  await expect(secure).toHaveAttribute('aria-checked', 'true');
  await expect(port).toHaveValue('465');
  await secure.click();
  await expect(port).toHaveValue('587');
  await port.fill('not-a-port');
  await port.blur();
  await expect(port).toHaveValue('587');

  // A wrong password: saved, and the server refuses the login when verified.
  await port.fill(smtpPort);
  await page.getByLabel('SMTP User').fill(smtpUser);
  await page.getByLabel('SMTP Password').fill('Wrong-password-1');
  await page.getByLabel('From Address').fill('Crane Settings <settings@crane.example>');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expectToast(page, 'Email configuration updated');
  await expect(page.getByText(/Using the settings saved here/)).toBeVisible();
  await expect(page.getByLabel('SMTP Password')).toHaveValue('');
  await expect(page.getByLabel('SMTP Password')).toHaveAttribute('placeholder', 'Leave empty to keep it');
  await page.getByRole('button', { name: 'Verify Connection' }).click();
  await expectToast(page, 'Verification failed', /Failed to connect to the email server .*Invalid login: 535/);

  // The right password: verified for real.
  await page.getByLabel('SMTP Password').fill(smtpPassword);
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expectToast(page, 'Email configuration updated');
  await page.getByRole('button', { name: 'Verify Connection' }).click();
  await expectToast(page, 'Verification successful', new RegExp(`logged in as ${smtpUser}`));

  // Saving again with the password left empty keeps the saved one.
  await page.getByLabel('From Address').fill('Crane Safety Induction <induction@crane.example>');
  await page.getByRole('button', { name: 'Save Configuration' }).click();
  await expectToast(page, 'Email configuration updated');
  await page.getByRole('button', { name: 'Verify Connection' }).click();
  await expectToast(page, 'Verification successful');

  // The test email box: an address is required, then the email really goes out.
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expectToast(page, 'Email required', 'Please enter an email address to send the test to');
  await expect(page.getByLabel('Test Email Address')).toHaveAccessibleDescription(
    'Please enter an email address to send the test to',
  );
  const recipient = 'settings.check@crane.example';
  await page.getByLabel('Test Email Address').fill(recipient);
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expectToast(page, 'Test email sent', new RegExp(`Test email sent to ${recipient}\\. The server answered: 250`));
  if (mailDir) {
    await expect
      .poll(() =>
        (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : [])
          .map((name) => fs.readFileSync(path.join(mailDir, name), 'utf8'))
          .find((mail) => mail.includes(`X-Envelope-To: ${recipient}`)),
      )
      .toContain('Subject: Test email from the Safety Induction System');
    const mail = fs
      .readdirSync(mailDir)
      .map((name) => fs.readFileSync(path.join(mailDir, name), 'utf8'))
      .find((candidate) => candidate.includes(`X-Envelope-To: ${recipient}`));
    expect(mail).toMatch(/^From: Crane Safety Induction <induction@crane\.example>\r?$/m);
  }
  await checkScreen(page, '52-settings-email');
});
