import { describe, expect, it } from 'vitest';
import { latencyAllowanceMilliseconds, leavingPageError, unmetRequirement, type PageRule } from './page-rules.ts';

const shownAt = new Date('2026-11-24T09:00:00.000Z');
const after = (milliseconds: number) => new Date(shownAt.getTime() + milliseconds);
const page: PageRule = { id: 7, title: 'Exclusion zones', minTimeSeconds: 60, requiresSignature: false };
const record = { firstShownAt: shownAt.toISOString(), satisfiedAt: null };

describe('when a page is done', () => {
  it('is not done before it was shown', () => {
    expect(unmetRequirement(page, undefined, false, after(3_600_000))).toEqual({ kind: 'notShown' });
  });

  it('is done once its minimum time has passed since it was first shown, less the latency allowance', () => {
    expect(latencyAllowanceMilliseconds).toBe(2000);
    expect(unmetRequirement(page, record, false, after(10_000))).toEqual({ kind: 'tooEarly', secondsLeft: 50 });
    expect(unmetRequirement(page, record, false, after(57_999))).toEqual({ kind: 'tooEarly', secondsLeft: 3 });
    expect(unmetRequirement(page, record, false, after(58_000))).toBeUndefined();
  });

  it('needs no time at all for a page whose minimum is 0', () => {
    expect(unmetRequirement({ ...page, minTimeSeconds: 0 }, record, false, shownAt)).toBeUndefined();
  });

  it('needs a signature when the page requires one, after its time', () => {
    const signed = { ...page, requiresSignature: true };
    expect(unmetRequirement(signed, record, false, after(10_000))).toMatchObject({ kind: 'tooEarly' });
    expect(unmetRequirement(signed, record, false, after(60_000))).toEqual({ kind: 'unsigned' });
    expect(unmetRequirement(signed, record, true, after(60_000))).toBeUndefined();
  });

  it('stays done once satisfied, whatever changes later', () => {
    const satisfied = { ...record, satisfiedAt: after(60_000).toISOString() };
    const stricter = { ...page, minTimeSeconds: 3600, requiresSignature: true };
    expect(unmetRequirement(stricter, satisfied, false, after(61_000))).toBeUndefined();
  });

  it('says what is missing and how long is left', () => {
    expect(leavingPageError(page, { kind: 'tooEarly', secondsLeft: 1 }).message).toBe(
      'Please spend at least 60 seconds on "Exclusion zones" before moving on (1 second left)',
    );
    expect(leavingPageError(page, { kind: 'unsigned' }).message).toBe(
      'Please sign the acknowledgment on "Exclusion zones" before moving on',
    );
  });
});
