import { bindingCodeLifetimeMinutes, type Language, type StoredProgressStatus } from '@crane/contract';
import { oneLine } from '../mail/one-line.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import { workerEmailTexts } from '../mail/worker-email-texts.ts';

export type BindingEmail = {
  to: string;
  inductionTitle: string;
  status: StoredProgressStatus;
  code: string;
  token: string;
  publicUrl: string;
  /** The language of the request that asked for the code. */
  language: Language;
};

/**
 * The email with the code and the link that bind another browser to this person's progress, in the
 * language of the request that asked for it (decision 36). The token goes after `#`, so it never
 * reaches a server log or a Referer header; the page it opens sends it with a POST, so a mail scanner
 * that follows links binds nothing.
 */
export function bindingEmail(email: BindingEmail): OutgoingMail {
  const { text: say } = workerEmailTexts(email.language);
  const title = oneLine(email.inductionTitle);
  const isCompleted = email.status === 'completed';
  const text = [
    say(isCompleted ? 'bindingAskedReview' : 'bindingAskedContinue', { title, email: email.to }),
    '',
    say('bindingCode', { code: email.code }),
    '',
    say('bindingEnter', { minutes: bindingCodeLifetimeMinutes }),
    `${email.publicUrl}/inductee/link#${email.token}`,
    '',
    say(isCompleted ? 'bindingOnceReview' : 'bindingOnceContinue'),
    '',
  ].join('\n');
  return {
    to: email.to,
    subject: say(isCompleted ? 'bindingSubjectReview' : 'bindingSubjectContinue', { title }),
    text,
  };
}
