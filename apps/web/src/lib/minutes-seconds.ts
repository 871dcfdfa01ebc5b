/**
 * `m:ss` (0:10, 1:30, 25:00): how every screen writes a minimum time or the time left of one, so
 * that 10 and 15 seconds never read as "0 min". Minutes run on past 59 rather than into hours.
 */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
