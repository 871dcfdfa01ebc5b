import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-23T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relative dates of Recent Induction Activity', () => {
  it('says how long ago, with its suffix', () => {
    expect(relativeTime(ago(20), now)).toBe('just now');
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(45 * 60), now)).toBe('45 minutes ago');
    expect(relativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(relativeTime(ago(36 * 3600), now)).toBe('2 days ago');
    expect(relativeTime(ago(10 * 24 * 3600), now)).toBe('1 week ago');
    expect(relativeTime(ago(65 * 24 * 3600), now)).toBe('2 months ago');
    expect(relativeTime(ago(400 * 24 * 3600), now)).toBe('1 year ago');
  });

  it('copes with a clock ahead of the browser and with nonsense', () => {
    expect(relativeTime(ago(-20), now)).toBe('in less than a minute');
    expect(relativeTime(ago(-7200), now)).toBe('in 2 hours');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
