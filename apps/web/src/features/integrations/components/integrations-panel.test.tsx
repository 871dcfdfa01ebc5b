import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiToken, ApiTokenList, CreatedApiToken, WebhookEndpointList } from '@crane/contract';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { IntegrationsPanel } from './integrations-panel';

const token: ApiToken = {
  id: 7,
  name: 'Payroll',
  prefix: 'csi_AbCd1234',
  scopes: ['completions:read'],
  createdBy: 'Root Admin',
  createdAt: '2026-03-02T10:41:00.000Z',
  expiresOn: null,
  lastUsedAt: null,
  revokedAt: null,
  status: 'active',
};
const secret = `csi_${'x'.repeat(43)}`;

describe('the Integrations tab', () => {
  it('makes a token from a name and scopes, with no last day, and shows it once', async () => {
    let tokens: ApiToken[] = [];
    const sent = stubFetch({
      'GET /api/admin/api-tokens': () => jsonResponse({ tokens, timeZone: 'Australia/Sydney' } satisfies ApiTokenList),
      'GET /api/admin/webhooks': () =>
        jsonResponse({ endpoints: [], timeZone: 'Australia/Sydney' } satisfies WebhookEndpointList),
      'POST /api/admin/api-tokens': () => {
        tokens = [token];
        return jsonResponse({ token, secret } satisfies CreatedApiToken, { status: 201 });
      },
    });
    const { user } = renderScreen(<IntegrationsPanel isSuperAdmin />);
    expect(await screen.findByText(/No API tokens yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New API Token' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create Token' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one scope')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Payroll');
    await user.click(within(dialog).getByRole('checkbox', { name: /completions:read/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Token' }));

    expect(await within(dialog).findByDisplayValue(secret)).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Payroll',
      scopes: ['completions:read'],
      expiresOn: null,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    const row = await screen.findByRole('row', { name: /Payroll/ });
    expect(row).toHaveTextContent('csi_AbCd1234…');
    expect(row).toHaveTextContent('Never');
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
  });

  it('tells an administrator who is not a super admin, and asks nothing of the server', () => {
    const sent = stubFetch({});
    renderScreen(<IntegrationsPanel isSuperAdmin={false} />);
    expect(screen.getByText('Only a super admin can manage integrations.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
