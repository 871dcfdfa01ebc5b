import { PenLineIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { markQuizAnswers } from '@crane/contract';
import { PageContentView } from '@/components/induction-page/page-content-view';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import type { PageFormValues } from '../lib/page-form';
import { toPageInput } from '../lib/page-form';

/** The page as the inductee will see it, drawn by the same component as the player. */
export function PagePreviewDialog({ values, trigger }: { values: PageFormValues; trigger: ReactNode }) {
  const input = toPageInput(values);
  const content = {
    type: values.content.type,
    content: input.content.content ?? '',
    pdfUrl: values.content.pdfUrl,
    pdfName: values.content.pdfName,
    requireSignature: values.content.requireSignature,
    quiz: { questions: values.content.type === 'quiz' ? values.content.quiz.questions : [] },
  };
  const isEmpty = !content.content && !content.pdfUrl && content.quiz.questions.length === 0;

  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-3xl bg-slate-50">
        <DialogHeader>
          <DialogTitle>{values.title || 'Untitled page'}</DialogTitle>
          <DialogDescription>Preview: this is how the inductee will see the page.</DialogDescription>
        </DialogHeader>
        {isEmpty ? (
          <p className="text-slate-600">This page has no content yet.</p>
        ) : (
          <PageContentView
            content={content}
            markQuizAnswers={async (answers) => markQuizAnswers(content.quiz.questions, answers)}
            signature={
              <div className="flex items-center gap-3 rounded-lg border border-dashed border-slate-400 bg-white p-4 text-slate-700">
                <PenLineIcon className="size-5" aria-hidden="true" />
                The inductee signs here to acknowledge this page.
              </div>
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
