import {
  InductionTranslationsSchema,
  inductionLimits,
  languageNames,
  translationLanguages,
  type InductionTranslations,
  type PageTranslation,
  type PageTranslations,
  type QuizQuestion,
  type TranslationLanguage,
} from '@crane/contract';
import { z } from 'zod';
import type { Executor, InductionPageTranslationRow } from '../../db/database.ts';
import { badRequest } from '../../lib/app-error.ts';
import { parseStoredJson } from '../../lib/stored-json.ts';
import * as repository from './content-translations.repository.ts';
import { pagePdfKeyOf } from '../../storage/keys.ts';
import { prepareRichText } from './rich-text.ts';

/**
 * An induction's content in other languages (issue 16 §2, decision 37): how the builder's translations
 * are checked and stored, and read back. A quiz's translation holds the words only; the English answer
 * key marks it, so it must have the English quiz's questions and options, in the same order.
 */

const StoredWordsSchema = z.object({
  questions: z.array(z.object({ question: z.string(), options: z.array(z.string()) })),
});
type QuizWords = z.infer<typeof StoredWordsSchema>;

const cut = (text: string) => text.trim().slice(0, inductionLimits.quizTextMax);

/** The rows of a page's translations, sanitised like the English; 400 naming the language on a mismatch. */
export function toTranslationRows(
  pageId: number,
  translations: PageTranslations,
  englishQuiz: QuizQuestion[],
  now: Date,
): InductionPageTranslationRow[] {
  return translationLanguages.flatMap((language) => {
    const translation = translations[language];
    if (!translation) return [];
    const where = `translations.${language}`;
    const pdfUrl = translation.pdfUrl?.trim() || null;
    if (pdfUrl !== null && !pagePdfKeyOf(pdfUrl)) {
      throw badRequest(`${where}.pdfUrl: The PDF must be uploaded through the app`);
    }
    const questions = translation.quiz.questions;
    const isSameShape =
      questions.length === englishQuiz.length &&
      questions.every((question, index) => question.options.length === englishQuiz[index]!.options.length);
    if (!isSameShape) {
      throw badRequest(
        `${where}.quiz: The ${languageNames[language]} quiz must have the English quiz's questions and options, in the same order`,
      );
    }
    const words: QuizWords = {
      questions: questions.map((question) => ({
        question: cut(question.question),
        options: question.options.map(cut),
      })),
    };
    return [
      {
        page_id: pageId,
        language,
        title: translation.title,
        content_html: prepareRichText(translation.content),
        quiz_json: JSON.stringify(words),
        pdf_url: pdfUrl,
        pdf_name: pdfUrl === null ? null : translation.pdfName?.trim() || null,
        updated_at: now.toISOString(),
      },
    ];
  });
}

/** A stored translation as the builder reads it. */
export function toPageTranslation(row: InductionPageTranslationRow): PageTranslation {
  return {
    title: row.title,
    content: row.content_html,
    pdfUrl: row.pdf_url,
    pdfName: row.pdf_name,
    quiz: parseStoredJson(StoredWordsSchema, row.quiz_json, { questions: [] }),
  };
}

/** The translated words of a quiz on the English questions: its answer key stays the English one's. */
export function translatedQuiz(english: QuizQuestion[], quizJson: string): QuizQuestion[] {
  const words = parseStoredJson(StoredWordsSchema, quizJson, { questions: [] }).questions;
  return english.map((question, index) => {
    const translated = words[index];
    return {
      question: translated?.question || question.question,
      options: question.options.map((option, optionIndex) => translated?.options[optionIndex] || option),
      correctAnswer: question.correctAnswer,
    };
  });
}

/** Each page's translations, by page id. */
export async function listPageTranslations(
  db: Executor,
  pageIds: number[],
): Promise<Map<number, Partial<Record<TranslationLanguage, PageTranslation>>>> {
  const byPage = new Map<number, Partial<Record<TranslationLanguage, PageTranslation>>>();
  for (const row of await repository.listPageTranslationRows(db, pageIds)) {
    byPage.set(row.page_id, { ...byPage.get(row.page_id), [row.language]: toPageTranslation(row) });
  }
  return byPage;
}

/** An induction's stored title and description per language. */
export const parseInductionTranslations = (json: string): InductionTranslations =>
  parseStoredJson(InductionTranslationsSchema, json, {});
