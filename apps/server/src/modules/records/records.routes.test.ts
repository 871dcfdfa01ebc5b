import fs from 'node:fs';
import path from 'node:path';
import {
  completionExpiry,
  resetRevocationReason,
  type CompletionAttempts,
  type CompletionsPage,
  type Dashboard,
  type LicenceInfo,
  type ProgressListEntry,
} from '@crane/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  controlClock,
  createInduction,
  getProgress,
  moveTo,
  requestStart,
  sign,
  startInduction,
  takeInduction,
} from '../../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { exportCompletions } from './completions-export.ts';

describe.each(databaseKinds)('completion records on %s', (kind) => {
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;
  let crane: { inductionId: number; pageIds: number[] };
  let rigging: { inductionId: number; pageIds: number[] };

  beforeEach(async () => {
    test = await createTestApp(kind);
    adminCookie = await logIn(test.app);
    clock = controlClock(test.app);
    crane = await createInduction(
      test.app,
      adminCookie,
      [{ title: 'Sign here', minTimeSeconds: 0, requireSignature: true }],
      {
        title: 'Mobile Crane Site Induction',
      },
    );
    rigging = await createInduction(
      test.app,
      adminCookie,
      [{ title: 'Sign here', minTimeSeconds: 0, requireSignature: true }],
      {
        title: 'Rigging Refresher',
      },
    );
  });
  afterEach(async () => {
    await test.close();
  });

  const take = (induction: typeof crane, person: { email: string } & Record<string, string>) => {
    clock.advanceSeconds(1);
    return takeInduction(test.app, induction.inductionId, induction.pageIds[0]!, person);
  };
  const get = (url: string, cookie = adminCookie) => test.app.inject({ method: 'GET', url, headers: { cookie } });
  const completedAtOf = (page: CompletionsPage) => page.items[0]!.completedAt;
  const search = async (query: string) => {
    const response = await get(`/api/admin/completions?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CompletionsPage>();
  };

  it('counts progress on the dashboard and lists the latest activity with names once known', async () => {
    await take(crane, { email: 'lukasz@site.example', firstName: 'Łukasz', lastName: 'Nowak' });
    clock.advanceSeconds(5);
    const visitor = await startInduction(test.app, 'Visitor@Site.example', rigging.inductionId);
    expect((await moveTo(test.app, visitor.progress.id, 0, visitor.cookie)).statusCode).toBe(200);

    const response = await get('/api/admin/dashboard');
    expect(response.statusCode).toBe(200);
    const dashboard = response.json<Dashboard>();
    expect(dashboard.stats).toEqual({ totalInductions: 2, inProgressCount: 1, completedCount: 1 });
    expect(dashboard.recentActivity).toEqual([
      {
        inductee: { name: 'visitor@site.example', email: 'visitor@site.example' },
        induction: { title: 'Rigging Refresher' },
        progress: { status: 'in_progress', lastAccessedAt: expect.any(String) },
      },
      {
        inductee: { name: 'Łukasz Nowak', email: 'lukasz@site.example' },
        induction: { title: 'Mobile Crane Site Induction' },
        progress: { status: 'completed', lastAccessedAt: expect.any(String) },
      },
    ]);
  });

  it('lists the ten touched last across days, and one touched again days later comes back to the top', async () => {
    const workers = Array.from({ length: 12 }, (_, index) => `worker${index}@site.example`);
    const first = new Map<string, { cookie: string; progressId: number }>();
    for (const email of workers) {
      clock.advanceSeconds(7 * 60 * 60);
      const started = await startInduction(test.app, email, crane.inductionId);
      // Taken from its first page move on.
      expect((await moveTo(test.app, started.progress.id, 0, started.cookie)).statusCode).toBe(200);
      first.set(email, { cookie: started.cookie, progressId: started.progress.id });
    }
    clock.advanceSeconds(3 * 24 * 60 * 60);
    const back = first.get('worker1@site.example')!;
    const moved = await test.app.inject({
      method: 'PUT',
      url: `/api/inductee/progress/${back.progressId}`,
      headers: { cookie: back.cookie },
      payload: { currentPage: 0 },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    // Sessions live by the app's clock too: days later the admin signs in again.
    adminCookie = await logIn(test.app);
    const dashboard = (await get('/api/admin/dashboard')).json<Dashboard>();
    expect(dashboard.stats).toEqual({ totalInductions: 12, inProgressCount: 12, completedCount: 0 });
    expect(dashboard.recentActivity.map((entry) => entry.inductee.email)).toEqual([
      'worker1@site.example',
      ...workers.slice(3).reverse(),
    ]);
    // The database keeps the indexed day of the last access on every write (migration 2026-11-28).
    const rows = await test.app.db
      .selectFrom('inductee_progress')
      .select(['last_accessed_at', 'last_active_on'])
      .execute();
    expect(rows.every((row) => row.last_active_on === row.last_accessed_at?.slice(0, 10))).toBe(true);
  });

  it('counts a started induction as taken, and lists it, only from its first page move', async () => {
    const started = await startInduction(test.app, 'visitor@site.example', rigging.inductionId);
    expect(started.progress.status).toBe('not_started');
    const before = (await get('/api/admin/dashboard')).json<Dashboard>();
    expect(before).toEqual({
      stats: { totalInductions: 0, inProgressCount: 0, completedCount: 0 },
      licences: { expiringSoon: 0, pendingVerification: 0 },
      recentActivity: [],
      // No check of the sealed records has run yet.
      integrity: null,
      timeZone: 'UTC',
    });

    clock.advanceSeconds(5);
    const moved = await moveTo(test.app, started.progress.id, 0, started.cookie);
    expect(moved.json<{ status: string }>().status).toBe('in_progress');
    const after = (await get('/api/admin/dashboard')).json<Dashboard>();
    expect(after).toEqual({
      stats: { totalInductions: 1, inProgressCount: 1, completedCount: 0 },
      licences: { expiringSoon: 0, pendingVerification: 0 },
      recentActivity: [
        {
          inductee: { name: 'visitor@site.example', email: 'visitor@site.example' },
          induction: { title: 'Rigging Refresher' },
          progress: { status: 'in_progress', lastAccessedAt: clock.now().toISOString() },
        },
      ],
      integrity: null,
      timeZone: 'UTC',
    });
  });

  it('counts a one-page induction completed without a page move', async () => {
    await take(crane, { email: 'lukasz@site.example', firstName: 'Łukasz', lastName: 'Nowak' });
    const dashboard = (await get('/api/admin/dashboard')).json<Dashboard>();
    expect(dashboard.stats).toEqual({ totalInductions: 1, inProgressCount: 0, completedCount: 1 });
  });

  it("answers the company's time zone with the dashboard and the completions, for the screens to show times in", async () => {
    await test.close();
    test = await createTestApp(kind, { TIME_ZONE: 'Australia/Perth' });
    adminCookie = await logIn(test.app);
    expect((await get('/api/admin/dashboard')).json<Dashboard>().timeZone).toBe('Australia/Perth');
    expect((await search('')).timeZone).toBe('Australia/Perth');
  });

  it('answers an empty dashboard before anyone starts', async () => {
    const dashboard = (await get('/api/admin/dashboard')).json<Dashboard>();
    expect(dashboard).toEqual({
      stats: { totalInductions: 0, inProgressCount: 0, completedCount: 0 },
      licences: { expiringSoon: 0, pendingVerification: 0 },
      recentActivity: [],
      // No check of the sealed records has run yet.
      integrity: null,
      timeZone: 'UTC',
    });
  });

  it('answers a completion with its details, documents and signature', async () => {
    const taken = await take(crane, {
      email: 'Jane.Rigger@Site.example',
      firstName: 'Jane',
      lastName: 'Rigger',
      company: 'Acme Lifting',
      otherLicenses: JSON.stringify([{ name: 'Forklift', number: 'FL-1', expiry: '2029-05-01' }]),
    });
    const page = await search('');
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    const [record] = page.items;
    expect(record).toMatchObject({
      id: taken.completionId,
      progressId: taken.progressId,
      inductee: {
        firstName: 'Jane',
        lastName: 'Rigger',
        email: 'jane.rigger@site.example',
        company: 'Acme Lifting',
        driversLicenseNumber: 'DL-12345',
        driversLicenseExpiry: '2030-01-31',
        driversLicenseBackUrl: null,
        hrwlFrontUrl: null,
        otherLicenses: [{ name: 'Forklift', number: 'FL-1', expiry: '2029-05-01', frontUrl: null, backUrl: null }],
      },
      induction: { id: crane.inductionId, title: 'Mobile Crane Site Induction' },
      signatures: [
        {
          pageId: crane.pageIds[0],
          pageTitle: 'Sign here',
          url: expect.stringMatching(/^\/api\/files\/signatures\//),
          method: 'drawn',
        },
      ],
    });
    expect(record!.identificationUrl).toMatch(/^\/api\/files\/identity\/.+\.jpg$/);
    // Uploaded as PNG, stored normalised as JPEG (decision 18).
    expect(record!.inductee.driversLicenseFrontUrl).toMatch(/^\/api\/files\/identity\/.+\.jpg$/);
    expect(record!.signatureUrl).toBe(record!.signatures[0]!.url);

    // The documents behind the addresses are served to the admin.
    const identification = await get(record!.identificationUrl!);
    expect(identification.statusCode).toBe(200);
    expect(identification.headers['content-type']).toBe('image/jpeg');
  });

  it('searches names, emails, companies and induction titles in any case, and pages on the server', async () => {
    await take(crane, {
      email: 'lukasz@site.example',
      firstName: 'Łukasz',
      lastName: 'Nowak',
      company: 'Ørsted Cranes',
    });
    await take(crane, {
      email: 'thi.nguyen@site.example',
      firstName: 'Thi',
      lastName: 'Nguyễn',
      company: 'Acme Lifting',
    });
    await take(rigging, {
      email: 'obrien@site.example',
      firstName: 'Sean',
      lastName: "O'Brien",
      company: 'Acme Lifting',
    });
    for (let index = 0; index < 12; index += 1) {
      await take(rigging, {
        email: `worker${index}@other.example`,
        firstName: 'Worker',
        lastName: `Number${index}`,
        company: 'Big_Hire 100%',
      });
    }

    const names = async (query: string) => (await search(query)).items.map((item) => item.inductee.lastName).sort();
    expect(await names('q=ŁUKASZ')).toEqual(['Nowak']);
    expect(await names('q=nguyễn')).toEqual(['Nguyễn']);
    expect(await names('q=thi%20nguy')).toEqual(['Nguyễn']);
    expect(await names('q=OBRIEN%40SITE')).toEqual(["O'Brien"]);
    expect(await names('q=acme%20lift')).toEqual(['Nguyễn', "O'Brien"]);
    expect(await names('q=ørsted')).toEqual(['Nowak']);
    expect(await names('q=mobile%20CRANE')).toEqual(['Nguyễn', 'Nowak']);
    // LIKE's wildcards in a search are plain characters.
    expect((await search('q=%25')).total).toBe(12);
    expect((await search('q=_hire')).total).toBe(12);
    expect((await search('q=nobody')).items).toEqual([]);

    const first = await search('q=refresher&page=1&pageSize=10');
    expect(first.total).toBe(13);
    expect(first.items).toHaveLength(10);
    const second = await search('q=refresher&page=2&pageSize=10');
    expect(second.items).toHaveLength(3);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(13);
    // The latest completion comes first.
    expect(first.items[0]!.inductee.lastName).toBe('Number11');
    expect((await search('q=refresher&page=3&pageSize=10')).items).toEqual([]);
    expect(await search('')).toMatchObject({ total: 15, isTotalExact: true });
    // Counted exactly on demand; a few are under a count step either way (decision 42).
    expect(await search('q=refresher&exactTotal=true')).toMatchObject({ total: 13, isTotalExact: true });
  });

  it('refuses bad paging with a clear message', async () => {
    for (const [query, message] of [
      ['page=0', 'page starts at 1'],
      ['pageSize=500', 'pageSize must be from 1 to 100'],
      ['page=abc', 'page must be a number'],
      ['page=1e2', 'page must be a number'],
      ['page=', 'page must be a number'],
      ['pageSize=0x10', 'pageSize must be a number'],
      ['inductionId=0x1', 'inductionId must be a positive whole number'],
      ['page=99999999999', 'page is too large'],
      ['exactTotal=yes', 'exactTotal must be true or false'],
    ]) {
      const response = await get(`/api/admin/completions?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toContain(message);
    }
  });

  it('filters the list to one induction, alone or with a search, and pages through the filtered list', async () => {
    await take(crane, {
      email: 'lukasz@site.example',
      firstName: 'Łukasz',
      lastName: 'Nowak',
      company: 'Acme Lifting',
    });
    await take(crane, { email: 'thi@site.example', firstName: 'Thi', lastName: 'Nguyễn', company: 'Harbour Cranes' });
    for (let index = 0; index < 11; index += 1) {
      await take(rigging, {
        email: `worker${index}@site.example`,
        firstName: 'Worker',
        lastName: `Number${index}`,
        company: index === 3 ? 'Acme Lifting' : 'Big Hire',
      });
    }

    const names = async (query: string) => (await search(query)).items.map((item) => item.inductee.lastName).sort();
    expect(await names(`inductionId=${crane.inductionId}`)).toEqual(['Nguyễn', 'Nowak']);
    // With a search: both must hold.
    expect(await names(`inductionId=${crane.inductionId}&q=ACME`)).toEqual(['Nowak']);
    expect(await names(`inductionId=${rigging.inductionId}&q=acme`)).toEqual(['Number3']);
    expect(await names(`inductionId=${crane.inductionId}&q=number3`)).toEqual([]);
    // A term in the filtered induction's title matches all of it; in another induction's title, none.
    expect((await search(`inductionId=${rigging.inductionId}&q=refresher`)).total).toBe(11);
    expect((await search(`inductionId=${crane.inductionId}&q=refresher`)).total).toBe(0);
    expect((await search(`inductionId=${crane.inductionId}&q=mobile%20crane`)).total).toBe(2);

    const first = await search(`inductionId=${rigging.inductionId}&page=1&pageSize=10`);
    expect(first).toMatchObject({ total: 11, page: 1, pageSize: 10 });
    expect(first.items[0]!.inductee.lastName).toBe('Number10');
    expect(first.items.every((item) => item.induction.id === rigging.inductionId)).toBe(true);
    const second = await search(`inductionId=${rigging.inductionId}&page=2&pageSize=10`);
    expect(second.items.map((item) => item.inductee.lastName)).toEqual(['Number0']);
    // An induction without completions, or an id no induction has, lists nothing.
    expect(await search('inductionId=999999')).toMatchObject({ total: 0, items: [] });
    expect((await search('')).total).toBe(13);
  });

  it('refuses an induction filter that is not a positive whole number', async () => {
    for (const value of ['abc', '0', '-3', '1.5', '', '99999999999']) {
      for (const path of ['/api/admin/completions', '/api/admin/completions/export']) {
        const response = await get(`${path}?inductionId=${value}`);
        expect(response.statusCode, `${path} ${value}`).toBe(400);
        expect(response.json<{ message: string }>().message).toBe(
          'inductionId: inductionId must be a positive whole number',
        );
      }
    }
  });

  it('exports every completion matching the search and filter as CSV, latest first, safe for spreadsheets', async () => {
    const day = 24 * 60 * 60;
    await take(crane, {
      email: 'lukasz@site.example',
      firstName: 'Łukasz',
      lastName: 'Nowak',
      phone: '+61 400 111 222',
      company: 'Smith, "Big" Cranes',
      emergencyContactName: '=HYPERLINK("http://evil.example")',
      emergencyContactPhone: '0400 333 444',
    });
    clock.advanceSeconds(60 * day);
    await take(rigging, { email: 'sam@site.example', firstName: 'Sam', lastName: '@Walker', company: 'Acme Lifting' });
    clock.advanceSeconds(240 * day);
    await take(crane, { email: 'thi@site.example', firstName: 'Thi', lastName: 'Nguyễn', company: '-Minus Co' });
    // 400 days after the first: the first has expired, the second is in its last 2 months, the third valid.
    clock.advanceSeconds(100 * day);
    // Sessions live by the app's clock too: days later the admin signs in again.
    adminCookie = await logIn(test.app);

    const listed = (await search('')).items;
    const completedAt = new Map(listed.map((item) => [item.inductee.email, item.completedAt]));
    const codes = new Map(listed.map((item) => [item.inductee.email, item.verificationCode]));
    const dates = (email: string) => {
      const at = completedAt.get(email)!;
      return `${at.slice(0, 10)},${completionExpiry(at).toISOString().slice(0, 10)}`;
    };
    const rows = {
      thi: `Thi,Nguyễn,thi@site.example,0400 111 222,'-Minus Co,Sam Rigger,0400 333 444,Mobile Crane Site Induction,${dates('thi@site.example')},Valid,${codes.get('thi@site.example')},1`,
      sam: `Sam,'@Walker,sam@site.example,0400 111 222,Acme Lifting,Sam Rigger,0400 333 444,Rigging Refresher,${dates('sam@site.example')},Expiring,${codes.get('sam@site.example')},1`,
      lukasz: `Łukasz,Nowak,lukasz@site.example,'+61 400 111 222,"Smith, ""Big"" Cranes","'=HYPERLINK(""http://evil.example"")",0400 333 444,Mobile Crane Site Induction,${dates('lukasz@site.example')},Expired,${codes.get('lukasz@site.example')},1`,
    };
    const header =
      'First Name,Last Name,Email,Phone,Company,Emergency Contact,Emergency Phone,Induction,Completed,Expires,Validity,Verification Code,Attempt';

    const response = await get('/api/admin/completions/export');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="completions-${clock.now().toISOString().slice(0, 10)}.csv"`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    // A UTF-8 byte order mark first, so that Excel reads Łukasz as Łukasz.
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.rawPayload.subarray(3).toString('utf8').split('\r\n')).toEqual([
      header,
      rows.thi,
      rows.sam,
      rows.lukasz,
      '',
    ]);

    // Read one completion at a time, the stream joins its batches into the same file.
    const streamed: Buffer[] = [];
    for await (const chunk of await exportCompletions(
      test.app.db,
      { q: '', history: 'latest' },
      clock.now(),
      'UTC',
      1,
    )) {
      streamed.push(chunk as Buffer);
    }
    expect(Buffer.concat(streamed).equals(response.rawPayload)).toBe(true);

    const lines = async (query: string) => {
      const answer = await get(`/api/admin/completions/export?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(1, -1);
    };
    expect(await lines(`inductionId=${crane.inductionId}`)).toEqual([rows.thi, rows.lukasz]);
    expect(await lines('q=ACME')).toEqual([rows.sam]);
    expect(await lines('q=refresher')).toEqual([rows.sam]);
    expect(await lines(`q=%C5%81UKASZ&inductionId=${crane.inductionId}`)).toEqual([rows.lukasz]);
    expect(await lines(`q=nowak&inductionId=${rigging.inductionId}`)).toEqual([]);
  });

  it('answers the licences of a completion', async () => {
    const taken = await take(crane, {
      email: 'jane@site.example',
      hrwlNumber: 'HRWL-9',
      hrwlExpiry: '2028-02-29',
      otherLicenses: JSON.stringify([{ name: 'Dogging', number: 'DG-2', expiry: '' }]),
    });
    const response = await get(`/api/inductions/${crane.inductionId}/progress/${taken.progressId}/licenses`);
    expect(response.statusCode).toBe(200);
    const licences = response.json<LicenceInfo>();
    expect(licences.driversLicense).toMatchObject({ number: 'DL-12345', expiry: '2030-01-31', backUrl: null });
    expect(licences.driversLicense!.frontUrl).toMatch(/^\/api\/files\/identity\//);
    expect(licences.hrwl).toEqual({
      name: 'High Risk Work Licence',
      number: 'HRWL-9',
      expiry: '2028-02-29',
      frontUrl: null,
      backUrl: null,
    });
    expect(licences.otherLicenses).toEqual([
      { name: 'Dogging', number: 'DG-2', expiry: '', frontUrl: null, backUrl: null },
    ]);

    // Another induction's path, or a progress without completion, is not found.
    expect((await get(`/api/inductions/${rigging.inductionId}/progress/${taken.progressId}/licenses`)).statusCode).toBe(
      404,
    );
    const started = await startInduction(test.app, 'new@site.example', crane.inductionId);
    expect(
      (await get(`/api/inductions/${crane.inductionId}/progress/${started.progress.id}/licenses`)).statusCode,
    ).toBe(404);
  });

  const reset = (progressId: number, payload?: unknown) =>
    test.app.inject({
      method: 'POST',
      url: `/api/inductee/progress/${progressId}/reset`,
      headers: { cookie: adminCookie },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('resets a completed induction: the record, its documents and its certificate stay, marked reset, and the next start is a new attempt', async () => {
    const taken = await take(crane, { email: 'jane@site.example' });
    const other = await take(crane, { email: 'sam@site.example', firstName: 'Sam' });
    const uploads = path.join(test.config.dataDir, 'uploads');
    const storedFiles = () =>
      ['identity', 'signatures'].flatMap((folder) =>
        fs.existsSync(path.join(uploads, folder)) ? fs.readdirSync(path.join(uploads, folder)) : [],
      );
    expect(storedFiles()).toHaveLength(6);

    clock.advanceSeconds(60);
    const response = await reset(taken.progressId, { reason: '  Signed for someone else  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'The induction progress was reset' });
    const resetAt = clock.now().toISOString();

    // Both completions are still listed; Jane's is reset, with who, when and why.
    const page = await search('');
    expect(page.items.map((item) => [item.progressId, item.status, item.attempt])).toEqual([
      [other.progressId, 'valid', 1],
      [taken.progressId, 'reset', 1],
    ]);
    const jane = page.items[1]!;
    expect(jane).toMatchObject({
      resetAt,
      resetBy: 'Root Admin',
      resetReason: 'Signed for someone else',
      revokedAt: resetAt,
      revokedReason: resetRevocationReason,
      supersededAt: null,
    });
    expect(jane.identificationUrl).not.toBeNull();
    expect(storedFiles()).toHaveLength(6);
    // Its documents can still be downloaded, and its identification read.
    for (const kind of ['certificate', 'report', 'summary']) {
      const document = await get(`/api/inductions/${crane.inductionId}/progress/${taken.progressId}/${kind}`);
      expect(document.statusCode, `${kind}: ${document.body}`).toBe(200);
    }
    expect((await get(jane.identificationUrl!)).statusCode).toBe(200);
    // The gate's check says the certificate was withdrawn by the reset.
    const check = await test.app.inject({ method: 'GET', url: `/api/verify/${jane.verificationCode}` });
    expect(check.json()).toMatchObject({ status: 'revoked', revokedReason: resetRevocationReason });

    // A reset cannot be repeated or undone by reinstating the certificate.
    const again = await reset(taken.progressId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This induction has already been reset' });
    const reinstated = await test.app.inject({
      method: 'POST',
      url: `/api/admin/completions/${jane.id}/reinstate`,
      headers: { cookie: adminCookie },
    });
    expect(reinstated.statusCode).toBe(409);
    expect(reinstated.json()).toEqual({ message: 'A reset completion cannot be reinstated' });

    // Starting again, even from the browser that took it, begins attempt 2 on page 0.
    const retake = await startInduction(test.app, 'jane@site.example', crane.inductionId, taken.cookie);
    expect(retake.progress).toMatchObject({ status: 'not_started', currentPage: 0 });
    expect(retake.progress.id).not.toBe(taken.progressId);
    const attempts = await test.app.db
      .selectFrom('inductee_progress')
      .select(['id', 'attempt', 'status'])
      .where('email', '=', 'jane@site.example')
      .orderBy('attempt')
      .execute();
    expect(attempts).toEqual([
      { id: taken.progressId, attempt: 1, status: 'completed' },
      { id: retake.progress.id, attempt: 2, status: 'not_started' },
    ]);
    // The old attempt is still this browser's to review.
    expect((await getProgress(test.app, taken.progressId, taken.cookie)).statusCode).toBe(200);
    expect((await moveTo(test.app, retake.progress.id, 0, retake.cookie)).statusCode).toBe(200);
    // Every attempt counts on the dashboard: two completed, one in progress.
    const dashboard = (await get('/api/admin/dashboard')).json<Dashboard>();
    expect(dashboard.stats).toEqual({ totalInductions: 3, inProgressCount: 1, completedCount: 2 });

    const missing = await reset(999_999);
    expect(missing.statusCode).toBe(404);
    const tooLong = await reset(other.progressId, { reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'reason: The reason must be at most 500 characters' });
  });

  it('resets an unfinished attempt by deleting it with its page records and signatures', async () => {
    const started = await startInduction(test.app, 'jane@site.example', crane.inductionId);
    const signed = await sign(test.app, { progressId: started.progress.id, pageId: crane.pageIds[0]! }, started.cookie);
    expect(signed.statusCode, signed.body).toBe(200);
    const signatures = path.join(test.config.dataDir, 'uploads', 'signatures');
    expect(fs.readdirSync(signatures)).toHaveLength(1);

    const response = await reset(started.progress.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(fs.readdirSync(signatures)).toHaveLength(0);
    for (const table of ['inductee_page_progress', 'page_signatures', 'inductee_browser_progress'] as const) {
      const rows = await test.app.db
        .selectFrom(table)
        .select('progress_id')
        .where('progress_id', '=', started.progress.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expect((await getProgress(test.app, started.progress.id, started.cookie)).statusCode).toBe(404);
    const again = await startInduction(test.app, 'jane@site.example', crane.inductionId, started.cookie);
    expect(again.progress).toMatchObject({ status: 'not_started', currentPage: 0 });
    expect(again.progress.id).not.toBe(started.progress.id);
    expect((await reset(started.progress.id)).statusCode).toBe(404);
  });

  it('keeps every attempt: after expiry a start is a new attempt, the list shows the latest and History all of them', async () => {
    const first = await take(crane, { email: 'jane@site.example' });
    await take(crane, { email: 'sam@site.example', firstName: 'Sam' });

    // While the completion stands, starting again from another browser is the same attempt (a code is emailed).
    const meanwhile = await requestStart(test.app, 'jane@site.example', crane.inductionId);
    expect(meanwhile.statusCode).toBe(202);

    // Thirteen months on it has expired: the portal of a new phone says so and when, and a start begins attempt 2.
    const expiresAt = completionExpiry(completedAtOf(await search('q=jane'))).toISOString();
    clock.advanceSeconds(396 * 24 * 60 * 60);
    adminCookie = await logIn(test.app);
    const listed = await test.app.inject({ method: 'GET', url: '/api/inductee/jane@site.example/progress' });
    expect(listed.json<ProgressListEntry[]>().map((entry) => [entry.completion, entry.progress])).toEqual([
      [{ status: 'expired', expiresAt }, null],
    ]);
    const second = await take(crane, { email: 'jane@site.example' });
    expect(second.progressId).not.toBe(first.progressId);

    // The list shows the latest attempt of each person, so its count and search stay per person.
    const latest = await search('');
    expect(latest.total).toBe(2);
    expect(latest.items.map((item) => [item.inductee.firstName, item.attempt, item.status])).toEqual([
      ['Jane', 2, 'valid'],
      ['Sam', 1, 'expired'],
    ]);
    expect((await search('q=jane')).total).toBe(1);
    expect((await search(`inductionId=${crane.inductionId}`)).total).toBe(2);
    // history=all has every attempt.
    const all = await search('history=all');
    expect(all.total).toBe(3);
    expect(all.items.map((item) => [item.inductee.firstName, item.attempt, item.status])).toEqual([
      ['Jane', 2, 'valid'],
      ['Sam', 1, 'expired'],
      ['Jane', 1, 'expired'],
    ]);
    expect((await search('history=all&q=jane')).total).toBe(2);
    expect((await get('/api/admin/completions?history=some')).statusCode).toBe(400);

    // History lists every attempt of that person at that induction, the first first, each with its documents.
    const history = await get(`/api/admin/completions/${second.completionId}/attempts`);
    expect(history.statusCode, history.body).toBe(200);
    const attempts = history.json<CompletionAttempts>();
    expect(attempts.items.map((item) => [item.id, item.attempt, item.status])).toEqual([
      [first.completionId, 1, 'expired'],
      [second.completionId, 2, 'valid'],
    ]);
    expect(attempts.items.every((item) => item.identificationUrl !== null)).toBe(true);
    expect((await get(`/api/admin/completions/${first.completionId}/attempts`)).json()).toEqual(attempts);
    expect((await get('/api/admin/completions/999999/attempts')).statusCode).toBe(404);
    for (const kind of ['certificate', 'report', 'summary']) {
      const document = await get(`/api/inductions/${crane.inductionId}/progress/${first.progressId}/${kind}`);
      expect(document.statusCode, kind).toBe(200);
    }

    // A revoked certificate is taken again too.
    const revoked = await test.app.inject({
      method: 'POST',
      url: `/api/admin/completions/${second.completionId}/revoke`,
      headers: { cookie: adminCookie },
      payload: { reason: 'Licence was forged' },
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const third = await startInduction(test.app, 'jane@site.example', crane.inductionId);
    expect(third.progress.id).not.toBe(second.progressId);
    const dashboard = (await get('/api/admin/dashboard')).json<Dashboard>();
    expect(dashboard.stats).toEqual({ totalInductions: 3, inProgressCount: 0, completedCount: 3 });
  });

  it('refuses every records call to anyone but a signed-in admin, including the inductee', async () => {
    const taken = await take(crane, { email: 'jane@site.example' });
    const calls = [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/completions'],
      ['GET', '/api/admin/completions/export'],
      ['GET', `/api/admin/completions/${taken.completionId}/attempts`],
      ['GET', `/api/inductions/${crane.inductionId}/progress/${taken.progressId}/licenses`],
      ['POST', `/api/inductee/progress/${taken.progressId}/reset`],
    ] as const;
    for (const [method, url] of calls) {
      for (const headers of [{}, { cookie: taken.cookie }]) {
        const response = await test.app.inject({ method, url, headers });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    }
    expect((await search('')).total).toBe(1);
  });
});
