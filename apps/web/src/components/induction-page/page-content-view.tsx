import type { ReactNode } from 'react';
import type { InductionPage } from '@crane/contract';
import { PdfView } from './pdf-view';
import { QuizView, type MarkQuizAnswers } from './quiz-view';
import { RichTextView } from './rich-text-view';

type PageContentViewProps = {
  content: InductionPage['content'];
  /** Where a page that requires a signature takes it: the player's pad, or the preview's notice. */
  signature?: ReactNode;
  /** Marks the page's quiz at each Check Answers (the server for the player; the preview's own key). */
  markQuizAnswers: MarkQuizAnswers;
};

/** A page's content as the inductee sees it; the player and the builder's preview both use it. */
export function PageContentView({ content, signature, markQuizAnswers }: PageContentViewProps) {
  const hasQuiz = content.type === 'quiz' && content.quiz.questions.length > 0;
  return (
    <div className="space-y-6">
      {content.type === 'richText' && content.content ? <RichTextView html={content.content} /> : null}
      {content.pdfUrl ? <PdfView url={content.pdfUrl} name={content.pdfName || 'Document.pdf'} /> : null}
      {hasQuiz ? <QuizView questions={content.quiz.questions} markAnswers={markQuizAnswers} /> : null}
      {content.requireSignature ? signature : null}
    </div>
  );
}
