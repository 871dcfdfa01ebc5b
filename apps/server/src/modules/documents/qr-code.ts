import {
  concatTransformationMatrix,
  fill,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  type PDFPage,
} from 'pdf-lib';
import QRCode from 'qrcode';

/** The light margin a reader needs around the symbol, in modules (ISO/IEC 18004 asks for four). */
const qrQuietZoneModules = 4;

/**
 * The dark modules of a QR code of `text` as rectangles one unit a module, the origin at the
 * symbol's lower left: one rectangle for each run of dark modules in a row. Error correction M
 * (15 % of the symbol may be lost) suits a printed sheet that gets folded or smudged on site.
 */
function qrCodeRuns(text: string): { runs: PDFOperator[]; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const runs: PDFOperator[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    const y = modules.size - 1 - row;
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      // Whole numbers written as text: pdf-lib's rectangle() makes four number objects a run,
      // which cost a third of the QR code's time in a certificate (about 300 runs).
      runs.push(PDFOperator.of(PDFOperatorNames.AppendRectangle, [`${start}`, `${y}`, `${column - start}`, '1']));
    }
  }
  return { runs, size: modules.size };
}

/**
 * A QR code of `text` in the square of `size` points whose lower left corner is (`x`, `y`): the
 * quiet zone is inside that square and painted white, so nothing drawn near it can touch the
 * symbol. The modules are one filled path of rectangles in whole units, scaled to the square, so
 * the code is sharp at any zoom and on any printer, and costs a few kilobytes of the page.
 */
export function drawQrCode(page: PDFPage, text: string, square: { x: number; y: number; size: number }): void {
  const { runs, size: modules } = qrCodeRuns(text);
  const moduleSize = square.size / (modules + 2 * qrQuietZoneModules);
  const quietZone = qrQuietZoneModules * moduleSize;
  page.drawRectangle({ x: square.x, y: square.y, width: square.size, height: square.size, color: rgb(1, 1, 1) });
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(moduleSize, 0, 0, moduleSize, square.x + quietZone, square.y + quietZone),
    setFillingColor(rgb(0, 0, 0)),
    ...runs,
    fill(),
    popGraphicsState(),
  );
}
