import { describe, expect, it } from 'vitest';
import { makeCompletion } from './document-fixtures.ts';
import {
  checkWithQpdf,
  countPages,
  extractFlatText,
  extractText,
  hasTool,
  readInfo,
  readWordBoxes,
} from './pdf-tools.ts';
import { renderReport } from './render-report.ts';

describe('the standard report', () => {
  it("shows the inductee's details and emergency contact, names exactly", async () => {
    const text = extractText(await renderReport(makeCompletion()));

    expect(text).toContain('Induction Report');
    expect(text).toContain('Łukasz Nguyễn');
    expect(text).toContain('lukasz.nguyen@example.com');
    expect(text).toContain('+61 412 345 678');
    expect(text).toContain('Ørsted Lifting Pty Ltd');
    expect(text).toContain("Zoë O'Brien");
    expect(text).toContain('+61 498 765 432');
    expect(text).toContain('Partner');
  });

  it('lists every licence with its expiry, and says which have expired', async () => {
    const text = extractText(await renderReport(makeCompletion()));

    expect(text).toContain('NSW 12345678 (expires July 31, 2028)');
    expect(text).toContain('HRW-CN-778812 (expired on January 05, 2025)');
    expect(text).toContain('DG-44120 (expires November 30, 2029)');
    expect(text).toContain('WC-0099812 (no expiry date given)');
  });

  it("prints the high risk work licence's issuing state and classes with their names", async () => {
    const text = extractFlatText(await renderReport(makeCompletion()));
    // Labels and values are read in columns: the labels, then the values in the same order.
    expect(text).toContain('High risk work licence Issuing state Classes');
    expect(text).toContain('HRW-CN-778812 (expired on January 05, 2025) NSW CN Non-slewing mobile crane, DG Dogging');

    const without = makeCompletion();
    without.highRiskWorkLicence = { number: 'HRW-1', expiry: '2029-01-31', state: '', classes: [] };
    const plain = extractFlatText(await renderReport(without));
    expect(plain).not.toContain('Issuing state');
    expect(plain).not.toContain('Classes');
  });

  it('says "Not provided" for a licence the inductee did not declare', async () => {
    const text = extractText(await renderReport(makeCompletion({ driversLicence: null, otherLicences: [] })));

    expect(text).toMatch(/Driver's licence\s+[\s\S]*Not provided/);
    expect(text).toContain('None');
  });

  it('shows the induction, its completion date, verification code and validity', async () => {
    const text = extractText(await renderReport(makeCompletion()));

    expect(text).toContain('Mobile Crane Site Safety');
    expect(text).toContain('March 02, 2026');
    expect(text).toContain('Valid until March 02, 2027');
    expect(text).toContain('7KQ4-M2XD-9BWT');
  });

  it("prints dates and times in the company's time zone and names it, and licence expiries as typed", async () => {
    // 8 pm UTC on 2 March is 7 am on 3 March in Sydney; the licence expiry is a date, in no zone.
    const completion = {
      completedAt: '2026-03-02T20:00:00.000Z',
      expiresAt: '2027-03-02T20:00:00.000Z',
      generatedAt: '2026-03-05T08:00:00.000Z',
      driversLicence: { number: 'NSW 12345678', expiry: '2028-07-31' },
    };
    const sydney = extractText(await renderReport(makeCompletion({ ...completion, timeZone: 'Australia/Sydney' })));
    expect(sydney).toContain('March 03, 2026 at 07:00 AEDT');
    expect(sydney).toContain('Valid until March 03, 2027');
    expect(sydney).toContain('Generated March 05, 2026 at 19:00 AEDT');
    expect(sydney).toContain('NSW 12345678 (expires July 31, 2028)');
    expect(sydney).not.toContain('UTC');

    const london = extractText(await renderReport(makeCompletion({ ...completion, timeZone: 'Europe/London' })));
    expect(london).toContain('March 02, 2026 at 20:00 GMT');
    expect(london).toContain('NSW 12345678 (expires July 31, 2028)');
  });

  it('says "Expired on" when the completion expired before the report was generated', async () => {
    const pdf = await renderReport(makeCompletion({ generatedAt: '2027-03-02T10:41:08.000Z' }));

    const text = extractText(pdf);
    expect(text).toContain('Expired on March 02, 2027');
    expect(text).not.toContain('Valid until');
  });

  it('runs onto more pages for a very long description, with every word inside the margins', async () => {
    const sentence = 'Never stand under a suspended load, and keep clear of the counterweight swing radius. ';
    const pdf = await renderReport(
      makeCompletion({
        induction: { title: 'Mobile Crane Site Safety', description: sentence.repeat(300), version: null },
      }),
    );

    expect(countPages(pdf)).toBeGreaterThan(2);
    const pages = readWordBoxes(pdf);
    for (const page of pages) {
      for (const word of page.words) {
        expect(word.xMin).toBeGreaterThanOrEqual(56 - 0.5);
        expect(word.xMax).toBeLessThanOrEqual(page.width - 56 + 0.5);
        expect(word.yMin).toBeGreaterThanOrEqual(0);
        expect(word.yMax).toBeLessThanOrEqual(page.height);
      }
    }
    expect(extractText(pdf)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('has its title, author and creation date in the metadata and passes qpdf --check', async (context) => {
    const pdf = await renderReport(makeCompletion());
    const info = readInfo(pdf);
    expect(info.Title).toBe('Induction Report – Łukasz Nguyễn – Mobile Crane Site Safety');
    expect(info.Author).toBe('Crane Safety Induction');
    expect(info.CreationDate).toBe('2026-03-05T08:00:00Z');
    expect(info['Page size']).toMatch(/^595\.28 x 841\.89 pts \(A4\)/);

    if (!hasTool('qpdf')) context.skip('qpdf is not installed, so the structural check was not run');
    expect(checkWithQpdf(pdf).status).toBe(0);
  });
});
