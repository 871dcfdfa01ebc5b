// `npm test`: unit and API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), then the
// browser tests. Exit code: non-zero if any part failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: API tests run on SQLite only (see README, "Tests on PostgreSQL").');
}
const unit = run('npx', ['vitest', 'run']);
const browser = run(process.execPath, ['scripts/test-e2e.mjs']);
console.log(
  `\nUnit and API tests: ${unit === 0 ? 'passed' : 'FAILED'}; browser tests: ${browser === 0 ? 'passed' : 'FAILED'}.`,
);
process.exit(unit === 0 && browser === 0 ? 0 : 1);
