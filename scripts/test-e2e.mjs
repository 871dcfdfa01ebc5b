// `npm run test:e2e`: builds if needed, then runs the Playwright journeys in Debian's Chromium
// against a server on a free port with a fresh data directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailCatcher } from './e2e-mail-catcher.mjs';
import { ensureBuilt } from './ensure-built.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = '/usr/bin/chromium';

if (!fs.existsSync(chromium)) {
  console.log(`Browser tests need Chromium at ${chromium}: install it with "sudo apt-get install -y chromium".`);
  process.exit(process.env.CI ? 1 : 0);
}

ensureBuilt();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crane-e2e-'));
const mailDir = path.join(dataDir, 'mail-received');
// The login the Settings journey saves for the catcher (the server's own SMTP_* settings use none).
const mailLogin = { user: 'e2e-mailer', password: 'E2e-mail-password-1' };
const mailCatcher = await startMailCatcher(mailDir, mailLogin);
// The server's port is chosen once the mail catcher listens, so that the two can never be given the same one.
const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
// Async, so that the mail catcher in this process keeps answering while the journeys run.
const result = await new Promise((resolve) => {
  const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: dataDir,
      E2E_SMTP_PORT: String(mailCatcher.port),
      E2E_MAIL_DIR: mailDir,
      E2E_SMTP_USER: mailLogin.user,
      E2E_SMTP_PASSWORD: mailLogin.password,
    },
  });
  child.on('exit', (status) => resolve({ status }));
});
await mailCatcher.close();
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
