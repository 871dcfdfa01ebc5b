import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Compiles the language catalogs before the web tests, as `npm run build` does before the build. */
export default function compileCatalogs() {
  const web = path.resolve(import.meta.dirname, '../..');
  execFileSync(process.execPath, [path.resolve(web, '../../node_modules/@lingui/cli/dist/lingui.js'), 'compile'], {
    cwd: web,
    stdio: 'pipe',
  });
}
