import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { embedDocumentFonts, type DocumentFonts } from './document-fonts.ts';
import { drawableText } from './drawable-text.ts';
import { fitInLines, fitOnOneLine, truncateToWidth } from './fit-text.ts';
import { wrapText } from './wrap-text.ts';

let fonts: DocumentFonts;

beforeAll(async () => {
  fonts = await embedDocumentFonts(await PDFDocument.create());
});

describe('drawable text', () => {
  it('keeps Latin, Vietnamese, Nordic and Greek letters as they are', () => {
    expect(drawableText("Łukasz Nguyễn, Zoë O'Brien, Ørsted, Σωκράτης", fonts.regular)).toBe(
      "Łukasz Nguyễn, Zoë O'Brien, Ørsted, Σωκράτης",
    );
  });

  it('composes decomposed accents, so that they use the font’s own letters', () => {
    expect(drawableText('Nguye\u0302\u0303n', fonts.regular)).toBe('Nguyễn');
  });

  it('puts a question mark for each character the font cannot draw', () => {
    expect(drawableText('山田 김 𠮷', fonts.bold)).toBe('?? ? ?');
  });

  it('draws tabs and line breaks as spaces and drops invisible formatting characters', () => {
    expect(drawableText('a\tb\u200bc\u00ad\r\n', fonts.regular)).toBe('a bc  ');
  });
});

describe('measuring text', () => {
  it('gives the widths pdf-lib itself computes', () => {
    for (const text of ['Certificate of Completion', 'Łukasz Nguyễn', 'office fluff', 'WAVE Tó']) {
      for (const font of [fonts.regular, fonts.bold]) {
        expect(font.widthOf(text, 13)).toBeCloseTo(font.pdfFont.widthOfTextAtSize(text, 13), 6);
      }
    }
  });
});

describe('wrapping text', () => {
  const width = (line: string) => fonts.regular.widthOf(line, 10);

  it('breaks at spaces, every line within the width', () => {
    const lines = wrapText(
      'Keep clear of the load and the counterweight at all times on site. '.repeat(5),
      fonts.regular,
      10,
      200,
    );

    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe(
      'Keep clear of the load and the counterweight at all times on site. '.repeat(5).trim(),
    );
  });

  it('starts a new line at each newline and keeps blank lines', () => {
    expect(wrapText('First\n\nSecond', fonts.regular, 10, 200)).toEqual(['First', '', 'Second']);
  });

  it('cuts a word wider than the line between its characters', () => {
    const address = `https://induction.example.com/${'a'.repeat(120)}`;
    const lines = wrapText(address, fonts.regular, 10, 150);

    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(150);
    expect(lines.join('')).toBe(address);
  });
});

describe('fitting text', () => {
  it('shrinks a line to fit, down to the smallest size, then cuts it short with an ellipsis', () => {
    expect(fitOnOneLine('Zoë', fonts.bold, 32, 16, 300)).toEqual({ text: 'Zoë', size: 32 });

    const shrunk = fitOnOneLine('Maximiliana Konstantina Ørsted', fonts.bold, 32, 16, 300);
    expect(shrunk.size).toBeLessThan(32);
    expect(shrunk.size).toBeGreaterThanOrEqual(16);
    expect(fonts.bold.widthOf(shrunk.text, shrunk.size)).toBeLessThanOrEqual(300);

    const cut = fitOnOneLine('Maximiliana Konstantina Ørsted '.repeat(5), fonts.bold, 32, 16, 300);
    expect(cut.size).toBe(16);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(fonts.bold.widthOf(cut.text, 16)).toBeLessThanOrEqual(300);
  });

  it('wraps into at most the lines allowed, cutting the last short when it must', () => {
    const title = 'Working safely near overhead power lines '.repeat(8);
    const fitted = fitInLines(title, fonts.bold, { max: 20, min: 13 }, 400, 2);

    expect(fitted.lines).toHaveLength(2);
    expect(fitted.size).toBe(13);
    expect(fitted.lines[1]?.endsWith('…')).toBe(true);
    for (const line of fitted.lines) expect(fonts.bold.widthOf(line, 13)).toBeLessThanOrEqual(400);
  });

  it('leaves text that fits untouched', () => {
    expect(truncateToWidth('Short', fonts.regular, 10, 200)).toBe('Short');
  });
});
