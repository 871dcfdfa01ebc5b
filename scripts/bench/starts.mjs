// Starts under 50 concurrent connections, each a new worker's email on a new browser: the first request
// of a Monday morning (decision 42). Printed for each database; the issue sets no target for it.
import autocannon from 'autocannon';
import { createActiveInduction, freePort, startApp, stop, waitFor } from './servers.mjs';

const connections = 50;

/** Measures POST /api/inductee/start on one database (`env` as for the saves) for `seconds` after a warm-up. */
export async function benchStarts({ label, env, seconds }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Every simulated worker starts from 127.0.0.1; on a site they come from many phones.
  const app = startApp(port, { ...env, INDUCTEE_START_LIMIT_PER_MINUTE: String(1_000_000) });
  try {
    await waitFor(`${base}/api/health`);
    const inductionId = await createActiveInduction(base);
    let next = 0;
    const run = (duration) =>
      new Promise((resolve, reject) => {
        const options = {
          url: `${base}/api/inductee/start`,
          connections,
          duration,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify({ email: `bench.starter.${next++}@site.example`, inductionId }),
              }),
            },
          ],
        };
        autocannon(options, (error, result) => {
          if (error) return reject(error);
          if (result.non2xx > 0 || result.errors > 0) {
            return reject(new Error(`starts: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
          }
          resolve(result);
        });
      });
    await run(2);
    const result = await run(seconds);
    console.log(
      `\nStarts on ${label}, ${connections} connections, ${seconds} s: ${result.requests.average.toFixed(0)} a second, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  } finally {
    await stop(app);
  }
}
