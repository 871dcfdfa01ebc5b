import { i18n } from '@lingui/core';
import { LicenceUploadSchema } from '@crane/contract';
import { describe, expect, it } from 'vitest';
import { CertificationFormSchema, documentFile, emptyCertificationForm } from './certification-form-schema';
import { validationMessages } from './validation-messages';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("the worker's validation messages", () => {
  it('say in English what zod says, so that each is found by its English', () => {
    for (const [english, descriptor] of validationMessages) expect(i18n._(descriptor)).toBe(english);
  });

  it('include every message the certification and licence upload forms give', () => {
    const certification = CertificationFormSchema.safeParse({
      ...emptyCertificationForm,
      driversLicense: { isHeld: true, number: 'AB#1', expiry: '2000-01-01' },
      hrwl: { isHeld: true, number: 'x'.repeat(101), expiry: '01/01/2030', state: '', classes: [] },
    });
    const upload = LicenceUploadSchema.safeParse({ number: '', expiry: '' });
    const files = [
      new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array(1)], 'photo.heic', { type: 'image/heic' }),
      new File([new Uint8Array(1)], 'notes.txt', { type: 'text/plain' }),
    ].flatMap((file) => messagesOf(documentFile.safeParse(file)));
    const messages = [...messagesOf(certification), ...messagesOf(upload), ...files];
    expect(messages.length).toBeGreaterThan(10);
    expect(messages.filter((message) => !validationMessages.has(message))).toEqual([]);
  });
});
