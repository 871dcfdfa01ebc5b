import { defineConfig, devices } from '@playwright/test';

// Set by scripts/test-e2e.mjs: a free port and a fresh data directory for this run.
const port = Number(process.env['E2E_PORT'] ?? 3100);
const dataDir = process.env['E2E_DATA_DIR'] ?? '/tmp/crane-e2e-data';
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  // The journeys share one server and database and run one file at a time in name order: the numbered
  // prefixes put first the files that check empty states (e.g. No inductions found) on the fresh server.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Each journey sees the network as it is; the service worker is tested on its own (e2e/95-offline-reload).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 30_000,
    // The server logs (warnings and worse, as JSON lines) to stdout: shown, so that a server that fails
    // to start says why instead of only "not able to start. Exit code: 1".
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      ADMIN_EMAIL: 'admin@crane.example',
      ADMIN_PASSWORD: 'Admin-password-1',
      ADMIN_NAME: 'Site Administrator',
      LOG_LEVEL: 'warn',
      // A zone other than the machine's, so the journeys see dates and times in the company's zone.
      TIME_ZONE: 'Australia/Sydney',
      // The mail catcher started by scripts/test-e2e.mjs.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: process.env['E2E_SMTP_PORT'] ?? '2525',
      SMTP_SECURE: 'false',
      SMTP_FROM: 'Crane Safety Induction <induction@crane.example>',
      // The webhook journey's receiver listens on loopback (e2e/96-integrations).
      WEBHOOKS_ALLOW_PRIVATE: 'true',
    },
  },
});
