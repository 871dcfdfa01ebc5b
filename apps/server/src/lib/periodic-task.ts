import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a background task at once, then every `intervalMilliseconds` until stopped: one run at a time
 * (a run still going when the next is due makes that one skip), failures logged, and a timer that
 * never keeps the process alive. `stop` waits for the run in progress.
 */
export function startPeriodicTask(
  run: () => Promise<void>,
  { intervalMilliseconds, log, what }: { intervalMilliseconds: number; log: FastifyBaseLogger; what: string },
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const runOnce = () => {
    running ??= run()
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
