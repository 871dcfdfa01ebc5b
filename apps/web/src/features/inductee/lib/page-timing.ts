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
 * What a screen reader hears, and when (issue 16): at each whole minute left, at 10 seconds left and at
 * zero, never every second (the page's required time is said with its heading when it opens).
 * Returns undefined when this second is not a threshold.
 */
export function countdownAnnouncement(seconds: number): string | undefined {
  if (seconds === 0) return 'The minimum time for this page has passed. You can continue.';
  if (seconds === 10) return '10 seconds left on this page.';
  if (seconds % 60 === 0) return `${seconds / 60} ${seconds === 60 ? 'minute' : 'minutes'} left on this page.`;
  return undefined;
}

/** "at least 15 seconds", "at least 2 minutes", "at least 1 minute 30 seconds": a page's required time. */
export function requiredTimeText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  const parts = [
    minutes > 0 ? `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'second' : 'seconds'}` : '',
  ].filter(Boolean);
  return parts.length === 0 ? 'no minimum time' : `at least ${parts.join(' ')}`;
}

/** The name of a step, as its heading is announced and the tab's title says it: "Page 2 of 3: Lift plan". */
export const stepName = (index: number, count: number, title: string) => `Page ${index + 1} of ${count}: ${title}`;
