import type { Kysely } from 'kysely';
import {
  progressPercent,
  type BindingCode,
  type BindingLinkResponse,
  type CodeSent,
  type Language,
} from '@crane/contract';
import type { Database, Executor, InducteeProgressRow } from '../../db/database.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { englishWorkerText, workerEmailTexts, workerError } from '../mail/worker-email-texts.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { enforceRateLimit } from '../rate-limits/rate-limits.ts';
import {
  bindingCodeKey,
  bindingCodeLifetimeMilliseconds,
  bindingCodeMaxTries,
  bindingCodeResendMilliseconds,
  bindingCodesPerDay,
  hashBindingCode,
  hashLinkToken,
  isSameHash,
  newBindingCode,
  newLinkToken,
} from './binding-code.ts';
import { bindingEmail } from './binding-email.ts';
import * as repository from './binding.repository.ts';
import * as progressRepository from './inductee.repository.ts';
import { bindBrowserToProgress, type BoundProgress } from './browser-binding.ts';
import { normaliseEmail } from './inductee-email.ts';

/** What binding needs besides the database: the app secret (code hashes) and the address for links. */
export type BindingSettings = { getSecret: () => Promise<string>; publicUrl: string };

const dayMilliseconds = 24 * 60 * 60 * 1000;
const gone = (id: 'tooManyWrongCodes' | 'codeExpired' | 'linkExpired' | 'linkInvalid') => workerError(410, id);

/**
 * Emails a code and a link that bind another browser to this existing progress (decision 16), inside
 * the start's transaction (the outbox message exists exactly when the code does). A live code (not
 * expired, with tries left) stands, so that the code in the worker's inbox keeps working when they come
 * back to the portal: nothing is emailed and the answer is as if it had been. A new code replaces it
 * only when the worker asks for one (`isNewCodeRequested`), or when the one before is dead. At most one
 * code email goes out a minute and `bindingCodesPerDay` a day per progress: a start that would replace
 * a code within the minute of it is a 429. Answers what the portal may know: status and percent.
 */
export async function sendBindingCode(
  db: Executor,
  settings: BindingSettings,
  progress: InducteeProgressRow,
  inductionTitle: string,
  now: Date,
  request: { language: Language; isNewCodeRequested: boolean },
): Promise<{ answer: CodeSent; isMailQueued: boolean }> {
  const { language, isNewCodeRequested } = request;
  const code = newBindingCode();
  const token = newLinkToken();
  const isWritten = await repository.replaceCodeWhenAllowed(
    db,
    {
      progressId: progress.id,
      codeHash: hashBindingCode(bindingCodeKey(await settings.getSecret()), progress.id, code),
      tokenHash: hashLinkToken(token),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + bindingCodeLifetimeMilliseconds).toISOString(),
    },
    {
      sentAfter: new Date(now.getTime() - bindingCodeResendMilliseconds).toISOString(),
      now: now.toISOString(),
      maxTries: bindingCodeMaxTries,
      isLiveReplaced: isNewCodeRequested,
    },
  );
  if (isWritten) {
    await enforceRateLimit(
      db,
      { key: `inductee-binding-code:${progress.id}`, limit: bindingCodesPerDay, windowMs: dayMilliseconds, now },
      (seconds) => englishWorkerText('tooManyCodesEmailed', { hours: Math.ceil(seconds / 3600) }),
      (seconds) => ({ id: 'tooManyCodesEmailed', values: { hours: Math.ceil(seconds / 3600) } }),
    );
    await deleteStaleBindingCodes(db, now);
    await enqueueMail(
      db,
      [
        bindingEmail({
          to: progress.email,
          inductionTitle,
          status: progress.status,
          code,
          token,
          publicUrl: settings.publicUrl,
          language,
        }),
      ],
      now,
    );
  } else {
    // Not written: a live code stands, unless the worker asked for a new one or it is dead, when the
    // one before was emailed less than a minute ago.
    const current = await repository.findCode(db, progress.id);
    if (current && (isNewCodeRequested || !isLive(current, now))) {
      const seconds = Math.max(
        1,
        Math.ceil((Date.parse(current.created_at) + bindingCodeResendMilliseconds - now.getTime()) / 1000),
      );
      throw tooManyRequests(englishWorkerText('codeEmailedRecently', { seconds }), seconds, {
        id: 'codeEmailedRecently',
        values: { seconds },
      });
    }
  }
  return {
    answer: {
      isCodeSent: true,
      inductionId: progress.induction_id,
      status: progress.status,
      percent: progressPercent({ status: progress.status, currentPage: progress.current_page }),
      message: workerEmailTexts(language).text(
        progress.status === 'completed' ? 'otherDeviceCompleted' : 'otherDeviceInProgress',
      ),
    },
    isMailQueued: isWritten,
  };
}

/**
 * Removes codes that expired over a day ago, of every progress (at each new code, and hourly from
 * modules/expired-rows). A code is kept that long after it expires so that its link still answers
 * "expired" rather than "no longer valid", and a start within the minute still sees it.
 */
export function deleteStaleBindingCodes(db: Executor, now: Date): Promise<void> {
  return repository.deleteCodesExpiredBefore(db, new Date(now.getTime() - dayMilliseconds).toISOString());
}

const isLive = (code: { failed_attempts: number; expires_at: string }, now: Date) =>
  code.failed_attempts < bindingCodeMaxTries && code.expires_at > now.toISOString();

/**
 * Binds this browser to the latest attempt of this email at this induction when the code is the one emailed.
 * The try is counted (and committed) before the code is compared, so at most five guesses are ever
 * compared per code, whatever arrives together; the right code is used up with the link.
 */
export async function bindWithCode(
  db: Kysely<Database>,
  settings: BindingSettings,
  submitted: BindingCode,
  browserToken: string | undefined,
  now: Date,
): Promise<BoundProgress> {
  const progress = await progressRepository.findLatestProgress(
    db,
    normaliseEmail(submitted.email),
    submitted.inductionId,
  );
  if (!progress) throw workerError(404, 'noCodeWaiting');
  const reserved = await repository.reserveTry(db, progress.id, now.toISOString(), bindingCodeMaxTries);
  if (!reserved) {
    const current = await repository.findCode(db, progress.id);
    if (!current) throw workerError(404, 'noCodeWaiting');
    throw gone(current.failed_attempts >= bindingCodeMaxTries ? 'tooManyWrongCodes' : 'codeExpired');
  }
  const submittedHash = hashBindingCode(bindingCodeKey(await settings.getSecret()), progress.id, submitted.code);
  if (isSameHash(submittedHash, reserved.code_hash)) {
    const bound = await db
      .transaction()
      .execute(async (transaction) =>
        (await repository.deleteCode(transaction, progress.id, reserved.code_hash))
          ? bindBrowserToProgress(transaction, progress.id, browserToken, now, 'provedInbox')
          : undefined,
      );
    // Another request used the same code a moment before.
    if (!bound) throw workerError(404, 'noCodeWaiting');
    return bound;
  }
  const triesLeft = bindingCodeMaxTries - Number(reserved.failed_attempts);
  if (triesLeft <= 0) throw gone('tooManyWrongCodes');
  throw workerError(400, 'codeNotRight', { triesLeft });
}

/** Binds the browser that opened the emailed link, once, within its lifetime. */
export async function bindWithLink(
  db: Kysely<Database>,
  token: string,
  browserToken: string | undefined,
  now: Date,
): Promise<BoundProgress & { answer: BindingLinkResponse }> {
  const tokenHash = hashLinkToken(token);
  return db.transaction().execute(async (transaction) => {
    const progressId = await repository.deleteLiveCodeByToken(transaction, tokenHash, now.toISOString());
    if (progressId === undefined) {
      throw gone((await repository.hasCodeOfToken(transaction, tokenHash)) ? 'linkExpired' : 'linkInvalid');
    }
    const bound = await bindBrowserToProgress(transaction, progressId, browserToken, now, 'provedInbox');
    return { ...bound, answer: { email: bound.progress.email, progress: bound.progress } };
  });
}
