/** A background round run on an interval, or at once when asked; one per worker and process. */
export type PollingLoop = {
  /** Starts the rounds; does nothing when already started. */
  start: () => void;
  /** Stops; resolves once the round under way (if any) has finished. Idempotent. */
  stop: () => Promise<void>;
  /** Asks for a round now (after committing new work); harmless when stopped. */
  notify: () => void;
};

/**
 * Runs `round` at once, then every `intervalMilliseconds`, or sooner after notify(); a round that
 * throws is logged and the next one comes as usual. The timer never keeps the process alive.
 */
export function createPollingLoop(options: {
  round: () => Promise<unknown>;
  intervalMilliseconds: number;
  onError: (error: unknown) => void;
  /** Told after every round (a debug line, for whoever watches the workers: test/several-instances.test.ts). */
  onRoundEnd?: () => void;
}): PollingLoop {
  let isStopping = false;
  let loop: Promise<void> | undefined;
  let isWakeRequested = false;
  let wake: (() => void) | undefined;

  async function run(): Promise<void> {
    while (!isStopping) {
      isWakeRequested = false;
      try {
        await options.round();
      } catch (error) {
        options.onError(error);
      }
      options.onRoundEnd?.();
      if (isStopping) break;
      if (isWakeRequested) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, options.intervalMilliseconds);
        timer.unref();
        function done() {
          clearTimeout(timer);
          wake = undefined;
          resolve();
        }
        wake = done;
      });
    }
  }

  return {
    start() {
      if (loop) return;
      isStopping = false;
      loop = run();
    },
    async stop() {
      isStopping = true;
      wake?.();
      await loop;
      loop = undefined;
    },
    notify() {
      isWakeRequested = true;
      wake?.();
    },
  };
}
