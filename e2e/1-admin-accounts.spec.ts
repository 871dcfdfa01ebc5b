import { expect, test } from '@playwright/test';
import { admin, checkScreen, registerAdmin, signIn, signOut } from './support.ts';

const newAdmin = { name: 'Priya Rigger', email: 'priya.rigger@crane.example', password: 'Priya-password-1' };
const changedPassword = 'Priya-changed-password-2';

test('an administrator signs in, creates an admin, who signs in and changes their own password', async ({ page }) => {
  // The app must run under the server's Content-Security-Policy: any violation fails the journey.
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) policyViolations.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Safety Induction System' })).toBeVisible();
  await expect(page.getByText('Choose how you want to access the system')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enter Induction as Worker' })).toBeVisible();
  await checkScreen(page, '01-landing');

  await page.getByRole('link', { name: 'Admin Login' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await checkScreen(page, '02-admin-login');

  // The form's own validation, before any request.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await checkScreen(page, '03-admin-login-validation');

  // A wrong password.
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('401: Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // The right password reaches the Dashboard tab.
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/portal$/);
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(admin.email)).toBeVisible();
  await checkScreen(page, '04-dashboard');

  // Admin Users: create an admin.
  await page.getByRole('link', { name: 'Admin Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Admin Users' })).toBeVisible();
  await expect(page.getByText(admin.name)).toBeVisible();
  await checkScreen(page, '05-admin-users');

  await page.getByRole('button', { name: 'New Admin' }).click();
  const registerDialog = page.getByRole('dialog', { name: 'Register New Admin' });
  await expect(registerDialog).toBeVisible();
  await registerDialog.getByRole('button', { name: 'Register' }).click();
  await expect(registerDialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(registerDialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(registerDialog.getByText('Password must be at least 8 characters')).toBeVisible();
  await checkScreen(page, '06-register-admin-dialog');
  await registerDialog.getByLabel('Name').fill(newAdmin.name);
  await registerDialog.getByLabel('Email').fill(newAdmin.email);
  await registerDialog.getByLabel('Password').fill(newAdmin.password);
  await registerDialog.getByLabel('Role').selectOption('admin');
  await registerDialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(registerDialog).toBeHidden();
  await expect(page.getByText(newAdmin.email)).toBeVisible();

  // Registering the same email again is refused with the server's message.
  await page.getByRole('button', { name: 'New Admin' }).click();
  await registerDialog.getByLabel('Name').fill('Someone Else');
  await registerDialog.getByLabel('Email').fill(newAdmin.email);
  await registerDialog.getByLabel('Password').fill('Another-password-3');
  await registerDialog.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration failed')).toBeVisible();
  await expect(page.getByText('409: An admin with this email already exists')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(registerDialog).toBeHidden();

  // Only one's own card offers Reset Password.
  await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(1);

  await signOut(page);

  // The new admin signs in and changes their own password.
  await signIn(page, newAdmin.email, newAdmin.password);
  await page.getByRole('link', { name: 'Admin Users' }).click();
  await expect(page.getByRole('button', { name: 'Reset Password' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(resetDialog).toBeVisible();
  await resetDialog.getByLabel('Current Password').fill(newAdmin.password);
  await resetDialog.getByLabel('New Password', { exact: true }).fill(changedPassword);
  await resetDialog.getByLabel('Confirm New Password').fill('Something-different-9');
  await resetDialog.getByRole('button', { name: /update password|reset password|save/i }).click();
  await expect(resetDialog.getByText("New passwords don't match")).toBeVisible();
  await checkScreen(page, '07-reset-password-dialog');
  await resetDialog.getByLabel('Confirm New Password').fill(changedPassword);
  await resetDialog.getByRole('button', { name: /update password|reset password|save/i }).click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(resetDialog).toBeHidden();

  await signOut(page);
  await signIn(page, newAdmin.email, changedPassword);
  await expect(page.getByRole('banner').getByText(newAdmin.email)).toBeVisible();
  expect(policyViolations).toEqual([]);
});

test('a super admin deactivates an admin, who is signed out at once and refused, and reactivates them', async ({
  page,
  browser,
}) => {
  const leaver = { name: 'Sam Slinger', email: 'sam.slinger@crane.example', password: 'Sam-password-1' };
  await signIn(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Admin Users' }).click();
  await registerAdmin(page, leaver);

  // Sam is signed in on another computer.
  const samsContext = await browser.newContext();
  const samsPage = await samsContext.newPage();
  await signIn(samsPage, leaver.email, leaver.password);
  // An admin may not deactivate anyone: Sam's cards offer no such button.
  await samsPage.getByRole('link', { name: 'Admin Users' }).click();
  await expect(samsPage.getByText(admin.email)).toBeVisible();
  await expect(samsPage.getByRole('button', { name: /^Deactivate/ })).toHaveCount(0);

  await page.getByRole('button', { name: `Deactivate ${leaver.name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deactivate this admin?' });
  await expect(confirm).toContainText(`${leaver.name} (${leaver.email}) is signed out at once`);
  // What keeps working after it is named, read from the server: Sam made no token nor webhook.
  await expect(confirm).toContainText('They made no API token or webhook that is still in use.');
  await checkScreen(page, '10-deactivate-admin-dialog');
  await confirm.getByRole('button', { name: 'Deactivate Admin' }).click();
  await expect(page.getByText('Admin deactivated')).toBeVisible();
  await expect(confirm).toBeHidden();
  const samsCard = page.getByRole('listitem').filter({ hasText: leaver.email });
  await expect(samsCard.getByText('Deactivated')).toBeVisible();
  await expect(samsCard.getByRole('button', { name: `Reactivate ${leaver.name}` })).toBeVisible();
  await checkScreen(page, '11-admin-deactivated');

  // Sam's next step finds the session ended; signing in again is refused with the reason.
  await samsPage.getByRole('link', { name: 'Dashboard' }).click();
  await samsPage.reload();
  await expect(samsPage).toHaveURL(/\/admin\/login$/);
  await samsPage.getByLabel('Email').fill(leaver.email);
  await samsPage.getByLabel('Password').fill(leaver.password);
  await samsPage.getByRole('button', { name: 'Login' }).click();
  await expect(
    samsPage.getByText('403: This admin account is deactivated. Ask a super admin to reactivate it.'),
  ).toBeVisible();
  await expect(samsPage).toHaveURL(/\/admin\/login$/);

  await samsCard.getByRole('button', { name: `Reactivate ${leaver.name}` }).click();
  await expect(page.getByText('Admin reactivated')).toBeVisible();
  await expect(samsCard.getByText('Deactivated')).toBeHidden();
  await signIn(samsPage, leaver.email, leaver.password);
  await samsContext.close();
});

test('the portal sends a visitor without a session to the login screen', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page.getByText('Authentication required')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('every tab of the portal has its own address', async ({ page }) => {
  await signIn(page, admin.email, admin.password);
  const tabs: Array<[string, RegExp]> = [
    ['Manage Inductions', /\/admin\/inductions$/],
    ['Completed Inductions', /\/admin\/completions$/],
    ['Settings', /\/admin\/settings$/],
    ['Dashboard', /\/admin\/portal$/],
  ];
  for (const [name, url] of tabs) {
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('an unknown address shows the not-found screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await checkScreen(page, '08-not-found');
});

test('a worker enters an email and reaches the inductee portal', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Enter Induction as Worker' }).click();
  await expect(page.getByRole('heading', { name: 'Start Your Induction' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Inductions' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await checkScreen(page, '09-inductee-email');
  await page.getByLabel('Email').fill('worker@site.example');
  await page.getByRole('button', { name: 'Continue to Inductions' }).click();
  await expect(page.getByText('Email verified')).toBeVisible();
  await expect(page).toHaveURL(/\/inductee\/portal$/);
  await expect(page.getByText('worker@site.example')).toBeVisible();
});

test('the inductee portal without an email asks for it again', async ({ page }) => {
  await page.goto('/inductee/portal');
  await expect(page.getByText('Session expired')).toBeVisible();
  await expect(page).toHaveURL(/\/inductee$/);
});

test('the landing and inductee pages never download the admin code', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Safety Induction System' })).toBeVisible();
  await page.getByRole('link', { name: 'Enter Induction as Worker' }).click();
  await expect(page.getByRole('heading', { name: 'Start Your Induction' })).toBeVisible();
  expect(scripts.size).toBeGreaterThan(0);
  // Texts that exist only in admin screens must not be in any script a worker downloaded.
  for (const url of scripts) {
    const source = await (await page.request.get(url)).text();
    for (const adminText of ['Register New Admin', 'Logging in...', 'Please login to access the admin portal']) {
      expect(source.includes(adminText), `${url} contains "${adminText}"`).toBe(false);
    }
  }
});

test('logging out after the session already ended still logs out', async ({ page }) => {
  await signIn(page, admin.email, admin.password);
  // The session ends behind the page's back (expiry, or a logout in another tab).
  const ended = await page.request.post('/api/auth/logout');
  expect(ended.status()).toBe(200);
  await signOut(page);
});
