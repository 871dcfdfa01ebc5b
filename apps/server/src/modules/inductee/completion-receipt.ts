import { completionExpiry, formatDateTime, formatLongDate, type OwnCertificate } from '@crane/contract';
import { oneLine } from '../mail/one-line.ts';
import type { OutgoingMail } from '../mail/outbox.ts';

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
};

/**
 * The worker's email at completion: thanks, the induction, when it was completed and until when it is
 * valid, the link and code anyone can check the certificate with, and the certificate attached.
 */
export function completionReceipt(receipt: CompletionReceipt): OutgoingMail {
  const name = oneLine(`${receipt.person.firstName} ${receipt.person.lastName}`);
  const title = oneLine(receipt.inductionTitle);
  const completedAt = receipt.completedAt.toISOString();
  const text = [
    `Hello ${name},`,
    '',
    `Thank you for completing the induction "${title}".`,
    '',
    `Induction: ${title}`,
    `Completed: ${formatDateTime(completedAt, receipt.timeZone)}`,
    `Valid until: ${formatLongDate(completionExpiry(completedAt).toISOString(), receipt.timeZone)}`,
    '',
    'Your certificate is attached. Anyone on site can check it by scanning its QR code or opening this link:',
    receipt.certificate.verifyUrl,
    '',
    `Verification code: ${receipt.certificate.verificationCode}`,
    '',
  ].join('\n');
  return {
    to: receipt.to,
    subject: `Your induction certificate: ${title}`,
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
