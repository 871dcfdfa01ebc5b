import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requiredOnFirstUse } from './required-on-first-use.ts';

describe('a package required on first use', () => {
  it('is required and prepared at the first call only, then the same each time', () => {
    const prepared: unknown[] = [];
    const loadPath = requiredOnFirstUse<typeof path>('node:path', (loaded) => prepared.push(loaded));
    expect(prepared).toEqual([]);
    expect(loadPath()).toBe(path);
    expect(loadPath()).toBe(path);
    expect(prepared).toEqual([path]);
  });

  it('throws where it is called when the package cannot be loaded', () => {
    const loadMissing = requiredOnFirstUse('no-such-package-here');
    expect(loadMissing).toThrow(/Cannot find module 'no-such-package-here'/);
  });
});
