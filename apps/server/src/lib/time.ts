/** The current instant as ISO-8601 UTC text, the stored form of every timestamp. */
export const nowIso = (): string => new Date().toISOString();

/** An instant `milliseconds` away from `from` (negative for the past), as ISO-8601 UTC text. */
export const isoFromNow = (milliseconds: number, from: Date = new Date()): string =>
  new Date(from.getTime() + milliseconds).toISOString();

/** Where the app reads the time; tests replace `now` to move time on without waiting. */
export type Clock = { now: () => Date };

/** A clock that tells the real time; each app gets its own, so a test can change one app's time only. */
export const createSystemClock = (): Clock => ({ now: () => new Date() });
