// Issue 4, raised by issue 18: PUT /api/inductee/progress/{id} under 50 concurrent connections keeps
// at least 0.7 of the throughput of a bare Fastify route doing one INSERT on the same database with the
// same request, measured in the same run, with a p99 under 25 ms.
import {
  connections,
  createActiveInduction,
  freePort,
  request,
  runLoad,
  spawnNode,
  startApp,
  stop,
  waitFor,
} from './servers.mjs';

const targetRatio = 0.7;
const targetP99 = 25;

/** The median of each figure over the rounds. */
function medianRun(results) {
  const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    perSecond: median(results.map((result) => result.perSecond)),
    p50: median(results.map((result) => result.p50)),
    p99: median(results.map((result) => result.p99)),
  };
}

/**
 * `workers` inductees' progress on an active induction of two pages without minimum time: each save
 * goes to one of them in turn, as on a site where each worker saves their own progress.
 */
async function startProgresses(base, workers) {
  const inductionId = await createActiveInduction(base);
  const progresses = [];
  for (let index = 0; index < workers; index += 1) {
    const { json: progress, cookie } = await request(base, 'POST', '/api/inductee/start', {
      body: { email: `bench.worker.${index}@site.example`, inductionId },
    });
    progresses.push({ id: progress.id, cookie });
  }
  return progresses;
}

/**
 * Measures progress saves on one database (`env`: DATA_DIR, and DATABASE_URL for PostgreSQL) against
 * the bare route on the same database, alternating rounds, and prints the medians. Resolves to the
 * figures and whether the targets are met.
 */
export async function benchProgressSaves({ label, env, seconds, rounds }) {
  const appPort = await freePort();
  const barePort = await freePort();
  const base = `http://127.0.0.1:${appPort}`;
  // Every simulated worker starts from 127.0.0.1; on a site they come from many phones.
  const app = startApp(appPort, { ...env, INDUCTEE_START_LIMIT_PER_MINUTE: String(connections * 10) });
  const bare = spawnNode(['scripts/bench/bare-insert-server.mjs', env.DATA_DIR, String(barePort)], env);
  try {
    await waitFor(`${base}/api/health`);
    await waitFor(`http://127.0.0.1:${barePort}/health`);
    const progresses = await startProgresses(base, connections);

    // The yardstick answers the same requests as the app: PUTs with the same JSON bodies and cookies,
    // which Fastify reads and parses before the INSERT. The bodyless PUT of the first measurements is
    // measured too and printed: reading and parsing a body costs a sixth of the bare route's time.
    const bareUrl = `http://127.0.0.1:${barePort}/bare/1`;
    const sameRequest = (url, pathOf) => {
      let next = 0;
      const setupRequest = (request) => {
        const progress = progresses[next++ % progresses.length];
        return { ...request, path: pathOf(progress), headers: { ...request.headers, cookie: progress.cookie } };
      };
      return {
        url,
        headers: { 'content-type': 'application/json' },
        requests: [
          { method: 'PUT', body: JSON.stringify({ currentPage: 1 }), setupRequest },
          { method: 'PUT', body: JSON.stringify({ currentPage: 0 }), setupRequest },
        ],
      };
    };
    const servers = [
      { label: `bare Fastify + one ${label} INSERT, same request`, options: sameRequest(bareUrl, () => '/bare/1') },
      { label: `bare Fastify + one ${label} INSERT, PUT without body`, options: { url: bareUrl, method: 'PUT' } },
      {
        label: 'PUT /api/inductee/progress/{id}',
        options: sameRequest(base, (progress) => `/api/inductee/progress/${progress.id}`),
      },
    ];
    // Warm them up (JIT, page caches, pools) before measuring.
    for (const server of servers) await runLoad(`${server.label} warm-up`, server.options, 2);
    const results = servers.map(() => []);
    for (let round = 1; round <= rounds; round += 1) {
      for (const [index, server] of servers.entries()) {
        results[index].push(await runLoad(server.label, server.options, seconds));
      }
      const perRound = servers.map(
        (server, index) =>
          `${server.label.split(',').at(-1).trim()} ${results[index].at(-1).perSecond.toFixed(0)} req/s`,
      );
      console.log(`  round ${round}: ${perRound.join(', ')}`);
    }
    const [bareSame, bareWithoutBody, save] = results.map(medianRun);
    const ratio = save.perSecond / bareSame.perSecond;
    console.log(
      `\nProgress saves on ${label}, ${connections} connections, median of ${rounds} rounds of ${seconds} s:`,
    );
    for (const [index, server] of servers.entries()) {
      const figures = [bareSame, bareWithoutBody, save][index];
      console.log(
        `  ${server.label.padEnd(56)}: ${figures.perSecond.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`,
      );
    }
    console.log(
      `  ratio ${ratio.toFixed(2)} (target at least ${targetRatio}), p99 ${save.p99} ms (target under ${targetP99} ms)`,
    );
    console.log(`  (ratio to the bare PUT without body: ${(save.perSecond / bareWithoutBody.perSecond).toFixed(2)})`);
    const isMet = ratio >= targetRatio && save.p99 < targetP99;
    console.log(isMet ? '  target met' : '  TARGET MISSED');
    return { label, ratio, save, bare: bareSame, isMet };
  } finally {
    await Promise.all([stop(app), stop(bare)]);
  }
}
