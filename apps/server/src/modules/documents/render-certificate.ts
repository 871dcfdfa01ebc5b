import { describeVersion } from './report-sections.ts';
import { formatLongDate, verifyUrl } from '@crane/contract';
import { PageSizes, type Color, type PDFPage } from 'pdf-lib';
import { fullNameOf, type DocumentCompletion } from './document-data.ts';
import { embedDocumentFonts, type DocumentFont, type DocumentFonts } from './document-fonts.ts';
import { setDocumentMetadata } from './document-metadata.ts';
import { issuerName, palette } from './document-style.ts';
import { fitInLines, fitOnOneLine } from './fit-text.ts';
import { drawLogo } from './logo.ts';
import { createPdf, savePdf } from './pdf-file.ts';
import { drawQrCode } from './qr-code.ts';

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

/** The rule above the dates and the QR code; everything below it is about checking the certificate. */
const detailsBandTop = 184;
/**
 * The QR code's square, quiet zone included: about 34 mm, so that a phone held at arm's length at a
 * site gate reads it (a module is about 0.8 mm for a typical address).
 */
const qrSize = 96;
const qrBottom = 78;
/** The labels and values beside the QR code sit centred on its height. */
const labelBaseline = qrBottom + qrSize / 2 + 9;
const valueBaseline = labelBaseline - 22;
const labelSize = 9.5;

/** A muted label over a bold value, fitted to its width, and the width the pair takes. */
type LabelledValue = { label: string; value: { text: string; size: number }; width: number };

function fitLabelledValue(
  fonts: DocumentFonts,
  label: string,
  value: { text: string; maxSize: number; maxWidth: number },
): LabelledValue {
  const fitted = fitOnOneLine(value.text, fonts.bold, value.maxSize, 8, value.maxWidth);
  const width = Math.max(fonts.regular.widthOf(label, labelSize), fonts.bold.widthOf(fitted.text, fitted.size));
  return { label, value: fitted, width };
}

/** Draws the pair in the column that starts at `left`, centred in it or from its left edge. */
function drawLabelledValue(
  page: PDFPage,
  fonts: DocumentFonts,
  item: LabelledValue,
  left: number,
  align: 'left' | 'centre',
): void {
  const x = (width: number) => (align === 'centre' ? left + (item.width - width) / 2 : left);
  page.drawText(item.label, {
    x: x(fonts.regular.widthOf(item.label, labelSize)),
    y: labelBaseline,
    size: labelSize,
    font: fonts.regular.pdfFont,
    color: palette.muted,
  });
  page.drawText(item.value.text, {
    x: x(fonts.bold.widthOf(item.value.text, item.value.size)),
    y: valueBaseline,
    size: item.value.size,
    font: fonts.bold.pdfFont,
    color: palette.text,
  });
}

/**
 * The band under the rule, one row centred on the page: the date of completion and the expiry,
 * then the QR code with the verification code beside it, which the person at the gate scans or types.
 */
function drawDetails(page: PDFPage, fonts: DocumentFonts, data: DocumentCompletion, checkUrl: string): void {
  const date = (iso: string) => ({ text: formatLongDate(iso, data.timeZone), maxSize: 13, maxWidth: 150 });
  const completed = fitLabelledValue(fonts, 'Date of completion', date(data.completedAt));
  const validUntil = fitLabelledValue(fonts, 'Valid until', date(data.expiresAt));
  const code = fitLabelledValue(fonts, 'Verification code', {
    text: data.verificationCode,
    maxSize: 16,
    maxWidth: 170,
  });
  // The QR code's quiet zone, inside its square, adds about 3 mm of white to the gaps either side.
  const [columnGap, textGap] = [40, 8];
  const rowWidth = completed.width + validUntil.width + qrSize + code.width + 2 * columnGap + textGap;

  let left = centre - rowWidth / 2;
  drawLabelledValue(page, fonts, completed, left, 'centre');
  left += completed.width + columnGap;
  drawLabelledValue(page, fonts, validUntil, left, 'centre');
  left += validUntil.width + columnGap;
  drawQrCode(page, checkUrl, { x: left, y: qrBottom, size: qrSize });
  drawLabelledValue(page, fonts, code, left + qrSize + textGap, 'left');
}

/**
 * What the QR code and the code are for, under them, in as many as two lines: the check page says
 * whether the certificate is valid, expiring, expired or revoked, so the sentence promises no more.
 */
function drawVerificationSentence(page: PDFPage, fonts: DocumentFonts, url: string): void {
  const sentence = `Scan the QR code or visit ${url} to check that this certificate is current.`;
  const fitted = fitInLines(sentence, fonts.regular, { max: 9, min: 7 }, pageWidth - 2 * 70, 2);
  fitted.lines.forEach((line, index) => {
    const y = 48 + (fitted.lines.length - 1 - index) * fitted.size * 1.3;
    drawCentred(page, line, fonts.regular, fitted.size, y, palette.muted);
  });
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
 * when it was completed and until when it is valid, and what checks it: a QR code of its public
 * check page, its verification code and the page's address. Long names and titles shrink, then
 * are cut short, never spill over.
 */
export async function renderCertificate(data: DocumentCompletion): Promise<Uint8Array> {
  const pdf = await createPdf();
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
  // Which content the certificate stands for: the version the attempt was shown (decision 27).
  if (data.induction.version) {
    const below = 242 - (title.lines.length - 1) * title.size * 1.3 - 18;
    drawCentred(page, describeVersion(data.induction.version, data.timeZone), fonts.regular, 10, below, palette.muted);
  }

  page.drawLine({
    start: { x: 110, y: detailsBandTop },
    end: { x: pageWidth - 110, y: detailsBandTop },
    thickness: 0.5,
    color: palette.rule,
  });
  // The address the QR code opens and the sentence names (verifyUrl takes the code grouped or not).
  const checkUrl = verifyUrl(data.publicUrl, data.verificationCode);
  drawDetails(page, fonts, data, checkUrl);
  drawVerificationSentence(page, fonts, checkUrl);

  setDocumentMetadata(
    pdf,
    `${certificateTitle} – ${fullNameOf(data.person)} – ${data.induction.title}`,
    data.generatedAt,
  );
  return savePdf(pdf);
}
