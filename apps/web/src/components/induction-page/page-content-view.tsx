import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import type { InductionPage } from '@crane/contract';
import { Skeleton } from '@/components/ui/skeleton';
import type { MarkQuizAnswers } from './quiz-view';
import { RichTextView } from './rich-text-view';

// A PDF's viewer and a quiz load with the first page that has one: a rich-text page downloads neither
// (decision 33).
const PdfView = lazy(async () => ({ default: (await import('./pdf-view')).PdfView }));
const QuizView = lazy(async () => ({ default: (await import('./quiz-view')).QuizView }));

type PageContentViewProps = {
  content: InductionPage['content'];
  /** Where a page that requires a signature takes it: the player's pad, or the preview's notice. */
  signature?: ReactNode;
  /** Marks the page's quiz at each Check Answers (the server for the player; the preview's own key). */
  markQuizAnswers: MarkQuizAnswers;
  /** Told when the page's PDF is drawn (or its failure shown). */
  onPdfShown?: () => void;
  /** The language the content is written in (the worker's where translated: decision 37). */
  language?: string | undefined;
};

/** A page's content as the inductee sees it; the player and the builder's preview both use it. */
export function PageContentView({ content, signature, markQuizAnswers, onPdfShown, language }: PageContentViewProps) {
  const { t } = useLingui();
  const hasQuiz = content.type === 'quiz' && content.quiz.questions.length > 0;
  const pdfName =
    content.pdfName || t({ message: 'Document.pdf', comment: 'The file name shown for a PDF that has none' });
  return (
    <div className="space-y-6">
      {content.type === 'richText' && content.content ? (
        <div lang={language}>
          <RichTextView html={content.content} />
        </div>
      ) : null}
      {content.pdfUrl ? (
        <Suspense fallback={<Skeleton className="h-[400px] w-full md:h-[600px]" />}>
          <PdfView url={content.pdfUrl} name={pdfName} onShown={onPdfShown} />
        </Suspense>
      ) : null}
      {hasQuiz ? (
        <Suspense fallback={<Skeleton className="h-48 w-full" />}>
          <QuizView questions={content.quiz.questions} markAnswers={markQuizAnswers} />
        </Suspense>
      ) : null}
      {content.requireSignature ? signature : null}
    </div>
  );
}
