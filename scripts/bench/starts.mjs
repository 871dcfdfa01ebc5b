// Starts under 50 concurrent connections, each a new worker's email on a new browser: the first request
// of a Monday morning (decision 42). Printed for each database; the issue sets no target for it.
import { connections, createActiveInduction, freePort, runLoad, startApp, stop, waitFor } from './servers.mjs';

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
    const options = {
      url: `${base}/api/inductee/start`,
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
    await runLoad('starts warm-up', options, 2);
    const result = await runLoad('starts', options, seconds);
    console.log(
      `\nStarts on ${label}, ${connections} connections, ${seconds} s: ${result.perSecond.toFixed(0)} a second, ` +
        `p50 ${result.p50} ms, p99 ${result.p99} ms`,
    );
  } finally {
    await stop(app);
  }
}
