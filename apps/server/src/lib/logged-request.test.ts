import { describe, expect, it } from 'vitest';
import { loggedUrl } from './logged-request.ts';

describe('the address a log writes', () => {
  it.each([
    ['/api/licence-uploads/AbC-123_xyzAbC-123_xyz', '/api/licence-uploads/[redacted]'],
    ['/licence-upload/AbC-123_xyzAbC-123_xyz', '/licence-upload/[redacted]'],
    ['/api/inductee/jane.doe%40example.com/progress', '/api/inductee/[redacted]/progress'],
    ['/api/inductee/jane.doe%40example.com/progress?x=1', '/api/inductee/[redacted]/progress?x=[redacted]'],
    [
      '/api/files/signed/identity/a1b2.jpg?expires=1767225600000&signature=c2lnbmF0dXJl&fileName=identification-Jane-Doe.jpg',
      '/api/files/signed/identity/a1b2.jpg?expires=1767225600000&signature=[redacted]&fileName=[redacted]',
    ],
    [
      '/api/admin/completions?q=jane%20doe&page=2&pageSize=20',
      '/api/admin/completions?q=[redacted]&page=2&pageSize=20',
    ],
    ['/admin/completions?q=Doe', '/admin/completions?q=[redacted]'],
    [
      '/api/admin/audit?actor=root%40example.com&target=Jane&action=document-viewed&from=2026-11-01',
      '/api/admin/audit?actor=[redacted]&target=[redacted]&action=document-viewed&from=2026-11-01',
    ],
    [
      '/api/admin/licences?class=C2&expiresWithinDays=30&status=verified',
      '/api/admin/licences?class=C2&expiresWithinDays=30&status=verified',
    ],
  ])('writes %s as %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });

  it('keeps what names no one: progress ids, induction ids, verification codes, a bare parameter', () => {
    for (const url of [
      '/api/inductee/progress/12',
      '/api/inductee/progress/12/content',
      '/inductee/progress/12',
      '/api/inductee/available-inductions',
      '/api/inductions/3/progress/12/summary?cloud=true',
      '/verify/K7QP-2M4X',
      '/api/admin/completions/export?exactTotal',
    ]) {
      expect(loggedUrl(url)).toBe(url);
    }
  });

  it('replaces a value whose parameter name is escaped, or unknown', () => {
    expect(loggedUrl('/api/admin/completions?%71=jane')).toBe('/api/admin/completions?%71=[redacted]');
    expect(loggedUrl('/api/admin/completions?p%61ge=2')).toBe('/api/admin/completions?p%61ge=2');
    expect(loggedUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=[redacted]');
  });
});
