import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { keepRecent, takeRecent } from '../../lib/recently-used.ts';
import { loadFontFiles, type FontFace, type FontFile } from './font-files.ts';
import { shareSubsets, type SubsetCache } from './font-subsets.ts';

/** A font embedded in one document, with what the text helpers ask of it before drawing. */
export type DocumentFont = {
  pdfFont: PDFFont;
  hasGlyph: (codePoint: number) => boolean;
  /** The width of drawable `text` at `size` points: what pdfFont.widthOfTextAtSize says, sooner. */
  widthOf: (text: string, size: number) => number;
};

export type DocumentFonts = Record<FontFace, DocumentFont>;

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];

/** OpenType features by their tags, turned on or off, as pdf-lib passes them to fontkit's layout. */
type FontFeatures = Record<string, boolean>;

/**
 * fontkit's default OpenType features, all off. pdf-lib draws every glyph at its plain advance and
 * ignores positioning, so kerning and mark placement change nothing on the page; and without
 * ligatures "fi" stays two letters that text search and copying find. Shaping was the largest
 * part of drawing text (measured with --cpu-prof), and every line is measured before it is drawn.
 */
const withoutShaping: FontFeatures = Object.fromEntries(
  ['rvrn', 'ltra', 'ltrm', 'frac', 'numr', 'dnom', 'ccmp', 'locl', 'rlig', 'mark', 'mkmk']
    .concat(['calt', 'clig', 'liga', 'rclt', 'curs', 'kern'])
    .map((feature) => [feature, false]),
);

/**
 * fontkit as pdf-lib calls it, but answering with the fonts parsed once per process when given
 * their bytes. pdf-lib would otherwise parse both fonts again for every document and start
 * fontkit's glyph caches from empty each time: 47 ms a certificate without this, 11 ms with it,
 * as measured. fontkit's fonts are only read from, so documents can share them.
 */
function fontkitReusing(files: FontFile[]): Fontkit {
  return {
    create: (bytes, postscriptName) =>
      files.find((file) => file.bytes === bytes)?.font ?? fontkit.create(bytes, postscriptName),
  };
}

const measurers = new WeakMap<fontkit.Font, DocumentFont['widthOf']>();

/**
 * Measures text by adding up its glyphs' advance widths, each looked up once per process (a font
 * has a few thousand). That is exactly what pdf-lib computes, as it draws every glyph at its
 * advance with shaping off, but pdf-lib runs fontkit's whole layout for each call, and wrapping a
 * long description measures every word: a 10-page summary spent most of its time there.
 */
function measurerFor(font: fontkit.Font): DocumentFont['widthOf'] {
  let measure = measurers.get(font);
  if (measure) return measure;
  const advances = new Map<number, number>();
  measure = (text, size) => {
    let total = 0;
    for (const character of text) {
      const codePoint = character.codePointAt(0) ?? 0;
      let advance = advances.get(codePoint);
      if (advance === undefined) {
        advance = font.glyphForCodePoint(codePoint).advanceWidth;
        advances.set(codePoint, advance);
      }
      total += advance;
    }
    return (total * size) / font.unitsPerEm;
  };
  measurers.set(font, measure);
  return measure;
}

/** The texts whose layout a face keeps: every label and heading the documents draw, many times over. */
const layoutLimit = 500;

const laidOutFonts = new WeakSet<fontkit.Font>();

/**
 * Makes `font` keep its layouts with `features` of the texts it was last asked for (the first call
 * for a font decides its features). pdf-lib lays out every text it draws with fontkit (a shaping
 * plan, a glyph lookup per letter), and every document draws the same labels, headings and the
 * subset's common characters: a certificate's rendering took a fifth less time with this (decision
 * 42). A layout depends on the text alone once font and features are fixed, and fontkit shares its
 * glyph objects between layouts anyway. The runs are frozen, as documents share them; a layout with
 * other features passes through.
 */
export function keepLayouts(font: fontkit.Font, features: FontFeatures): void {
  if (laidOutFonts.has(font)) return;
  laidOutFonts.add(font);
  const layout = font.layout.bind(font);
  const runs = new Map<string, fontkit.GlyphRun>();
  font.layout = (text, asked) => {
    if (asked !== features) return layout(text, asked);
    let run = takeRecent(runs, text);
    if (!run) {
      run = layout(text, features);
      Object.freeze(run.glyphs);
      Object.freeze(run.positions);
      keepRecent(runs, text, Object.freeze(run), layoutLimit);
    }
    return run;
  };
}

const subsetCaches: Record<FontFace, SubsetCache> = { regular: new Map(), bold: new Map() };

/**
 * Embeds DejaVu Sans, regular and bold, into `pdf`. Subset, so that a document carries only
 * printable ASCII and the other glyphs it draws (tens of kilobytes rather than 1.4 MB), and shared
 * between documents that draw the same glyphs (font-subsets.ts).
 */
export async function embedDocumentFonts(pdf: PDFDocument): Promise<DocumentFonts> {
  const files = await loadFontFiles();
  pdf.registerFontkit(fontkitReusing(Object.values(files)));
  const embed = async (face: FontFace): Promise<DocumentFont> => {
    const { bytes, font } = files[face];
    keepLayouts(font, withoutShaping);
    const pdfFont = await pdf.embedFont(bytes, { subset: true, features: withoutShaping });
    shareSubsets(pdfFont, subsetCaches[face]);
    return {
      pdfFont,
      hasGlyph: (codePoint) => font.hasGlyphForCodePoint(codePoint),
      widthOf: measurerFor(font),
    };
  };
  const [regular, bold] = await Promise.all([embed('regular'), embed('bold')]);
  return { regular, bold };
}
