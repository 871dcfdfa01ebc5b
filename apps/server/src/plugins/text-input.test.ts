import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  certificationFields,
  complete,
  createInduction,
  filePart,
  jpegBytes,
  sign,
  startInduction,
} from '../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../test/test-app.ts';

describe.each(databaseKinds)('text with a NUL character on %s', (kind) => {
  let test: TestApp;
  let cookie: string;
  beforeEach(async () => {
    test = await createTestApp(kind);
    cookie = await logIn(test.app);
  });
  afterEach(async () => {
    await test.close();
  });

  const refused = { message: 'Text must not contain NUL characters' };

  it('is refused with a 400 in a JSON body, a query and a path, and nothing is written', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/inductions',
      headers: { cookie },
      payload: { title: 'Tower\u0000crane', description: 'Lifts' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual(refused);
    expect(await test.app.db.selectFrom('inductions').selectAll().execute()).toEqual([]);

    for (const url of [
      '/api/admin/completions?q=%00',
      '/api/admin/completions/export?q=jane%00',
      '/api/inductee/a%00%40b.c/progress',
    ]) {
      const response = await test.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(refused);
    }
  });

  it('is refused in a field of the certification form, and the induction stays open', async () => {
    const induction = await createInduction(test.app, cookie, [
      { title: 'Rules', minTimeSeconds: 0, requireSignature: true },
    ]);
    const started = await startInduction(test.app, 'worker@site.example', induction.inductionId);
    await sign(test.app, { progressId: started.progress.id, pageId: induction.pageIds[0]! }, started.cookie);
    const response = await complete(
      test.app,
      [
        ...certificationFields(started.progress.id, { firstName: 'Ja\u0000ne' }),
        filePart('identification', jpegBytes, 'passport.jpg'),
      ],
      started.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
    expect(await test.app.db.selectFrom('completions').selectAll().execute()).toEqual([]);
  });
});
