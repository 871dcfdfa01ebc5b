// A built server on a free loopback port with a fresh data directory, and an induction published
// through its API: what the measuring scripts (lighthouse.mjs, measure-slow-4g.mjs) run against.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const admin = { email: 'admin@crane.example', password: 'Admin-password-1' };

/** Starts `node apps/server/dist/main.js`; `stop()` ends it and removes its data. */
export async function startLocalServer() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-measure-'));
  const server = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_NAME: 'Measuring Administrator',
    },
  });
  const stop = () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt === 150) {
      stop();
      throw new Error('The server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, stop };
}

/** An active induction of three rich-text pages, each `minTimeSeconds` long, published by the admin. */
export async function publishInduction(baseUrl, { title, minTimeSeconds }) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`Login failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const send = async (method, url, body) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const induction = await send('POST', '/api/inductions', {
    title,
    description: 'What everyone on a crane site must know before they enter.',
  });
  for (const [index, pageTitle] of ['Exclusion zones', 'Lift plans', 'Signals and radios'].entries()) {
    await send('POST', `/api/inductions/${induction.id}/pages`, {
      title: pageTitle,
      order: index + 1,
      minTimeSeconds,
      content: {
        type: 'richText',
        content: `<h2>${pageTitle}</h2><p>Never walk under a suspended load. Stay outside the barriers while a lift is under way, and follow the dogman's signals.</p><ul><li>Wear your hard hat and high-visibility vest.</li><li>Report anything unsafe to the supervisor.</li></ul>`,
      },
    });
  }
  await send('PUT', `/api/inductions/${induction.id}`, { status: 'active' });
  return induction;
}
