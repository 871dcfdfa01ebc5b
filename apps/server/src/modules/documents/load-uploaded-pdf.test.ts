import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import {
  crossReferenceStreamClaiming,
  objectStreamBomb,
  objectStreamOffsetsAtOneArray,
} from '../../../test/hostile-pdfs.ts';
import { makePdf, pdfOf } from '../../../test/make-pdf.ts';
import {
  loadUploadedPdf,
  maxDecodedStructureBytes,
  maxUploadedPdfPages,
  PdfTooComplexError,
} from './load-uploaded-pdf.ts';
import { hasTool } from './pdf-tools.ts';
import { mutePdfLibParseWarnings } from './pdf-lib-warnings.ts';

/** A document of `pages` pages of text, saved by pdf-lib (with object and cross-reference streams). */
async function textDocument(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) {
    document.addPage().drawText(`Licence page ${page}`, { x: 40, y: 700, size: 14, font });
  }
  return document.save();
}

/** The document as qpdf rewrites it with `options`, as other PDF writers lay files out. */
function rewrittenByQpdf(bytes: Uint8Array, options: string[]): Buffer {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'uploaded-pdf-'));
  try {
    fs.writeFileSync(path.join(folder, 'in.pdf'), bytes);
    execFileSync('qpdf', [...options, path.join(folder, 'in.pdf'), path.join(folder, 'out.pdf')]);
    return fs.readFileSync(path.join(folder, 'out.pdf'));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function refusal(bytes: Uint8Array): Promise<string> {
  const error: unknown = await loadUploadedPdf(bytes).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(PdfTooComplexError);
  return (error as Error).message;
}

describe('loading a PDF a person uploaded', () => {
  it('loads what pdf-lib loads, from files laid out by different writers', async () => {
    const fromPdfLib = await textDocument(3);
    const files = [makePdf(), fromPdfLib];
    if (hasTool('qpdf')) {
      files.push(
        rewrittenByQpdf(fromPdfLib, ['--object-streams=generate']),
        rewrittenByQpdf(fromPdfLib, ['--object-streams=disable']),
        rewrittenByQpdf(fromPdfLib, ['--linearize']),
      );
    }
    for (const file of files) {
      const expected = await PDFDocument.load(file, { updateMetadata: false });
      const loaded = await loadUploadedPdf(file);
      expect(loaded.getPageCount()).toBe(expected.getPageCount());
      expect(loaded.context.enumerateIndirectObjects().length).toBe(expected.context.enumerateIndirectObjects().length);
    }
  });

  it('refuses an object stream that inflates past the limit, before inflating it', async () => {
    // 64 KB in the file, 64 MB once inflated: pdf-lib alone would take it all.
    const bomb = objectStreamBomb(64 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await refusal(bomb)).toBe(
      `The PDF is too complex to load: its streams decode to more than ${maxDecodedStructureBytes / 1024 / 1024} MB`,
    );
  });

  it('loads an object stream within the limit', async () => {
    const loaded = await loadUploadedPdf(objectStreamBomb(1024 * 1024));
    expect(loaded.getPageCount()).toBe(1);
  });

  it('refuses an object stream whose objects all start at the same bytes, which pdf-lib would parse once each', async () => {
    // 2 KB: pdf-lib alone parses the 20,000-number array 100 times.
    const amplifier = objectStreamOffsetsAtOneArray(100, 20_000);
    expect(amplifier.length).toBeLessThan(2048);
    expect(await refusal(amplifier)).toBe("The PDF is too complex to load: an object stream's objects overlap");
  });

  it('refuses a cross-reference stream that claims more entries than it holds', async () => {
    // pdf-lib alone makes 20 million entries of a 300-byte file: 22 s and 3.2 GB.
    expect(await refusal(crossReferenceStreamClaiming(20_000_000))).toBe(
      'The PDF is too complex to load: a cross-reference stream lists more entries than it holds',
    );
  });

  it(`refuses more than ${maxUploadedPdfPages} pages`, async () => {
    expect((await loadUploadedPdf(await textDocument(maxUploadedPdfPages))).getPageCount()).toBe(maxUploadedPdfPages);
    expect(await refusal(await textDocument(maxUploadedPdfPages + 1))).toBe(
      `The PDF is too complex to load: ${maxUploadedPdfPages + 1} pages, more than ${maxUploadedPdfPages}`,
    );
  });

  it('stops at a damaged object, which pdf-lib would search past and read on from', async () => {
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] >>',
    ];
    const damaged = pdfOf([...objects, '<< /Junk ] >> )']);
    // pdf-lib alone takes the file, skipping the damaged object.
    expect((await PDFDocument.load(damaged, { updateMetadata: false })).getPageCount()).toBe(1);
    const error: unknown = await loadUploadedPdf(damaged).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).not.toBeInstanceOf(PdfTooComplexError);
    expect((error as Error).message).toMatch(/^Trying to parse invalid object/);
    expect((await loadUploadedPdf(pdfOf(objects))).getPageCount()).toBe(1);
  });

  it("mutes pdf-lib's parse warnings and passes other warnings on", () => {
    const written: unknown[][] = [];
    const target = { warn: (...args: unknown[]) => written.push(args) } as unknown as Console;
    mutePdfLibParseWarnings(target);
    mutePdfLibParseWarnings(target);
    target.warn('Parsed number that is too large for some PDF readers: 99999999999999999999, not capping.');
    target.warn('Trying to parse invalid object: {"line":2,"column":33,"offset":9})');
    target.warn('Invalid object ref: 4 0 R');
    target.warn('Removing parsed object: 0 0 R');
    target.warn('Removing XFA form data as pdf-lib does not support reading or writing XFA');
    target.warn('A warning of our own', { code: 1 });
    target.warn(new Error('Trying to parse invalid object'));
    expect(written).toEqual([['A warning of our own', { code: 1 }], [new Error('Trying to parse invalid object')]]);
  });

  it("lets pdf-lib's own errors through for a file that is not a PDF", async () => {
    await expect(loadUploadedPdf(Buffer.from('not a pdf'))).rejects.not.toBeInstanceOf(PdfTooComplexError);
  });
});
