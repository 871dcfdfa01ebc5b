import type { DocumentFont } from './document-fonts.ts';

/** Line breaks, tabs and other controls: drawn as a space (wrapText has already split at newlines). */
const controlCharacters = /[\p{Cc}\u2028\u2029]/gu;

/** Zero-width joiners, byte-order marks, soft hyphens and the like: invisible, so dropped. */
const formatCharacters = /\p{Cf}/gu;

/**
 * `text` as `font` can draw it: composed (NFC, so that a decomposed "ễ" finds DejaVu's single
 * glyph), and with '?' for each character the font has no glyph for (CJK, emoji). pdf-lib would
 * otherwise draw an empty box or throw, and a name must never stop a document from being made.
 */
export function drawableText(text: string, font: DocumentFont): string {
  let drawable = '';
  const cleaned = text.normalize('NFC').replace(formatCharacters, '').replace(controlCharacters, ' ');
  for (const character of cleaned) {
    drawable += font.hasGlyph(character.codePointAt(0) ?? 0) ? character : '?';
  }
  return drawable;
}
