import type { FastifyBaseLogger } from 'fastify';

/** A task several instances share: it runs when this instance takes the turn (modules/scheduler). */
export type SharedTask = {
  name: string;
  takeTurn: (name: string, now: Date, forMilliseconds: number) => Promise<boolean>;
  now: () => Date;
};

/**
 * Runs a background task at once, then every `intervalMilliseconds` until stopped: one run at a time
 * (a run still going when the next is due makes that one skip), failures logged, and a timer that
 * never keeps the process alive. `stop` waits for the run in progress. A `shared` task runs only on the
 * instance that takes its turn, held for nine tenths of the interval: once per interval among all
 * instances, whichever asks first (the tenth left over absorbs the timers' drift).
 */
export function startPeriodicTask(
  run: () => Promise<void>,
  {
    intervalMilliseconds,
    log,
    what,
    shared,
  }: { intervalMilliseconds: number; log: FastifyBaseLogger; what: string; shared?: SharedTask },
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const runIfMyTurn = async () => {
    if (shared && !(await shared.takeTurn(shared.name, shared.now(), intervalMilliseconds * 0.9))) return;
    log.debug({ task: what }, `${what} runs on this instance`);
    await run();
  };
  const runOnce = () => {
    running ??= runIfMyTurn()
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  runOnce();
  const timer = setInterval(runOnce, intervalMilliseconds);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
