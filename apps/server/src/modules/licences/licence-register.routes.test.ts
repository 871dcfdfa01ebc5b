import type { Dashboard, LicenceRegisterPage } from '@crane/contract';
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

/** The licence register, its filters, paging, export and the dashboard's figures (issue 15 §3). */
describe.each(databaseKinds)('the licence register on %s', (kind) => {
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;
  const ids = new Map<string, number>();

  const asAdmin = (url: string) => test.app.inject({ method: 'GET', url, headers: { cookie: adminCookie } });
  const register = async (query = '') => {
    const response = await asAdmin(`/api/admin/licences${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LicenceRegisterPage>();
  };
  const namesOf = (page: LicenceRegisterPage) =>
    page.items.map((item) => `${item.person.firstName} ${item.kind} ${item.expiry}`);

  beforeEach(async () => {
    test = await createTestApp(kind);
    adminCookie = await logIn(test.app);
    clock = controlClock(test.app);
    clock.set(new Date('2026-11-25T01:00:00.000Z'));
    const { inductionId } = await createInduction(test.app, adminCookie, [{ title: 'Only page' }]);
    const people: [string, string, Record<string, string>][] = [
      ['Ann', 'Acme Lifting', { hrwlNumber: 'HRW 4001', hrwlExpiry: '2026-12-10', hrwlClasses: '["C2"]' }],
      ['Ben', 'Beta Cranes', { hrwlNumber: 'HRW 4002', hrwlExpiry: '2027-01-20', hrwlClasses: '["DG","RB"]' }],
      ['Cat', 'Acme Lifting', { driversLicenseNumber: 'DL 5003', driversLicenseExpiry: '2027-02-15' }],
      [
        'Dan',
        '=HYPERLINK("http://evil.example")',
        { hrwlNumber: 'HRW 4004', hrwlExpiry: '2030-01-01', hrwlClasses: '["C6"]' },
      ],
    ];
    for (const [firstName, company, licence] of people) {
      const start = await startInduction(test.app, `${firstName.toLowerCase()}@site.example`, inductionId);
      const response = await complete(
        test.app,
        [
          ...certificationFields(start.progress.id, {
            firstName,
            company,
            driversLicenseNumber: '',
            driversLicenseExpiry: '',
            ...licence,
          }),
          filePart('identification', jpegBytes, 'passport.jpg'),
        ],
        start.cookie,
      );
      expect(response.statusCode, response.body).toBe(200);
      clock.advanceSeconds(60);
    }
    const all = await register();
    for (const item of all.items) ids.set(item.person.firstName, item.id);
    const verify = (name: string) =>
      test.app.inject({
        method: 'POST',
        url: `/api/admin/licences/${ids.get(name)}/verify`,
        headers: { cookie: adminCookie },
      });
    expect((await verify('Ben')).statusCode).toBe(200);
    const rejected = await test.app.inject({
      method: 'POST',
      url: `/api/admin/licences/${ids.get('Dan')}/reject`,
      headers: { cookie: adminCookie },
      payload: { reason: 'Photo missing' },
    });
    expect(rejected.statusCode).toBe(200);
    // Three weeks on: Ann's licence has expired, Ben's expires in 36 days, Cat's in 62.
    clock.set(new Date('2026-12-15T01:00:00.000Z'));
    // The session of three weeks ago has ended.
    adminCookie = await logIn(test.app);
  });
  afterEach(async () => {
    await test.close();
  });

  it('lists the current licences soonest expiry first, with the person, status and today', async () => {
    const page = await register();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 25, today: '2026-12-15', timeZone: 'UTC' });
    expect(namesOf(page)).toEqual([
      'Ann hrwl 2026-12-10',
      'Ben hrwl 2027-01-20',
      'Cat drivers 2027-02-15',
      'Dan hrwl 2030-01-01',
    ]);
    expect(page.items[1]).toMatchObject({
      person: { firstName: 'Ben', lastName: 'Rigger', email: 'ben@site.example', company: 'Beta Cranes' },
      classes: ['DG', 'RB'],
      number: 'HRW 4002',
      status: 'verified',
      reviewedBy: 'Root Admin',
    });
  });

  it('filters by class, status, expiry and a search, and pages', async () => {
    expect(namesOf(await register('?class=DG'))).toEqual(['Ben hrwl 2027-01-20']);
    expect(namesOf(await register('?class=C2'))).toEqual(['Ann hrwl 2026-12-10']);
    expect((await register('?class=CT')).total).toBe(0);
    expect(namesOf(await register('?status=verified'))).toEqual(['Ben hrwl 2027-01-20']);
    expect(namesOf(await register('?status=rejected'))).toEqual(['Dan hrwl 2030-01-01']);
    expect((await register('?status=pending')).total).toBe(2);
    expect(namesOf(await register('?expired=true'))).toEqual(['Ann hrwl 2026-12-10']);
    expect(namesOf(await register('?expiresWithinDays=30'))).toEqual([]);
    expect(namesOf(await register('?expiresWithinDays=60'))).toEqual(['Ben hrwl 2027-01-20']);
    expect(namesOf(await register('?expiresWithinDays=90'))).toEqual(['Ben hrwl 2027-01-20', 'Cat drivers 2027-02-15']);
    // Name, email, company, number; a short term too; any case.
    expect(namesOf(await register('?q=ACME'))).toEqual(['Ann hrwl 2026-12-10', 'Cat drivers 2027-02-15']);
    expect(namesOf(await register('?q=hrw%204002'))).toEqual(['Ben hrwl 2027-01-20']);
    expect(namesOf(await register('?q=ca'))).toEqual(['Cat drivers 2027-02-15']);
    expect(namesOf(await register('?q=dan%40site'))).toEqual(['Dan hrwl 2030-01-01']);
    expect((await register('?q=nobody')).total).toBe(0);
    expect(namesOf(await register('?q=acme&class=C2&expired=true'))).toEqual(['Ann hrwl 2026-12-10']);

    // Paging edges: a middle page, the last, and one past the end.
    expect(namesOf(await register('?pageSize=3&page=2'))).toEqual(['Dan hrwl 2030-01-01']);
    expect(await register('?pageSize=2&page=2')).toMatchObject({ total: 4, page: 2, pageSize: 2 });
    expect(await register('?pageSize=2&page=3')).toMatchObject({ total: 4, items: [] });
  });

  it('refuses a filter it cannot read, and anyone but an admin', async () => {
    for (const query of [
      '?class=ZZ',
      '?status=lost',
      '?expiresWithinDays=0',
      '?expiresWithinDays=ten',
      '?expiresWithinDays=3e1',
      '?expiresWithinDays=030',
      '?page=0x2',
      '?expired=yes',
      '?expired=true&expiresWithinDays=30',
      '?pageSize=101',
      '?page=0',
    ]) {
      const response = await asAdmin(`/api/admin/licences${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await test.app.inject({ method: 'GET', url: '/api/admin/licences' })).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/api/admin/licences/export' })).statusCode).toBe(401);
  });

  it('exports every match to CSV, formulas neutralised, with the filter', async () => {
    const response = await asAdmin('/api/admin/licences/export?q=hrw');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="licences-2026-12-15.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toEqual([
      'First Name,Last Name,Email,Company,Licence,Classes,Number,State,Expiry,Expiry Status,Status,Checked By,Checked At,Rejection Reason',
      'Ann,Rigger,ann@site.example,Acme Lifting,High risk work licence,C2,HRW 4001,,2026-12-10,Expired,Pending,,,',
      'Ben,Rigger,ben@site.example,Beta Cranes,High risk work licence,DG RB,HRW 4002,,2027-01-20,Valid,Verified,Root Admin,2026-11-25,',
      `Dan,Rigger,dan@site.example,"'=HYPERLINK(""http://evil.example"")",High risk work licence,C6,HRW 4004,,2030-01-01,Valid,Rejected,Root Admin,2026-11-25,Photo missing`,
    ]);
    const filtered = await asAdmin('/api/admin/licences/export?status=verified');
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('gives the dashboard the licences expiring within 30 days and those pending verification', async () => {
    clock.set(new Date('2026-12-25T01:00:00.000Z'));
    adminCookie = await logIn(test.app);
    const dashboard = (await asAdmin('/api/admin/dashboard')).json<Dashboard>();
    // Ben's expires on 2027-01-20, within 30 days of 2026-12-25; Ann's and Cat's are pending.
    expect(dashboard.licences).toEqual({ expiringSoon: 1, pendingVerification: 2 });
  });
});
