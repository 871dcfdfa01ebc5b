import { z } from 'zod';
import {
  englishLanguageNames,
  inductionLimits,
  PageInputSchema,
  translationLanguages,
  type InductionPage,
  type PageInput,
  type PageTranslationInput,
  type TranslationLanguage,
} from '@crane/contract';
import { hasVisibleContent } from './page-summary';
import { newQuestion } from './quiz-editing';

/** The page editor's values: both the rich text and the quiz are kept while the type is switched. */
export type PageFormValues = {
  title: string;
  minTimeSeconds: number;
  content: {
    type: 'richText' | 'quiz';
    content: string;
    pdfUrl: string | null;
    pdfName: string | null;
    requireSignature: boolean;
    quiz: { questions: { question: string; options: string[]; correctAnswer: number }[] };
  };
  /** The page in other languages (decision 37); a language whose title is empty is not translated. */
  translations: Partial<Record<TranslationLanguage, TranslationFormValues>>;
};

/** A translation as the editor holds it: the quiz's words by the English question and option. */
export type TranslationFormValues = {
  title: string;
  content: string;
  pdfUrl: string | null;
  pdfName: string | null;
  quiz: { questions: { question: string; options: string[] }[] };
};

export const emptyTranslation = (): TranslationFormValues => ({
  title: '',
  content: '',
  pdfUrl: null,
  pdfName: null,
  quiz: { questions: [] },
});

/** Spec §3: a new page is titled Page N, lasts 60 seconds and starts as rich text. */
export function newPageValues(pageNumber: number): PageFormValues {
  return {
    title: `Page ${pageNumber}`,
    minTimeSeconds: inductionLimits.pageMinTimeSecondsDefault,
    content: {
      type: 'richText',
      content: '',
      pdfUrl: null,
      pdfName: null,
      requireSignature: false,
      quiz: { questions: [newQuestion()] },
    },
    translations: {},
  };
}

export function pageValues(page: InductionPage): PageFormValues {
  const { content } = page;
  return {
    title: page.title,
    minTimeSeconds: page.minTimeSeconds,
    content: {
      type: content.type,
      content: content.content,
      pdfUrl: content.pdfUrl,
      pdfName: content.pdfName,
      requireSignature: content.requireSignature,
      // An administrator's pages carry the answer key; 0 stands in were it ever missing.
      quiz: {
        questions:
          content.quiz.questions.length > 0
            ? content.quiz.questions.map((question) => ({ ...question, correctAnswer: question.correctAnswer ?? 0 }))
            : [newQuestion()],
      },
    },
    translations: Object.fromEntries(
      Object.entries(page.translations ?? {}).map(([language, translation]) => [
        language,
        { ...translation, quiz: { questions: translation.quiz.questions } },
      ]),
    ),
  };
}

/**
 * What a translation sends: the quiz's words laid on the English questions and options as they will be
 * saved (empty options dropped, as the server does), so the server can mark it by the English key.
 */
function toTranslationInput(
  translation: TranslationFormValues,
  english: PageFormValues['content'],
): PageTranslationInput {
  const englishQuestions = english.type === 'quiz' ? english.quiz.questions : [];
  return {
    title: translation.title,
    content: english.type === 'richText' && hasVisibleContent(translation.content) ? translation.content : '',
    pdfUrl: translation.pdfUrl,
    pdfName: translation.pdfName,
    quiz: {
      questions: englishQuestions.slice(0, inductionLimits.quizQuestionsMax).map((question, questionIndex) => {
        const words = translation.quiz.questions[questionIndex];
        const kept = question.options
          .map((option, optionIndex) => ({ option, word: words?.options[optionIndex] ?? '' }))
          .filter(({ option }) => option.trim().length > 0)
          .slice(0, inductionLimits.quizOptionsMax);
        return { question: words?.question ?? '', options: kept.map(({ word }) => word) };
      }),
    },
  };
}

/** The languages a page has a translation in: those whose title is written. */
export const translatedLanguagesOf = (values: PageFormValues) =>
  translationLanguages.filter((language) => (values.translations[language]?.title.trim() ?? '') !== '');

/**
 * What is saved is what the chosen tab shows: the rich text for a rich-text page, the questions for
 * a quiz; the PDF and the signature requirement go with either.
 */
export function toPageInput(values: PageFormValues): z.input<typeof PageInputSchema> {
  const { content } = values;
  const richText = content.type === 'richText' && hasVisibleContent(content.content) ? content.content : undefined;
  return {
    title: values.title,
    minTimeSeconds: values.minTimeSeconds,
    content: {
      type: content.type,
      ...(richText !== undefined && { content: richText }),
      pdfUrl: content.pdfUrl,
      pdfName: content.pdfName,
      hasPdf: content.pdfUrl !== null,
      requireSignature: content.requireSignature,
      ...(content.type === 'quiz' && { quiz: content.quiz }),
    },
    translations: Object.fromEntries(
      translatedLanguagesOf(values).map((language) => [
        language,
        toTranslationInput(values.translations[language]!, content),
      ]),
    ),
  };
}

/** The contract's rules, applied to what would be sent, plus: a rich-text page must show something. */
/** Whether anything but the title was written in a translation: its text, its PDF or a quiz word. */
const hasTranslatedWords = (translation: TranslationFormValues) =>
  hasVisibleContent(translation.content) ||
  translation.pdfUrl !== null ||
  translation.quiz.questions.some(
    (question) => question.question.trim() !== '' || question.options.some((option) => option.trim() !== ''),
  );

/**
 * A language is translated by its title (`translatedLanguagesOf`): words written in a language with no
 * title would be left out of the save without a word, so the save asks for the title.
 */
export const untitledTranslationText = (languageName: string) =>
  `Give the page title in ${languageName}: without it, what is written in ${languageName} is not saved`;

export const PageFormSchema = z
  .custom<PageFormValues>()
  .superRefine((values, context) => {
    for (const language of translationLanguages) {
      const translation = values.translations[language];
      if (translation && translation.title.trim() === '' && hasTranslatedWords(translation)) {
        context.addIssue({
          code: 'custom',
          path: ['translations', language, 'title'],
          message: untitledTranslationText(englishLanguageNames[language]),
        });
      }
    }
  })
  .transform((values) => toPageInput(values))
  .pipe(PageInputSchema)
  .superRefine((page: PageInput, context) => {
    if (page.content.type === 'richText' && !page.content.content && !page.content.pdfUrl) {
      context.addIssue({ code: 'custom', path: ['content', 'content'], message: 'Content must not be empty' });
    }
  });
