import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';
import { describeValidity } from './validity.ts';

describe('validity in documents', () => {
  it('says "Valid until" up to the expiry and "Expired on" after it, as of the generation time', () => {
    const expiresAt = '2027-03-02T10:41:07.000Z';
    expect(describeValidity(expiresAt, '2027-03-02T10:41:07.000Z', 'UTC')).toBe('Valid until March 02, 2027');
    expect(describeValidity(expiresAt, '2027-03-02T10:41:07.001Z', 'UTC')).toBe('Expired on March 02, 2027');
  });

  it("gives the day of the expiry in the company's time zone", () => {
    expect(describeValidity('2027-03-02T20:00:00.000Z', '2026-03-05T08:00:00.000Z', 'Australia/Sydney')).toBe(
      'Valid until March 03, 2027',
    );
  });
});

describe('time spent on a page', () => {
  it('is written in words, in the largest units that matter', () => {
    expect(formatDuration(0)).toBe('0 seconds');
    expect(formatDuration(1)).toBe('1 second');
    expect(formatDuration(60)).toBe('1 minute');
    expect(formatDuration(125)).toBe('2 minutes 5 seconds');
    expect(formatDuration(3600)).toBe('1 hour');
    expect(formatDuration(3725)).toBe('1 hour 2 minutes');
  });
});
