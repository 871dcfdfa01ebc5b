import { inductionLimits, type InductionPage } from '@crane/contract';
import { formatMinutesSeconds } from '@/lib/minutes-seconds';

/**
 * `Min time: 1:30`. Spec §2 writes whole minutes rounded down, which showed 10 and 15 second pages as
 * "0 min"; m:ss says what the page really asks (decision 22).
 */
export const minTimeLabel = (seconds: number) => `Min time: ${formatMinutesSeconds(seconds)}`;

/**
 * What Manage Inductions shows of an induction's minimum time (m:ss): the total declared in its
 * details and, where they differ, what its pages' minimum times add up to, which is what an inductee
 * really spends at least.
 */
export function inductionMinTimes(induction: { totalMinTimeMinutes: number; pagesMinTimeSeconds: number }): {
  declared: string;
  pages: string | undefined;
} {
  const declaredSeconds = induction.totalMinTimeMinutes * 60;
  return {
    declared: formatMinutesSeconds(declaredSeconds),
    pages:
      induction.pagesMinTimeSeconds === declaredSeconds
        ? undefined
        : formatMinutesSeconds(induction.pagesMinTimeSeconds),
  };
}

/** Whether rich text holds anything a reader would see: its text. */
export function hasVisibleContent(html: string): boolean {
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
