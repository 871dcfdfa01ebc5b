import { formatDateTime } from '@crane/contract';
import type { DocumentFonts } from './document-fonts.ts';
import { issuerName, palette } from './document-style.ts';
import { drawableText } from './drawable-text.ts';
import { drawLogo } from './logo.ts';
import type { PageFlow } from './page-flow.ts';

const logoSize = 46;

/**
 * The top of a report's first page: the logo, the issuer, the document's title and when it was
 * generated (in the company's zone, named), over an amber rule. Leaves the flow just below it.
 */
export function drawDocumentHeader(
  flow: PageFlow,
  fonts: DocumentFonts,
  title: string,
  generated: { at: string; timeZone: string },
): void {
  const { page, left, width } = flow;
  const top = flow.y;
  drawLogo(page, left, top, logoSize);

  const textLeft = left + logoSize + 14;
  page.drawText(issuerName, { x: textLeft, y: top - 14, size: 10, font: fonts.bold.pdfFont, color: palette.muted });
  page.drawText(drawableText(title, fonts.bold), {
    x: textLeft,
    y: top - 38,
    size: 20,
    font: fonts.bold.pdfFont,
    color: palette.navy,
  });

  const generatedText = `Generated ${formatDateTime(generated.at, generated.timeZone)}`;
  const generatedWidth = fonts.regular.widthOf(generatedText, 8.5);
  page.drawText(generatedText, {
    x: left + width - generatedWidth,
    y: top - 14,
    size: 8.5,
    font: fonts.regular.pdfFont,
    color: palette.muted,
  });

  const ruleY = top - logoSize - 10;
  page.drawLine({
    start: { x: left, y: ruleY },
    end: { x: left + width, y: ruleY },
    thickness: 2,
    color: palette.amber,
  });
  flow.y = ruleY - 8;
}
