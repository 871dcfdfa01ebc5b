/**
 * When a page counts as done (docs/decisions/0010-inductee-progress-rules.md). Pure functions of the
 * page, the server's record of it and the time, so that they are tested without a database.
 */

/** Latency allowed between the player's countdown reaching zero and the server's check. */
export const latencyAllowanceMilliseconds = 2000;

/** What the rules need of a page. */
export type PageRule = { id: number; title: string; minTimeSeconds: number; requiresSignature: boolean };

/** The server's record of one page for one progress. */
export type PageRecord = { firstShownAt: string; satisfiedAt: string | null };

/** Why a page is not done yet. */
export type UnmetRequirement = { kind: 'notShown' } | { kind: 'tooEarly'; secondsLeft: number } | { kind: 'unsigned' };

/**
 * What still stands between this page and done, or undefined when it is done: it was shown, its
 * minimum time has passed since it was first shown (less the latency allowance), and it is signed
 * when it requires a signature. A page once satisfied stays satisfied, whatever changes later.
 */
export function unmetRequirement(
  page: PageRule,
  record: PageRecord | undefined,
  isSigned: boolean,
  now: Date,
): UnmetRequirement | undefined {
  if (record?.satisfiedAt) return undefined;
  if (!record) return { kind: 'notShown' };
  const elapsed = now.getTime() - Date.parse(record.firstShownAt);
  const remaining = page.minTimeSeconds * 1000 - latencyAllowanceMilliseconds - elapsed;
  if (remaining > 0) {
    return { kind: 'tooEarly', secondsLeft: Math.ceil((page.minTimeSeconds * 1000 - elapsed) / 1000) };
  }
  if (page.requiresSignature && !isSigned) return { kind: 'unsigned' };
  return undefined;
}

/** The message an inductee sees when leaving a page forward too soon. */
export function leavingPageMessage(page: PageRule, unmet: UnmetRequirement): string {
  switch (unmet.kind) {
    case 'notShown':
      return `Please read "${page.title}" before moving on`;
    case 'tooEarly':
      return (
        `Please spend at least ${page.minTimeSeconds} seconds on "${page.title}" before moving on ` +
        `(${unmet.secondsLeft} ${unmet.secondsLeft === 1 ? 'second' : 'seconds'} left)`
      );
    case 'unsigned':
      return `Please sign the acknowledgment on "${page.title}" before moving on`;
  }
}

/** The message an inductee sees when completing before every page is done. */
export function completingTooSoonMessage(page: PageRule, unmet: UnmetRequirement): string {
  switch (unmet.kind) {
    case 'notShown':
      return `The induction is not finished: "${page.title}" has not been read yet`;
    case 'tooEarly':
      return (
        `The induction is not finished: please spend at least ${page.minTimeSeconds} seconds on ` +
        `"${page.title}" (${unmet.secondsLeft} ${unmet.secondsLeft === 1 ? 'second' : 'seconds'} left)`
      );
    case 'unsigned':
      return `The induction is not finished: please sign the acknowledgment on "${page.title}"`;
  }
}
