import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminIntegrations, AdminUser, ApiToken, CurrentAdmin, WebhookEndpoint } from '@crane/contract';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { AdminUsersPanel } from './admin-users-panel';

const root: CurrentAdmin = { id: 1, name: 'Root Admin', email: 'root@example.com', role: 'super_admin' };
const admin = (id: number, name: string): AdminUser => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  role: 'super_admin',
  createdAt: '2026-11-20T01:00:00.000Z',
  deactivatedAt: null,
});
const token: ApiToken = {
  id: 4,
  name: 'Payroll sync',
  prefix: 'csi_ab12',
  scopes: ['completions:read'],
  createdBy: 'Cy Super',
  createdAt: '2026-11-21T01:00:00.000Z',
  expiresOn: null,
  lastUsedAt: null,
  revokedAt: null,
  status: 'active',
};
const webhook: WebhookEndpoint = {
  id: 6,
  url: 'https://hr.example.com/crane',
  description: '',
  events: ['completion.created'],
  createdBy: 'Cy Super',
  createdAt: '2026-11-21T01:00:00.000Z',
  pending: 0,
  failed: 0,
};

function renderPanel(integrations: Record<number, AdminIntegrations>) {
  const requests = stubFetch({
    'GET /api/auth/me': () => jsonResponse(root),
    'GET /api/auth/admins': () => jsonResponse([admin(1, 'Root Admin'), admin(2, 'Bea Admin'), admin(3, 'Cy Super')]),
    'GET /api/auth/admins/2/integrations': () => jsonResponse(integrations[2]),
    'GET /api/auth/admins/3/integrations': () => jsonResponse(integrations[3]),
  });
  return { requests, ...renderScreen(<AdminUsersPanel />) };
}

describe('deactivating an admin', () => {
  it('names the API tokens and webhooks they made that keep working, with the way to Integrations', async () => {
    const { user, requests } = renderPanel({
      2: { apiTokens: [], webhooks: [] },
      3: { apiTokens: [token], webhooks: [webhook] },
    });
    expect(requests.some((request) => request.path.endsWith('/integrations'))).toBe(false);

    await user.click(await screen.findByRole('button', { name: 'Deactivate Cy Super' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate this admin?' });
    expect(await within(dialog).findByText('These keep working after the deactivation:')).toBeVisible();
    expect(within(dialog).getByText('API token “Payroll sync” (csi_ab12…)')).toBeVisible();
    expect(within(dialog).getByText('Webhook https://hr.example.com/crane')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/admin/integrations');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Deactivate Bea Admin' }));
    const other = await screen.findByRole('alertdialog', { name: 'Deactivate this admin?' });
    expect(await within(other).findByText('They made no API token or webhook that is still in use.')).toBeVisible();
    expect(within(other).queryByText(/keep working/)).toBeNull();
  });

  it('says so when they cannot be read, and still lets the admin be deactivated', async () => {
    const requests = stubFetch({
      'GET /api/auth/me': () => jsonResponse(root),
      'GET /api/auth/admins': () => jsonResponse([admin(1, 'Root Admin'), admin(3, 'Cy Super')]),
      'GET /api/auth/admins/3/integrations': () => jsonResponse({ message: 'Database unavailable' }, { status: 503 }),
      'POST /api/auth/admins/3/deactivate': () =>
        jsonResponse({ ...admin(3, 'Cy Super'), deactivatedAt: '2026-11-29T01:00:00.000Z' }),
    });
    const { user } = renderScreen(<AdminUsersPanel />);
    await user.click(await screen.findByRole('button', { name: 'Deactivate Cy Super' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate this admin?' });
    expect(
      await within(dialog).findByText(
        'Their API tokens and webhooks could not be read. Integrations names who made each one.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate Admin' }));
    expect(requests.some((request) => request.method === 'POST' && request.path.endsWith('/3/deactivate'))).toBe(true);
  });
});
