// `npm test`: unit and API tests (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), then the
// browser tests. Exit code: non-zero if any part failed. The names and first lines of failed unit and API
// tests are printed again at the very end, where a CI log's tail shows them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

/** Each failed test (or file that failed before its tests ran) of Vitest's JSON report, a few lines each. */
function failuresOf(reportFile) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return ['(Vitest wrote no report: see its output above)'];
  }
  // The message's first lines and the first stack frame in our code, not Vitest's.
  const firstLines = (text) => {
    const lines = text.split('\n');
    const isFrame = (line) => /^\s*at /.test(line);
    const ours = lines.find((line) => isFrame(line) && !line.includes('node_modules'));
    const message = lines.filter((line) => !isFrame(line)).slice(0, 6);
    return [...message, ...(ours ? [ours.trim()] : [])].map((line) => `    ${line}`);
  };
  return report.testResults.flatMap((file) => {
    const name = path.relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0) return file.status === 'failed' ? [`  ${name}`, ...firstLines(file.message)] : [];
    return failed.flatMap((test) => [
      `  ${name} › ${[...test.ancestorTitles, test.title].join(' › ')}`,
      ...firstLines(test.failureMessages.join('\n')),
    ]);
  });
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: API tests run on SQLite only (see README, "Tests on PostgreSQL").');
}
const reportDirectory = mkdtempSync(path.join(os.tmpdir(), 'crane-vitest-'));
const reportFile = path.join(reportDirectory, 'report.json');
const unit = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`]);
const unitFailures = unit === 0 ? [] : failuresOf(reportFile);
rmSync(reportDirectory, { recursive: true, force: true });
const browser = run(process.execPath, ['scripts/test-e2e.mjs']);
if (unitFailures.length > 0) console.log(['\nFailed unit and API tests:', ...unitFailures].join('\n'));
console.log(
  `\nUnit and API tests: ${unit === 0 ? 'passed' : 'FAILED'}; browser tests: ${browser === 0 ? 'passed' : 'FAILED'}.`,
);
process.exit(unit === 0 && browser === 0 ? 0 : 1);
