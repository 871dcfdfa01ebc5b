import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completionRecord } from '@/testing/completion-record';
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
});
