import fs from 'node:fs';
import path from 'node:path';
import { context } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { makeTestBundleDir } from './app-process.ts';
// @ts-expect-error: a plain ES module script without types.
import { bundleOptions, removeEarlierOutputs } from '../bundle.mjs';

/** Every file under `dir`, relative to it. */
const filesUnder = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

describe('the watching build of npm run dev', () => {
  it('leaves in dist only the files of its latest build', async () => {
    const dir = makeTestBundleDir('watch-');
    try {
      // What an earlier build left: a chunk under a hash this build does not give, and its map.
      fs.mkdirSync(path.join(dir, 'chunks'));
      fs.writeFileSync(path.join(dir, 'chunks', 'renderers-EARLIER1.js'), 'export {};\n');
      fs.writeFileSync(path.join(dir, 'chunks', 'renderers-EARLIER1.js.map'), '{}\n');
      const options = bundleOptions(dir) as Parameters<typeof context>[0];
      const watcher = await context({ ...options, plugins: [removeEarlierOutputs(dir)] });
      try {
        const result = await watcher.rebuild();
        const written = Object.keys(result.metafile?.outputs ?? {})
          .map((file) => path.relative(dir, path.resolve(options.absWorkingDir ?? '', file)))
          .sort();

        expect(written).toContain('main.js');
        expect(written.some((file) => /^chunks\/renderers-\w+\.js$/.test(file))).toBe(true);
        expect(filesUnder(dir)).toEqual(written);
      } finally {
        await watcher.dispose();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
