import { describe, expect, it } from 'vitest';
import { formatMinutesSeconds } from './minutes-seconds';

describe('minutes and seconds', () => {
  it('are written m:ss, seconds in two digits', () => {
    expect(formatMinutesSeconds(0)).toBe('0:00');
    expect(formatMinutesSeconds(10)).toBe('0:10');
    expect(formatMinutesSeconds(15)).toBe('0:15');
    expect(formatMinutesSeconds(90)).toBe('1:30');
    expect(formatMinutesSeconds(125)).toBe('2:05');
  });

  it('run past an hour in minutes, as a declared total of 90 minutes is set', () => {
    expect(formatMinutesSeconds(90 * 60)).toBe('90:00');
  });

  it('never go below zero or show fractions of a second', () => {
    expect(formatMinutesSeconds(-3)).toBe('0:00');
    expect(formatMinutesSeconds(59.9)).toBe('0:59');
  });
});
