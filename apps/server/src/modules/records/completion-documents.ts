import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { completionRowTarget, type AuditTarget } from '../audit/audit.service.ts';
import { getEvidence } from '../evidence/evidence.service.ts';
import type { DocumentCompletion, DocumentEvidence, DocumentPage } from '../documents/document-data.ts';
import { renderCertificate, renderReport, renderSummary } from '../documents/load-renderers.ts';
import { parseRecordedQuizAnswers, quizQuestionsOf } from '../inductee/quiz-answers.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { parsePageSnapshot } from '../versions/page-snapshot.ts';
import { findAttemptVersion } from '../versions/versions.repository.ts';
import * as repository from './completion-documents.repository.ts';
import { documentFileName, toCertificateData, toDocumentCompletion } from './document-completion.ts';
import { findCompletion, type CompletionWithTitle } from './records.repository.ts';

/** The version an attempt was given, as findAttemptVersion reads it. */
type AttemptVersion = NonNullable<Awaited<ReturnType<typeof findAttemptVersion>>>;

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return new Uint8Array(Buffer.concat(chunks));
}

async function readStored(storage: FileStorage, key: string): Promise<Uint8Array | null> {
  const stored = await storage.get(key);
  return stored ? readAll(stored.stream) : null;
}

/**
 * A page's quiz for the summary: the answers recorded at the last Check Answers, with the texts the
 * person saw then; a quiz page never checked shows as such; any other page has no quiz.
 */
function toDocumentQuiz(page: {
  snapshot: string;
  answers_json: string | null;
  answered_at: string | null;
}): DocumentPage['quiz'] {
  if (page.answers_json !== null && page.answered_at !== null) {
    return {
      answeredAt: page.answered_at,
      answers: parseRecordedQuizAnswers(page.answers_json).map((answer) => ({
        question: answer.question,
        answer: answer.answer,
        correctAnswer: answer.correctAnswer,
        isCorrect: answer.isCorrect,
      })),
    };
  }
  return quizQuestionsOf(parsePageSnapshot(page.snapshot)).length > 0 ? { answeredAt: null, answers: [] } : null;
}

/**
 * Everything the certificate, report and summary show of a completion: its row, the induction and
 * its pages as the attempt's version showed them (decision 27) with this progress's record of each, the quiz answers given and the signatures drawn, and
 * the identification; for the certificate (`withRecord` false) only what it shows.
 */
export async function gatherDocumentData(
  {
    db,
    storage,
    publicUrl,
    timeZone,
  }: { db: Kysely<Database>; storage: FileStorage; publicUrl: string; timeZone: string },
  completion: CompletionWithTitle,
  now: Date,
  { withRecord = true, attemptVersion }: { withRecord?: boolean; attemptVersion?: AttemptVersion } = {},
): Promise<DocumentCompletion> {
  const version = attemptVersion ?? (await findAttemptVersion(db, completion.progress_id));
  if (!version) throw new Error(`The attempt of completion ${completion.id} has no version`);
  const induction = {
    title: version.title,
    description: version.description,
    version: { number: version.version, publishedAt: version.published_at },
  };
  // The certificate shows none of the record: its pages, signatures, identification and seal are not read.
  if (!withRecord) return toCertificateData(completion, { induction, generatedAt: now, timeZone, publicUrl });
  const pages = await repository.listDocumentPages(db, completion);
  const identification = await repository.findIdentificationFile(db, completion.id);
  const identificationBytes = identification ? await readStored(storage, identification.storage_key) : null;

  return toDocumentCompletion(completion, {
    induction,
    identification:
      identification && identificationBytes
        ? { bytes: identificationBytes, contentType: identification.content_type }
        : null,
    pages: await Promise.all(
      pages.map(async (page) => ({
        title: page.title,
        firstShownAt: page.first_shown_at,
        // How long the page took: from first shown until the server found it done.
        secondsSpent:
          page.first_shown_at && page.satisfied_at
            ? Math.max(0, Math.round((Date.parse(page.satisfied_at) - Date.parse(page.first_shown_at)) / 1000))
            : null,
        quiz: toDocumentQuiz(page),
        signaturePng: page.signature_key ? await readStored(storage, page.signature_key) : null,
        signatureMethod: page.signature_method ?? null,
      })),
    ),
    evidence: await documentEvidence(db, completion.id),
    generatedAt: now,
    timeZone,
    publicUrl,
  });
}

/** The sealed record of a completion as the summary prints it; null while it has none. */
async function documentEvidence(db: Kysely<Database>, completionId: number): Promise<DocumentEvidence | null> {
  try {
    const evidence = await getEvidence(db, completionId);
    return {
      sequence: evidence.sequence,
      seal: evidence.seal,
      previousSeal: evidence.previousSeal,
      sealedAt: evidence.record.sealedAt,
      pages: evidence.record.pages,
    };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

const renderers = {
  certificate: renderCertificate,
  report: renderReport,
  summary: renderSummary,
} satisfies Record<string, (data: DocumentCompletion) => Promise<Uint8Array>>;

/** The documents of a completion (spec §7). */
export type DocumentKind = keyof typeof renderers;
export const documentKinds = Object.keys(renderers) as DocumentKind[];

/**
 * A completion's certificate, standard report or detailed summary as a PDF, with the name to download
 * it under (`certificate-Jane-Rigger.pdf`); 404 when the induction has no such completion.
 */
export async function renderCompletionDocument(
  dependencies: { db: Kysely<Database>; storage: FileStorage; publicUrl: string; timeZone: string },
  kind: DocumentKind,
  { inductionId, progressId }: { inductionId: number; progressId: number },
  now: Date,
): Promise<{ pdf: Buffer; fileName: string; target: AuditTarget }> {
  // Read side by side: on PostgreSQL they take one round trip's time rather than two.
  const [completion, attemptVersion] = await Promise.all([
    findCompletion(dependencies.db, inductionId, progressId),
    findAttemptVersion(dependencies.db, progressId),
  ]);
  if (!completion) throw notFound('Completion not found');
  const data = await gatherDocumentData(dependencies, completion, now, {
    withRecord: kind !== 'certificate',
    attemptVersion,
  });
  const pdf = Buffer.from(await renderers[kind](data));
  // The audit entry's target, from the row just read rather than read again.
  const target = completionRowTarget(completion.id, { ...completion, title: completion.induction_title });
  return { pdf, fileName: documentFileName(kind, completion), target };
}
