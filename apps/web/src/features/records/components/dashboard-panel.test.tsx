import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@crane/contract';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { DashboardPanel } from './dashboard-panel';

const timeZone = 'Australia/Sydney';
const dashboard = (integrity: Dashboard['integrity']): Dashboard => ({
  stats: { totalInductions: 3, inProgressCount: 1, completedCount: 2 },
  licences: { expiringSoon: 0, pendingVerification: 1 },
  recentActivity: [],
  integrity,
  timeZone,
});

describe('the dashboard', () => {
  it('warns at the top while the last check found the records altered, and leads to the check', async () => {
    stubFetch({
      'GET /api/admin/dashboard': () =>
        jsonResponse(
          dashboard({
            ok: false,
            checked: 40,
            firstBrokenCompletionId: 41,
            problem: 'This completion no longer matches its sealed record',
            checkedAt: '2026-03-02T15:00:00.000Z',
            timeZone,
          }),
        ),
    });
    const { user, currentPath } = renderScreen(<DashboardPanel />, { path: '/admin' });

    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('The completion records have been altered');
    expect(warning).toHaveTextContent(
      'Checked on March 03, 2026 at 02:00 AEDT. First broken completion: #41. This completion no longer matches its sealed record.',
    );
    await user.click(screen.getByRole('link', { name: 'See the record integrity check' }));
    expect(currentPath()).toBe('/admin/settings');
  });

  it('says nothing of the records when the last check found them intact, or before the first', async () => {
    for (const integrity of [
      { ok: true, checked: 2, checkedAt: '2026-03-02T15:00:00.000Z', timeZone },
      null,
    ] satisfies Dashboard['integrity'][]) {
      stubFetch({ 'GET /api/admin/dashboard': () => jsonResponse(dashboard(integrity)) });
      renderScreen(<DashboardPanel />, { path: '/admin' });
      expect(await screen.findByText('Recent Induction Activity')).toBeInTheDocument();
      expect(await screen.findByText('No recent activity found.')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText('The completion records have been altered')).not.toBeInTheDocument();
      cleanup();
    }
  });
});
