import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@crane/contract';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { AuditLogPanel } from './audit-log-panel';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-03-02T10:41:00.000Z',
  actorId: 1,
  actorEmail: 'root@example.com',
  action: 'sign-in',
  target: null,
  clientAddress: '203.0.113.9',
  details: {},
  ...overrides,
});

const published = entry({
  id: 2,
  action: 'induction-published',
  target: { type: 'induction', id: '7', label: 'Tower Crane Operations' },
  details: { version: 3, completions: 'retake' },
});

const pageOf = (items: AuditEntry[], total = items.length, page = 1, isTotalExact = true): AuditPage => ({
  items,
  total,
  isTotalExact,
  page,
  pageSize: 50,
  timeZone: 'Australia/Sydney',
});

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://app').searchParams);

describe('the Audit Log tab', () => {
  it('lists who did what, to what, from where, with the details', async () => {
    stubFetch({ 'GET /api/admin/audit': () => jsonResponse(pageOf([published, entry({})])) });
    renderScreen(<AuditLogPanel />);

    const cards = await screen.findByRole('list', { name: 'Audit log entries' });
    const [first, second] = within(cards)
      .getAllByRole('listitem', { name: undefined })
      .filter((item) => item.parentElement === cards);
    expect(first).toHaveTextContent('Induction published');
    expect(first).toHaveTextContent('March 02, 2026 at 21:41 AEDT');
    expect(first).toHaveTextContent('Tower Crane Operations (induction 7)');
    expect(first).toHaveTextContent('root@example.com · 203.0.113.9');
    expect(first).toHaveTextContent('version: 3');
    expect(first).toHaveTextContent('completions: retake');
    expect(second).toHaveTextContent('Signed in');
    expect(screen.getByText('Showing 1 to 2 of 2 entries')).toBeInTheDocument();
  });

  it('sends each filter to the server, starts again from page 1, and clears them', async () => {
    const sent = stubFetch({
      'GET /api/admin/audit': (request) =>
        jsonResponse(pageOf([published], 120, Number(queryOf(request.path)['page']))),
    });
    const { user } = renderScreen(<AuditLogPanel />);
    await screen.findByText('Showing 1 to 1 of 120 entries');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('2 of 3 pages');
    expect(queryOf(sent.at(-1)!.path)).toEqual({ page: '2', pageSize: '50' });

    await user.selectOptions(screen.getByLabelText('Action'), 'Induction published');
    await user.type(screen.getByLabelText('Admin'), 'root@');
    await user.type(screen.getByLabelText('Target'), 'induction:7');
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await expect
      .poll(() => queryOf(sent.at(-1)!.path))
      .toEqual({
        action: 'induction-published',
        actor: 'root@',
        target: 'induction:7',
        from: '2026-03-01',
        to: '2026-03-31',
        page: '1',
        pageSize: '50',
      });

    // Clearing shows the unfiltered first page again (from the cache: it was read a moment ago).
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('1 of 3 pages')).toBeInTheDocument();
    for (const label of ['Admin', 'Target', 'From', 'To']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText('Action')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('says "more than" a total the server counted a step past the page, and counts all on demand', async () => {
    const sent = stubFetch({
      'GET /api/admin/audit': (request) =>
        queryOf(request.path)['exactTotal'] === 'true'
          ? jsonResponse(pageOf([published], 2_345))
          : jsonResponse(pageOf([published], 1_000, 1, false)),
    });
    const { user } = renderScreen(<AuditLogPanel />);
    await screen.findByText(/Showing 1 to 1 of more than 1,000 entries/);
    expect(screen.getByText('1 of more than 20 pages')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Count All' }));
    expect(await screen.findByText('Showing 1 to 1 of 2,345 entries')).toBeInTheDocument();
    expect(queryOf(sent.at(-1)!.path)).toEqual({ page: '1', pageSize: '50', exactTotal: 'true' });
    expect(screen.queryByRole('button', { name: 'Count All' })).not.toBeInTheDocument();

    // Other filters: counted a step past the page again.
    await user.selectOptions(screen.getByLabelText('Action'), 'Document downloaded');
    await screen.findByText(/of more than 1,000 entries/);
    expect(queryOf(sent.at(-1)!.path)).toEqual({ action: 'document-downloaded', page: '1', pageSize: '50' });
  });

  it('says when nothing matches, and when the log cannot be read', async () => {
    let fail = false;
    stubFetch({
      'GET /api/admin/audit': () =>
        fail ? jsonResponse({ message: 'Database unavailable' }, { status: 503 }) : jsonResponse(pageOf([])),
    });
    const { user } = renderScreen(<AuditLogPanel />);
    expect(await screen.findByText('No entries yet')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Action'), 'Sign-in failed');
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();

    fail = true;
    await user.selectOptions(screen.getByLabelText('Action'), 'Signed out');
    expect(await screen.findByText('Failed to load the audit log')).toBeInTheDocument();
  });

  it('exports the entries of the filters shown as CSV', async () => {
    const sent = stubFetch({
      'GET /api/admin/audit': () => jsonResponse(pageOf([published])),
      'GET /api/admin/audit/export': () =>
        new Response('When\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="audit-log-2026-03-02.csv"',
          },
        }),
    });
    const { user } = renderScreen(<AuditLogPanel />);
    await screen.findByText('Showing 1 to 1 of 1 entries');
    await user.selectOptions(screen.getByLabelText('Action'), 'Induction published');

    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));

    await expect
      .poll(() => sent.find((request) => request.path.startsWith('/api/admin/audit/export'))?.path)
      .toBe('/api/admin/audit/export?action=induction-published');
  });
});
