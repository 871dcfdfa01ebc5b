import { z } from 'zod';
import { languages, sourceLanguage, type Language } from './languages.ts';
import { inductionLimits } from './limits.ts';

/**
 * An induction's content in the other languages (issue 16 §2, decision 37): the administrator writes
 * each beside the English, in the builder; the worker sees their language where it exists and the
 * English otherwise. A quiz's translation gives the words only: the same questions and options, in the
 * same order, so the English answer key marks it.
 */
export const translationLanguages = languages.filter((language) => language !== sourceLanguage) as Exclude<
  Language,
  'en'
>[];
export type TranslationLanguage = (typeof translationLanguages)[number];
export const TranslationLanguageSchema = z.enum(
  translationLanguages as [TranslationLanguage, ...TranslationLanguage[]],
  {
    error: `The language must be one of ${translationLanguages.join(', ')}`,
  },
);

const titleMessage = 'The translated title must be at least 3 characters';

/** The title and description of an induction in one language. */
export const InductionTranslationSchema = z.object({
  title: z
    .string({ error: titleMessage })
    .trim()
    .min(inductionLimits.titleMin, { error: titleMessage })
    .max(inductionLimits.titleMax, { error: 'The translated title must be at most 200 characters' }),
  description: z
    .string()
    .max(inductionLimits.descriptionMax, { error: 'The translated description must be at most 5000 characters' })
    .default(''),
});
export type InductionTranslation = z.infer<typeof InductionTranslationSchema>;

export const InductionTranslationsSchema = z.partialRecord(TranslationLanguageSchema, InductionTranslationSchema);
export type InductionTranslations = z.infer<typeof InductionTranslationsSchema>;

/** A quiz question's words in another language. */
export const TranslatedQuestionSchema = z.object({
  question: z.string().max(2000).default(''),
  options: z.array(z.string().max(2000)).max(50),
});
export type TranslatedQuestion = z.infer<typeof TranslatedQuestionSchema>;

/** A page in one language: its title, its text (HTML, sanitised by the server), its PDF and its quiz's words. */
export const PageTranslationSchema = z.object({
  title: z
    .string({ error: titleMessage })
    .trim()
    .min(inductionLimits.titleMin, { error: titleMessage })
    .max(inductionLimits.titleMax, { error: 'The translated title must be at most 200 characters' }),
  content: z.string().default(''),
  pdfUrl: z.string().max(2000).nullable().default(null),
  pdfName: z.string().max(255, { error: 'The PDF file name must be at most 255 characters' }).nullable().default(null),
  quiz: z.object({ questions: z.array(TranslatedQuestionSchema).max(200) }).default({ questions: [] }),
});
export type PageTranslation = z.infer<typeof PageTranslationSchema>;
export type PageTranslationInput = z.input<typeof PageTranslationSchema>;

export const PageTranslationsSchema = z.partialRecord(TranslationLanguageSchema, PageTranslationSchema);
export type PageTranslations = z.infer<typeof PageTranslationsSchema>;
