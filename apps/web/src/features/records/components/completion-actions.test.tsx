import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { completionRecord } from '@/testing/completion-record';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { CompletionActions } from './completion-actions';

// Completed yesterday, so valid whatever day the test runs.
const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
const latest = completionRecord({ id: 9, progressId: 20, attempt: 2, completedAt: yesterday });
const first = completionRecord({
  status: 'reset',
  resetAt: '2026-06-01T01:00:00.000Z',
  resetBy: 'Root Admin',
  resetReason: 'Signed in for someone else',
  revokedAt: '2026-06-01T01:00:00.000Z',
  revokedReason: 'Induction reset by an administrator',
});

const showActions = (record = latest) =>
  renderScreen(<CompletionActions record={record} onView={() => {}} />, { path: '/admin/completions' });

describe('the actions of a completion', () => {
  it('resets with the spec confirmation and an optional reason, kept with the record', async () => {
    const sent = stubFetch({
      'POST /api/inductee/progress/20/reset': () =>
        jsonResponse({ success: true, message: 'The induction progress was reset' }),
    });
    const { user } = showActions();
    await user.click(screen.getByRole('button', { name: 'Reset Jordan Smith' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset induction' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to reset the induction progress for Jordan Smith? This will allow them to retake the induction, but they will lose all current progress.',
    );
    expect(dialog).toHaveTextContent('This completion and its documents stay on record, marked reset.');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '  Signed in for someone else ');
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Induction Reset')).toBeInTheDocument();
    expect(sent).toMatchObject([
      { path: '/api/inductee/progress/20/reset', method: 'POST', body: { reason: 'Signed in for someone else' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('sends an empty reason when none is given', async () => {
    const sent = stubFetch({
      'POST /api/inductee/progress/20/reset': () =>
        jsonResponse({ success: true, message: 'The induction progress was reset' }),
    });
    const { user } = showActions();
    await user.click(screen.getByRole('button', { name: 'Reset Jordan Smith' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Induction Reset')).toBeInTheDocument();
    expect(sent[0]!.body).toEqual({ reason: '' });
  });

  it('offers no second reset of a reset completion', () => {
    stubFetch({});
    showActions(first);
    expect(screen.queryByRole('button', { name: 'Reset Jordan Smith' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'History of Jordan Smith' })).toBeInTheDocument();
  });

  it('lists every attempt in History, the latest first, with its status, what happened and its documents', async () => {
    const sent = stubFetch({
      'GET /api/admin/completions/9/attempts': () => jsonResponse({ items: [first, latest], timeZone: 'UTC' }),
    });
    const { user } = showActions();
    await user.click(screen.getByRole('button', { name: 'History of Jordan Smith' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of Jordan Smith' });
    const attempts = await within(dialog).findAllByRole('listitem');
    expect(attempts.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Attempt 2Valid \(\d+ months?\)Completed [A-Z][a-z]{2} \d{2}, \d{4}Download$/),
      'Attempt 1ResetCompleted Jan 05, 2026Reset Jun 01, 2026 by Root Admin: Signed in for someone elseDownload',
    ]);
    expect(within(attempts[1]!).getByRole('button', { name: 'Download documents of attempt 1' })).toBeInTheDocument();
    expect(within(attempts[0]!).getByRole('button', { name: 'Download documents of attempt 2' })).toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual(['/api/admin/completions/9/attempts']);
  });
});
