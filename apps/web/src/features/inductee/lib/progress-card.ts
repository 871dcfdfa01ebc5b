import type { Induction, InducteeProgress, ProgressListEntry } from '@crane/contract';

/** Spec §3: an induction without progress gets a placeholder with id 0, status new, page 0. */
export function placeholderProgress(email: string, induction: Induction): InducteeProgress {
  return {
    id: 0,
    email,
    inductionId: induction.id,
    currentPage: 0,
    status: 'new',
    startedAt: null,
    lastAccessedAt: null,
    completedAt: null,
  };
}

/**
 * The portal's cards: every available induction with this person's progress (or the placeholder),
 * then completed inductions that are no longer offered, so a finished one never disappears.
 */
export function portalEntries(email: string, available: Induction[], progressList: ProgressListEntry[]) {
  const progressByInduction = new Map(progressList.map((entry) => [entry.induction.id, entry]));
  const offered = available.map(
    (induction) =>
      progressByInduction.get(induction.id) ?? { induction, progress: placeholderProgress(email, induction) },
  );
  const offeredIds = new Set(available.map((induction) => induction.id));
  const completedElsewhere = progressList.filter(
    (entry) => !offeredIds.has(entry.induction.id) && entry.progress.status === 'completed',
  );
  return [...offered, ...completedElsewhere];
}

export type ProgressCard = { label: string; action: 'Review' | 'Start' | 'Continue'; percent: number };

/** Spec §4 Inductee progress card. */
export function progressCard(progress: InducteeProgress): ProgressCard {
  if (progress.status === 'completed') return { label: 'Completed', action: 'Review', percent: 100 };
  if (progress.status === 'new') return { label: 'Available', action: 'Start', percent: 0 };
  if (progress.currentPage > 0) {
    return {
      label: 'In Progress',
      action: 'Continue',
      percent: Math.min(95, Math.round((progress.currentPage / 6) * 100)),
    };
  }
  return { label: 'Not Started', action: 'Start', percent: 0 };
}

/** Spec §4: an in-progress induction resumes automatically on arrival (the first one found). */
export const inductionToResume = <Entry extends { progress: InducteeProgress }>(entries: Entry[]) =>
  entries.find((entry) => entry.progress.status === 'in_progress' && entry.progress.currentPage > 0);
