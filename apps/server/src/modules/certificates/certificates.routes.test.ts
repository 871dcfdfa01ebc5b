import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  certificateChecksPerMinute,
  type CertificateCheck,
  type CompletionRecord,
  type CompletionsPage,
  type ProgressListEntry,
} from '@crane/contract';
import { controlClock, createInduction, takeInduction } from '../../../test/inductee-journey.ts';
import { createTestApp, databaseKinds, logIn, type TestApp } from '../../../test/test-app.ts';
import { extractText } from '../documents/pdf-tools.ts';
import { ownCertificatesPerMinute } from './certificates.routes.ts';

const worker = {
  email: 'dana.rigger@site.example',
  firstName: 'Dana',
  lastName: 'Rigger',
  company: 'Harbour Lifting',
  phone: '+61 400 123 987',
  driversLicenseNumber: 'NSW-88213',
  hrwlNumber: 'HRW-CN-55102',
  emergencyContactPhone: '+61 411 000 222',
};

describe.each(databaseKinds)('certificates anyone can check on %s', (kind) => {
  let test: TestApp;
  let adminCookie: string;
  let clock: ReturnType<typeof controlClock>;
  let induction: { inductionId: number; pageIds: number[] };

  beforeEach(async () => {
    test = await createTestApp(kind);
    adminCookie = await logIn(test.app);
    clock = controlClock(test.app);
    induction = await createInduction(
      test.app,
      adminCookie,
      [{ title: 'Sign here', minTimeSeconds: 0, requireSignature: true }],
      {
        title: 'Mobile Crane Site Induction',
      },
    );
  });
  afterEach(async () => {
    await test.close();
  });

  const take = (person: { email: string } & Record<string, string> = worker) =>
    takeInduction(test.app, induction.inductionId, induction.pageIds[0]!, person);
  const check = (code: string, ip = '203.0.113.7') =>
    test.app.inject({ method: 'GET', url: `/api/verify/${encodeURIComponent(code)}`, remoteAddress: ip });
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    test.app.inject({ method, url, headers: { cookie: adminCookie }, ...(payload ? { payload } : {}) });
  const recordOf = async (completionId: number) => {
    const page = (await admin('GET', '/api/admin/completions')).json<CompletionsPage>();
    const record = page.items.find((item) => item.id === completionId);
    if (!record) throw new Error(`completion ${completionId} is not listed`);
    return record;
  };

  it('gives every completion a unique, well-formed code that the record, the completion and the portal carry', async () => {
    const codes = new Set<string>();
    for (let index = 0; index < 12; index += 1) {
      const taken = await take({ ...worker, email: `worker${index}@site.example` });
      const record = await recordOf(taken.completionId);
      expect(record.verificationCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      codes.add(record.verificationCode);
    }
    expect(codes.size).toBe(12);

    const taken = await take();
    const record = await recordOf(taken.completionId);
    const portal = await test.app.inject({
      method: 'GET',
      url: `/api/inductee/${encodeURIComponent(worker.email)}/progress`,
      headers: { cookie: taken.cookie },
    });
    const entry = portal.json<ProgressListEntry[]>().find((item) => item.progress?.id === taken.progressId);
    expect(entry?.progress?.certificate).toEqual({
      verificationCode: record.verificationCode,
      verifyUrl: `${test.app.config.publicUrl}/verify/${record.verificationCode}`,
    });
  });

  it('answers the check in any case, with or without dashes and spaces, and with nothing personal beyond name and company', async () => {
    const taken = await take();
    const code = (await recordOf(taken.completionId)).verificationCode;
    const variants = [code, code.toLowerCase(), code.replaceAll('-', ''), code.replaceAll('-', ' '), ` ${code} `];
    for (const variant of variants) {
      const response = await check(variant);
      expect(response.statusCode, variant).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      const body = response.json<CertificateCheck>();
      expect(Object.keys(body).sort()).toEqual(['company', 'completedAt', 'expiresAt', 'induction', 'name', 'status']);
      expect(body).toMatchObject({
        status: 'valid',
        name: 'Dana Rigger',
        company: 'Harbour Lifting',
        induction: { title: 'Mobile Crane Site Induction' },
      });
      expect(Object.keys(body.induction)).toEqual(['title']);
      for (const secret of [
        worker.email,
        worker.phone,
        worker.driversLicenseNumber,
        worker.hrwlNumber,
        worker.emergencyContactPhone,
        'dana.rigger',
      ]) {
        expect(response.body).not.toContain(secret);
      }
      expect(response.body).not.toMatch(/"(id|progressId|email|phone)"/);
    }
  });

  it('says expiring in the last two months of the twelve and expired after them', async () => {
    const taken = await take();
    const code = (await recordOf(taken.completionId)).verificationCode;
    const first = (await check(code)).json<CertificateCheck>();
    const completed = new Date(first.completedAt);
    const expires = new Date(first.expiresAt);
    expect(expires.getUTCFullYear()).toBe(completed.getUTCFullYear() + 1);
    clock.advanceSeconds((expires.getTime() - clock.now().getTime()) / 1000 - 30 * 24 * 3600);
    expect((await check(code, '203.0.113.8')).json<CertificateCheck>().status).toBe('expiring');
    clock.advanceSeconds(31 * 24 * 3600);
    expect((await check(code, '203.0.113.9')).json<CertificateCheck>().status).toBe('expired');
  });

  it('answers an unknown and a malformed code alike: 404 Certificate not found', async () => {
    await take();
    const answers = await Promise.all(
      ['7KQ4-M2XD-9BWT', 'UUUU-UUUU-UUUU', 'not a code', '1234', 'A'.repeat(90), '%00'].map((code) => check(code)),
    );
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ message: 'Certificate not found' });
    }
  });

  it('limits checks per address to 30 a minute, shared by the database, then 429 with Retry-After until the window ends', async () => {
    const taken = await take();
    const code = (await recordOf(taken.completionId)).verificationCode;
    // Align to the start of a minute window, so the whole burst falls in one.
    clock.advanceSeconds(60 - ((clock.now().getTime() / 1000) % 60) + 1);
    for (let index = 0; index < certificateChecksPerMinute; index += 1) {
      const response = await check(index % 2 === 0 ? code : 'ZZZZ-ZZZZ-ZZZZ');
      expect(response.statusCode).not.toBe(429);
    }
    const refused = await check(code);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(/Too many certificate checks/);
    expect((await check(code, '198.51.100.4')).statusCode).toBe(200);
    clock.advanceSeconds(60);
    expect((await check(code)).statusCode).toBe(200);
  });

  it('counts every address of one IPv6 /64 network as one client', async () => {
    const taken = await take();
    const code = (await recordOf(taken.completionId)).verificationCode;
    clock.advanceSeconds(60 - ((clock.now().getTime() / 1000) % 60) + 1);
    // A new source address for each check, as a client holding a /64 can make at will.
    for (let index = 0; index < certificateChecksPerMinute; index += 1) {
      expect((await check(code, `2001:db8:7:1::${(index + 1).toString(16)}`)).statusCode).toBe(200);
    }
    expect((await check(code, '2001:db8:7:1:abcd::9')).statusCode).toBe(429);
    expect((await check(code, '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('revokes with a reason, shows who and why, answers revoked, and reinstates', async () => {
    const taken = await take();
    const code = (await recordOf(taken.completionId)).verificationCode;
    clock.advanceSeconds(3600);
    const revoked = await admin('POST', `/api/admin/completions/${taken.completionId}/revoke`, {
      reason: '  Unsafe behaviour under a suspended load  ',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const record = revoked.json<CompletionRecord>();
    expect(record).toMatchObject({
      id: taken.completionId,
      verificationCode: code,
      revokedAt: clock.now().toISOString(),
      revokedReason: 'Unsafe behaviour under a suspended load',
      revokedBy: 'Root Admin',
    });
    expect(await recordOf(taken.completionId)).toMatchObject({ revokedBy: 'Root Admin' });
    expect((await check(code)).json()).toMatchObject({
      status: 'revoked',
      revokedAt: clock.now().toISOString(),
      revokedReason: 'Unsafe behaviour under a suspended load',
    });
    const again = await admin('POST', `/api/admin/completions/${taken.completionId}/revoke`, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);

    const reinstated = await admin('POST', `/api/admin/completions/${taken.completionId}/reinstate`);
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect(reinstated.json<CompletionRecord>()).toMatchObject({
      revokedAt: null,
      revokedReason: null,
      revokedBy: null,
    });
    const body = (await check(code)).json<CertificateCheck>();
    expect(body.status).toBe('valid');
    expect(body).not.toHaveProperty('revokedAt');
    expect((await admin('POST', `/api/admin/completions/${taken.completionId}/reinstate`)).statusCode).toBe(409);
  });

  it('refuses a reason shorter than 3 or longer than 500 characters, and an unknown completion', async () => {
    const taken = await take();
    for (const reason of ['', 'ab', '   ab   ', 'x'.repeat(501)]) {
      const response = await admin('POST', `/api/admin/completions/${taken.completionId}/revoke`, { reason });
      expect(response.statusCode, reason).toBe(400);
    }
    const missing = await admin('POST', `/api/admin/completions/${taken.completionId}/revoke`, {});
    expect(missing.statusCode).toBe(400);
    expect((await admin('POST', '/api/admin/completions/999999/revoke', { reason: 'Unsafe' })).statusCode).toBe(404);
    expect((await admin('POST', '/api/admin/completions/999999/reinstate')).statusCode).toBe(404);
    expect((await check((await recordOf(taken.completionId)).verificationCode)).json<CertificateCheck>().status).toBe(
      'valid',
    );
  });

  it('keeps a reset certificate answering: revoked, Induction reset by an administrator', async () => {
    const taken = await take();
    const code = (await recordOf(taken.completionId)).verificationCode;
    clock.advanceSeconds(60);
    const reset = await admin('POST', `/api/inductee/progress/${taken.progressId}/reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    const body = (await check(code)).json<CertificateCheck>();
    expect(body).toMatchObject({
      status: 'revoked',
      name: 'Dana Rigger',
      revokedAt: clock.now().toISOString(),
      revokedReason: 'Induction reset by an administrator',
    });
    // The person takes it again: a new certificate with a new code, valid, while the old stays revoked.
    clock.advanceSeconds(60);
    const retaken = await take();
    const newCode = (await recordOf(retaken.completionId)).verificationCode;
    expect(newCode).not.toBe(code);
    expect((await check(newCode)).json<CertificateCheck>().status).toBe('valid');
    expect((await check(code)).json<CertificateCheck>().status).toBe('revoked');
  });

  it('finds a completion by its code in the search, with or without dashes, in any case', async () => {
    const taken = await take();
    await take({ ...worker, email: 'other@site.example', firstName: 'Other', lastName: 'Person' });
    const code = (await recordOf(taken.completionId)).verificationCode;
    for (const term of [code, code.replaceAll('-', ''), code.toLowerCase(), code.replaceAll('-', ' '), code.slice(5)]) {
      const page = (await admin('GET', `/api/admin/completions?q=${encodeURIComponent(term)}`)).json<CompletionsPage>();
      expect(
        page.items.map((item) => item.id),
        term,
      ).toEqual([taken.completionId]);
    }
  });

  it("answers the worker's own certificate PDF to the browser bound to the progress only", async () => {
    const taken = await take();
    const code = (await recordOf(taken.completionId)).verificationCode;
    const own = await test.app.inject({
      method: 'GET',
      url: `/api/inductee/progress/${taken.progressId}/certificate`,
      headers: { cookie: taken.cookie },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toContain('attachment');
    const text = extractText(own.rawPayload);
    expect(text).toContain('Dana Rigger');
    expect(text).toContain(code);
    expect(text).not.toContain('CSI-');

    const other = await takeInduction(test.app, induction.inductionId, induction.pageIds[0]!, {
      ...worker,
      email: 'someone.else@site.example',
    });
    for (const cookie of [other.cookie, adminCookie, '']) {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/inductee/progress/${taken.progressId}/certificate`,
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Progress not found' });
    }
  });

  it(`lets a worker's browser download its certificate ${ownCertificatesPerMinute} times a minute, in its language after that`, async () => {
    const taken = await take();
    const download = (cookie: string) =>
      test.app.inject({
        method: 'GET',
        url: `/api/inductee/progress/${taken.progressId}/certificate`,
        headers: { cookie },
      });
    for (let count = 0; count < ownCertificatesPerMinute; count += 1) {
      expect((await download(taken.cookie)).statusCode).toBe(200);
    }
    const refused = await download(`${taken.cookie}; csi_lang=es`);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toBe(
      `Este certificado se descargó demasiadas veces en un minuto. Espere ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} e inténtelo de nuevo.`,
    );
    // The next minute, the downloads start again.
    clock.advanceSeconds(seconds);
    expect((await download(taken.cookie)).statusCode).toBe(200);
  });

  it('refuses revoke and reinstate to anyone but an administrator', async () => {
    const taken = await take();
    for (const url of [
      `/api/admin/completions/${taken.completionId}/revoke`,
      `/api/admin/completions/${taken.completionId}/reinstate`,
    ]) {
      const response = await test.app.inject({
        method: 'POST',
        url,
        headers: { cookie: taken.cookie },
        payload: { reason: 'Not an admin' },
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await recordOf(taken.completionId)).revokedAt).toBeNull();
  });
});
