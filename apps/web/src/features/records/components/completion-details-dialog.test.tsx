import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredFilesCheck } from '@crane/contract';
import { completionRecord } from '@/testing/completion-record';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { CompletionDetailsDialog } from './completion-details-dialog';

describe('the completion details dialog', () => {
  it('lists an other licence the worker named only, which the register does not keep', () => {
    const record = completionRecord();
    record.inductee.otherLicenses = [
      { name: 'White Card', number: '', expiry: '', frontUrl: null, backUrl: null },
      { name: 'Dogging', number: 'DG-1', expiry: '2030-01-01', frontUrl: null, backUrl: null },
    ];
    record.licences = [
      {
        id: 4,
        completionId: record.id,
        kind: 'other',
        name: 'Dogging',
        number: 'DG-1',
        state: '',
        classes: [],
        expiry: '2030-01-01',
        frontUrl: null,
        backUrl: null,
        frontSha256: null,
        backSha256: null,
        status: 'pending',
        reviewedBy: null,
        reviewedAt: null,
        rejectionReason: null,
        replacesId: null,
        isCurrent: true,
        createdAt: record.completedAt,
      },
    ];
    renderScreen(<CompletionDetailsDialog record={record} timeZone="Australia/Sydney" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('White Card: named only, with no number, expiry or photo to verify');
    // A licence in the register is shown once, by its review, not again as named only.
    expect(dialog).not.toHaveTextContent('Dogging: named only');
  });

  it('checks the stored files against the sealed record when asked, and names each that does not match', async () => {
    const record = completionRecord();
    record.signatures = [
      { pageId: 12, pageTitle: 'Exclusion zones', url: '/api/files/signatures/a.png', method: 'drawn' },
    ];
    const sealed = 'a'.repeat(64);
    let report: StoredFilesCheck = {
      ok: true,
      files: [
        { document: 'signature', pageId: 12, status: 'matches', sealedSha256: sealed, storedSha256: sealed },
        { document: 'identification', pageId: null, status: 'matches', sealedSha256: sealed, storedSha256: sealed },
        { document: 'hrwlFront', pageId: null, status: 'not-sealed', sealedSha256: null, storedSha256: null },
      ],
      checkedAt: '2026-11-28T01:00:00.000Z',
    };
    const sent = stubFetch({ 'GET /api/admin/completions/7/evidence/files': () => jsonResponse(report) });
    const { user } = renderScreen(
      <CompletionDetailsDialog record={record} timeZone="Australia/Sydney" onClose={() => {}} />,
    );
    // Nothing is read until asked: the check reads every file.
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Check files' }));
    expect(
      await screen.findByText(
        'All 2 files match the sealed record (checked on November 28, 2026 at 12:00 AEDT). 1 file stored before records were sealed cannot be checked: their record holds no hash.',
      ),
    ).toBeVisible();

    report = {
      ok: false,
      files: [
        { document: 'signature', pageId: 12, status: 'differs', sealedSha256: sealed, storedSha256: 'b'.repeat(64) },
        { document: 'identification', pageId: null, status: 'missing', sealedSha256: sealed, storedSha256: null },
        {
          document: 'otherLicense_1_back',
          pageId: null,
          status: 'differs',
          sealedSha256: sealed,
          storedSha256: sealed,
        },
        {
          document: 'driversLicenseFront',
          pageId: null,
          status: 'matches',
          sealedSha256: sealed,
          storedSha256: sealed,
        },
      ],
      checkedAt: '2026-11-28T01:05:00.000Z',
    };
    await user.click(screen.getByRole('button', { name: 'Check files' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Stored files do not match the sealed record');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Signature on Exclusion zones: the stored file is not the one sealed',
      'Identification document: the stored file is gone',
      'Other licence 2, back: the stored file is not the one sealed',
    ]);
    expect(sent.map((request) => request.path)).toEqual([
      '/api/admin/completions/7/evidence/files',
      '/api/admin/completions/7/evidence/files',
    ]);
  });
});
