import { completionExpiry, type Language, type OwnCertificate } from '@crane/contract';
import { oneLine } from '../mail/one-line.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { workerEmailTexts } from '../mail/worker-email-texts.ts';

export type CompletionReceipt = {
  /** The worker's email, the one their progress was started with. */
  to: string;
  person: { firstName: string; lastName: string };
  inductionTitle: string;
  completedAt: Date;
  certificate: OwnCertificate;
  /** The certificate PDF and the name it is attached under (`certificate-Jane-Rigger.pdf`). */
  certificateFile: { fileName: string; content: Uint8Array };
  /** The company's time zone (TIME_ZONE), in which the dates are written, as on the certificate. */
  timeZone: string;
  /** The language the worker took the induction in. */
  language: Language;
};

/**
 * The worker's email at completion, in the language they took the induction in (decision 36): thanks,
 * the induction, when it was completed and until when it is valid, the link and code anyone can check
 * the certificate with, and the certificate attached.
 */
export function completionReceipt(receipt: CompletionReceipt): OutgoingMail {
  const { text: say, dateTime, longDate } = workerEmailTexts(receipt.language);
  const name = oneLine(`${receipt.person.firstName} ${receipt.person.lastName}`);
  const title = oneLine(receipt.inductionTitle);
  const completedAt = receipt.completedAt.toISOString();
  const text = [
    say('hello', { name }),
    '',
    say('receiptThanks', { title }),
    '',
    say('receiptInduction', { title }),
    say('receiptCompleted', { completedAt: dateTime(completedAt, receipt.timeZone) }),
    say('receiptValidUntil', {
      validUntil: longDate(completionExpiry(completedAt).toISOString(), receipt.timeZone),
    }),
    '',
    say('receiptAttached'),
    receipt.certificate.verifyUrl,
    '',
    say('receiptCode', { code: receipt.certificate.verificationCode }),
    '',
  ].join('\n');
  return {
    to: receipt.to,
    subject: say('receiptSubject', { title }),
    text,
    attachments: [
      {
        fileName: receipt.certificateFile.fileName,
        contentType: 'application/pdf',
        content: receipt.certificateFile.content,
      },
    ],
  };
}
