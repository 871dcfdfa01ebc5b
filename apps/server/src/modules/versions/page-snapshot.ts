import { z } from 'zod';
import { QuizQuestionSchema, type InductionPage } from '@crane/contract';
import type { InductionPageRow, InductionPageTranslationRow } from '../../db/database.ts';
import { canonicalJson, sha256Hex } from '../../lib/canonical-json.ts';
import { parseStoredJson } from '../../lib/stored-json.ts';
import { translatedQuiz } from '../inductions/content-translations.ts';
import { parseStoredQuiz } from '../inductions/quiz.ts';

/**
 * A page as published (decision 27): everything a worker is shown and every rule it is held to, the
 * PDF by the SHA-256 of its bytes. Stored as canonical JSON, named by the SHA-256 of that text.
 */
export const PageSnapshotSchema = z.object({
  title: z.string(),
  order: z.number().int(),
  minTimeSeconds: z.number().int(),
  contentType: z.enum(['richText', 'quiz']),
  /** Sanitised HTML, as saved. */
  contentHtml: z.string(),
  quiz: z.object({ questions: z.array(QuizQuestionSchema) }),
  requireSignature: z.boolean(),
  pdf: z.object({ url: z.string(), name: z.string().nullable(), sha256: z.string() }).nullable(),
});
export type PageSnapshot = z.infer<typeof PageSnapshotSchema>;

/** The snapshot of a draft page at its place in the version, given its PDF's hash (when it has one). */
export function toPageSnapshot(page: InductionPageRow, order: number, pdfSha256: string | null): PageSnapshot {
  return {
    title: page.title,
    order,
    minTimeSeconds: page.min_time_seconds,
    contentType: page.content_type,
    contentHtml: page.content_html,
    quiz: parseStoredQuiz(page.quiz_json),
    requireSignature: page.require_signature === 1,
    pdf:
      page.pdf_url === null || pdfSha256 === null
        ? null
        : { url: page.pdf_url, name: page.pdf_name, sha256: pdfSha256 },
  };
}

/**
 * A translated page as a snapshot of its own (decision 37): the English page's rules (order, time,
 * signature, answer key) with the translation's words; a field the translation leaves empty (its text,
 * its PDF) shows the English one.
 */
export function toTranslatedSnapshot(
  english: PageSnapshot,
  translation: InductionPageTranslationRow,
  pdfSha256: string | null,
): PageSnapshot {
  return {
    ...english,
    title: translation.title,
    contentHtml: translation.content_html.trim() === '' ? english.contentHtml : translation.content_html,
    quiz: { questions: translatedQuiz(english.quiz.questions, translation.quiz_json) },
    pdf:
      translation.pdf_url === null || pdfSha256 === null
        ? english.pdf
        : { url: translation.pdf_url, name: translation.pdf_name, sha256: pdfSha256 },
  };
}

/** The stored text of a snapshot and its name: canonical JSON and the SHA-256 of it. */
export function sealPageSnapshot(snapshot: PageSnapshot): { hash: string; text: string } {
  const text = canonicalJson(snapshot);
  return { hash: sha256Hex(text), text };
}

const emptySnapshot: PageSnapshot = {
  title: '',
  order: 0,
  minTimeSeconds: 0,
  contentType: 'richText',
  contentHtml: '',
  quiz: { questions: [] },
  requireSignature: false,
  pdf: null,
};

/** A stored snapshot's content; a text that is not one reads as an empty page rather than failing a screen. */
export const parsePageSnapshot = (text: string): PageSnapshot =>
  parseStoredJson(PageSnapshotSchema, text, emptySnapshot);

/** A snapshot as the API's page (what the player and the builder read), under the page's id. */
export const snapshotToPage = (pageId: number, inductionId: number, snapshot: PageSnapshot): InductionPage => ({
  id: pageId,
  inductionId,
  title: snapshot.title,
  order: snapshot.order,
  minTimeSeconds: snapshot.minTimeSeconds,
  content: {
    type: snapshot.contentType,
    content: snapshot.contentHtml,
    pdfUrl: snapshot.pdf?.url ?? null,
    pdfName: snapshot.pdf?.name ?? null,
    requireSignature: snapshot.requireSignature,
    quiz: snapshot.quiz,
  },
});
