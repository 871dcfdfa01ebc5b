import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
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

/*
 * The texts below are message descriptors (decision 36): the player renders them with `i18n._`, so
 * that they are in the worker's language and follow a change of it.
 */

/**
 * What a screen reader hears, and when (issue 16): at each whole minute left, at 10 seconds left and at
 * zero, never every second (the page's required time is said with its heading when it opens).
 * Returns undefined when this second is not a threshold.
 */
export function countdownAnnouncement(seconds: number): MessageDescriptor | undefined {
  if (seconds === 0) return msg`The minimum time for this page has passed. You can continue.`;
  if (seconds === 10)
    return msg`${plural(seconds, { one: '# second left on this page.', other: '# seconds left on this page.' })}`;
  if (seconds % 60 === 0) {
    const minutes = seconds / 60;
    return msg`${plural(minutes, { one: '# minute left on this page.', other: '# minutes left on this page.' })}`;
  }
  return undefined;
}

/** "at least 15 seconds", "at least 2 minutes", "at least 1 minute 30 seconds": a page's required time. */
export function requiredTimeText(totalSeconds: number): MessageDescriptor {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  if (minutes > 0 && seconds > 0)
    return msg`at least ${plural(minutes, { one: '# minute', other: '# minutes' })} ${plural(seconds, { one: '# second', other: '# seconds' })}`;
  if (minutes > 0) return msg`${plural(minutes, { one: 'at least # minute', other: 'at least # minutes' })}`;
  if (seconds > 0) return msg`${plural(seconds, { one: 'at least # second', other: 'at least # seconds' })}`;
  return msg`no minimum time`;
}

/** The name of a step, as its heading is announced and the tab's title says it: "Page 2 of 3: Lift plan". */
export function stepName(index: number, count: number, title: string): MessageDescriptor {
  const pageNumber = index + 1;
  const pageCount = count;
  const pageTitle = title;
  return msg`Page ${pageNumber} of ${pageCount}: ${pageTitle}`;
}
