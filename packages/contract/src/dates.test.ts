import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  startOfDayIn,
  formatDateTime,
  formatIsoDay,
  formatLongDate,
  formatShortDate,
  timeZoneName,
} from './dates.ts';

describe('dates in the company time zone', () => {
  it('are written as the spec shows them', () => {
    expect(formatShortDate('2025-01-05T10:00:00.000Z', 'UTC')).toBe('Jan 05, 2025');
    expect(formatLongDate('2025-01-05T10:00:00.000Z', 'UTC')).toBe('January 05, 2025');
  });

  it('give a moment the day it is in that zone, not in UTC', () => {
    // 9:30 pm UTC on 4 January is already 5 January in Sydney and still 4 January in Perth's morning.
    expect(formatLongDate('2025-01-04T21:30:00.000Z', 'Australia/Sydney')).toBe('January 05, 2025');
    expect(formatLongDate('2025-01-04T21:30:00.000Z', 'UTC')).toBe('January 04, 2025');
    expect(formatShortDate('2025-01-04T21:30:00.000Z', 'Australia/Sydney')).toBe('Jan 05, 2025');
    expect(formatShortDate('2025-01-04T15:59:00.000Z', 'Australia/Perth')).toBe('Jan 04, 2025');
  });

  it('keep a calendar date someone typed (a licence expiry) on that day in every zone', () => {
    for (const zone of ['Australia/Sydney', 'America/Los_Angeles', 'UTC']) {
      expect(formatLongDate('2029-03-31', zone)).toBe('March 31, 2029');
      expect(formatShortDate('2029-03-31', zone)).toBe('Mar 31, 2029');
      expect(formatIsoDay('2029-03-31', zone)).toBe('2029-03-31');
      expect(formatDateTime('2029-03-31', zone)).toBe('March 31, 2029');
    }
  });

  it('show text that is not a date as it is', () => {
    expect(formatLongDate('next March', 'Australia/Sydney')).toBe('next March');
    expect(formatDateTime('', 'Australia/Sydney')).toBe('');
  });

  it('write a time in 24 hours and name the zone, daylight saving included', () => {
    expect(formatDateTime('2026-03-02T09:05:00.000Z', 'Australia/Sydney')).toBe('March 02, 2026 at 20:05 AEDT');
    expect(formatDateTime('2026-07-02T09:05:00.000Z', 'Australia/Sydney')).toBe('July 02, 2026 at 19:05 AEST');
    expect(formatDateTime('2026-03-02T09:05:00.000Z', 'Australia/Perth')).toBe('March 02, 2026 at 17:05 AWST');
    expect(formatDateTime('2026-03-02T09:05:00.000Z', 'UTC')).toBe('March 02, 2026 at 09:05 UTC');
    expect(formatDateTime('2026-03-02T23:35:00.000Z', 'Asia/Kolkata')).toBe('March 03, 2026 at 05:05 GMT+5:30');
  });

  it('name a zone by its abbreviation, else its offset', () => {
    expect(timeZoneName(new Date('2026-01-15T00:00:00Z'), 'Pacific/Auckland')).toBe('NZDT');
    expect(timeZoneName(new Date('2026-01-15T00:00:00Z'), 'America/New_York')).toBe('GMT-5');
  });

  it('give the ISO day of a moment in the zone, for the export', () => {
    expect(formatIsoDay('2025-12-31T14:00:00.000Z', 'Australia/Sydney')).toBe('2026-01-01');
    expect(formatIsoDay('2025-12-31T14:00:00.000Z', 'UTC')).toBe('2025-12-31');
  });

  it('know IANA zone names, in any case, and nothing else', () => {
    expect(canonicalTimeZone('Australia/Brisbane')).toBe('Australia/Brisbane');
    expect(canonicalTimeZone('australia/sydney')).toBe('Australia/Sydney');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(canonicalTimeZone('AEST')).toBeUndefined();
    expect(canonicalTimeZone('')).toBeUndefined();
  });
});

describe('startOfDayIn', () => {
  it('gives the moment a day begins in the zone, through daylight saving changes', () => {
    expect(startOfDayIn('2026-03-02', 'Australia/Sydney')).toBe('2026-03-01T13:00:00.000Z');
    expect(startOfDayIn('2026-06-02', 'Australia/Sydney')).toBe('2026-06-01T14:00:00.000Z');
    // Sydney's clocks go back at 3 a.m. on April 5, 2026: midnight is still daylight time.
    expect(startOfDayIn('2026-04-05', 'Australia/Sydney')).toBe('2026-04-04T13:00:00.000Z');
    expect(startOfDayIn('2026-04-06', 'Australia/Sydney')).toBe('2026-04-05T14:00:00.000Z');
    expect(startOfDayIn('2026-03-02', 'UTC')).toBe('2026-03-02T00:00:00.000Z');
    expect(startOfDayIn('2026-03-02', 'America/New_York')).toBe('2026-03-02T05:00:00.000Z');
  });
});
