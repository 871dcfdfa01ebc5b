// The app's shell as a phone fetches it when it opens a link: the page of an address and the entry
// script, under 50 concurrent connections, brotli accepted (decision 55). Printed without a target (the
// issue sets none); neither reads the database, so it runs on the first database only.
import fs from 'node:fs';
import path from 'node:path';
import { connections, freePort, root, runLoad, startApp, stop, waitFor } from './servers.mjs';

/** The address of the entry script the built page names (`<script type="module" src="/assets/…">`). */
function entryScript() {
  const indexHtml = fs.readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
  const source = /<script type="module"[^>]* src="([^"]+)"/.exec(indexHtml)?.[1];
  if (!source) throw new Error('apps/web/dist/index.html names no module script');
  return source;
}

/** Measures a page and the entry script of the built web app on one database (`env` as for the saves). */
export async function benchShell({ label, env, seconds }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const app = startApp(port, env);
  try {
    await waitFor(`${base}/api/health`);
    const headers = { 'accept-encoding': 'br, gzip', 'accept-language': 'en-AU,en;q=0.9' };
    for (const [what, address] of [
      ['a page (/inductee/start)', '/inductee/start'],
      ['the entry script', entryScript()],
    ]) {
      const options = { url: `${base}${address}`, headers };
      await runLoad(`${what} warm-up`, options, 1);
      const result = await runLoad(what, options, seconds);
      console.log(
        `The shell on ${label}, ${what}, ${connections} connections, ${seconds} s: ` +
          `${result.perSecond.toFixed(0)} a second, p50 ${result.p50} ms, p99 ${result.p99} ms`,
      );
    }
  } finally {
    await stop(app);
  }
}
