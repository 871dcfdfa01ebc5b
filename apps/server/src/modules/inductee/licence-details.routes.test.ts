import type { CompletionEvidence, CompletionsPage } from '@crane/contract';
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
import { extractFlatText } from '../documents/pdf-tools.ts';

/** The high risk work licence's state and classes, and the licences' checks, at completion (issue 15). */
describe.each(databaseKinds)('the licences of a certification on %s', (kind) => {
  let test: TestApp;
  let adminCookie: string;
  let inductionId: number;

  beforeEach(async () => {
    test = await createTestApp(kind);
    adminCookie = await logIn(test.app);
    const clock = controlClock(test.app);
    clock.set(new Date('2026-11-25T01:00:00.000Z'));
    ({ inductionId } = await createInduction(test.app, adminCookie, [{ title: 'Only page' }]));
  });
  afterEach(async () => {
    await test.close();
  });

  /** Completes a new attempt with these text fields over the defaults. */
  const completeWith = async (email: string, overrides: Record<string, string | undefined>) => {
    const start = await startInduction(test.app, email, inductionId);
    return complete(
      test.app,
      [...certificationFields(start.progress.id, overrides), filePart('identification', jpegBytes, 'passport.jpg')],
      start.cookie,
    );
  };
  const errorsOf = (response: Awaited<ReturnType<typeof completeWith>>) =>
    response.json<{ errors: { field: string; message: string }[] }>().errors;

  it('records the issuing state and the classes held, and seals them with the completion', async () => {
    const response = await completeWith('jane@site.example', {
      hrwlNumber: 'HRW 123-456/7',
      hrwlExpiry: '2029-06-30',
      hrwlState: 'NSW',
      hrwlClasses: JSON.stringify(['C6', 'DG']),
    });
    expect(response.statusCode, response.body).toBe(200);
    const { completionId } = response.json<{ completionId: number }>();

    const page = await test.app.inject({
      method: 'GET',
      url: '/api/admin/completions',
      headers: { cookie: adminCookie },
    });
    const record = page.json<CompletionsPage>().items.find((item) => item.id === completionId)!;
    expect(record.inductee).toMatchObject({
      hrwlNumber: 'HRW 123-456/7',
      hrwlExpiry: '2029-06-30',
      hrwlState: 'NSW',
      hrwlClasses: ['C6', 'DG'],
    });
    const evidence = await test.app.inject({
      method: 'GET',
      url: `/api/admin/completions/${completionId}/evidence`,
      headers: { cookie: adminCookie },
    });
    expect(evidence.json<CompletionEvidence>().record.completion.highRiskWorkLicence).toEqual({
      number: 'HRW 123-456/7',
      expiry: '2029-06-30',
      state: 'NSW',
      classes: ['C6', 'DG'],
    });

    // The documents print them.
    const report = await test.app.inject({
      method: 'GET',
      url: `/api/inductions/${inductionId}/progress/${record.progressId}/report`,
      headers: { cookie: adminCookie },
    });
    expect(report.statusCode).toBe(200);
    expect(extractFlatText(report.rawPayload)).toContain(
      'HRW 123-456/7 (expires June 30, 2029) NSW C6 Slewing mobile crane (up to 60 t), DG Dogging',
    );

    // Without a high risk work licence: no state, no classes.
    const plain = await completeWith('sam@site.example', {});
    expect(plain.statusCode, plain.body).toBe(200);
  });

  it('refuses unknown classes and states, numbers that are not licence numbers, and unreadable lists', async () => {
    const unknownClass = await completeWith('a@site.example', {
      hrwlNumber: 'HRW1',
      hrwlClasses: JSON.stringify(['C6', 'XX']),
    });
    expect(unknownClass.statusCode).toBe(400);
    expect(errorsOf(unknownClass)).toContainEqual({ field: 'hrwlClasses.1', message: 'Unknown licence class: XX' });

    const twice = await completeWith('b@site.example', { hrwlNumber: 'HRW1', hrwlClasses: '["DG","DG"]' });
    expect(errorsOf(twice)).toContainEqual({ field: 'hrwlClasses', message: 'Each licence class may be listed once' });

    const unreadable = await completeWith('c@site.example', { hrwlNumber: 'HRW1', hrwlClasses: 'C6,DG' });
    expect(unreadable.statusCode).toBe(400);
    expect(errorsOf(unreadable)).toEqual([
      { field: 'hrwlClasses', message: 'The licence classes must be sent as a JSON list of class codes' },
    ]);

    const state = await completeWith('d@site.example', { hrwlNumber: 'HRW1', hrwlState: 'NZ' });
    expect(errorsOf(state)[0]!.field).toBe('hrwlState');

    const number = await completeWith('e@site.example', { driversLicenseNumber: 'DL#12;drop' });
    expect(errorsOf(number)).toContainEqual({
      field: 'driversLicenseNumber',
      message: 'A licence number holds letters and digits, with spaces, dashes or slashes between them',
    });

    const classesWithoutNumber = await completeWith('f@site.example', { hrwlClasses: '["C2"]' });
    expect(errorsOf(classesWithoutNumber)).toEqual([
      { field: 'hrwlNumber', message: 'Enter the number of the high risk work licence' },
    ]);
  });

  it('refuses a licence that has expired, or an expiry that is not a real date, naming each', async () => {
    // Today is 2026-11-25 in the company's zone (UTC in the tests): yesterday has expired, today has not.
    const expired = await completeWith('g@site.example', {
      driversLicenseExpiry: '2026-11-24',
      hrwlNumber: 'HRW1',
      hrwlExpiry: '2025-01-31',
      otherLicenses: JSON.stringify([{ name: 'White Card', number: 'WC1', expiry: '2026-01-01' }]),
    });
    expect(expired.statusCode).toBe(400);
    expect(errorsOf(expired)).toEqual([
      {
        field: 'driversLicenseExpiry',
        message: "The driver's licence expired on 2026-11-24: only a current licence can be accepted",
      },
      {
        field: 'hrwlExpiry',
        message: 'The high risk work licence expired on 2025-01-31: only a current licence can be accepted',
      },
      {
        field: 'otherLicenses.0.expiry',
        message: 'The White Card expired on 2026-01-01: only a current licence can be accepted',
      },
    ]);
    expect(expired.json<{ message: string }>().message).toBe(
      "driversLicenseExpiry: The driver's licence expired on 2026-11-24: only a current licence can be accepted",
    );

    const notADate = await completeWith('h@site.example', { driversLicenseExpiry: '2027-02-30' });
    expect(errorsOf(notADate)).toEqual([
      { field: 'driversLicenseExpiry', message: "The expiry date of the driver's licence is not a real date" },
    ]);

    const today = await completeWith('i@site.example', { driversLicenseExpiry: '2026-11-25' });
    expect(today.statusCode, today.body).toBe(200);
  });
});
