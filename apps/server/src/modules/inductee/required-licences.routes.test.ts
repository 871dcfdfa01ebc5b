import type { Induction, InducteeContent } from '@crane/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  certificationFields,
  complete,
  controlClock,
  createInduction,
  filePart,
  jpegBytes,
  startInduction,
} from '../../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';

const craneLicence = { kind: 'hrwl', classes: ['C2', 'C6', 'C1', 'C0'] } as const;
const craneMessage =
  'This induction requires a high risk work licence with at least one of the classes C2, C6, C1 or C0';

/** The licences an induction requires, set in the builder and enforced at completion (issue 15). */
describe.each(databaseKinds)('required licences on %s', (kind) => {
  let test: TestApp;
  let adminCookie: string;
  let inductionId: number;

  beforeEach(async () => {
    test = await createTestApp(kind);
    adminCookie = await logIn(test.app);
    controlClock(test.app).set(new Date('2026-11-25T01:00:00.000Z'));
    ({ inductionId } = await createInduction(test.app, adminCookie, [{ title: 'Only page' }]));
  });
  afterEach(async () => {
    await test.close();
  });

  const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    test.app.inject({ method, url, headers: { cookie: adminCookie }, ...(payload && { payload }) });

  /** Sets the draft's requirement and publishes it. */
  const requireLicences = async (requiredLicences: object[]) => {
    const updated = await asAdmin('PUT', `/api/inductions/${inductionId}`, { requiredLicences });
    expect(updated.statusCode, updated.body).toBe(200);
    const published = await asAdmin('POST', `/api/inductions/${inductionId}/publish`, { completions: 'stayValid' });
    expect(published.statusCode, published.body).toBe(200);
  };

  /** Completes an attempt with these text fields over the defaults, and these files besides identification. */
  const completeWith = async (
    start: Awaited<ReturnType<typeof startInduction>>,
    overrides: Record<string, string | undefined>,
    files: string[] = [],
  ) =>
    complete(
      test.app,
      [
        ...certificationFields(start.progress.id, overrides),
        filePart('identification', jpegBytes, 'passport.jpg'),
        ...files.map((field) => filePart(field, jpegBytes)),
      ],
      start.cookie,
    );
  const errorsOf = (response: { json: <T>() => T }) =>
    response.json<{ errors: { field: string; message: string }[] }>().errors;

  const hrwl = { hrwlNumber: 'HRW 555', hrwlExpiry: '2029-06-30', hrwlState: 'VIC' };

  it('keeps what the builder requires, refuses an unknown kind or class, and shows workers only the published requirement', async () => {
    const refused = await asAdmin('PUT', `/api/inductions/${inductionId}`, {
      requiredLicences: [{ kind: 'hrwl', classes: ['C9'] }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Unknown licence class: C9');
    const unknownKind = await asAdmin('PUT', `/api/inductions/${inductionId}`, {
      requiredLicences: [{ kind: 'boat' }],
    });
    expect(unknownKind.statusCode).toBe(400);

    const draft = await asAdmin('PUT', `/api/inductions/${inductionId}`, {
      requiredLicences: [craneLicence, { kind: 'drivers' }],
    });
    expect(draft.json<Induction>().requiredLicences).toEqual([craneLicence, { kind: 'drivers' }]);
    // Workers see the published version's requirement (none) until the draft is published.
    const before = await test.app.inject({ method: 'GET', url: '/api/inductee/available-inductions' });
    expect(before.json<Induction[]>().find((item) => item.id === inductionId)!.requiredLicences).toEqual([]);

    await asAdmin('POST', `/api/inductions/${inductionId}/publish`, { completions: 'stayValid' });
    const after = await test.app.inject({ method: 'GET', url: '/api/inductee/available-inductions' });
    expect(after.json<Induction[]>().find((item) => item.id === inductionId)!.requiredLicences).toEqual([
      craneLicence,
      { kind: 'drivers' },
    ]);
    const start = await startInduction(test.app, 'jane@site.example', inductionId);
    const content = await test.app.inject({
      method: 'GET',
      url: `/api/inductee/progress/${start.progress.id}/content`,
      headers: { cookie: start.cookie },
    });
    expect(content.json<InducteeContent>().induction.requiredLicences).toEqual([craneLicence, { kind: 'drivers' }]);
    // The builder reads the draft back.
    const read = await asAdmin('GET', `/api/inductions/${inductionId}`);
    expect(read.json<Induction>().requiredLicences).toEqual([craneLicence, { kind: 'drivers' }]);
  });

  it('refuses a completion without the required licence, naming what is missing, and accepts one with it', async () => {
    await requireLicences([craneLicence, { kind: 'drivers' }]);
    const start = await startInduction(test.app, 'jane@site.example', inductionId);

    const none = await completeWith(start, { driversLicenseNumber: '', driversLicenseExpiry: '' });
    expect(none.statusCode).toBe(400);
    expect(errorsOf(none)).toEqual([
      {
        field: 'hrwlNumber',
        message: `${craneMessage}: give its number, its expiry date, a photo of its front and a photo of its back`,
      },
      {
        field: 'driversLicenseNumber',
        message:
          "This induction requires a driver's licence: give its number, its expiry date, a photo of its front and a photo of its back",
      },
    ]);

    const noBack = await completeWith(start, { ...hrwl, hrwlClasses: JSON.stringify(['C6']) }, [
      'hrwlFront',
      'driversLicenseFront',
      'driversLicenseBack',
    ]);
    expect(errorsOf(noBack)).toEqual([{ field: 'hrwlNumber', message: `${craneMessage}: give a photo of its back` }]);

    const wrongClass = await completeWith(start, { ...hrwl, hrwlClasses: JSON.stringify(['DG', 'RB']) }, [
      'hrwlFront',
      'hrwlBack',
      'driversLicenseFront',
      'driversLicenseBack',
    ]);
    expect(errorsOf(wrongClass)).toEqual([
      {
        field: 'hrwlClasses',
        message: `${craneMessage}: tick the classes your licence holds (none of C2, C6, C1 or C0 is ticked)`,
      },
    ]);

    const accepted = await completeWith(start, { ...hrwl, hrwlClasses: JSON.stringify(['DG', 'C6']) }, [
      'hrwlFront',
      'hrwlBack',
      'driversLicenseFront',
      'driversLicenseBack',
    ]);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('holds an attempt to the requirement of the version it was started on', async () => {
    const earlier = await startInduction(test.app, 'early@site.example', inductionId);
    await requireLicences([{ kind: 'hrwl', classes: ['DG'] }]);
    const later = await startInduction(test.app, 'late@site.example', inductionId);

    // Started before the requirement: completes without a high risk work licence.
    const early = await completeWith(earlier, {});
    expect(early.statusCode, early.body).toBe(200);
    // Started on the new version: refused, then accepted with a dogging licence.
    const refused = await completeWith(later, {});
    expect(errorsOf(refused)).toEqual([
      {
        field: 'hrwlNumber',
        message:
          'This induction requires a high risk work licence with class DG: give its number, its expiry date, a photo of its front and a photo of its back',
      },
    ]);
    const accepted = await completeWith(later, { ...hrwl, hrwlClasses: JSON.stringify(['DG']) }, [
      'hrwlFront',
      'hrwlBack',
    ]);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});
