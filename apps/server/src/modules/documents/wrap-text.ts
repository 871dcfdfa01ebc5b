import type { DocumentFont } from './document-fonts.ts';
import { drawableText } from './drawable-text.ts';

/**
 * Splits `text` into drawable lines no wider than `maxWidth`: at spaces, and inside a word only
 * when the word alone is too wide (a long address or reference number). Each newline starts a new
 * line and a blank line stays blank. Words are measured once and added up, which is exact because
 * pdf-lib draws without kerning, and keeps a long description from being measured over and over.
 */
export function wrapText(text: string, font: DocumentFont, size: number, maxWidth: number): string[] {
  const spaceWidth = font.widthOf(' ', size);
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    const words = drawableText(paragraph, font).split(' ').filter(Boolean);
    let line = '';
    let lineWidth = 0;
    for (const word of words) {
      const wordWidth = font.widthOf(word, size);
      if (line && lineWidth + spaceWidth + wordWidth <= maxWidth) {
        line += ` ${word}`;
        lineWidth += spaceWidth + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      if (wordWidth <= maxWidth) {
        line = word;
        lineWidth = wordWidth;
        continue;
      }
      const pieces = breakWord(word, font, size, maxWidth);
      lines.push(...pieces.slice(0, -1));
      line = pieces.at(-1) ?? '';
      lineWidth = font.widthOf(line, size);
    }
    lines.push(line);
  }
  return lines;
}

/** A word too wide for a line, cut between characters into pieces that each fit. */
function breakWord(word: string, font: DocumentFont, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const character of word) {
    const characterWidth = font.widthOf(character, size);
    if (piece && pieceWidth + characterWidth > maxWidth) {
      pieces.push(piece);
      piece = '';
      pieceWidth = 0;
    }
    piece += character;
    pieceWidth += characterWidth;
  }
  pieces.push(piece);
  return pieces;
}
