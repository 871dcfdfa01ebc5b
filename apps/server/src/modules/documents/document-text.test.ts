import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date.ts';
import { formatDuration } from './format-duration.ts';
import { describeValidity } from './validity.ts';

describe('dates in documents', () => {
  it('are written like "January 05, 2025", in UTC whatever the time of day', () => {
    expect(formatDate('2025-01-05T00:00:00.000Z')).toBe('January 05, 2025');
    expect(formatDate('2025-01-05T23:59:59.999Z')).toBe('January 05, 2025');
    expect(formatDate('2026-12-31T13:00:00+11:00')).toBe('December 31, 2026');
  });

  it('keep a licence expiry entered as a bare date on that date', () => {
    expect(formatDate('2028-07-31')).toBe('July 31, 2028');
  });

  it('show text that is not a date as it is, rather than failing', () => {
    expect(formatDate('next March')).toBe('next March');
  });

  it('give the time in UTC, saying so, when the moment matters', () => {
    expect(formatDateTime('2026-03-02T09:05:00.000Z')).toBe('March 02, 2026 at 09:05 UTC');
  });

  it('say "Valid until" up to the expiry and "Expired on" after it, as of the generation time', () => {
    const expiresAt = '2027-03-02T10:41:07.000Z';
    expect(describeValidity(expiresAt, '2027-03-02T10:41:07.000Z')).toBe('Valid until March 02, 2027');
    expect(describeValidity(expiresAt, '2027-03-02T10:41:07.001Z')).toBe('Expired on March 02, 2027');
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
