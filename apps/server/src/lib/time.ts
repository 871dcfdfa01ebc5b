/** An instant `milliseconds` away from `from` (negative for the past), as ISO-8601 UTC text. */
export const isoFromNow = (milliseconds: number, from: Date): string =>
  new Date(from.getTime() + milliseconds).toISOString();

/**
 * Where the app reads the time: `app.clock`, or a `now` passed down from it. Tests replace `now` to
 * move time on without waiting. Nothing else reads the system clock (eslint.config.js).
 */
export type Clock = { now: () => Date };

/** A clock that tells the real time; each app gets its own, so a test can change one app's time only. */
export const createSystemClock = (): Clock => ({ now: () => new Date() });
