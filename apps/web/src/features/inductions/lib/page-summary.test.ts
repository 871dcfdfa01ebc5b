import { describe, expect, it } from 'vitest';
import type { InductionPage } from '@crane/contract';
import {
  hasVisibleContent,
  inductionMinTimes,
  minTimeLabel,
  newPageOrder,
  renumber,
  summarisePage,
} from './page-summary';

const page = (content: Partial<InductionPage['content']>): InductionPage => ({
  id: 1,
  inductionId: 1,
  title: 'Exclusion zones',
  order: 1,
  minTimeSeconds: 90,
  content: {
    type: 'richText',
    content: '',
    pdfUrl: null,
    pdfName: null,
    requireSignature: false,
    quiz: { questions: [] },
    ...content,
  },
});

describe('page summary', () => {
  it('shows the minimum time as m:ss, so short pages do not read as 0 min', () => {
    expect(minTimeLabel(10)).toBe('Min time: 0:10');
    expect(minTimeLabel(15)).toBe('Min time: 0:15');
    expect(minTimeLabel(179)).toBe('Min time: 2:59');
    expect(minTimeLabel(0)).toBe('Min time: 0:00');
  });

  it("gives an induction's declared total, and its pages' sum only where they differ", () => {
    expect(inductionMinTimes({ totalMinTimeMinutes: 5, pagesMinTimeSeconds: 35 })).toEqual({
      declared: '5:00',
      pages: '0:35',
    });
    expect(inductionMinTimes({ totalMinTimeMinutes: 5, pagesMinTimeSeconds: 300 })).toEqual({
      declared: '5:00',
      pages: undefined,
    });
    expect(inductionMinTimes({ totalMinTimeMinutes: 20, pagesMinTimeSeconds: 0 })).toEqual({
      declared: '20:00',
      pages: '0:00',
    });
  });

  it('tells empty editor output from real content', () => {
    expect(hasVisibleContent('<p></p>')).toBe(false);
    expect(hasVisibleContent('<p>&nbsp; </p>')).toBe(false);
    expect(hasVisibleContent('<p>Stay clear</p>')).toBe(true);
    expect(hasVisibleContent('<p><img src="/api/files/x.png"></p>')).toBe(false);
  });

  it('names the PDF by its upload name, else its path, else Document.pdf', () => {
    expect(summarisePage(page({ pdfUrl: '/api/files/pdfs/a.pdf', pdfName: 'Lift plan.pdf' })).pdfName).toBe(
      'Lift plan.pdf',
    );
    expect(summarisePage(page({ pdfUrl: '/api/files/pdfs/a.pdf' })).pdfName).toBe('a.pdf');
    expect(summarisePage(page({ pdfUrl: '/' })).pdfName).toBe('Document.pdf');
  });

  it('gives new pages 100 plus the temporary id, capped at 9999', () => {
    expect(newPageOrder(-3)).toBe(103);
    expect(newPageOrder(-20000)).toBe(9999);
  });

  it('renumbers from 1', () => {
    expect(renumber([{ order: 7 }, { order: 3 }]).map((item) => item.order)).toEqual([1, 2]);
  });
});
