import { verifyUrl } from '@crane/contract';
import { PDFDocument, PageSizes, type Color, type PDFPage } from 'pdf-lib';
import { formatLongDate } from '@crane/contract';
import { fullNameOf, type DocumentCompletion } from './document-data.ts';
import { embedDocumentFonts, type DocumentFont } from './document-fonts.ts';
import { setDocumentMetadata } from './document-metadata.ts';
import { issuerName, palette } from './document-style.ts';
import { fitInLines, fitOnOneLine } from './fit-text.ts';
import { drawLogo } from './logo.ts';

/** The certificate's heading, on the page and in its metadata. */
export const certificateTitle = 'Certificate of Completion';

/** Landscape A4. */
const [pageWidth, pageHeight] = [PageSizes.A4[1], PageSizes.A4[0]];
const centre = pageWidth / 2;
/** The width the name and the induction title may take, well inside the borders. */
const textWidth = pageWidth - 2 * 110;

/** Draws one line of already drawable text centred on the page. */
function drawCentred(page: PDFPage, text: string, font: DocumentFont, size: number, y: number, color: Color): void {
  const width = font.widthOf(text, size);
  page.drawText(text, { x: centre - width / 2, y, size, font: font.pdfFont, color });
}

function drawBorders(page: PDFPage): void {
  const frame = (inset: number, thickness: number, color: Color) =>
    page.drawRectangle({
      x: inset,
      y: inset,
      width: pageWidth - 2 * inset,
      height: pageHeight - 2 * inset,
      borderColor: color,
      borderWidth: thickness,
    });
  frame(20, 6, palette.navy);
  frame(32, 1.2, palette.amber);
  // Small amber squares in the inner frame's corners.
  for (const x of [32, pageWidth - 32]) {
    for (const y of [32, pageHeight - 32]) {
      page.drawRectangle({ x: x - 4, y: y - 4, width: 8, height: 8, color: palette.amber });
    }
  }
}

/**
 * The certificate: a single landscape A4 page with the logo, the inductee's name, the induction,
 * when it was completed and until when it is valid, the certificate's unique number and the
 * address to verify it at. Long names and titles shrink, then are cut short, never spill over.
 */
export async function renderCertificate(data: DocumentCompletion): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedDocumentFonts(pdf);
  const page = pdf.addPage([pageWidth, pageHeight]);
  drawBorders(page);

  const logoSize = 64;
  drawLogo(page, centre - logoSize / 2, pageHeight - 58, logoSize);
  drawCentred(page, issuerName, fonts.bold, 11, 448, palette.muted);
  drawCentred(page, certificateTitle, fonts.bold, 34, 404, palette.navy);
  page.drawLine({
    start: { x: centre - 60, y: 390 },
    end: { x: centre + 60, y: 390 },
    thickness: 2,
    color: palette.amber,
  });

  drawCentred(page, 'This is to certify that', fonts.regular, 13, 356, palette.muted);
  const name = fitOnOneLine(fullNameOf(data.person), fonts.bold, 32, 16, textWidth);
  drawCentred(page, name.text, fonts.bold, name.size, 312, palette.text);
  page.drawLine({
    start: { x: centre - 210, y: 300 },
    end: { x: centre + 210, y: 300 },
    thickness: 0.75,
    color: palette.rule,
  });
  drawCentred(page, 'has successfully completed the induction', fonts.regular, 13, 274, palette.muted);

  const title = fitInLines(data.induction.title, fonts.bold, { max: 20, min: 13 }, textWidth, 2);
  title.lines.forEach((line, index) => {
    drawCentred(page, line, fonts.bold, title.size, 242 - index * title.size * 1.3, palette.navy);
  });

  const detailsTop = 150;
  page.drawLine({
    start: { x: 110, y: detailsTop + 24 },
    end: { x: pageWidth - 110, y: detailsTop + 24 },
    thickness: 0.5,
    color: palette.rule,
  });
  const details = [
    ['Date of completion', formatLongDate(data.completedAt, data.timeZone)],
    ['Valid until', formatLongDate(data.expiresAt, data.timeZone)],
    ['Verification code', data.verificationCode],
  ] as const;
  const columnWidth = 200;
  details.forEach(([label, value], index) => {
    const x = centre + (index - 1) * (columnWidth + 20);
    const labelWidth = fonts.regular.widthOf(label, 9.5);
    page.drawText(label, {
      x: x - labelWidth / 2,
      y: detailsTop,
      size: 9.5,
      font: fonts.regular.pdfFont,
      color: palette.muted,
    });
    const fitted = fitOnOneLine(value, fonts.bold, 13, 8, columnWidth);
    const valueWidth = fonts.bold.widthOf(fitted.text, fitted.size);
    page.drawText(fitted.text, {
      x: x - valueWidth / 2,
      y: detailsTop - 22,
      size: fitted.size,
      font: fonts.bold.pdfFont,
      color: palette.text,
    });
  });

  const address = data.publicUrl.replace(/\/+$/, '');
  const verification = fitOnOneLine(
    `Check this certificate at ${verifyUrl(address, data.verificationCode)}`,
    fonts.regular,
    8.5,
    6,
    pageWidth - 2 * 60,
  );
  drawCentred(page, verification.text, fonts.regular, verification.size, 52, palette.muted);

  setDocumentMetadata(
    pdf,
    `${certificateTitle} – ${fullNameOf(data.person)} – ${data.induction.title}`,
    data.generatedAt,
  );
  return pdf.save();
}
