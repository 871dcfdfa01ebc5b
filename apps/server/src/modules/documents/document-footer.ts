import type { PDFPage } from 'pdf-lib';
import { palette } from './document-style.ts';
import { drawableText } from './drawable-text.ts';
import { truncateToWidth } from './fit-text.ts';
import { portraitMargins } from './page-flow.ts';
import type { TextStyle } from './text-styles.ts';

/**
 * "Page 2 of 5" and a line naming the document on each page, drawn once every page is laid out, so
 * that a printed page that strays from its pile can be put back.
 */
export function drawPageFooters(pages: PDFPage[], description: string, style: TextStyle): void {
  pages.forEach((page, index) => {
    const left = portraitMargins.left;
    const right = page.getWidth() - portraitMargins.right;
    const y = portraitMargins.bottom / 2;
    page.drawLine({ start: { x: left, y: y + 14 }, end: { x: right, y: y + 14 }, thickness: 0.5, color: palette.rule });

    const pageNumber = `Page ${index + 1} of ${pages.length}`;
    const pageNumberWidth = style.font.widthOf(pageNumber, style.size);
    const drawOptions = { y, size: style.size, font: style.font.pdfFont, color: style.color };
    page.drawText(pageNumber, { ...drawOptions, x: right - pageNumberWidth });
    const text = truncateToWidth(drawableText(description, style.font), style.font, style.size, right - left - 80);
    page.drawText(text, { ...drawOptions, x: left });
  });
}
