import { setImmediate } from 'node:timers';

/**
 * Runs `work` and counts the turns of the event loop that other work (a request read from its socket
 * is one) could take meanwhile: a loop of SQLite queries that never gives way counts none.
 */
export async function countTurnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let isWorking = true;
  const otherWork = () => {
    if (!isWorking) return;
    turns += 1;
    setImmediate(otherWork);
  };
  setImmediate(otherWork);
  try {
    return { result: await work(), turns };
  } finally {
    isWorking = false;
  }
}
