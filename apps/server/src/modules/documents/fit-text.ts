import type { DocumentFont } from './document-fonts.ts';
import { drawableText } from './drawable-text.ts';
import { wrapText } from './wrap-text.ts';

/**
 * `text` on one line at the largest size from `maxSize` down to `minSize` at which it fits
 * `maxWidth`; at `minSize`, cut short with an ellipsis if it still does not fit.
 */
export function fitOnOneLine(
  text: string,
  font: DocumentFont,
  maxSize: number,
  minSize: number,
  maxWidth: number,
): { text: string; size: number } {
  const drawable = drawableText(text, font);
  const width = font.widthOf(drawable, maxSize);
  if (width <= maxWidth) return { text: drawable, size: maxSize };
  const fittingSize = Math.floor(((maxSize * maxWidth) / width) * 10) / 10;
  if (fittingSize >= minSize) return { text: drawable, size: fittingSize };
  return { text: truncateToWidth(drawable, font, minSize, maxWidth), size: minSize };
}

/** Drawable `text` shortened with '…' until it fits `maxWidth`; unchanged when it already fits. */
export function truncateToWidth(text: string, font: DocumentFont, size: number, maxWidth: number): string {
  const characters = [...text];
  const shortened = (length: number) => `${characters.slice(0, length).join('').trimEnd()}…`;
  const fits = (candidate: string) => font.widthOf(candidate, size) <= maxWidth;
  if (fits(text)) return text;
  // The longest prefix that fits with its ellipsis, by bisection: titles can be long.
  let low = 0;
  let high = characters.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(shortened(middle))) low = middle;
    else high = middle - 1;
  }
  return shortened(low);
}

/**
 * `text` wrapped into at most `maxLines` lines, at the largest size from `maxSize` down to
 * `minSize` (in steps of one point) at which it fits; at `minSize` the last line is cut short.
 */
export function fitInLines(
  text: string,
  font: DocumentFont,
  sizes: { max: number; min: number },
  maxWidth: number,
  maxLines: number,
): { lines: string[]; size: number } {
  for (let size = sizes.max; size > sizes.min; size -= 1) {
    const lines = wrapText(text, font, size, maxWidth);
    if (lines.length <= maxLines) return { lines, size };
  }
  const lines = wrapText(text, font, sizes.min, maxWidth);
  if (lines.length <= maxLines) return { lines, size: sizes.min };
  const kept = lines.slice(0, maxLines - 1);
  const rest = lines.slice(maxLines - 1).join(' ');
  return { lines: [...kept, truncateToWidth(rest, font, sizes.min, maxWidth)], size: sizes.min };
}
