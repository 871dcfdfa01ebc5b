import { describe, expect, it } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { certificationFormData, completeInduction, completionFailureMessage } from './complete-induction';

describe('the certification body', () => {
  it('sends progressId first and every file after the text fields, as the server reads them', () => {
    const body = certificationFormData({
      progressId: 42,
      fields: { firstName: 'Jane', otherLicenses: '[]', agreement: 'true' },
      files: { identification: new File(['id'], 'passport.jpg'), hrwlFront: new File(['h'], 'hrwl.png') },
    });
    expect([...body.keys()]).toEqual([
      'progressId',
      'firstName',
      'otherLicenses',
      'agreement',
      'identification',
      'hrwlFront',
    ]);
    expect(body.get('progressId')).toBe('42');
  });
});

describe('what a failed completion tells the inductee (spec §8)', () => {
  const failure = () => apiRequest('/api/inductee/complete', { method: 'POST' }).catch((error: unknown) => error);

  it('shows the server message, and the 5MB advice for any message about files', async () => {
    stubFetch({
      'POST /api/inductee/complete': () => jsonResponse({ message: 'Relationship is required' }, { status: 400 }),
    });
    expect(completionFailureMessage(await failure())).toBe('Relationship is required');
    stubFetch({
      'POST /api/inductee/complete': () =>
        jsonResponse({ message: 'Identification: the upload was cut short' }, { status: 400 }),
    });
    expect(completionFailureMessage(await failure())).toBe(
      'Failed to upload files. Please ensure all files are less than 5MB and try again.',
    );
  });

  it("says the reply was not understood when it is not the server's JSON, and names a network failure", async () => {
    stubFetch({ 'POST /api/inductee/complete': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    expect(completionFailureMessage(await failure())).toBe('Server returned invalid response format');
    stubFetch({ 'POST /api/inductee/complete': () => new Response('<html>OK</html>') });
    const error = await completeInduction({ progressId: 1, fields: {}, files: {} }).catch((caught: unknown) => caught);
    expect(completionFailureMessage(error)).toBe('Server returned invalid response format');
    expect(completionFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check your internet connection and try again.',
    );
  });
});
