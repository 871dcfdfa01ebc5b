import { describe, expect, it } from 'vitest';
import { completionStatuses, startsNewAttempt } from './completion-status.ts';

describe('startsNewAttempt', () => {
  it('begins a new attempt after a completion that no longer stands, and resumes a current one', () => {
    const byStatus = Object.fromEntries(
      completionStatuses.map((status) => [status, startsNewAttempt({ isSuperseded: false, completionStatus: status })]),
    );
    expect(byStatus).toEqual({
      valid: false,
      expiring: false,
      expired: true,
      revoked: true,
      reset: true,
      superseded: true,
    });
  });

  it('begins a new attempt after an unfinished one a new version ended, and resumes any other', () => {
    expect(startsNewAttempt({ isSuperseded: true, completionStatus: null })).toBe(true);
    expect(startsNewAttempt({ isSuperseded: false, completionStatus: null })).toBe(false);
  });
});
