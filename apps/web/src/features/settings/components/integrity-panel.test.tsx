import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IntegrityReport } from '@crane/contract';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { IntegrityPanel } from './integrity-panel';

const checkedAt = '2026-03-02T10:41:00.000Z';

describe('the Integrity settings tab', () => {
  it('checks only when asked, and says how many completions matched their seals', async () => {
    const sent = stubFetch({
      'GET /api/admin/integrity': () =>
        jsonResponse({ ok: true, checked: 1204, checkedAt, timeZone: 'Australia/Sydney' } satisfies IntegrityReport),
    });
    const { user } = renderScreen(<IntegrityPanel />);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Check now' }));

    expect(await screen.findByText('The records are intact')).toBeInTheDocument();
    expect(
      screen.getByText(
        '1,204 completions checked on March 02, 2026 at 21:41 AEDT: each matches its seal and the chain is unbroken.',
      ),
    ).toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual(['/api/admin/integrity']);
  });

  it('names the first broken completion and what was found there', async () => {
    stubFetch({
      'GET /api/admin/integrity': () =>
        jsonResponse({
          ok: false,
          checked: 40,
          firstBrokenCompletionId: 41,
          problem: 'This completion no longer matches its sealed record',
          checkedAt,
          timeZone: 'Australia/Sydney',
        } satisfies IntegrityReport),
    });
    const { user } = renderScreen(<IntegrityPanel />);

    await user.click(screen.getByRole('button', { name: 'Check now' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The records have been altered');
    expect(alert).toHaveTextContent('First broken completion: #41');
    expect(alert).toHaveTextContent('This completion no longer matches its sealed record');
    expect(alert).toHaveTextContent('40 completions before it matched their seals');
  });

  it('says so when the check cannot be run', async () => {
    stubFetch({
      'GET /api/admin/integrity': () => jsonResponse({ message: 'Database unavailable' }, { status: 503 }),
    });
    const { user } = renderScreen(<IntegrityPanel />);

    await user.click(screen.getByRole('button', { name: 'Check now' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The check could not be run');
    expect(alert).toHaveTextContent('Database unavailable');
  });
});
