// `npm test`: unit and API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), then the
// browser tests. Exit code: non-zero if any part failed. What failed among the unit and API tests (tests,
// hooks, unhandled errors; scripts/lib/failures-reporter.mjs) is printed again at the very end, where a
// CI log's tail shows it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args, env = process.env) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: API tests run on SQLite only (see README, "Tests on PostgreSQL").');
}
const reportDirectory = mkdtempSync(path.join(os.tmpdir(), 'crane-vitest-'));
const failuresFile = path.join(reportDirectory, 'failures.txt');
const unit = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=./scripts/lib/failures-reporter.mjs'], {
  ...process.env,
  CRANE_FAILURES_FILE: failuresFile,
});
const reported = existsSync(failuresFile) ? readFileSync(failuresFile, 'utf8') : undefined;
const unitFailures =
  unit === 0
    ? []
    : [
        reported === undefined
          ? '  (Vitest ended before it reported: see its output above)'
          : reported || '  (Vitest failed the run and named nothing that failed: see its output above)',
      ];
rmSync(reportDirectory, { recursive: true, force: true });
const browser = run(process.execPath, ['scripts/test-e2e.mjs']);
if (unitFailures.length > 0) console.log(['\nFailed unit and API tests:', ...unitFailures].join('\n'));
console.log(
  `\nUnit and API tests: ${unit === 0 ? 'passed' : 'FAILED'}; browser tests: ${browser === 0 ? 'passed' : 'FAILED'}.`,
);
process.exit(unit === 0 && browser === 0 ? 0 : 1);
