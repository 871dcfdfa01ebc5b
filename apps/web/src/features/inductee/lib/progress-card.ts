import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  isCompletionCurrent,
  startsNewAttempt,
  type Induction,
  type InducteeProgress,
  type ProgressListEntry,
  type StoredProgressStatus,
} from '@crane/contract';

/**
 * A card of the portal: the induction, this person's status and percent in it, and the progress when
 * this browser is bound to it (null for progress on another device, until the emailed code binds it).
 * Spec §3: an induction without progress has status `new`.
 */
export type PortalEntry = {
  induction: Induction;
  status: StoredProgressStatus | 'new';
  percent: number;
  progress: InducteeProgress | null;
  /** Where the completion of a completed attempt stands, and when it expires (issue 14). */
  completion: ProgressListEntry['completion'];
  /** Whether a new version ended this attempt unfinished: it is taken again, not continued (decision 27). */
  isSuperseded: boolean;
};

/** Spec §3 placeholder: an induction without progress is `new`, 0%. */
const placeholderEntry = (induction: Induction): PortalEntry => ({
  induction,
  status: 'new',
  percent: 0,
  progress: null,
  completion: null,
  isSuperseded: false,
});

/**
 * The portal's cards: every available induction with this person's progress (or the placeholder),
 * then completed inductions that are no longer offered, so a finished one never disappears. A card
 * shows the induction as the version of its attempt did, but one that starts a new attempt shows it as
 * published now: that is what the worker will take.
 */
export function portalEntries(available: Induction[], progressList: ProgressListEntry[]): PortalEntry[] {
  const progressByInduction = new Map(progressList.map((entry) => [entry.induction.id, entry]));
  const offered = available.map((induction) => {
    const entry = progressByInduction.get(induction.id);
    if (!entry) return placeholderEntry(induction);
    const isNewAttempt = startsNewAttempt({
      isSuperseded: entry.isSuperseded,
      completionStatus: entry.completion?.status ?? null,
    });
    return isNewAttempt ? { ...entry, induction } : entry;
  });
  const offeredIds = new Set(available.map((induction) => induction.id));
  const completedElsewhere = progressList.filter(
    (entry) => !offeredIds.has(entry.induction.id) && entry.status === 'completed',
  );
  return [...offered, ...completedElsewhere];
}

/**
 * Whether this person has progress in the induction that this browser is not bound to (another
 * device). An attempt a new version ended is not: nothing of it goes on, here or there.
 */
export const isOnAnotherDevice = (entry: PortalEntry) =>
  entry.status !== 'new' && entry.progress === null && !entry.isSuperseded;

export type ProgressCardAction = 'Review' | 'Start' | 'Continue' | 'Renew' | 'Take again';

export type ProgressCardLabel =
  'Completed' | 'Available' | 'In Progress' | 'Not Started' | 'Expired' | 'Revoked' | 'Reset' | 'Updated';

/**
 * A card's status and action are named by their English words (the card's badge colour and button
 * follow them); the card shows them in the worker's language with these (decision 36).
 */
export const progressCardLabelTexts = {
  Completed: msg`Completed`,
  Available: msg`Available`,
  'In Progress': msg`In Progress`,
  'Not Started': msg`Not Started`,
  Expired: msg`Expired`,
  Revoked: msg`Revoked`,
  Reset: msg({
    message: 'Reset',
    context: 'status of an induction',
    comment: 'An administrator reset this induction: the worker takes it again',
  }),
  Updated: msg({
    message: 'Updated',
    context: 'status of an induction',
    comment: 'The induction changed since the worker completed it: they take it again',
  }),
} satisfies Record<ProgressCardLabel, MessageDescriptor>;

/** An unfinished attempt that a new version asking everyone to take it again ended (decision 27). */
const endedByUpdateNote = msg`This induction was updated while you were taking it. Please start it again.`;

export type ProgressCard = {
  label: ProgressCardLabel;
  action: ProgressCardAction;
  percent: number;
  /** A line under the title about the completion, in the worker's language: when it expires, or why it must be taken again. */
  note?: string;
};

/** Why a completion that no longer stands must be taken again, as the card says it. */
const retakeCards = {
  revoked: { label: 'Revoked', note: msg`Your certificate was withdrawn. Please take this induction again.` },
  reset: { label: 'Reset', note: msg`An administrator reset this induction. Please take it again.` },
  superseded: { label: 'Updated', note: msg`This induction has changed. Please take it again.` },
} as const;

/**
 * `Mar 12, 2027` in English (as the contract's formatShortDate writes it): the day a completion
 * expires, in the worker's language and time zone; a calendar date stays the day it names.
 */
function formatExpiry(i18n: I18n, expiresAt: string, timeZone: string): string {
  const time = Date.parse(expiresAt);
  if (Number.isNaN(time)) return expiresAt;
  const zone = /^\d{4}-\d{2}-\d{2}$/.test(expiresAt) ? 'UTC' : timeZone;
  return i18n.date(new Date(time), { month: 'short', day: '2-digit', year: 'numeric', timeZone: zone });
}

/**
 * Spec §4 Inductee progress card, from the status and the percent (the contract's progressPercent),
 * and for a completed attempt where its completion stands (issue 14): a current one is reviewed (with
 * its expiry date once expiring), an expired one renewed, and a revoked, reset or superseded one taken
 * again, as is an unfinished one that a new version ended; starting then begins a new attempt. Dates
 * are shown in the worker's own time zone, and the note in the language of `i18n` (the component's,
 * from useLingui, so that it follows a change of language).
 */
export function progressCard(
  entry: Pick<PortalEntry, 'status' | 'percent'> & Partial<Pick<PortalEntry, 'completion' | 'isSuperseded'>>,
  i18n: I18n,
  timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): ProgressCard {
  if (entry.status === 'completed') {
    const completion = entry.completion;
    if (!completion || isCompletionCurrent(completion.status)) {
      const expiresOn =
        completion?.status === 'expiring' ? formatExpiry(i18n, completion.expiresAt, timeZone) : undefined;
      const note = expiresOn === undefined ? undefined : i18n._(msg`Expires ${expiresOn}`);
      return { label: 'Completed', action: 'Review', percent: 100, ...(note && { note }) };
    }
    if (completion.status === 'expired') {
      const expiredOn = formatExpiry(i18n, completion.expiresAt, timeZone);
      return { label: 'Expired', action: 'Renew', percent: 100, note: i18n._(msg`Expired ${expiredOn}`) };
    }
    const retake = retakeCards[completion.status];
    return { label: retake.label, action: 'Take again', percent: 100, note: i18n._(retake.note) };
  }
  if (entry.status === 'new') return { label: 'Available', action: 'Start', percent: 0 };
  // Its new attempt begins at the first page of the new version.
  if (entry.isSuperseded)
    return { label: 'Updated', action: 'Take again', percent: 0, note: i18n._(endedByUpdateNote) };
  if (entry.percent > 0) return { label: 'In Progress', action: 'Continue', percent: entry.percent };
  return { label: 'Not Started', action: 'Start', percent: 0 };
}

/**
 * Spec §4: an in-progress induction resumes automatically on arrival (the first one found on this
 * device), unless a new version ended it.
 */
export const inductionToResume = (entries: PortalEntry[]) =>
  entries.find(
    (entry) => entry.progress !== null && entry.status === 'in_progress' && entry.percent > 0 && !entry.isSuperseded,
  );
