import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificationFields, filePart, jpegBytes, pngDataUrl } from './inductee-journey.ts';
import { pdfOf } from './make-pdf.ts';
import { multipartBody } from './multipart.ts';
import { startSlowUpload } from './slow-upload.ts';
import {
  apiOf,
  bundleServerForTest,
  cookieOf,
  packagesLoadedAtStart,
  startAppProcess,
  stopAppProcess,
} from './app-process.ts';

/** The real server and admin tool, bundled as `npm run build` does, run as processes. */
describe('the server process and the admin command line', () => {
  let bundle: Awaited<ReturnType<typeof bundleServerForTest>>;
  let bundleDir: string;
  let dataDir: string;
  beforeAll(async () => {
    bundle = await bundleServerForTest();
    bundleDir = bundle.dir;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-data-'));
  });
  afterAll(() => {
    bundle.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const environment = (data = dataDir) => {
    const env: NodeJS.ProcessEnv = { PATH: process.env['PATH'], DATA_DIR: data, PORT: '0', HOST: '127.0.0.1' };
    return env;
  };

  const startServer = (data = dataDir) => startAppProcess(bundle.dir, environment(data));
  const stopServer = stopAppProcess;

  async function logIn(port: number, email: string, password: string) {
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return response.status;
  }

  const runAdmin = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(bundleDir, 'admin.js'), ...args], { env: environment(), encoding: 'utf8' });

  it('creates a first admin once, keeps accounts across restarts, and stops cleanly on SIGTERM', async () => {
    const first = await startServer();
    const password = /with the password (\S+)/.exec(first.output())?.[1] ?? '';
    expect(password).not.toBe('');
    expect(await logIn(first.port, 'admin@example.com', password)).toBe(200);

    const created = runAdmin(
      'create',
      '--email',
      'Crane.Op@Example.com',
      '--password',
      'operator-password',
      '--name',
      'Crane Operator',
      '--role',
      'super_admin',
    );
    expect(created.stderr).toBe('');
    expect(created.stdout).toContain('Created super_admin crane.op@example.com');
    expect(await logIn(first.port, 'crane.op@example.com', 'operator-password')).toBe(200);
    expect(await stopServer(first.child)).toBe(0);

    const second = await startServer();
    expect(second.output()).not.toContain('with the password');
    expect(await logIn(second.port, 'admin@example.com', password)).toBe(200);
    expect(await logIn(second.port, 'crane.op@example.com', 'operator-password')).toBe(200);

    const reset = runAdmin('reset-password', '--email', 'admin@example.com', '--password', 'a-new-password');
    expect(reset.status).toBe(0);
    expect(await logIn(second.port, 'admin@example.com', password)).toBe(401);
    expect(await logIn(second.port, 'admin@example.com', 'a-new-password')).toBe(200);
    expect(await stopServer(second.child)).toBe(0);
  });

  it('explains bad command-line input and exits with 1', () => {
    const duplicate = runAdmin(
      'create',
      '--email',
      'admin@example.com',
      '--password',
      'whatever-password',
      '--name',
      'Again',
    );
    expect(duplicate.status).toBe(1);
    expect(duplicate.stderr).toContain('An admin with this email already exists');
    const invalid = runAdmin('create', '--email', 'not-an-email', '--password', 'short', '--name', 'X');
    expect(invalid.status).toBe(1);
    expect(invalid.stderr).toContain('--email: Please enter a valid email address');
    expect(invalid.stderr).toContain('--password: Password must be at least 8 characters');
    expect(runAdmin('destroy').stderr).toContain('Usage:');
    const unknown = runAdmin('reset-password', '--email', 'ghost@example.com', '--password', 'ghost-password');
    expect(unknown.stderr).toContain('No admin with the email ghost@example.com');
  });

  it('deletes, once restarted, the files a kill -9 during completions left without a record', async () => {
    const crashDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-crash-'));
    const identityFolder = path.join(crashDir, 'uploads', 'identity');
    const stagingFolder = path.join(crashDir, 'upload-staging');
    const filesIn = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder) : []);
    try {
      const first = await startServer(crashDir);
      const password = /with the password (\S+)/.exec(first.output())?.[1] ?? '';
      const api = apiOf(first.port);
      const admin = await api('POST', '/api/auth/login', { email: 'admin@example.com', password });
      const adminCookie = (admin.headers.get('set-cookie') ?? '').split(';')[0]!;
      const created = await api('POST', '/api/inductions', { title: 'Crash test', description: 'd' }, adminCookie);
      const induction = (await created.json()) as { id: number };
      const pageResponse = await api(
        'POST',
        `/api/inductions/${induction.id}/pages`,
        {
          title: 'Sign',
          minTimeSeconds: 0,
          content: { type: 'richText', content: '<p>Stay clear of the load.</p>', requireSignature: true },
        },
        adminCookie,
      );
      expect(pageResponse.status, await pageResponse.clone().text()).toBe(201);
      const page = (await pageResponse.json()) as { id: number };
      await api('PUT', `/api/inductions/${induction.id}`, { status: 'active' }, adminCookie);

      const nearlyFiveMegabytes = Buffer.concat([jpegBytes, Buffer.alloc(4.9 * 1024 * 1024 - jpegBytes.length, 5)]);
      /** Starts and signs an induction as this person; answers the cookie and the completion's body. */
      const readyToComplete = async (email: string) => {
        const started = await api('POST', '/api/inductee/start', { email, inductionId: induction.id });
        const cookie = (started.headers.get('set-cookie') ?? '').split(';')[0]!;
        const progress = (await started.json()) as { id: number };
        const signed = await api(
          'POST',
          '/api/upload/signature-base64',
          { progressId: progress.id, pageId: page.id, dataUrl: pngDataUrl },
          cookie,
        );
        expect(signed.status, await signed.clone().text()).toBe(200);
        const otherLicenses = JSON.stringify([{ name: 'Dogman' }, { name: 'Rigger' }]);
        const files = ['identification', 'driversLicenseFront', 'driversLicenseBack', 'hrwlFront', 'hrwlBack']
          .concat(['otherLicense_0_front', 'otherLicense_0_back', 'otherLicense_1_front', 'otherLicense_1_back'])
          .map((name) => filePart(name, nearlyFiveMegabytes));
        return {
          cookie,
          body: multipartBody([...certificationFields(progress.id, { otherLicenses }), ...files]),
        };
      };

      // One completion still sending its files (staged on this server's disk), one being stored.
      const slow = await readyToComplete('slow@example.com');
      const cut = slow.body.payload.indexOf(nearlyFiveMegabytes) + 1024 * 1024;
      const slowUpload = startSlowUpload(
        `http://127.0.0.1:${first.port}/api/inductee/complete`,
        { ...slow.body.headers, cookie: slow.cookie },
        slow.body.payload.subarray(0, cut),
      );
      await expect.poll(() => filesIn(stagingFolder).length).toBe(1);
      const whole = await readyToComplete('jane@example.com');
      void fetch(`http://127.0.0.1:${first.port}/api/inductee/complete`, {
        method: 'POST',
        headers: { ...whole.body.headers, cookie: whole.cookie },
        body: whole.body.payload,
      }).catch(() => {});
      // The moment the first document is in the store, the process dies: the others never get there.
      const isStored = (name: string) => !name.endsWith('.partial');
      while (!filesIn(identityFolder).some(isStored)) await new Promise((resolve) => setImmediate(resolve));
      first.child.removeAllListeners('exit');
      const exited = new Promise((resolve) => first.child.on('exit', resolve));
      first.child.kill('SIGKILL');
      await exited;
      slowUpload.abort();

      const database = new Sqlite(path.join(crashDir, 'induction.sqlite'));
      const count = (sql: string) => (database.prepare(sql).get() as { count: number }).count;
      expect(count('select count(*) as count from completions')).toBe(0);
      const leftIdentity = filesIn(identityFolder);
      expect(leftIdentity.filter(isStored).length).toBeGreaterThan(0);
      expect(count('select count(*) as count from staged_files')).toBeGreaterThan(0);
      expect(filesIn(stagingFolder).length).toBeGreaterThan(0);
      const signatures = filesIn(path.join(crashDir, 'uploads', 'signatures'));
      expect(signatures).toHaveLength(2);
      // An hour and more goes by: the rows and files are made older instead of waiting.
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      database.prepare('update staged_files set staged_at = ?').run(twoHoursAgo.toISOString());
      // The sweeps' turns (held for most of an hour by the instance that ran them) have run out too.
      database.prepare('update scheduler_leases set lease_until = ?').run(twoHoursAgo.toISOString());
      database.close();
      for (const [folder, names] of [
        [identityFolder, leftIdentity],
        [stagingFolder, filesIn(stagingFolder)],
      ] as const) {
        for (const name of names) fs.utimesSync(path.join(folder, name), twoHoursAgo, twoHoursAgo);
      }

      const second = await startServer(crashDir);
      await expect.poll(() => [...filesIn(identityFolder), ...filesIn(stagingFolder)], { timeout: 10_000 }).toEqual([]);
      // The signatures belong to the two progress records: kept.
      expect(filesIn(path.join(crashDir, 'uploads', 'signatures')).sort()).toEqual(signatures.sort());
      expect(await stopServer(second.child)).toBe(0);
    } finally {
      fs.rmSync(crashDir, { recursive: true, force: true });
    }
  });

  it('loads pdf-lib, sharp, nodemailer and sanitize-html on first use, not at start, and keeps pdf-lib warnings out of the log', async () => {
    const atStart = packagesLoadedAtStart(bundle.metafile, 'main.js');
    expect(atStart).toContain('fastify');
    expect(atStart).not.toContain('pdf-lib');
    expect(atStart).not.toContain('@pdf-lib/fontkit');
    for (const onFirstUse of ['sanitize-html', 'sharp', 'nodemailer']) expect(atStart).not.toContain(onFirstUse);

    // The renderers' chunk, and pdf-lib with it, load and draw when the first documents are asked for.
    const documentsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-documents-'));
    const server = await startServer(documentsDir);
    try {
      const password = /with the password (\S+)/.exec(server.output())?.[1] ?? '';
      const api = apiOf(server.port);
      const adminCookie = cookieOf(await api('POST', '/api/auth/login', { email: 'admin@example.com', password }));
      const created = await api('POST', '/api/inductions', { title: 'Lifting zone', description: 'd' }, adminCookie);
      const { id: inductionId } = (await created.json()) as { id: number };
      const page = {
        title: 'Exclusion zone',
        minTimeSeconds: 0,
        content: { type: 'richText', content: '<p>Stay clear.</p>' },
      };
      expect((await api('POST', `/api/inductions/${inductionId}/pages`, page, adminCookie)).status).toBe(201);
      expect((await api('PUT', `/api/inductions/${inductionId}`, { status: 'active' }, adminCookie)).status).toBe(200);

      const started = await api('POST', '/api/inductee/start', { email: 'jane@example.com', inductionId });
      const cookie = cookieOf(started);
      const { id: progressId } = (await started.json()) as { id: number };
      // A PDF holding a number past 2^53, of which pdf-lib's parser warns on the console as it loads it.
      const identification = pdfOf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Serial 99999999999999999999 >>',
      ]);
      const body = multipartBody([
        ...certificationFields(progressId),
        filePart('identification', identification, 'passport.pdf', 'application/pdf'),
        // A photo, read and normalised by sharp, loaded by then.
        filePart('driversLicenseFront', jpegBytes),
      ]);
      const completed = await fetch(`http://127.0.0.1:${server.port}/api/inductee/complete`, {
        method: 'POST',
        headers: { ...body.headers, cookie },
        body: body.payload,
      });
      expect(completed.status, await completed.clone().text()).toBe(200);

      const documents = [
        await api('GET', `/api/inductee/progress/${progressId}/certificate`, undefined, cookie),
        await api('GET', `/api/inductions/${inductionId}/progress/${progressId}/summary`, undefined, adminCookie),
      ];
      for (const document of documents) {
        expect(document.status).toBe(200);
        expect(
          Buffer.from(await document.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
      }
      // The summary copied the identification's page in; the log is JSON lines still, and no warning of pdf-lib's.
      const lines = server.output().trim().split('\n');
      expect(lines.filter((line) => !line.startsWith('{'))).toEqual([]);
      expect(server.output()).not.toContain('Parsed number');
    } finally {
      expect(await stopServer(server.child)).toBe(0);
      fs.rmSync(documentsDir, { recursive: true, force: true });
    }
  });

  it('logs JSON lines to a pipe and readable lines to a terminal', async () => {
    const piped = await startServer();
    const readyLine = piped
      .output()
      .split('\n')
      .find((line) => line.includes('is ready in'));
    expect(JSON.parse(readyLine ?? '')).toMatchObject({ level: 30, msg: expect.stringContaining('is ready in') });
    expect(await stopServer(piped.child)).toBe(0);

    // A pseudo-terminal, as `npm start` typed in a shell has (util-linux's script; no TERM, so no colours).
    const main = path.join(bundleDir, 'main.js');
    const terminal = spawn('script', ['-qec', `exec "${process.execPath}" "${main}"`, '/dev/null'], {
      env: environment(),
    });
    let output = '';
    terminal.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => terminal.on('exit', resolve));
    await expect.poll(() => output, { timeout: 15_000 }).toMatch(/is ready in \d+ ms/);
    expect(output).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: Crane Safety Induction is ready in \d+ ms/m);
    expect(output).not.toContain('"level"');
    terminal.kill('SIGTERM');
    await exited;
  });

  it("keeps link secrets and people's data out of the log (decision 45)", async () => {
    const server = await startServer();
    const secrets = ['LicenceLinkToken0123456789', 'jane.doe', 'SignatureOfTheLink', 'Jane-Doe', 'Nowak'];
    for (const url of [
      `/api/licence-uploads/${secrets[0]}`,
      `/licence-upload/${secrets[0]}`,
      `/api/inductee/${secrets[1]}%40example.com/progress`,
      `/api/files/signed/identity/a1b2.jpg?expires=1&signature=${secrets[2]}&fileName=identification-${secrets[3]}.jpg`,
      `/api/admin/completions?q=${secrets[4]}&page=2`,
    ]) {
      await fetch(`http://127.0.0.1:${server.port}${url}`);
    }
    expect(await stopServer(server.child)).toBe(0);
    const log = server.output();
    // Each request was logged, with its address.
    expect(log).toContain('"url":"/api/licence-uploads/[redacted]"');
    expect(log).toContain('"url":"/api/admin/completions?q=[redacted]&page=2"');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });

  it('refuses to start with a bad variable, naming it', () => {
    const result = spawnSync(process.execPath, [path.join(bundleDir, 'main.js')], {
      env: { ...environment(), PORT: 'harbour' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
  });
});
