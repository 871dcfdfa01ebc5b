import { languages } from '@crane/contract';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { bindingEmail } from '../inductee/binding-email.ts';
import { completionReceipt } from '../inductee/completion-receipt.ts';
import { inductionReminderEmail, licenceReminderEmail } from '../reminders/reminder-emails.ts';
import { workerEmailMessages, workerEmailTexts } from './worker-email-texts.ts';

/** The `{name}` arguments of an ICU message, sorted. */
const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((match) => match[1]))].sort();

const english = workerEmailMessages.en;

describe('the worker emails in every language (issue 16 §2)', () => {
  it.each(languages)('%s translates every message, keeping its arguments, in valid ICU', (language) => {
    const messages = workerEmailMessages[language];
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(messages)) {
      expect(message.trim(), `${language} ${id}`).not.toBe('');
      expect(argumentsOf(message), `${language} ${id}`).toEqual(argumentsOf(english[id as keyof typeof english]));
      expect(() => compileMessage(message), `${language} ${id}`).not.toThrow();
      if (language !== 'en')
        expect(message, `${language} ${id} is translated`).not.toBe(english[id as keyof typeof english]);
    }
  });

  it.each(languages)('%s: every email is whole, with its values and no placeholder left', (language) => {
    const mails = [
      bindingEmail({
        to: 'lan@example.com',
        inductionTitle: 'Crane Site Safety',
        status: 'in_progress',
        code: '482913',
        token: 'tok',
        publicUrl: 'https://induction.example.com',
        language,
      }),
      completionReceipt({
        to: 'lan@example.com',
        person: { firstName: 'Lan', lastName: 'Nguyen' },
        inductionTitle: 'Crane Site Safety',
        completedAt: new Date('2026-11-24T09:05:00.000Z'),
        certificate: { verificationCode: '7KQ4-M2XD-9BWT', verifyUrl: 'https://x.example/verify/7KQ4-M2XD-9BWT' },
        certificateFile: { fileName: 'certificate.pdf', content: new Uint8Array([1]) },
        timeZone: 'Australia/Sydney',
        language,
      }),
      inductionReminderEmail({
        to: 'lan@example.com',
        firstName: 'Lan',
        inductionTitle: 'Crane Site Safety',
        expiresOn: '2026-12-24',
        daysBefore: 1,
        publicUrl: 'https://induction.example.com',
        language,
      }),
      licenceReminderEmail({
        to: 'lan@example.com',
        firstName: 'Lan',
        licence: { kind: 'hrwl', name: '' },
        number: 'HRW-77',
        expiresOn: '2026-12-24',
        link: 'https://induction.example.com/licence-upload/abc',
        linkExpiresOn: '2027-01-07',
        language,
      }),
    ];
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}`, mail.subject).not.toMatch(/[{}]/);
    }
    expect(mails[0]!.text).toContain('482913');
    expect(mails[0]!.text).toContain('https://induction.example.com/inductee/link#tok');
    expect(mails[1]!.subject).toContain('Crane Site Safety');
    expect(mails[1]!.text).toContain('7KQ4-M2XD-9BWT');
    expect(mails[3]!.text).toContain('HRW-77');
    expect(mails[3]!.text).toContain(workerEmailTexts(language).text('highRiskWorkLicence'));
  });

  it("writes dates as the worker's language does, in the company's time zone", () => {
    const vietnamese = workerEmailTexts('vi');
    expect(vietnamese.longDate('2026-12-24', 'UTC')).toMatch(/24.*12.*2026/);
    expect(vietnamese.dateTime('2026-11-24T09:05:00.000Z', 'Australia/Sydney')).toMatch(/20:05/);
    expect(workerEmailTexts('en').longDate('2026-12-24', 'UTC')).toBe('December 24, 2026');
    expect(workerEmailTexts('es').text('inductionExpiresIn', { title: 'T', date: 'D', days: 1 })).toMatch(/1 día/);
  });
});
