import { verifyUrl } from '@crane/contract';
import { describe, expect, it } from 'vitest';
import { decodeQrCode } from './decode-qr-code.ts';
import { makeCompletion } from './document-fixtures.ts';
import {
  checkWithQpdf,
  countPages,
  extractFlatText,
  extractText,
  hasTool,
  readInfo,
  readWordBoxes,
  renderPageToPng,
} from './pdf-tools.ts';
import { renderCertificate } from './render-certificate.ts';

/** The QR code on the certificate's page as a phone would see it on a sheet printed at 100 dpi. */
const scanCertificate = (pdf: Uint8Array) => decodeQrCode(renderPageToPng(pdf, 1, 100));

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

  it('says what was completed, when, until when it is valid, its verification code and where to check it', async () => {
    const text = extractText(await renderCertificate(makeCompletion()));

    expect(text).toContain('Certificate of Completion');
    expect(text).toContain('Mobile Crane Site Safety');
    expect(text).toContain('March 02, 2026');
    expect(text).toContain('March 02, 2027');
    expect(text).toContain('7KQ4-M2XD-9BWT');
    expect(text).toContain('https://induction.example.com');
  });

  it('carries a QR code that reads as the address of its public check page', async () => {
    const decoded = scanCertificate(await renderCertificate(makeCompletion()));

    expect(decoded?.text).toBe('https://induction.example.com/verify/7KQ4-M2XD-9BWT');
    expect(decoded?.text).toBe(verifyUrl('https://induction.example.com', '7KQ4M2XD9BWT'));
  });

  it.each([
    ['with a trailing slash', 'https://induction.example.com/', 'https://induction.example.com/verify/7KQ4-M2XD-9BWT'],
    [
      'long, under a path',
      'https://safety-inductions.a-rather-long-crane-hire-company-name.example.com.au/site-office/inductions',
      'https://safety-inductions.a-rather-long-crane-hire-company-name.example.com.au/site-office/inductions/verify/7KQ4-M2XD-9BWT',
    ],
  ])('encodes and prints the whole check address when PUBLIC_URL is %s', async (_, publicUrl, expected) => {
    const pdf = await renderCertificate(makeCompletion({ publicUrl }));

    expect(scanCertificate(pdf)?.text).toBe(expected);
    expect(extractFlatText(pdf)).toContain(
      `Scan the QR code or visit ${expected} to check that this certificate is current.`,
    );
    expect(countPages(pdf)).toBe(1);
  });

  it('prints the verification code beside the QR code, under its label, and says what scanning it does', async () => {
    const pdf = await renderCertificate(makeCompletion());
    const decoded = scanCertificate(pdf);
    const [page] = readWordBoxes(pdf);
    const word = (text: string) => page?.words.find((candidate) => candidate.text === text);
    const [label, code] = [word('Verification'), word('7KQ4-M2XD-9BWT')];

    // pdftoppm's pixels at 100 dpi, in points from the top left like pdftotext's boxes.
    const corners = Object.values(decoded?.corners ?? {}).map(({ x, y }) => ({ x: (x * 72) / 100, y: (y * 72) / 100 }));
    const qrRight = Math.max(...corners.map((corner) => corner.x));
    const [qrTop, qrBottom] = [Math.min(...corners.map((c) => c.y)), Math.max(...corners.map((c) => c.y))];
    expect(code?.xMin).toBeGreaterThan(qrRight);
    expect(code?.xMin).toBeLessThan(qrRight + 40);
    for (const box of [label, code]) {
      expect(box?.yMin).toBeGreaterThan(qrTop);
      expect(box?.yMax).toBeLessThan(qrBottom);
    }
    expect(label?.xMin).toBeCloseTo(code?.xMin ?? 0, 0);
    expect(extractFlatText(pdf)).toContain(
      'Scan the QR code or visit https://induction.example.com/verify/7KQ4-M2XD-9BWT to check that this certificate is current.',
    );
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
        version: { number: 12, publishedAt: '2026-02-12T23:30:00.000Z' },
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
    expect(scanCertificate(pdf)?.text).toBe('https://induction.example.com/verify/7KQ4-M2XD-9BWT');
  });

  it('passes qpdf --check', async (context) => {
    if (!hasTool('qpdf')) context.skip('qpdf is not installed, so the structural check was not run');
    const result = checkWithQpdf(await renderCertificate(makeCompletion()));

    expect(result.output).toContain('No syntax or stream encoding errors found');
    expect(result.status).toBe(0);
  });
});
