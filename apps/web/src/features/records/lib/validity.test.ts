import { describe, expect, it } from 'vitest';
import { completionExpiry as expiryOf } from '@crane/contract';
import { validityOf } from './validity';

describe('validity of a completion (spec §4)', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');

  it('is valid for 12 months, counting the whole months left', () => {
    expect(validityOf('2026-11-23T09:00:00.000Z', now)).toMatchObject({ kind: 'valid', label: 'Valid (12 months)' });
    expect(validityOf('2026-11-22T09:00:00.000Z', now)).toMatchObject({ kind: 'valid', label: 'Valid (11 months)' });
    expect(validityOf('2026-02-24T09:00:00.000Z', now)).toMatchObject({ kind: 'valid', label: 'Valid (3 months)' });
  });

  it('is expiring within the last 2 months, and expired after 12', () => {
    expect(validityOf('2026-01-10T09:00:00.000Z', now)).toMatchObject({
      kind: 'expiring',
      label: 'Expiring (1 month)',
    });
    // Under a month, the days left rather than "0 months", which read as already expired.
    expect(validityOf('2025-12-01T09:00:00.000Z', now)).toMatchObject({
      kind: 'expiring',
      label: 'Expiring (8 days)',
    });
    expect(validityOf('2025-11-23T13:00:00.000Z', now)).toMatchObject({ kind: 'expiring', label: 'Expiring (1 day)' });
    expect(validityOf('2025-11-24T12:00:00.000Z', now)).toMatchObject({ kind: 'expiring', label: 'Expiring (1 day)' });
    expect(validityOf('2025-11-24T12:00:00.001Z', now)).toMatchObject({ kind: 'expiring', label: 'Expiring (2 days)' });
    expect(validityOf('2025-11-23T11:00:00.000Z', now)).toMatchObject({ kind: 'expired', label: 'Expired' });
    expect(validityOf('2024-03-01T09:00:00.000Z', now)).toMatchObject({ kind: 'expired' });
  });

  it('expires on the same day a year on, or the last day of a shorter month', () => {
    expect(expiryOf('2024-02-29T08:00:00.000Z').toISOString()).toBe('2025-02-28T08:00:00.000Z');
    expect(expiryOf('2026-01-31T08:00:00.000Z').toISOString()).toBe('2027-01-31T08:00:00.000Z');
  });
});
