import { describe, expect, it } from 'vitest';
import { makeCompletion } from './document-fixtures.ts';
import { checkWithQpdf, countPages, extractText, hasTool, readInfo, readWordBoxes } from './pdf-tools.ts';
import { renderCertificate } from './render-certificate.ts';

const people = [
  { firstName: 'Łukasz', lastName: 'Nguyễn' },
  { firstName: 'Zoë', lastName: "O'Brien" },
  { firstName: 'Mette', lastName: 'Ørsted' },
];

describe('the certificate', () => {
  it.each(people)('names $firstName $lastName exactly, on a single page', async (name) => {
    const data = makeCompletion();
    const pdf = await renderCertificate({ ...data, person: { ...data.person, ...name } });

    expect(countPages(pdf)).toBe(1);
    const text = extractText(pdf);
    expect(text).toContain(`${name.firstName} ${name.lastName}`);
  });

  it('says what was completed, when, until when it is valid, its number and where to verify it', async () => {
    const text = extractText(await renderCertificate(makeCompletion()));

    expect(text).toContain('Certificate of Completion');
    expect(text).toContain('Mobile Crane Site Safety');
    expect(text).toContain('March 02, 2026');
    expect(text).toContain('March 02, 2027');
    expect(text).toContain('CSI-2026-000123');
    expect(text).toContain('https://induction.example.com');
  });

  it('is a landscape A4 page with its title, author and creation date in the metadata', async () => {
    const info = readInfo(await renderCertificate(makeCompletion()));

    expect(info['Page size']).toMatch(/^841\.89 x 595\.28 pts \(A4\)/);
    expect(info.Title).toBe('Certificate of Completion – Łukasz Nguyễn – Mobile Crane Site Safety');
    expect(info.Author).toBe('Crane Safety Induction');
    expect(info.CreationDate).toBe('2026-03-05T08:00:00Z');
  });

  it('shows what the font cannot draw as question marks rather than failing', async () => {
    const data = makeCompletion();
    const pdf = await renderCertificate({
      ...data,
      person: { ...data.person, firstName: '山田', lastName: 'Tarō 김' },
    });

    expect(extractText(pdf)).toContain('?? Tarō ?');
  });

  it('keeps a very long name and induction title on its one page, inside the borders', async () => {
    const data = makeCompletion({
      induction: {
        title: 'Working safely near overhead power lines and energised equipment '.repeat(6),
        description: '',
      },
    });
    const pdf = await renderCertificate({
      ...data,
      person: { ...data.person, firstName: 'Maximiliana-Konstantina Wilhelmina', lastName: 'Ørsted-Nguyễn '.repeat(8) },
    });

    expect(countPages(pdf)).toBe(1);
    const [page] = readWordBoxes(pdf);
    for (const word of page?.words ?? []) {
      expect(word.xMin).toBeGreaterThanOrEqual(32);
      expect(word.xMax).toBeLessThanOrEqual((page?.width ?? 0) - 32);
    }
    expect(extractText(pdf)).toContain('…');
  });

  it('passes qpdf --check', async (context) => {
    if (!hasTool('qpdf')) context.skip('qpdf is not installed, so the structural check was not run');
    const result = checkWithQpdf(await renderCertificate(makeCompletion()));

    expect(result.output).toContain('No syntax or stream encoding errors found');
    expect(result.status).toBe(0);
  });
});
