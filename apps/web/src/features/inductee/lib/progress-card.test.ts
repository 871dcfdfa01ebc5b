import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { progressPercent, type CompletionStatus, type Induction, type InducteeProgress } from '@crane/contract';
import { inductionToResume, isOnAnotherDevice, portalEntries, progressCard } from './progress-card';
import { countdownAnnouncement, formatCountdown, requiredTimeText, secondsLeft, stepName } from './page-timing';

const induction = (id: number): Induction => ({
  id,
  title: `Induction ${id}`,
  description: '',
  totalMinTimeMinutes: 20,
  status: 'active',
  requiredLicences: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const progress = (changes: Partial<InducteeProgress>): InducteeProgress => ({
  id: 5,
  email: 'worker@site.example',
  inductionId: 1,
  currentPage: 0,
  status: 'in_progress',
  startedAt: null,
  lastAccessedAt: null,
  completedAt: null,
  ...changes,
});

describe('progress cards of spec §4', () => {
  it('labels each state with its button and percent', () => {
    const card = (changes: Partial<InducteeProgress>) => {
      const shown = progress(changes);
      return progressCard({ status: shown.status, percent: progressPercent(shown) }, i18n);
    };
    expect(card({ status: 'completed' })).toEqual({ label: 'Completed', action: 'Review', percent: 100 });
    expect(progressCard({ status: 'new', percent: 0 }, i18n)).toEqual({
      label: 'Available',
      action: 'Start',
      percent: 0,
    });
    expect(card({ currentPage: 2 })).toEqual({ label: 'In Progress', action: 'Continue', percent: 33 });
    expect(card({ currentPage: 9 }).percent).toBe(95);
    expect(card({ currentPage: 0 })).toEqual({ label: 'Not Started', action: 'Start', percent: 0 });
    expect(card({ currentPage: 0, status: 'not_started' })).toEqual({
      label: 'Not Started',
      action: 'Start',
      percent: 0,
    });
  });

  it('offers review of a current completion, Renew with the date of an expired one, and Take again after a revoke, reset or new version', () => {
    const completed = (status: CompletionStatus) =>
      progressCard(
        { status: 'completed', percent: 100, completion: { status, expiresAt: '2027-03-12T01:00:00.000Z' } },
        i18n,
        'Australia/Sydney',
      );
    expect(completed('valid')).toEqual({ label: 'Completed', action: 'Review', percent: 100 });
    expect(completed('expiring')).toEqual({
      label: 'Completed',
      action: 'Review',
      percent: 100,
      note: 'Expires Mar 12, 2027',
    });
    expect(completed('expired')).toEqual({
      label: 'Expired',
      action: 'Renew',
      percent: 100,
      note: 'Expired Mar 12, 2027',
    });
    expect(completed('revoked')).toMatchObject({
      label: 'Revoked',
      action: 'Take again',
      note: 'Your certificate was withdrawn. Please take this induction again.',
    });
    expect(completed('reset')).toMatchObject({ label: 'Reset', action: 'Take again' });
    expect(completed('superseded')).toMatchObject({ label: 'Updated', action: 'Take again' });
    // In the worker's own time zone: 8 pm UTC on 11 March is already 12 March in Perth.
    expect(
      progressCard(
        { status: 'completed', percent: 100, completion: { status: 'expired', expiresAt: '2027-03-11T20:00:00.000Z' } },
        i18n,
        'Australia/Perth',
      ).note,
    ).toBe('Expired Mar 12, 2027');
  });

  it('gives inductions without progress a placeholder and keeps completed ones no longer offered', () => {
    const entries = portalEntries(
      [induction(1), induction(2), induction(5)],
      [
        {
          induction: induction(2),
          status: 'in_progress',
          percent: 17,
          progress: progress({ inductionId: 2, currentPage: 1 }),
          completion: null,
          isSuperseded: false,
        },
        {
          induction: { ...induction(3), status: 'draft' },
          status: 'completed',
          percent: 100,
          progress: null,
          completion: { status: 'valid', expiresAt: '2027-06-01T00:00:00.000Z' },
          isSuperseded: false,
        },
        {
          induction: { ...induction(4), status: 'draft' },
          status: 'in_progress',
          percent: 17,
          progress: null,
          completion: null,
          isSuperseded: false,
        },
        // Progress on another device: status and percent only.
        {
          induction: induction(5),
          status: 'in_progress',
          percent: 33,
          progress: null,
          completion: null,
          isSuperseded: false,
        },
      ],
    );
    expect(entries.map((entry) => [entry.induction.id, entry.status, entry.percent, isOnAnotherDevice(entry)])).toEqual(
      [
        [1, 'new', 0, false],
        [2, 'in_progress', 17, false],
        [5, 'in_progress', 33, true],
        [3, 'completed', 100, true],
      ],
    );
    // Only progress this browser is bound to resumes by itself.
    expect(inductionToResume(entries)?.induction.id).toBe(2);
    expect(inductionToResume(entries.filter((entry) => entry.induction.id !== 2))).toBeUndefined();
  });

  it('offers to take again an attempt a new version ended, which neither resumes nor asks for a code', () => {
    const ended = portalEntries(
      [induction(1), induction(2)],
      [
        {
          induction: induction(1),
          status: 'in_progress',
          percent: 67,
          progress: progress({ inductionId: 1, currentPage: 2 }),
          completion: null,
          isSuperseded: true,
        },
        // Ended on another device: nothing of it is bound here, and no code is needed to start again.
        {
          induction: induction(2),
          status: 'in_progress',
          percent: 33,
          progress: null,
          completion: null,
          isSuperseded: true,
        },
      ],
    );
    for (const entry of ended) {
      expect(progressCard(entry, i18n)).toEqual({
        label: 'Updated',
        action: 'Take again',
        percent: 0,
        note: 'This induction was updated while you were taking it. Please start it again.',
      });
      expect(isOnAnotherDevice(entry)).toBe(false);
    }
    expect(inductionToResume(ended)).toBeUndefined();
  });

  it('shows an induction to be taken again as published now, and one to review as its attempt saw it', () => {
    const published = (id: number) => ({ ...induction(id), description: 'The exclusion zone is now 10 metres.' });
    const asTaken = (id: number) => ({ ...induction(id), description: 'Read before you enter the site.' });
    const entries = portalEntries(
      [published(1), published(2), published(3)],
      [
        {
          induction: asTaken(1),
          status: 'in_progress',
          percent: 67,
          progress: null,
          completion: null,
          isSuperseded: true,
        },
        {
          induction: asTaken(2),
          status: 'completed',
          percent: 100,
          progress: null,
          completion: { status: 'superseded', expiresAt: '2027-06-01T00:00:00.000Z' },
          isSuperseded: false,
        },
        {
          induction: asTaken(3),
          status: 'completed',
          percent: 100,
          progress: null,
          completion: { status: 'valid', expiresAt: '2027-06-01T00:00:00.000Z' },
          isSuperseded: false,
        },
      ],
    );
    expect(entries.map((entry) => entry.induction.description)).toEqual([
      'The exclusion zone is now 10 metres.',
      'The exclusion zone is now 10 metres.',
      'Read before you enter the site.',
    ]);
  });
});

describe('page timing', () => {
  const shown = (firstShownAt: string, satisfiedAt: string | null = null) =>
    progress({
      serverTime: '2026-11-23T10:00:30.000Z',
      pages: [{ pageId: 7, firstShownAt, satisfiedAt, isSigned: false }],
    });

  it('counts from when the server first showed the page, by the server clock', () => {
    expect(secondsLeft(shown('2026-11-23T10:00:00.000Z'), 7, 90)).toBe(60);
    expect(secondsLeft(shown('2026-11-23T09:00:00.000Z'), 7, 90)).toBe(0);
    expect(secondsLeft(shown('2026-11-23T10:00:29.000Z', '2026-11-23T10:00:30.000Z'), 7, 90)).toBe(0);
    expect(secondsLeft(progress({}), 7, 45)).toBe(45);
  });

  it('shows m:ss and speaks only at minutes and zero', () => {
    expect(formatCountdown(125)).toBe('2:05');
    // The texts are message descriptors, rendered in the active language (English in the tests).
    const announced = (seconds: number) => {
      const announcement = countdownAnnouncement(seconds);
      return announcement && i18n._(announcement);
    };
    expect(announced(120)).toBe('2 minutes left on this page.');
    expect(announced(60)).toBe('1 minute left on this page.');
    expect(announced(59)).toBeUndefined();
    expect(announced(11)).toBeUndefined();
    expect(announced(10)).toBe('10 seconds left on this page.');
    expect(i18n._(requiredTimeText(15))).toBe('at least 15 seconds');
    expect(i18n._(requiredTimeText(1))).toBe('at least 1 second');
    expect(i18n._(requiredTimeText(60))).toBe('at least 1 minute');
    expect(i18n._(requiredTimeText(61))).toBe('at least 1 minute 1 second');
    expect(i18n._(requiredTimeText(150))).toBe('at least 2 minutes 30 seconds');
    expect(i18n._(requiredTimeText(0))).toBe('no minimum time');
    expect(i18n._(stepName(1, 3, 'Lift plan'))).toBe('Page 2 of 3: Lift plan');
    expect(announced(0)).toMatch(/You can continue/);
  });
});
