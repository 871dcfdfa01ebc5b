import { deflateSync } from 'node:zlib';
import type { PDFContext, PDFFont, PDFRef } from 'pdf-lib';
import { keepRecent, takeRecent } from '../../lib/recently-used.ts';

/**
 * The glyphs every subset starts with, in this order: printable ASCII. A document whose text is all
 * ASCII then embeds the same subset as every other such document, which is made once per process
 * (below). It costs about 7 KB a face in the file over a subset of only the letters drawn.
 */
export const commonCharacters = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) =>
  String.fromCharCode(0x20 + index),
).join('');

/** What of pdf-lib's subsetting embedder (CustomFontSubsetEmbedder, 1.17) this module uses. */
type SubsetEmbedder = {
  subset: { glyphs: number[] };
  encodeText: (text: string) => unknown;
  isCFF: () => boolean;
  serializeFont: () => Promise<Uint8Array>;
  embedFontStream: (context: PDFContext) => Promise<PDFRef>;
};

/** Deflated font files by their subset's glyphs, most recently used last. */
export type SubsetCache = Map<string, Uint8Array>;

/** Enough for the common subset and a run of documents with other letters, a few megabytes at most. */
const cacheLimit = 64;

/**
 * Makes `pdfFont`'s subset start with the common characters and take its font file from `cache`
 * when an earlier document drew the same glyphs in the same order. Otherwise pdf-lib encodes the
 * subset with fontkit (deferred through two timer turns) and deflates it with pako for every
 * document: 5 of a certificate's 9 ms, as measured. A subset is a pure function of the glyphs and
 * their order, so a cached file is the one pdf-lib would have written, deflated by zlib instead.
 */
export function shareSubsets(pdfFont: PDFFont, cache: SubsetCache): void {
  const embedder = (pdfFont as unknown as { embedder: SubsetEmbedder }).embedder;
  embedder.encodeText(commonCharacters);
  embedder.embedFontStream = async (context) => {
    // Taken before encoding, which appends the parts of composite glyphs to the list.
    const key = embedder.subset.glyphs.join(',');
    const file = takeRecent(cache, key) ?? deflateSync(await embedder.serializeFont());
    keepRecent(cache, key, file, cacheLimit);
    const subtype = embedder.isCFF() ? { Subtype: 'CIDFontType0C' } : {};
    return context.register(context.stream(file, { ...subtype, Filter: 'FlateDecode' }));
  };
}
