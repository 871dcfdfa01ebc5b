import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompletionRecord } from '@crane/contract';
import { completionRecord } from '@/testing/completion-record';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderScreen } from '@/testing/render-screen';
import { RevokeCertificateDialog } from './revoke-certificate-dialog';

const record = completionRecord();

const revoked: CompletionRecord = {
  ...record,
  revokedAt: '2026-03-01T02:00:00.000Z',
  revokedReason: 'Unsafe behaviour on site',
  revokedBy: 'Site Administrator',
};

const openDialog = () => renderScreen(<RevokeCertificateDialog record={record} />, { path: '/admin/completions' });

describe('the Revoke certificate dialog', () => {
  it('asks for a reason of at least 3 characters and sends nothing until it has one', async () => {
    const sent = stubFetch({});
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Revoke certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke certificate' });
    expect(dialog).toHaveTextContent('Jordan Smith');
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The reason must be at least 3 characters')).toBeInTheDocument();
    // Spaces around the text do not count.
    await user.type(screen.getByLabelText('Reason'), '  ab   ');
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(screen.getByText('The reason must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('Reason'));
    await user.type(screen.getByLabelText('Reason'), 'x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The reason must be at most 500 characters')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the trimmed reason to the revoke route, says so, and closes', async () => {
    const sent = stubFetch({ 'POST /api/admin/completions/7/revoke': () => jsonResponse(revoked) });
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Revoke certificate' }));
    await user.type(await screen.findByLabelText('Reason'), '  Unsafe behaviour on site ');
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Certificate revoked')).toBeInTheDocument();
    expect(screen.getByText('The certificate of Jordan Smith now shows as revoked.')).toBeInTheDocument();
    expect(sent).toMatchObject([
      { path: '/api/admin/completions/7/revoke', method: 'POST', body: { reason: 'Unsafe behaviour on site' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("tells a refusal in spec §8's form and keeps the reason to send again", async () => {
    stubFetch({
      'POST /api/admin/completions/7/revoke': () =>
        jsonResponse({ message: 'This certificate is already revoked' }, { status: 409 }),
    });
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Revoke certificate' }));
    await user.type(await screen.findByLabelText('Reason'), 'Unsafe behaviour on site');
    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Revoke failed')).toBeInTheDocument();
    expect(screen.getByText('409: This certificate is already revoked')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveValue('Unsafe behaviour on site');
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeEnabled();
  });
});
