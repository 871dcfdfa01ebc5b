import { describe, expect, it } from 'vitest';
import { exportFileName, toExportFields } from './completions-export.ts';

describe('the CSV export', () => {
  const row = {
    id: 7,
    first_name: 'Jane',
    last_name: 'Rigger',
    email: 'jane@site.example',
    phone: '0400 111 222',
    company: 'Acme Lifting',
    emergency_contact_name: 'Sam Rigger',
    emergency_contact_phone: '0400 333 444',
    // 9 pm UTC on 31 December: already New Year's Day in Sydney.
    completed_at: '2025-12-31T21:00:00.000Z',
    induction_title: 'Mobile Crane Site Induction',
    verification_code: '7KQ4M2XD9BWT',
    revoked_at: null,
    attempt: 2,
    reset_at: null,
    superseded_at: null,
  };
  const now = new Date('2026-03-01T20:00:00.000Z');

  it("writes the completion and expiry days in the company's time zone", () => {
    expect(toExportFields(row, now, 'Australia/Sydney').slice(8, 11)).toEqual(['2026-01-01', '2027-01-01', 'Valid']);
    expect(toExportFields(row, now, 'UTC').slice(8, 11)).toEqual(['2025-12-31', '2026-12-31', 'Valid']);
  });

  it('says Revoked for a withdrawn certificate, and writes the verification code grouped and the attempt', () => {
    expect(toExportFields(row, now, 'UTC').slice(10)).toEqual(['Valid', '7KQ4-M2XD-9BWT', '2']);
    expect(toExportFields({ ...row, revoked_at: '2026-02-01T00:00:00.000Z' }, now, 'UTC').slice(10)).toEqual([
      'Revoked',
      '7KQ4-M2XD-9BWT',
      '2',
    ]);
  });

  it('says Reset for a reset completion (its certificate revoked too) and Superseded for one a new version replaced', () => {
    const reset = { ...row, revoked_at: '2026-02-01T00:00:00.000Z', reset_at: '2026-02-01T00:00:00.000Z' };
    expect(toExportFields(reset, now, 'UTC')[10]).toBe('Reset');
    expect(toExportFields({ ...row, superseded_at: '2026-02-01T00:00:00.000Z' }, now, 'UTC')[10]).toBe('Superseded');
  });

  it("names the file with the day of the export in the company's time zone", () => {
    expect(exportFileName(now, 'Australia/Sydney')).toBe('completions-2026-03-02.csv');
    expect(exportFileName(now, 'UTC')).toBe('completions-2026-03-01.csv');
  });
});
