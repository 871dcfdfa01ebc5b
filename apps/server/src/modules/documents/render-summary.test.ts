import { describe, expect, it } from 'vitest';
import {
  crossReferenceStreamClaiming,
  objectStreamBomb,
  objectStreamOffsetsAtOneArray,
} from '../../../test/hostile-pdfs.ts';
import { makePdf } from '../../../test/make-pdf.ts';
import type { DocumentCompletion } from './document-data.ts';
import { identificationJpeg, jpegWithOrientation, makeCompletion, makePage, makePng } from './document-fixtures.ts';
import {
  checkWithQpdf,
  countPages,
  extractFlatText,
  extractText,
  hasTool,
  listImages,
  readInfo,
  readWordBoxes,
  readWordNextTo,
} from './pdf-tools.ts';
import { renderSummary } from './render-summary.ts';

const withIdentification = (identification: DocumentCompletion['identification']) => makeCompletion({ identification });

describe('the detailed summary', () => {
  it('starts with everything the standard report shows', async () => {
    const text = extractText(await renderSummary(makeCompletion()));

    expect(text).toContain('Detailed Induction Summary');
    expect(text).toContain('Łukasz Nguyễn');
    expect(text).toContain("Zoë O'Brien");
    expect(text).toContain('HRW-CN-778812 (expired on January 05, 2025)');
    expect(text).toContain('Valid until March 02, 2027');
    expect(text).toContain('7KQ4-M2XD-9BWT');
  });

  it('shows each page: when it was first viewed and how long was spent on it', async () => {
    const text = extractText(await renderSummary(makeCompletion()));

    expect(text).toContain('Page 1: Exclusion zones');
    expect(text).toContain('Page 2: Lifting plans');
    expect(text).toContain('Page 3: Sign-off');
    expect(text).toContain('March 02, 2026 at 20:15 AEDT');
    expect(text).toContain('2 minutes 5 seconds');
    expect(text).toContain('1 hour 2 minutes');
    expect(text).toContain('Not recorded');
  });

  it('prints the sealed evidence: the per-page times, the version, when it was sealed and the seals', async () => {
    const text = extractFlatText(await renderSummary(makeCompletion()));

    const evidence = text.slice(text.indexOf('Sealed evidence'));
    expect(evidence).toMatch(
      /^Sealed evidence Page 1: Exclusion zones Sealed Place in the chain Seal \(SHA-256\) Previous seal /,
    );
    expect(evidence).toContain(
      'shown March 02, 2026 at 20:15 AEDT, done March 02, 2026 at 20:17 AEDT, 2 minutes 5 seconds March 02, 2026 at 21:41 AEDT 41',
    );
    expect(text).toContain('Version 3, published February 13, 2026');
    expect(text).toContain('b3c1d9e0a4f2c6e8b1d3f5a7c9e1b3d5 f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7');
    expect(text).toContain('0f1e2d3c4b5a69788796a5b4c3d2e1f0 0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    const unsealed = extractFlatText(await renderSummary(makeCompletion({ evidence: null })));
    expect(unsealed).toContain('This completion has no sealed record yet.');
  });

  it('prints the language the worker took the induction in (issue 16)', async () => {
    expect(readWordNextTo(await renderSummary(makeCompletion({ language: 'vi' })), 'Language')).toBe('Vietnamese');
    expect(readWordNextTo(await renderSummary(makeCompletion({ language: 'ko' })), 'Language')).toBe('Korean');
  });

  it('shows each quiz answer beside the correct one, and whether it was right', async () => {
    const text = extractText(await renderSummary(makeCompletion()));

    expect(text).toContain('1 of 3 answered correctly');
    expect(text).toContain('What is the maximum wind speed for this lift?');
    expect(text).toContain('60 km/h');
    expect(text).toContain('38 km/h');
    expect(text).toContain('Correct');
    expect(text).toContain('Incorrect');
    expect(text).toContain('No answer');
    expect(text).toContain('March 02, 2026 at 21:18 AEDT');
  });

  it('says that no answers were recorded on a quiz page whose answers were never checked', async () => {
    const data = makeCompletion({
      pages: [makePage('Load charts', { quiz: { answeredAt: null, answers: [] } }), makePage('Exclusion zones')],
    });
    const text = extractFlatText(await renderSummary(data));

    expect(text).toContain('Page 1: Load charts');
    expect(text).toContain('No answers recorded: Check Answers was not used on this page');
    expect(text).not.toContain('answered correctly');
  });

  it('prints questions and answers written in any script, and a question without text', async () => {
    const answers = [
      {
        question: 'Кто подаёт сигналы крановщику?',
        answer: 'Стропальщик',
        correctAnswer: 'Стропальщик',
        isCorrect: true,
      },
      { question: 'Ποιος υπογράφει;', answer: 'Ο επόπτης', correctAnswer: 'Ο χειριστής', isCorrect: false },
      { question: '', answer: 'Łukasz Nguyễn', correctAnswer: 'Łukasz Nguyễn', isCorrect: true },
    ];
    const data = makeCompletion({
      pages: [makePage('Сигналы', { quiz: { answeredAt: '2026-03-02T09:20:00.000Z', answers } })],
    });
    const text = extractFlatText(await renderSummary(data));

    expect(text).toContain('Page 1: Сигналы');
    expect(text).toContain('Кто подаёт сигналы крановщику?');
    expect(text).toContain('Стропальщик');
    expect(text).toContain('Ποιος υπογράφει;');
    expect(text).toContain('Ο επόπτης');
    expect(text).toContain('No question text');
    expect(text).toContain('2 of 3 answered correctly');
  });

  it('draws the signatures and the JPEG identification as images', async () => {
    const images = listImages(await renderSummary(makeCompletion()));

    // Two signatures (PNG, with their transparency as a soft mask) and the identification photo.
    expect(images.filter((image) => image.type === 'image' && image.width === 300)).toHaveLength(2);
    expect(images.filter((image) => image.type === 'smask')).toHaveLength(2);
    expect(images).toContainEqual(expect.objectContaining({ type: 'image', width: 85, height: 54 }));
  });

  it('draws a PNG identification and a JPEG turned by its EXIF orientation', async () => {
    const png = makePng(120, 80, (x) => [x * 2, 90, 160, 255]);
    const pngImages = listImages(await renderSummary(withIdentification({ bytes: png, contentType: 'image/png' })));
    expect(pngImages).toContainEqual(expect.objectContaining({ type: 'image', width: 120, height: 80 }));

    const turned = jpegWithOrientation(6);
    const pdf = await renderSummary(withIdentification({ bytes: turned, contentType: 'image/jpeg' }));
    expect(listImages(pdf)).toContainEqual(expect.objectContaining({ type: 'image', width: 85, height: 54 }));
  });

  it('reads images from a Buffer that shares its memory with others', async () => {
    const pool = Buffer.concat([Buffer.from('unrelated bytes'), identificationJpeg, Buffer.from('more')]);
    const slice = pool.subarray(15, 15 + identificationJpeg.length);
    const pdf = await renderSummary(withIdentification({ bytes: slice, contentType: 'image/jpeg' }));

    expect(listImages(pdf)).toContainEqual(expect.objectContaining({ type: 'image', width: 85, height: 54 }));
  });

  it("copies a PDF identification's pages in after its own", async () => {
    const withoutPdf = countPages(await renderSummary(withIdentification(null)));
    const pdf = await renderSummary(withIdentification({ bytes: makePdf(), contentType: 'application/pdf' }));

    expect(countPages(pdf)).toBe(withoutPdf + 1);
    const text = extractFlatText(pdf);
    expect(text).toContain('The identification document is a PDF; its page follows this summary.');
    expect(text).toContain('Stay clear of the load');
  });

  it.each([
    ['image/webp', 'WebP'],
    ['image/heic', 'HEIC'],
  ])('says that a %s identification is to be downloaded from the admin portal', async (contentType, format) => {
    const bytes = Buffer.from('RIFF\0\0\0\0WEBPVP8 ');
    const text = extractFlatText(await renderSummary(withIdentification({ bytes, contentType })));

    expect(text).toContain(`The identification document is a ${format} image, which cannot be shown in this PDF.`);
    expect(text).toContain('It is available for download in the admin portal.');
  });

  it('says so, rather than failing, when the identification cannot be read', async () => {
    const text = extractFlatText(
      await renderSummary(withIdentification({ bytes: Buffer.from('not a pdf'), contentType: 'application/pdf' })),
    );

    expect(text).toContain('The identification document could not be included in this PDF.');
  });

  it.each([
    ['whose object stream inflates to 64 MB', () => objectStreamBomb(64 * 1024 * 1024)],
    [
      'whose object stream parses one array once for each of its objects',
      () => objectStreamOffsetsAtOneArray(100, 20_000),
    ],
    ['whose cross-reference stream claims 20 million entries', () => crossReferenceStreamClaiming(20_000_000)],
  ])('says so, without loading it, for an identification PDF %s', async (_, makeBytes) => {
    const withoutPdf = countPages(await renderSummary(withIdentification(null)));
    const pdf = await renderSummary(withIdentification({ bytes: makeBytes(), contentType: 'application/pdf' }));

    expect(countPages(pdf)).toBe(withoutPdf);
    const text = extractFlatText(pdf);
    expect(text).toContain('The identification document is a PDF too large or too complex to include in this PDF.');
    expect(text).toContain('It is available for download in the admin portal.');
  });

  it('flows a very long description and 40 quiz questions onto more pages, every word on its page', async () => {
    const quizAnswers = Array.from({ length: 40 }, (_, index) => ({
      question: `Question about lifting equipment number ${index + 1}: which of these checks must be done before every lift, and by whom, according to the lift plan?`,
      answer: index % 3 === 0 ? null : 'The crane operator checks the load chart',
      correctAnswer: 'The crane operator checks the load chart',
      isCorrect: index % 3 !== 0,
    }));
    const data = makeCompletion({
      induction: {
        title: 'Mobile Crane Site Safety',
        description: 'Stay clear of the load. '.repeat(400),
        version: null,
      },
      pages: [
        makePage('Load charts', { quiz: { answeredAt: '2026-03-02T09:20:00.000Z', answers: quizAnswers } }),
        ...makeCompletion().pages,
      ],
    });
    const pdf = await renderSummary(data);

    const pages = readWordBoxes(pdf);
    expect(pages.length).toBeGreaterThan(6);
    for (const page of pages) {
      for (const word of page.words) {
        expect(word.xMin).toBeGreaterThanOrEqual(56 - 0.5);
        expect(word.xMax).toBeLessThanOrEqual(page.width - 56 + 0.5);
        expect(word.yMin).toBeGreaterThanOrEqual(0);
        expect(word.yMax).toBeLessThanOrEqual(page.height);
      }
    }
    const text = extractText(pdf);
    expect(text).toContain('Question 40');
    expect(text).toContain('26 of 40 answered correctly');
  });

  it('has its title, author and creation date in the metadata and passes qpdf --check', async (context) => {
    const pdf = await renderSummary(withIdentification({ bytes: makePdf(), contentType: 'application/pdf' }));
    const info = readInfo(pdf);
    expect(info.Title).toBe('Detailed Induction Summary – Łukasz Nguyễn – Mobile Crane Site Safety');
    expect(info.Author).toBe('Crane Safety Induction');
    expect(info.CreationDate).toBe('2026-03-05T08:00:00Z');

    if (!hasTool('qpdf')) context.skip('qpdf is not installed, so the structural check was not run');
    expect(checkWithQpdf(pdf).status).toBe(0);
  });
});
