import { z } from 'zod';
import { inductionLimits, PageInputSchema, type InductionPage, type PageInput } from '@crane/contract';
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
};

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
  };
}

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
  };
}

/** The contract's rules, applied to what would be sent, plus: a rich-text page must show something. */
export const PageFormSchema = z
  .custom<PageFormValues>()
  .transform((values) => toPageInput(values))
  .pipe(PageInputSchema)
  .superRefine((page: PageInput, context) => {
    if (page.content.type === 'richText' && !page.content.content && !page.content.pdfUrl) {
      context.addIssue({ code: 'custom', path: ['content', 'content'], message: 'Content must not be empty' });
    }
  });
