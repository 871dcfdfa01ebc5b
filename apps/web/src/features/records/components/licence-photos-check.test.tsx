import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Licence, StoredFilesCheck } from '@crane/contract';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { LicenceReview } from './licence-review';

const sent = 'a'.repeat(64);

const licence = (overrides: Partial<Licence> = {}): Licence => ({
  id: 9,
  completionId: 7,
  kind: 'hrwl',
  name: '',
  number: 'HRW 1234',
  state: 'NSW',
  classes: ['C6'],
  expiry: '2029-06-30',
  frontUrl: '/api/files/identity/front.jpg',
  backUrl: '/api/files/identity/back.jpg',
  frontSha256: sent,
  backSha256: sent,
  status: 'verified',
  reviewedBy: 'Root Admin',
  reviewedAt: '2026-11-25T01:00:00.000Z',
  rejectionReason: null,
  replacesId: 3,
  isCurrent: false,
  createdAt: '2026-11-24T01:00:00.000Z',
  ...overrides,
});

const side = (document: string, status: StoredFilesCheck['files'][number]['status']) => ({
  document,
  pageId: null,
  status,
  sealedSha256: status === 'not-sealed' ? null : sent,
  storedSha256: status === 'matches' ? sent : status === 'differs' ? 'b'.repeat(64) : null,
});

describe("a licence's Check photos", () => {
  it('reads the photos back only when asked, even for a replaced licence, and names each that is not the one sent', async () => {
    let report: StoredFilesCheck = {
      ok: true,
      files: [side('front', 'matches'), side('back', 'matches')],
      checkedAt: '2026-11-28T01:00:00.000Z',
    };
    const requests = stubFetch({ 'GET /api/admin/licences/9/files': () => jsonResponse(report) });
    const { user } = renderScreen(
      <LicenceReview licence={licence()} owner="Jane Rigger" timeZone="Australia/Sydney" />,
    );
    // A replaced licence is no longer verified or rejected, but its photos can still be checked.
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Check photos' }));
    expect(
      await screen.findByText('Both photos match the ones sent (checked on November 28, 2026 at 12:00 AEDT).'),
    ).toBeVisible();

    report = {
      ok: false,
      files: [side('front', 'differs'), side('back', 'missing')],
      checkedAt: '2026-11-28T01:05:00.000Z',
    };
    await user.click(screen.getByRole('button', { name: 'Check photos' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The stored photos are not the ones sent');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Front: the stored photo is not the one sent', 'Back: the stored photo is gone']);

    report = {
      ok: true,
      files: [side('front', 'matches'), side('back', 'not-sealed')],
      checkedAt: '2026-11-28T01:10:00.000Z',
    };
    await user.click(screen.getByRole('button', { name: 'Check photos' }));
    expect(
      await screen.findByText(
        'The photo matches the one sent (checked on November 28, 2026 at 12:10 AEDT). The back was sent before photo hashes were kept and cannot be checked.',
      ),
    ).toBeVisible();
    expect(requests.map((request) => request.path)).toEqual([
      '/api/admin/licences/9/files',
      '/api/admin/licences/9/files',
      '/api/admin/licences/9/files',
    ]);
  });

  it('is not offered for a licence without photos', () => {
    stubFetch({});
    renderScreen(
      <LicenceReview
        licence={licence({ frontUrl: null, backUrl: null, frontSha256: null, backSha256: null, isCurrent: true })}
        owner="Jane Rigger"
        timeZone="Australia/Sydney"
      />,
    );
    expect(screen.getByRole('button', { name: 'Reject' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check photos' })).toBeNull();
  });
});
