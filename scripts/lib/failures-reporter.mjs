// A Vitest reporter for `npm test`: writes what failed, a few lines each, to the file named by
// CRANE_FAILURES_FILE, so that scripts/test.mjs can print it again at the very end, where a CI log's tail
// shows it. It lists failed tests, failed suites and files (a hook or an import that threw), and the
// unhandled errors for which Vitest fails a run whose every test passed (Vitest's JSON report holds
// none of these last).
import { writeFileSync } from 'node:fs';

/** An error's first lines and the first stack frame in our code, not Vitest's. */
function firstLines(error) {
  const text = error.stack || error.message || String(error);
  const lines = text.split('\n');
  const isFrame = (line) => /^\s*at /.test(line);
  const ours = lines.find((line) => isFrame(line) && !line.includes('node_modules'));
  const message = lines.filter((line) => !isFrame(line)).slice(0, 6);
  return [...message, ...(ours ? [ours.trim()] : [])].map((line) => `    ${line}`);
}

const entry = (title, errors) => [`  ${title}`, ...errors.flatMap(firstLines)];

export default class FailuresReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const lines = testModules.flatMap((module) => {
      const name = module.relativeModuleId;
      const suites = [...module.children.allSuites()].filter((suite) => suite.errors().length > 0);
      const tests = [...module.children.allTests('failed')];
      return [
        ...(module.errors().length > 0 ? entry(name, module.errors()) : []),
        ...suites.flatMap((suite) => entry(`${name} › ${suite.fullName}`, suite.errors())),
        ...tests.flatMap((test) => entry(`${name} › ${test.fullName}`, test.result().errors ?? [])),
      ];
    });
    const unhandled = unhandledErrors.flatMap((error) =>
      entry(`Unhandled error${error.type ? ` (${error.type})` : ''}`, [error]),
    );
    const file = process.env.CRANE_FAILURES_FILE;
    if (file) writeFileSync(file, [...lines, ...unhandled].join('\n'));
  }
}
