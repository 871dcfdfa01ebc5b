import { describe, expect, it } from 'vitest';
import type { InductionVersion } from '@crane/contract';
import { versionNote } from './version-history';

const version = (number: number, changes: Partial<InductionVersion> = {}): InductionVersion => ({
  version: number,
  title: 'Crane Site Safety',
  publishedAt: '2026-11-20T09:00:00.000Z',
  publishedBy: 'Site Administrator',
  completionsChoice: 'stayValid',
  completionCount: 0,
  ...changes,
});

describe('the version history', () => {
  it('says what each version did, and which later version superseded its completions', () => {
    // Latest first: version 3 kept version 2's completions, which version 2 had asked of version 1's.
    const versions = [
      version(3, { completionCount: 4 }),
      version(2, { completionsChoice: 'retake', completionCount: 1 }),
      version(1, { completionCount: 12 }),
    ];
    expect(versions.map((_, index) => versionNote(versions, index))).toEqual([
      'Existing completions stay valid · 4 completions',
      'Everyone must take it again · 1 completion',
      'First version · 12 completions, superseded by version 2',
    ]);
  });

  it('names the first later version that asked everyone to take it again, and none for no completions', () => {
    const versions = [
      version(3, { completionsChoice: 'retake' }),
      version(2, { completionsChoice: 'retake' }),
      version(1, { completionCount: 1 }),
    ];
    expect(versions.map((_, index) => versionNote(versions, index))).toEqual([
      'Everyone must take it again · 0 completions',
      'Everyone must take it again · 0 completions',
      'First version · 1 completion, superseded by version 2',
    ]);
  });
});
