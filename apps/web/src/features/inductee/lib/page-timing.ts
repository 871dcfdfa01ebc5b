import type { InducteeProgress } from '@crane/contract';
import { formatMinutesSeconds } from '@/lib/minutes-seconds';

/**
 * Seconds left before the inductee may leave the page, by the server's own record of when it was
 * first shown and the server's clock, so the countdown and the server's check agree (spec §4).
 */
export function secondsLeft(progress: InducteeProgress, pageId: number, minTimeSeconds: number): number {
  const record = progress.pages?.find((page) => page.pageId === pageId);
  if (!record) return minTimeSeconds;
  if (record.satisfiedAt) return 0;
  const serverNow = progress.serverTime ? Date.parse(progress.serverTime) : Date.now();
  const elapsed = Math.max(0, (serverNow - Date.parse(record.firstShownAt)) / 1000);
  return Math.max(0, Math.ceil(minTimeSeconds - elapsed));
}

/** The countdown pill: `m:ss`, written as every minimum time is. */
export const formatCountdown = formatMinutesSeconds;

/**
 * What a screen reader hears, and when: at each whole minute left and at zero, never every second.
 * Returns undefined when this second is not a threshold.
 */
export function countdownAnnouncement(seconds: number): string | undefined {
  if (seconds === 0) return 'The minimum time for this page has passed. You can continue.';
  if (seconds % 60 === 0) return `${seconds / 60} ${seconds === 60 ? 'minute' : 'minutes'} left on this page.`;
  return undefined;
}
