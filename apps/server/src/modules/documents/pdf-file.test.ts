import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, type PDFArray } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedDocumentFonts } from './document-fonts.ts';
import { makePng } from './document-fixtures.ts';
import { createPdf, savePdf } from './pdf-file.ts';
import { checkWithQpdf, extractFlatText, hasTool, listImages } from './pdf-tools.ts';

// The pako pdf-lib deflates with, the same module instance as pdf-lib's.
const pako = createRequire(import.meta.url)('pako') as { deflate: (data: Uint8Array) => Uint8Array };

afterEach(() => vi.restoreAllMocks());

/** A page of text in both faces and a PNG photo with transparency, as the summary draws them. */
async function drawnPdf(): Promise<Uint8Array> {
  const pdf = await createPdf();
  const fonts = await embedDocumentFonts(pdf);
  const page = pdf.addPage([400, 300]);
  page.drawText('Łukasz Nguyễn, Zoë Ørsted', { x: 20, y: 260, size: 14, font: fonts.bold.pdfFont });
  page.drawText('Completed the Mobile Crane Site Safety induction', {
    x: 20,
    y: 240,
    size: 10,
    font: fonts.regular.pdfFont,
  });
  const photo = await pdf.embedPng(makePng(40, 30, (x, y) => [x * 6, y * 8, 120, x < 20 ? 255 : 128]));
  page.drawImage(photo, { x: 20, y: 20, width: 160, height: 120 });
  return savePdf(pdf);
}

describe('the PDFs the app writes', () => {
  it.skipIf(!hasTool('qpdf') || !hasTool('pdftotext'))(
    'deflate their pages, fonts and images with zlib; pako only writes the object and cross-reference streams',
    async () => {
      const deflate = vi.spyOn(pako, 'deflate');

      const bytes = await drawnPdf();

      const file = Buffer.from(bytes).toString('latin1');
      const writerStreams = file.match(/\/Type \/(ObjStm|XRef)\b/g) ?? [];
      expect(writerStreams.length).toBeGreaterThan(0);
      expect(deflate).toHaveBeenCalledTimes(writerStreams.length);
      expect(checkWithQpdf(bytes).status).toBe(0);
      expect(extractFlatText(bytes)).toContain(
        'Łukasz Nguyễn, Zoë Ørsted Completed the Mobile Crane Site Safety induction',
      );
      expect(listImages(bytes).map(({ type, width, height }) => ({ type, width, height }))).toEqual([
        { type: 'image', width: 40, height: 30 },
        { type: 'smask', width: 40, height: 30 },
      ]);
    },
  );

  it('keep their page compressed, drawing what was drawn', async () => {
    const pdf = await PDFDocument.load(await drawnPdf());
    const contents = pdf.getPage(0).node.Contents() as PDFArray;
    const raw = pdf.context.lookup(contents.get(0));

    expect(contents.size()).toBe(1);
    if (!(raw instanceof PDFRawStream)) throw new Error('The page has no stream of its own');
    expect(raw.dict.get(PDFName.of('Filter'))).toBe(PDFName.of('FlateDecode'));
    const operators = inflateSync(raw.contents).toString('latin1');
    expect(operators).toContain(' Tj');
    expect(operators).toContain(' Do');
    expect(raw.contents.length).toBeLessThan(operators.length / 2);
  });
});
