import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CertificateCheck as Check } from '@crane/contract';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { CertificateCheck } from './certificate-check';

// Midday UTC: the same day in the zone of whatever machine runs the tests.
const valid: Check = {
  status: 'valid',
  name: 'Jordan Smith',
  company: 'Acme Rigging',
  induction: { title: 'Site Safety' },
  completedAt: '2026-01-05T12:00:00.000Z',
  expiresAt: '2027-01-05T12:00:00.000Z',
};

const renderCheck = (code: string) => renderScreen(<CertificateCheck code={code} />, { path: `/verify/${code}` });
const banner = () => screen.getByRole('region', { name: 'Certificate status' });

describe('the certificate check page', () => {
  it('shows a valid certificate: the banner, who holds it, for what and until when', async () => {
    const sent = stubFetch({ 'GET /api/verify/7KQ4-M2XD-9BWT': () => jsonResponse(valid) });
    renderCheck('7kq4m2xd9bwt');
    expect(await screen.findByRole('heading', { name: 'Valid' })).toBeInTheDocument();
    expect(banner()).toHaveTextContent('Current until January 05, 2027');
    expect(screen.getByText('Jordan Smith')).toBeInTheDocument();
    expect(screen.getByText('Acme Rigging')).toBeInTheDocument();
    expect(screen.getByText('Site Safety')).toBeInTheDocument();
    expect(screen.getByText('January 05, 2026')).toBeInTheDocument();
    expect(screen.getByText('January 05, 2027')).toBeInTheDocument();
    // The code as the certificate prints it, whatever way it was typed.
    expect(screen.getByText('7KQ4-M2XD-9BWT')).toBeInTheDocument();
    expect(sent.map((request) => request.path)).toEqual(['/api/verify/7KQ4-M2XD-9BWT']);
  });

  it.each([
    ['expiring', 'Expiring', 'Expires on January 05, 2027'],
    ['expired', 'Expired', 'Expired on January 05, 2027'],
  ] as const)('says %s in the banner with the day it ends', async (status, title, detail) => {
    stubFetch({ 'GET /api/verify/7KQ4-M2XD-9BWT': () => jsonResponse({ ...valid, status }) });
    renderCheck('7KQ4-M2XD-9BWT');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(banner()).toHaveTextContent(detail);
  });

  it('says Superseded when a new version of the induction asked everyone to take it again', async () => {
    stubFetch({
      'GET /api/verify/7KQ4-M2XD-9BWT': () =>
        jsonResponse({ ...valid, status: 'superseded', supersededAt: '2026-06-10T12:00:00.000Z' }),
    });
    renderCheck('7KQ4-M2XD-9BWT');
    expect(await screen.findByRole('heading', { name: 'Superseded' })).toBeInTheDocument();
    expect(banner()).toHaveTextContent('The induction changed on June 10, 2026: this worker must take it again');
  });

  it('shows when and why a revoked certificate was withdrawn', async () => {
    stubFetch({
      'GET /api/verify/7KQ4-M2XD-9BWT': () =>
        jsonResponse({
          ...valid,
          status: 'revoked',
          revokedAt: '2026-03-02T12:00:00.000Z',
          revokedReason: 'Unsafe behaviour on site',
        }),
    });
    renderCheck('7KQ4-M2XD-9BWT');
    expect(await screen.findByRole('heading', { name: 'Revoked' })).toBeInTheDocument();
    expect(banner()).toHaveTextContent('Withdrawn on March 02, 2026');
    const revokedOn = screen.getByText('Revoked on').parentElement!;
    expect(within(revokedOn).getByText('March 02, 2026')).toBeInTheDocument();
    expect(screen.getByText('Unsafe behaviour on site')).toBeInTheDocument();
    expect(screen.getByText('Jordan Smith')).toBeInTheDocument();
  });

  it("says Certificate not found for the server's 404, and nothing about anyone", async () => {
    const sent = stubFetch({
      'GET /api/verify/ZZZZ-ZZZZ-ZZZZ': () => jsonResponse({ message: 'Certificate not found' }, { status: 404 }),
    });
    renderCheck('ZZZZ-ZZZZ-ZZZZ');
    expect(await screen.findByRole('heading', { name: 'Certificate not found' })).toBeInTheDocument();
    expect(screen.queryByText('Name')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('says Certificate not found at once for text that cannot be a code', () => {
    const sent = stubFetch({});
    renderCheck('not-a-code');
    expect(screen.getByRole('heading', { name: 'Certificate not found' })).toBeInTheDocument();
    expect(screen.getByText('not-a-code')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('shows the message of a 429 and checks again on Try again', async () => {
    const message = 'Too many certificate checks from this address. Please wait 40 seconds.';
    let answer = () => jsonResponse({ message }, { status: 429, headers: { 'Retry-After': '40' } });
    const sent = stubFetch({ 'GET /api/verify/7KQ4-M2XD-9BWT': () => answer() });
    const { user } = renderCheck('7KQ4-M2XD-9BWT');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The certificate could not be checked');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent('429');
    answer = () => jsonResponse(valid);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Valid' })).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });
});
