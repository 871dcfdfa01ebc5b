// Steps of the inductee journey shared by the browser tests.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Induction } from '@crane/contract';
import { makePdf } from '../apps/server/test/make-pdf.ts';

/** A 1x1 PNG: an identification photo as far as the server's content check is concerned. */
export const pngPhoto = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An active three-page induction (rich text, PDF, quiz with a signature) with short minimum times. */
export async function publishInduction(request: APIRequestContext, title: string): Promise<Induction> {
  const induction = (await (
    await request.post('/api/inductions', { data: { title, description: 'Read before you enter the site.' } })
  ).json()) as Induction;
  const upload = await request.post('/api/upload/pdf', {
    multipart: { pdf: { name: 'lift-plan.pdf', mimeType: 'application/pdf', buffer: makePdf() } },
  });
  const pdf = (await upload.json()) as { url: string; name: string };
  const pages = [
    {
      title: 'Site rules',
      minTimeSeconds: 3,
      content: {
        type: 'richText',
        content: '<h2>Exclusion zones</h2><p><strong>Never</strong> walk under a load.</p>',
      },
    },
    {
      title: 'Lift plan',
      minTimeSeconds: 2,
      content: { type: 'richText', pdfUrl: pdf.url, pdfName: pdf.name },
    },
    {
      title: 'Check your understanding',
      minTimeSeconds: 2,
      content: {
        type: 'quiz',
        requireSignature: true,
        quiz: {
          questions: [
            {
              question: 'Where may you stand during a lift?',
              options: ['Under the load', 'Outside the exclusion zone'],
              correctAnswer: 1,
            },
          ],
        },
      },
    },
  ];
  for (const [index, page] of pages.entries()) {
    const response = await request.post(`/api/inductions/${induction.id}/pages`, {
      data: { ...page, order: index + 1 },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  expect((await request.put(`/api/inductions/${induction.id}`, { data: { status: 'active' } })).status()).toBe(200);
  return induction;
}

export async function enterEmail(page: Page, email: string) {
  await page.goto('/inductee');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /continue|enter|next/i }).click();
  await expect(page.getByText('Email verified').first()).toBeVisible();
}

/** Presses the Start button of an induction's card on the portal. */
export async function startFromPortal(page: Page, title: string) {
  await page
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: `Start ${title}` })
    .click();
}

/** Waits out a page's countdown: Next turns on when the timer reaches 0:00. */
export async function next(page: Page) {
  const button = page.getByRole('button', { name: 'Next' });
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await button.click();
}

/** Draws a zig-zag on the signature pad with the mouse. */
export async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: /Signature pad/ });
  // On a phone the pad can be below the fold: a person scrolls to it before drawing.
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 100);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) {
    await page.mouse.move(box.x + 20 + step * 25, box.y + (step % 2 === 0 ? 100 : 40), { steps: 3 });
  }
  await page.mouse.up();
}

/** From the email screen to the certification form of a published induction (publishInduction). */
export async function reachCertification(page: Page, title: string, email: string) {
  await enterEmail(page, email);
  await startFromPortal(page, title);
  await next(page);
  await next(page);
  await page.getByRole('radio', { name: 'Outside the exclusion zone' }).check();
  await drawSignature(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Acknowledgment Complete')).toBeVisible();
}

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** Fills the certification form with a person, an identification photo and a driver's licence. */
export async function fillCertification(
  page: Page,
  person: { firstName: string; lastName: string; company: string },
  identification: FilePayload = { name: 'passport.png', mimeType: 'image/png', buffer: pngPhoto },
) {
  await page.getByLabel('First Name').fill(person.firstName);
  await page.getByLabel('Last Name').fill(person.lastName);
  await page.getByLabel('Phone').first().fill('0400 111 222');
  await page.getByLabel('Company').fill(person.company);
  await page.getByLabel('Emergency Contact Name').fill('Alex Contact');
  await page.getByLabel('Emergency Contact Phone').fill('0400 333 444');
  await page.getByLabel('Relationship').fill('Partner');
  await page.getByLabel("Identification (driver's licence or passport)").setInputFiles(identification);
  await page.getByLabel("I hold a driver's licence").check();
  await page.getByLabel("Driver's Licence Number").fill('DL-778899');
  await page.getByLabel('Expiry Date').first().fill('2029-03-31');
  await page
    .getByLabel('Front image')
    .first()
    .setInputFiles({ name: 'licence-front.png', mimeType: 'image/png', buffer: pngPhoto });
  await page.getByLabel(/I confirm that I have read/).check();
}

/** Presses Complete Induction once the form may be sent. */
export async function submitCertification(page: Page) {
  const submit = page.getByRole('button', { name: 'Complete Induction' });
  await expect(submit).toBeEnabled({ timeout: 15_000 });
  await submit.click();
}

/**
 * A worker takes a published three-page induction (publishInduction) through the browser, from the
 * email screen to the success toast, with an identification photo and a driver's licence.
 */
export async function takeInductionInBrowser(
  page: Page,
  title: string,
  person: { email: string; firstName: string; lastName: string; company: string },
) {
  await reachCertification(page, title, person.email);
  await fillCertification(page, person);
  await submitCertification(page);
  await expect(page.getByText('Induction completed').first()).toBeVisible();
}
