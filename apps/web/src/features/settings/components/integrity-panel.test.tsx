import { useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IntegrityCheck, IntegrityReport, LatestIntegrityCheck } from '@crane/contract';
import { apiRequest } from '@/lib/api-client';
import { dashboardQueryKey } from '@/lib/query-keys';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { IntegrityPanel } from './integrity-panel';

const startedAt = '2026-03-02T10:40:00.000Z';
const checkedAt = '2026-03-02T10:41:00.000Z';
const timeZone = 'Australia/Sydney';
const intact: IntegrityReport = { ok: true, checked: 1204, checkedAt, timeZone };
const running: IntegrityCheck = {
  id: 7,
  status: 'running',
  startedAt,
  startedBy: 'root@example.com',
  checked: 0,
  total: 1204,
  report: null,
  timeZone,
};
const latest = (check: IntegrityCheck | null) => () => jsonResponse({ check } satisfies LatestIntegrityCheck);
const latestPath = '/api/admin/integrity/checks/latest';

/** Stands for the dashboard (records feature), which keeps its last answer until it is invalidated. */
function DashboardReader() {
  const dashboard = useQuery({ queryKey: dashboardQueryKey, queryFn: () => apiRequest('/api/admin/dashboard') });
  return dashboard.isSuccess ? <p>Dashboard read</p> : null;
}

describe('the Integrity settings tab', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the last check when opened, and checks nothing until asked', async () => {
    const sent = stubFetch({
      [`GET ${latestPath}`]: latest({ ...running, status: 'finished', checked: 1204, report: intact }),
    });
    renderScreen(<IntegrityPanel />);

    expect(await screen.findByText('The records are intact')).toBeInTheDocument();
    expect(
      screen.getByText(
        '1,204 completions checked on March 02, 2026 at 21:41 AEDT: each matches its seal and the chain is unbroken.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Started by root@example.com on March 02, 2026 at 21:40 AEDT.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check now' })).toBeEnabled();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([`GET ${latestPath}`]);
  });

  it('starts the check on the server, shows how far it is, and its report once it has finished', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let check: IntegrityCheck | null = null;
    const sent = stubFetch({
      [`GET ${latestPath}`]: () => latest(check)(),
      'POST /api/admin/integrity/checks': () => jsonResponse(running, { status: 202 }),
    });
    const { user } = renderScreen(<IntegrityPanel />);
    const button = await screen.findByRole('button', { name: 'Check now' });
    await vi.waitFor(() => expect(button).toBeEnabled());

    await user.click(button);

    expect(await screen.findByText('0 of 1,204 completions checked so far.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();

    // Asked again a second later, on whichever instance runs it.
    check = { ...running, checked: 500 };
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByText('500 of 1,204 completions checked so far.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Completions checked' })).toHaveAttribute('aria-valuenow', '500');

    check = { ...running, status: 'finished', checked: 1204, report: intact };
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByText('The records are intact')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check now' })).toBeEnabled();
    const asked = sent.map((request) => `${request.method} ${request.path}`);
    expect(asked).toEqual([
      `GET ${latestPath}`,
      'POST /api/admin/integrity/checks',
      `GET ${latestPath}`,
      `GET ${latestPath}`,
    ]);

    // Finished, it is not asked again.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toHaveLength(4);
  });

  it('has the dashboard, which warns while the last check found the records altered, read again once a check finishes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let check: IntegrityCheck | null = null;
    const sent = stubFetch({
      [`GET ${latestPath}`]: () => latest(check)(),
      'POST /api/admin/integrity/checks': () => jsonResponse(running, { status: 202 }),
      'GET /api/admin/dashboard': () => jsonResponse({}),
    });
    const { user } = renderScreen(
      <>
        <DashboardReader />
        <IntegrityPanel />
      </>,
    );
    await screen.findByText('Dashboard read');
    const dashboardReads = () => sent.filter((request) => request.path === '/api/admin/dashboard').length;
    const button = await screen.findByRole('button', { name: 'Check now' });
    await vi.waitFor(() => expect(button).toBeEnabled());

    await user.click(button);
    expect(await screen.findByText('0 of 1,204 completions checked so far.')).toBeInTheDocument();
    expect(dashboardReads()).toBe(1);

    check = { ...running, status: 'finished', checked: 1204, report: intact };
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await screen.findByText('The records are intact')).toBeInTheDocument();
    await vi.waitFor(() => expect(dashboardReads()).toBe(2));
  });

  it('names the first broken completion and what was found there', async () => {
    stubFetch({
      [`GET ${latestPath}`]: latest({
        ...running,
        status: 'finished',
        checked: 40,
        report: {
          ok: false,
          checked: 40,
          firstBrokenCompletionId: 41,
          problem: 'This completion no longer matches its sealed record',
          checkedAt,
          timeZone,
        },
      }),
    });
    renderScreen(<IntegrityPanel />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The records have been altered');
    expect(alert).toHaveTextContent('First broken completion: #41');
    expect(alert).toHaveTextContent('This completion no longer matches its sealed record');
    expect(alert).toHaveTextContent('40 completions before it matched their seals');
    expect(alert).toHaveTextContent('Started by root@example.com');
  });

  it('says "1 completion ... its seal" when the break is at the second completion', async () => {
    stubFetch({
      [`GET ${latestPath}`]: latest({
        ...running,
        status: 'finished',
        checked: 1,
        report: { ok: false, checked: 1, firstBrokenCompletionId: 2, problem: 'No seal', checkedAt, timeZone },
      }),
    });
    renderScreen(<IntegrityPanel />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '1 completion before it matched its seal (checked on March 02, 2026 at 21:41 AEDT). Keep the database as it is',
    );
  });

  it('says that a check stopped before it finished tells nothing, and lets it be run again', async () => {
    stubFetch({ [`GET ${latestPath}`]: latest({ ...running, status: 'stopped', checked: 500 }) });
    renderScreen(<IntegrityPanel />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The last check stopped before it finished')).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'It had checked 500 of 1,204 completions when the server running it stopped. Nothing is known of the records from it: run the check again.',
    );
    expect(screen.getByRole('button', { name: 'Check now' })).toBeEnabled();
  });

  it('says so when the check cannot be started', async () => {
    stubFetch({
      [`GET ${latestPath}`]: latest(null),
      'POST /api/admin/integrity/checks': () => jsonResponse({ message: 'Database unavailable' }, { status: 503 }),
    });
    const { user } = renderScreen(<IntegrityPanel />);
    const button = await screen.findByRole('button', { name: 'Check now' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(button);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The check could not be run');
    expect(alert).toHaveTextContent('Database unavailable');
  });

  it('says so when the last check cannot be read', async () => {
    stubFetch({ [`GET ${latestPath}`]: () => jsonResponse({ message: 'Database unavailable' }, { status: 503 }) });
    renderScreen(<IntegrityPanel />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The last check could not be read');
    expect(alert).toHaveTextContent('Database unavailable');
  });
});
