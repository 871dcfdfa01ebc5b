import { describe, expect, it } from 'vitest';
import { certificationFormData } from './complete-induction';

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
