import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types.
import { bundleServer } from '../bundle.mjs';

/** The real server and admin tool, bundled as `npm run build` does, run as processes. */
describe('the server process and the admin command line', () => {
  let bundleDir: string;
  let dataDir: string;
  beforeAll(async () => {
    // Inside the workspace, so that the bundle finds the installed packages.
    const bundlesDir = path.join(import.meta.dirname, '..', '.test-bundles');
    fs.mkdirSync(bundlesDir, { recursive: true });
    bundleDir = fs.mkdtempSync(path.join(bundlesDir, 'bundle-'));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-data-'));
    await (bundleServer as (outdir: string) => Promise<void>)(bundleDir);
  });
  afterAll(() => {
    fs.rmSync(bundleDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const environment = () => {
    const env: NodeJS.ProcessEnv = { PATH: process.env['PATH'], DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' };
    return env;
  };

  function startServer(): Promise<{ child: ChildProcess; port: number; output: () => string }> {
    const child = spawn(process.execPath, [path.join(bundleDir, 'main.js')], { env: environment() });
    let output = '';
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 15_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const port = /ready in \d+ ms on port (\d+)/.exec(output)?.[1];
        if (port) {
          clearTimeout(timer);
          resolve({ child, port: Number(port), output: () => output });
        }
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
    });
  }

  function stopServer(child: ChildProcess): Promise<number | null> {
    return new Promise((resolve) => {
      child.removeAllListeners('exit');
      child.on('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  }

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

  it('refuses to start with a bad variable, naming it', () => {
    const result = spawnSync(process.execPath, [path.join(bundleDir, 'main.js')], {
      env: { ...environment(), PORT: 'harbour' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT');
  });
});
