import { expect, test } from '@playwright/test';
import { enterEmail, next, publishInduction, startFromPortal, takeInductionInBrowser } from './journey.ts';
import { admin, checkScreen, signIn, viewports } from './support.ts';

test('an administrator publishes a new version that everyone must take again, and the worker is asked to', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const title = 'Slewing Crane Versions Induction';
  const adminContext = await browser.newContext({ viewport: viewports.desktop });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password);
  const induction = await publishInduction(adminPage.request, title);

  const workerContext = await browser.newContext({ viewport: viewports.phone });
  const worker = await workerContext.newPage();
  await takeInductionInBrowser(worker, title, {
    email: 'mia.chen@site.example',
    firstName: 'Mia',
    lastName: 'Chen',
    company: 'Metro Civil',
  });

  // The builder's pages step: the history shows version 1, then the draft changes.
  await adminPage.goto(`/admin/inductions/${induction.id}`);
  const history = adminPage.getByRole('list', { name: 'Versions' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Version 1 (published)');
  await expect(history).toContainText('1 completion');
  const changed = await adminPage.request.put(`/api/inductions/${induction.id}`, {
    data: { description: 'The exclusion zone is now 10 metres.' },
  });
  expect(changed.status()).toBe(200);
  await adminPage.reload();
  await expect(
    adminPage.getByText('You have changes that workers do not see yet. Publish to make version 2.'),
  ).toBeVisible();

  // Publishing asks what becomes of the completions of version 1.
  await adminPage.getByRole('button', { name: 'Publish Induction' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Publish version 2' });
  await expect(dialog.getByRole('radio', { name: /Existing completions stay valid/ })).toBeChecked();
  await dialog.getByRole('radio', { name: /Everyone must take it again/ }).check();
  await checkScreen(adminPage, '24-publish-version');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(adminPage.getByText('Version 2 is now available. 1 worker was asked to take it again.')).toBeVisible();
  await adminPage.goto(`/admin/inductions/${induction.id}`);
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('Version 2 (published)');
  await expect(history.getByRole('listitem').first()).toContainText(`by ${admin.name}`);
  await expect(history.getByRole('listitem').first()).toContainText('Everyone must take it again');
  await expect(history.getByRole('listitem').nth(1)).toContainText(
    'First version · 1 completion, superseded by version 2',
  );
  await checkScreen(adminPage, '25-version-history');

  // Completed Inductions says the completion was superseded.
  await adminPage.getByRole('link', { name: 'Completed Inductions' }).click();
  // The certificates journey has another Mia Chen, at another address.
  await adminPage.getByPlaceholder('Search inductees...').fill('mia.chen@site');
  const row = adminPage.getByRole('row').filter({ hasText: 'mia.chen@site.example' });
  await expect(row).toContainText('Superseded');

  // The worker's portal says so, and Take again starts version 2 from its first page.
  await enterEmail(worker, 'mia.chen@site.example');
  const card = worker.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('This induction has changed. Please take it again.')).toBeVisible();
  await card.getByRole('button', { name: `Take again ${title}` }).click();
  await expect(worker).toHaveURL(/\/inductee\/progress\/\d+$/);
  await expect(worker.getByText('Page 1 of 3')).toBeVisible();
  await workerContext.close();
  await adminContext.close();
});

test('a worker part-way through when everyone must take it again is told, and starts the new version', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = 'Tower Crane Retake Induction';
  const adminContext = await browser.newContext({ viewport: viewports.desktop });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin.email, admin.password);
  const induction = await publishInduction(adminPage.request, title);

  // The worker reads page 1 of version 1 and moves on to page 2.
  const workerContext = await browser.newContext({ viewport: viewports.phone });
  const worker = await workerContext.newPage();
  await enterEmail(worker, 'noah.ward@site.example');
  await startFromPortal(worker, title);
  await next(worker);
  await expect(worker.getByText('Page 2 of 3')).toBeVisible();
  const firstAttempt = worker.url();

  // Meanwhile the rules change, and the administrator asks everyone to take it again.
  const changed = await adminPage.request.put(`/api/inductions/${induction.id}`, {
    data: { description: 'The exclusion zone is now 10 metres.' },
  });
  expect(changed.status()).toBe(200);
  await adminPage.goto(`/admin/inductions/${induction.id}`);
  await adminPage.getByRole('button', { name: 'Publish Induction' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Publish version 2' });
  await dialog.getByRole('radio', { name: /Everyone must take it again/ }).check();
  await expect(dialog.getByText('Anyone part-way through must start again on this version.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(
    adminPage.getByText('Version 2 is now available. 1 worker part-way through must start again.'),
  ).toBeVisible();

  // The worker's next page move is refused, and the player says why instead of a failed save.
  await next(worker);
  const notice = worker.getByRole('alert').filter({ hasText: 'This induction was updated' });
  await expect(notice).toBeVisible();
  await expect(
    notice.getByText(
      'This induction was updated while you were taking it, and everyone must now take the new version. Please start it again from your inductions.',
    ),
  ).toBeVisible();
  await expect(worker.getByText('Failed to update progress')).toHaveCount(0);
  await checkScreen(worker, '26-attempt-ended-by-update');

  // The portal offers to take it again, and the new attempt begins on page 1 of version 2.
  await notice.getByRole('link', { name: 'Return to your inductions' }).click();
  const card = worker.getByRole('listitem').filter({ hasText: title });
  await expect(
    card.getByText('This induction was updated while you were taking it. Please start it again.'),
  ).toBeVisible();
  await expect(card.getByText('Updated', { exact: true })).toBeVisible();
  // The card shows the induction as it is now published: what the worker will take.
  await expect(card.getByText('The exclusion zone is now 10 metres.')).toBeVisible();
  await checkScreen(worker, '27-portal-attempt-ended');
  await card.getByRole('button', { name: `Take again ${title}` }).click();
  await expect(worker).toHaveURL(/\/inductee\/progress\/\d+$/);
  expect(worker.url()).not.toBe(firstAttempt);
  await expect(worker.getByText('Page 1 of 3')).toBeVisible();
  await workerContext.close();
  await adminContext.close();
});
