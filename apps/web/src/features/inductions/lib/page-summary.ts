import { inductionLimits, type InductionPage } from '@crane/contract';

/** Spec §2: seconds divided by 60, rounded down. */
export const minTimeLabel = (seconds: number) => `Min time: ${Math.floor(seconds / 60)} min`;

/** Whether rich text holds anything a reader would see: text, or an image. */
export function hasVisibleContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}

/** The builder's view of a page (spec §3: hasRichText, hasPdf, pdfName, hasQuiz). */
export function summarisePage(page: InductionPage) {
  const { content } = page;
  const pdfPathName = content.pdfUrl?.split('/').filter(Boolean).pop();
  return {
    hasRichText: content.type === 'richText' && hasVisibleContent(content.content),
    hasPdf: Boolean(content.pdfUrl),
    pdfName: content.pdfName || pdfPathName || 'Document.pdf',
    hasQuiz: content.type === 'quiz',
    questionCount: content.quiz.questions.length,
  };
}

/** Spec §4: a new page's order is 100 plus the absolute value of its temporary id, capped at 9999. */
export const newPageOrder = (temporaryId: number) =>
  Math.min(inductionLimits.newPageOrderBase + Math.abs(temporaryId), inductionLimits.pageOrderMax);

/** Spec §4 Reordering: the list's order renumbered from 1. */
export const renumber = <Page extends { order: number }>(pages: Page[]) =>
  pages.map((page, index) => ({ ...page, order: index + 1 }));
