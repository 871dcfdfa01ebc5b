import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  CompletionsChoice,
  InducteeContent,
  Induction,
  InductionPage,
  InductionVersions,
  Language,
} from '@crane/contract';
import { sourceLanguage } from '@crane/contract';
import type {
  Database,
  Executor,
  InductionPageRow,
  InductionPageTranslationRow,
  InductionRow,
} from '../../db/database.ts';
import { parseInductionTranslations } from '../inductions/content-translations.ts';
import { listPageTranslationRows } from '../inductions/content-translations.repository.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { oneLine } from '../mail/one-line.ts';
import { enqueueMail, type OutgoingMail } from '../mail/outbox.ts';
import { workerEmailTexts } from '../mail/worker-email-texts.ts';
import { pagePdfKeyOf } from '../../storage/keys.ts';
import { queueCompletionEvents } from '../webhooks/webhook-events.ts';
import * as inductionsRepository from '../inductions/inductions.repository.ts';
import { parseRequiredLicences } from '../inductions/required-licences.ts';
import {
  parsePageSnapshot,
  sealPageSnapshot,
  snapshotToPage,
  toPageSnapshot,
  toTranslatedSnapshot,
} from './page-snapshot.ts';
import * as repository from './versions.repository.ts';

export type VersionDependencies = { db: Kysely<Database>; storage: FileStorage; publicUrl: string; timeZone: string };

/** `page:language:hash` keys in the order both sides of the comparison use. */
const byPageThenLanguage = (a: string, b: string) => {
  const [pageA = '', languageA = ''] = a.split(':');
  const [pageB = '', languageB = ''] = b.split(':');
  return Number(pageA) - Number(pageB) || languageA.localeCompare(languageB);
};

/** Who publishes: an administrator, or nobody for version 1 made from records older than versions. */
export type Publisher = { id: number; name: string } | null;

/** SHA-256 of a stored PDF's bytes, read as a stream; 409 when the file is gone. */
async function hashStoredPdf(storage: FileStorage, pdfUrl: string, pageTitle: string): Promise<string> {
  // A page saved before its address was checked may name no page PDF at all: missing too.
  const key = pagePdfKeyOf(pdfUrl);
  const stored = key ? await storage.get(key) : undefined;
  if (!stored) throw conflict(`The PDF of the page "${pageTitle}" is missing. Upload it again, then publish.`);
  const hash = createHash('sha256');
  for await (const chunk of stored.stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The draft's pages as snapshots, in order, each with its stored text and hash; and each translated
 * page as a snapshot of its own (decision 37).
 */
async function snapshotDraft(
  storage: FileStorage,
  pages: InductionPageRow[],
  translations: InductionPageTranslationRow[],
) {
  const sealed = [];
  const translated = [];
  for (const [index, page] of pages.entries()) {
    const pdfHash = page.pdf_url === null ? null : await hashStoredPdf(storage, page.pdf_url, page.title);
    const snapshot = toPageSnapshot(page, index + 1, pdfHash);
    sealed.push({ page, snapshot, ...sealPageSnapshot(snapshot) });
    for (const translation of translations.filter((row) => row.page_id === page.id)) {
      const translatedPdfHash =
        translation.pdf_url === null ? null : await hashStoredPdf(storage, translation.pdf_url, translation.title);
      const translatedSnapshot = toTranslatedSnapshot(snapshot, translation, translatedPdfHash);
      translated.push({
        pageId: page.id,
        language: translation.language,
        snapshot: translatedSnapshot,
        ...sealPageSnapshot(translatedSnapshot),
      });
    }
  }
  return { sealed, translated };
}

/**
 * Publishes the draft of an induction (decision 27): its title, description and pages become a new
 * version that workers are given from now on, with each page's content stored once by its hash. A
 * draft that does not differ from the published version only makes the induction active again. With
 * `retake`, the completions that still stood are superseded and each worker is emailed, through the
 * outbox, to take the induction again, and every unfinished attempt is ended, so that no one completes
 * the version withdrawn; all in one transaction.
 */
export async function publishInduction(
  dependencies: VersionDependencies,
  inductionId: number,
  publish: { choice: CompletionsChoice; publisher: Publisher; now: Date },
): Promise<{ supersededCount: number; supersededAttemptCount: number }> {
  const { db, storage } = dependencies;
  const draft = await readDraft(db, inductionId);
  const { pages, translations } = draft;
  // PDFs are read before the transaction, which then holds no lock while files stream.
  const { sealed, translated } = await snapshotDraft(storage, pages, translations);
  const translationKeys = translated
    .map((page) => `${page.pageId}:${page.language}:${page.hash}`)
    .sort(byPageThenLanguage);
  const nowText = publish.now.toISOString();
  return db.transaction().execute(async (transaction) => {
    // Publishes of one induction take turns, and the draft must be the one snapshotted: an edit saved
    // meanwhile would otherwise be marked published without being in the version.
    await repository.lockInduction(transaction, inductionId);
    const current = await readDraft(transaction, inductionId);
    if (draftText(current) !== draftText(draft)) {
      throw conflict('The induction was changed while it was being published. Publish it again.');
    }
    const { induction } = current;
    if (
      await isSameAsPublished(
        transaction,
        induction,
        sealed.map((page) => page.hash),
        translationKeys,
      )
    ) {
      await markPublished(transaction, inductionId, induction.published_version_id!, nowText);
      return { supersededCount: 0, supersededAttemptCount: 0 };
    }
    const number = (await repository.findLastVersionNumber(transaction, inductionId)) + 1;
    const version = await repository.insertVersion(transaction, {
      induction_id: inductionId,
      version: number,
      title: induction.title,
      description: induction.description,
      total_min_time_minutes: induction.total_min_time_minutes,
      required_licences_json: induction.required_licences_json,
      translations_json: induction.translations_json,
      published_at: nowText,
      published_by_id: publish.publisher?.id ?? null,
      published_by: publish.publisher?.name ?? null,
      completions_choice: publish.choice,
    });
    await repository.insertSnapshots(
      transaction,
      [...sealed, ...translated].map((page) => ({
        hash: page.hash,
        snapshot: page.text,
        pdf_url: page.snapshot.pdf?.url ?? null,
      })),
    );
    await repository.insertVersionPageTranslations(
      transaction,
      translated.map((page) => ({
        version_id: version.id,
        page_id: page.pageId,
        language: page.language,
        snapshot_hash: page.hash,
      })),
    );
    await repository.insertVersionPages(
      transaction,
      sealed.map((page) => ({
        version_id: version.id,
        page_id: page.page.id,
        page_order: page.snapshot.order,
        title: page.snapshot.title,
        min_time_seconds: page.snapshot.minTimeSeconds,
        require_signature: page.snapshot.requireSignature ? 1 : 0,
        snapshot_hash: page.hash,
      })),
    );
    await markPublished(transaction, inductionId, version.id, nowText);
    await repository.assignVersionToAttempts(transaction, inductionId, version.id);
    if (publish.choice !== 'retake' || number === 1) return { supersededCount: 0, supersededAttemptCount: 0 };
    const supersededAttemptCount = await repository.supersedeUnfinishedAttempts(transaction, inductionId, nowText);
    const superseded = await repository.supersedeCompletions(transaction, inductionId, nowText);
    await enqueueMail(
      transaction,
      superseded.standing.map((person) => retakeEmail(person, induction.title, dependencies.publicUrl)),
      publish.now,
    );
    await queueCompletionEvents(transaction, 'completion.superseded', superseded.completionIds, {
      publicUrl: dependencies.publicUrl,
      now: publish.now,
    });
    return { supersededCount: superseded.standing.length, supersededAttemptCount };
  });
}

/** The induction's draft as stored: its row, its pages in order and their translations; 404 without it. */
async function readDraft(db: Executor, inductionId: number) {
  const induction = await inductionsRepository.findInduction(db, inductionId);
  if (!induction) throw notFound('Induction not found');
  const pages = await inductionsRepository.listPages(db, inductionId);
  const translations = await listPageTranslationRows(
    db,
    pages.map((page) => page.id),
  );
  return { induction, pages, translations };
}

/** Gives workers the version, and counts the publish as a change of the induction (decision 54). */
async function markPublished(db: Executor, inductionId: number, versionId: number, now: string): Promise<void> {
  await repository.setPublishedVersion(db, inductionId, versionId, now);
  await inductionsRepository.countRevision(db, inductionId);
}

/**
 * What a version is made of in a draft: all of it but what publishing itself changes on the row, and
 * the row's revision (decision 54), which a publish counts too.
 */
function draftText({ induction, pages, translations }: Awaited<ReturnType<typeof readDraft>>): string {
  const { published_version_id, has_unpublished_changes, status, updated_at, revision, ...content } = induction;
  return JSON.stringify({ content, pages, translations });
}

/** Whether the draft says what the published version says, page for page. */
async function isSameAsPublished(
  db: Executor,
  induction: InductionRow,
  pageHashes: string[],
  translationKeys: string[],
): Promise<boolean> {
  if (induction.published_version_id === null) return false;
  const published = await repository.findVersion(db, induction.published_version_id);
  if (!published) return false;
  const same =
    published.title === induction.title &&
    published.description === induction.description &&
    published.total_min_time_minutes === induction.total_min_time_minutes &&
    published.required_licences_json === induction.required_licences_json &&
    published.translations_json === induction.translations_json;
  const publishedHashes = await repository.listVersionPageHashes(db, published.id);
  const publishedTranslations = (await repository.listVersionTranslationKeys(db, published.id)).sort(
    byPageThenLanguage,
  );
  return (
    same && publishedHashes.join() === pageHashes.join() && publishedTranslations.join() === translationKeys.join()
  );
}

/**
 * The email asking a worker whose completion was superseded to take the induction again, in the
 * language they took it in (decision 36).
 */
function retakeEmail(
  person: { email: string; first_name: string; language: Language },
  inductionTitle: string,
  publicUrl: string,
) {
  const { text: say } = workerEmailTexts(person.language);
  const title = oneLine(inductionTitle);
  const text = [
    say('hello', { name: oneLine(person.first_name) }),
    '',
    say('retakeChanged', { title }),
    '',
    say('retakeHere', { url: `${publicUrl}/inductee` }),
    '',
  ].join('\n');
  return { to: person.email, subject: say('retakeSubject', { title }), text } satisfies OutgoingMail;
}

/**
 * Version 1 of every induction that workers can reach or have records of and that has no version yet
 * (made before versions, decision 27): built from its current pages, and given to its attempts. Run
 * at start, after the migrations, and by the seed.
 */
export async function versionExistingInductions(dependencies: VersionDependencies, now: Date): Promise<number> {
  const inductions = await repository.listInductionsWithoutVersion(dependencies.db);
  for (const induction of inductions) {
    const wasActive = induction.status === 'active';
    await publishInduction(dependencies, induction.id, { choice: 'stayValid', publisher: null, now });
    if (!wasActive)
      await inductionsRepository.updateInduction(dependencies.db, induction.id, { status: induction.status });
  }
  return inductions.length;
}

/** The builder's version history of an induction. */
export async function listVersions(
  db: Kysely<Database>,
  inductionId: number,
  timeZone: string,
): Promise<InductionVersions> {
  const induction = await inductionsRepository.findInduction(db, inductionId);
  if (!induction) throw notFound('Induction not found');
  const rows = await repository.listVersionsWithCounts(db, inductionId);
  const published = rows.find((row) => row.id === induction.published_version_id);
  return {
    versions: rows.map((row) => ({
      version: row.version,
      title: row.title,
      publishedAt: row.published_at,
      publishedBy: row.published_by,
      completionsChoice: row.completions_choice,
      completionCount: Number(row.completion_count ?? 0),
    })),
    publishedVersion: published?.version ?? null,
    hasUnpublishedChanges: induction.has_unpublished_changes === 1,
    timeZone,
  };
}

/**
 * A version's induction and pages as the API answers them; quizzes keep their answer keys only when
 * asked. In a `language` other than English, each page the version translated is given in it, and the
 * others in English, each saying which (decision 37).
 */
export async function loadVersionContent(
  db: Executor,
  versionId: number,
  induction: InductionRow,
  { withAnswerKey, language = sourceLanguage }: { withAnswerKey: boolean; language?: Language },
): Promise<InducteeContent> {
  const version = await repository.findVersion(db, versionId);
  if (!version) throw notFound('Induction not found');
  const translationLanguage = language === 'en' ? undefined : language;
  const translatedSnapshots = new Map(
    translationLanguage === undefined
      ? []
      : (await repository.listVersionPageTranslations(db, versionId, translationLanguage)).map((row) => [
          row.page_id,
          row.snapshot,
        ]),
  );
  const pages = (await repository.listVersionPages(db, versionId)).map((row) => {
    const translated = translatedSnapshots.get(row.page_id);
    const page = snapshotToPage(row.page_id, induction.id, parsePageSnapshot(translated ?? row.snapshot));
    return { ...page, language: translated === undefined ? sourceLanguage : language };
  });
  const inductionTranslation =
    translationLanguage === undefined
      ? undefined
      : parseInductionTranslations(version.translations_json)[translationLanguage];
  const versioned = versionedInduction(induction, version);
  return {
    induction: inductionTranslation
      ? {
          ...versioned,
          title: inductionTranslation.title,
          description: inductionTranslation.description || versioned.description,
          language,
        }
      : { ...versioned, language: sourceLanguage },
    version: { number: version.version, publishedAt: version.published_at },
    pages: withAnswerKey ? pages : pages.map(withoutAnswerKey),
  };
}

/** An induction as a version shows it: the version's title, description, total time and required licences. */
export function versionedInduction(
  induction: InductionRow,
  version: { title: string; description: string; total_min_time_minutes: number; required_licences_json: string },
): Induction {
  return {
    id: induction.id,
    title: version.title,
    description: version.description,
    totalMinTimeMinutes: version.total_min_time_minutes,
    requiredLicences: parseRequiredLicences(version.required_licences_json),
    status: induction.status,
    createdAt: induction.created_at,
    updatedAt: induction.updated_at,
  };
}

/** A page without its quizzes' answer keys: the server marks an inductee's answers (decision 19). */
export function withoutAnswerKey(page: InductionPage): InductionPage {
  const questions = page.content.quiz.questions.map(({ question, options }) => ({ question, options }));
  return { ...page, content: { ...page.content, quiz: { questions } } };
}
