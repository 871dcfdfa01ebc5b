import { inflateSync } from 'node:zlib';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { loadFontFiles } from './font-files.ts';
import { commonCharacters, shareSubsets, type SubsetCache } from './font-subsets.ts';
import { checkWithQpdf, extractFlatText, hasTool } from './pdf-tools.ts';

/** A one-page document drawing `text` in DejaVu Sans, with its subset shared through `cache` or not. */
async function documentDrawing(text: string, cache: SubsetCache | 'unshared'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const { regular } = await loadFontFiles();
  pdf.registerFontkit({ create: () => regular.font });
  const font = await pdf.embedFont(regular.bytes, { subset: true });
  if (cache === 'unshared') {
    // What pdf-lib itself writes for a subset that starts with the same glyphs.
    (font as unknown as { embedder: { encodeText: (text: string) => unknown } }).embedder.encodeText(commonCharacters);
  } else {
    shareSubsets(font, cache);
  }
  pdf.addPage().drawText(text, { x: 50, y: 700, size: 14, font });
  return pdf.save();
}

/** The embedded font file of a one-font document, inflated. */
async function fontFileOf(bytes: Uint8Array): Promise<Buffer> {
  const pdf = await PDFDocument.load(bytes);
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = pdf.context.lookup(object.get(PDFName.of('FontFile2')));
    if (file instanceof PDFRawStream) return inflateSync(file.contents);
  }
  throw new Error('No embedded font file');
}

describe('shared font subsets', () => {
  it('are made once for every document drawn in printable ASCII, the same file pdf-lib would write', async () => {
    const cache: SubsetCache = new Map();
    const first = await documentDrawing('Jane Smith', cache);
    const second = await documentDrawing('Wiremu Tane-Parata (contractor) #42', cache);

    expect(cache.size).toBe(1);
    const shared = await fontFileOf(second);
    expect(shared.equals(await fontFileOf(first))).toBe(true);
    expect(shared.equals(await fontFileOf(await documentDrawing('Wiremu', 'unshared')))).toBe(true);
    expect(extractFlatText(first)).toContain('Jane Smith');
    expect(extractFlatText(second)).toContain('Wiremu Tane-Parata (contractor) #42');
  });

  it('are kept apart for other letters, which draw correctly before and after the common one', async () => {
    const cache: SubsetCache = new Map();
    const names = ['Łukasz Nguyễn', 'Jane Smith', 'Zoë Ørsted', 'Łukasz Nguyễn', 'Αλέξης Παπαδόπουλος'];
    const documents: Uint8Array[] = [];
    for (const name of names) documents.push(await documentDrawing(name, cache));
    const [lukasz, , zoe, lukaszAgain] = documents as [Uint8Array, Uint8Array, Uint8Array, Uint8Array];

    expect(cache.size).toBe(4);
    documents.forEach((document, index) => expect(extractFlatText(document)).toContain(names[index]));
    expect((await fontFileOf(lukaszAgain)).equals(await fontFileOf(lukasz))).toBe(true);
    const unshared = await documentDrawing('Zoë Ørsted', 'unshared');
    expect((await fontFileOf(zoe)).equals(await fontFileOf(unshared))).toBe(true);
    if (hasTool('qpdf')) for (const document of documents) expect(checkWithQpdf(document).status).toBe(0);
  });

  it('keep only the most recently used files', async () => {
    const cache: SubsetCache = new Map();
    await documentDrawing('Jane Smith', cache);
    const [common] = cache.keys();
    expect(common).toBeDefined();
    const others = Array.from({ length: 70 }, (_, index) => String.fromCodePoint(0x100 + index));
    const first = String.fromCodePoint(0x100);
    for (const [index, letter] of others.entries()) {
      await documentDrawing(letter, cache);
      if (index % 20 === 0) await documentDrawing('Jane Smith', cache);
    }

    expect(cache.size).toBe(64);
    expect(cache.has(common ?? '')).toBe(true);
    expect(extractFlatText(await documentDrawing(first, cache))).toContain(first);
  });
});
