/**
 * A real QR decoder for the documents' tests: jsQR, the decoder of many web scanners, reads the
 * code from the pixels of a page as pdftoppm painted it, as a phone camera would from the paper.
 */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** What the QR code in a PNG says, and where it is: the symbol's corners in pixels from the top left. */
export type DecodedQrCode = {
  text: string;
  corners: { topLeft: Point; topRight: Point; bottomLeft: Point; bottomRight: Point };
};
type Point = { x: number; y: number };

/** The QR code found in `png`, or null when jsQR finds none it can read. */
export function decodeQrCode(png: Buffer): DecodedQrCode | null {
  const image = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height, {
    inversionAttempts: 'dontInvert',
  });
  if (!found) return null;
  const { topLeftCorner, topRightCorner, bottomLeftCorner, bottomRightCorner } = found.location;
  return {
    text: found.data,
    corners: {
      topLeft: topLeftCorner,
      topRight: topRightCorner,
      bottomLeft: bottomLeftCorner,
      bottomRight: bottomRightCorner,
    },
  };
}
