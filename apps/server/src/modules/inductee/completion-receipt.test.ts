import { describe, expect, it } from 'vitest';
import { completionReceipt, type CompletionReceipt } from './completion-receipt.ts';

describe("the worker's completion email", () => {
  const pdf = new Uint8Array([37, 80, 68, 70, 45]);
  const receipt: CompletionReceipt = {
    to: 'jane@example.com',
    person: { firstName: 'Jane', lastName: 'Rigger' },
    inductionTitle: 'Crane Site Safety',
    completedAt: new Date('2026-11-24T09:05:00.000Z'),
    certificate: {
      verificationCode: '7KQ4-M2XD-9BWT',
      verifyUrl: 'https://induction.example.com/verify/7KQ4-M2XD-9BWT',
    },
    certificateFile: { fileName: 'certificate-Jane-Rigger.pdf', content: pdf },
    timeZone: 'Australia/Sydney',
    language: 'en',
  };

  it('thanks the worker and gives the induction, its dates, the link and the code, with the certificate attached', () => {
    const message = completionReceipt(receipt);
    expect(message.to).toBe('jane@example.com');
    expect(message.subject).toBe('Your induction certificate: Crane Site Safety');
    expect(message.text).toBe(
      [
        'Hello Jane Rigger,',
        '',
        'Thank you for completing the induction "Crane Site Safety".',
        '',
        'Induction: Crane Site Safety',
        'Completed: November 24, 2026 at 20:05 AEDT',
        'Valid until: November 24, 2027',
        '',
        'Your certificate is attached. Anyone on site can check it by scanning its QR code or opening this link:',
        'https://induction.example.com/verify/7KQ4-M2XD-9BWT',
        '',
        'Verification code: 7KQ4-M2XD-9BWT',
        '',
      ].join('\n'),
    );
    expect(message.attachments).toEqual([
      { fileName: 'certificate-Jane-Rigger.pdf', contentType: 'application/pdf', content: pdf },
    ]);
  });

  it("writes the dates in the company's time zone, the day of expiry as the certificate does", () => {
    // 23:30 on the 30th in UTC is already the 31st in Sydney; the certificate and its check agree.
    const late = completionReceipt({ ...receipt, completedAt: new Date('2026-12-30T23:30:00.000Z') });
    expect(late.text).toContain('Completed: December 31, 2026 at 10:30 AEDT');
    expect(late.text).toContain('Valid until: December 31, 2027');
    const perth = completionReceipt({ ...receipt, timeZone: 'Australia/Perth' });
    expect(perth.text).toContain('Completed: November 24, 2026 at 17:05 AWST');
  });

  it('keeps line breaks typed into a name or a title out of the subject and the lines', () => {
    const message = completionReceipt({
      ...receipt,
      person: { firstName: 'Jane\r\nBcc: everyone@example.com', lastName: 'Rigger' },
      inductionTitle: 'Crane\nSafety',
    });
    expect(message.subject).toBe('Your induction certificate: Crane Safety');
    expect(message.text.split('\n')[0]).toBe('Hello Jane Bcc: everyone@example.com Rigger,');
  });
});
