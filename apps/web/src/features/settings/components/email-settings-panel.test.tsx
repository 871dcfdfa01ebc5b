import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmailStatus } from '@crane/contract';
import { jsonResponse, stubFetch, type SentRequest } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { EmailSettingsPanel } from './email-settings-panel';

const notConfigured: EmailStatus = {
  configured: false,
  source: 'none',
  settings: { host: '', port: 587, secure: false, user: '', from: '' },
  hasPassword: false,
};
const saved: EmailStatus = {
  configured: true,
  source: 'database',
  settings: {
    host: 'smtp.example.com',
    port: 587,
    secure: false,
    user: 'mailer',
    from: 'Crane <induction@example.com>',
  },
  hasPassword: true,
};

/** The email status answers `statuses` in turn (the last one again and again). */
function stubEmail(statuses: EmailStatus[], answers: Record<string, (request: SentRequest) => Response> = {}) {
  let reads = 0;
  return stubFetch({
    'GET /api/admin/email/status': () => jsonResponse(statuses[Math.min(reads++, statuses.length - 1)]),
    ...answers,
  });
}

const posts = (sent: SentRequest[]) => sent.filter((request) => request.method === 'POST');

describe('the Email settings tab', () => {
  it('says the service is not configured, and offers neither Verify Connection nor a test email', async () => {
    stubEmail([notConfigured]);
    renderScreen(<EmailSettingsPanel />);
    expect(
      await screen.findByText('The email service is not configured. Please set the required environment variables.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Connection' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Test Email' })).toBeDisabled();
  });

  it('asks for the required fields and sends nothing without them', async () => {
    const sent = stubEmail([notConfigured]);
    const { user } = renderScreen(<EmailSettingsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('Missing fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByText('SMTP host is required')).toBeInTheDocument();
    expect(screen.getByText('SMTP user is required')).toBeInTheDocument();
    expect(screen.getByText('From address is required')).toBeInTheDocument();
    expect(posts(sent)).toEqual([]);
  });

  it('sets the port with the SSL/TLS switch, and falls back to 587 for a port that is not a number', async () => {
    stubEmail([notConfigured]);
    const { user } = renderScreen(<EmailSettingsPanel />);
    const port = await screen.findByLabelText('SMTP Port');
    expect(port).toHaveValue('587');
    await user.click(screen.getByRole('switch', { name: 'Use SSL/TLS' }));
    expect(port).toHaveValue('465');
    await user.click(screen.getByRole('switch', { name: 'Use SSL/TLS' }));
    expect(port).toHaveValue('587');
    await user.clear(port);
    await user.type(port, 'smtp');
    await user.tab();
    expect(port).toHaveValue('587');
  });

  it('saves the settings as numbers and booleans, empties the password, and shows the new status', async () => {
    const sent = stubEmail([notConfigured, saved], {
      'POST /api/admin/email/configure': () => jsonResponse({ success: true, message: 'Settings saved' }),
    });
    const { user } = renderScreen(<EmailSettingsPanel />);
    await user.type(await screen.findByLabelText('SMTP Host'), 'smtp.example.com');
    await user.click(screen.getByRole('switch', { name: 'Use SSL/TLS' }));
    await user.type(screen.getByLabelText('SMTP User'), 'mailer');
    await user.type(screen.getByLabelText('SMTP Password'), 'app password');
    await user.type(screen.getByLabelText('From Address'), 'Crane <induction@example.com>');
    await user.click(screen.getByRole('button', { name: 'Save Configuration' }));

    expect(await screen.findByText('Email configuration updated')).toBeInTheDocument();
    expect(posts(sent)).toMatchObject([
      {
        path: '/api/admin/email/configure',
        body: {
          host: 'smtp.example.com',
          port: 465,
          secure: true,
          user: 'mailer',
          password: 'app password',
          from: 'Crane <induction@example.com>',
        },
      },
    ]);
    expect(screen.getByLabelText('SMTP Password')).toHaveValue('');
    expect(await screen.findByText('Configured')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Connection' })).toBeEnabled();
  });

  it("tells a refused configuration with the server's message", async () => {
    stubEmail([saved], {
      'POST /api/admin/email/configure': () =>
        jsonResponse({ message: 'host: SMTP host is required' }, { status: 400 }),
    });
    const { user } = renderScreen(<EmailSettingsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Save Configuration' }));
    expect(await screen.findByText('Failed to update configuration')).toBeInTheDocument();
    expect(screen.getByText('400: host: SMTP host is required')).toBeInTheDocument();
  });

  it('needs an address for the test email, then sends it and tells the answer', async () => {
    const sent = stubEmail([saved], {
      'POST /api/admin/email/test': () => jsonResponse({ success: false, message: '535 Authentication failed' }),
    });
    const { user } = renderScreen(<EmailSettingsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(posts(sent)).toEqual([]);
    await user.type(screen.getByLabelText('Test Email Address'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Failed to send test email')).toBeInTheDocument();
    expect(screen.getByText('535 Authentication failed')).toBeInTheDocument();
    expect(posts(sent)).toMatchObject([{ path: '/api/admin/email/test', body: { email: 'me@example.com' } }]);
  });

  it('offers Try again when the status cannot be loaded', async () => {
    let reads = 0;
    stubFetch({
      'GET /api/admin/email/status': () =>
        reads++ === 0 ? jsonResponse({ message: 'Internal server error' }, { status: 500 }) : jsonResponse(saved),
    });
    const { user } = renderScreen(<EmailSettingsPanel />);
    expect(await screen.findByText('Failed to load email settings')).toBeInTheDocument();
    expect(screen.getByText('500: Internal server error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('SMTP Host')).toHaveValue('smtp.example.com');
  });
});
