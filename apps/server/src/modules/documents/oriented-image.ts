import {
  concatTransformationMatrix,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import type { ImageOrientation } from './jpeg-orientation.ts';

/**
 * For each orientation, where a point (u, v) of the stored picture (unit square, v upwards) lands
 * in the unit box it is shown in: X = xu·u + xv·v + x1 and Y = yu·u + yv·v + y1.
 */
const placements: Record<ImageOrientation, [number, number, number, number, number, number]> = {
  1: [1, 0, 0, 0, 1, 0],
  2: [-1, 0, 1, 0, 1, 0], // mirrored left to right
  3: [-1, 0, 1, 0, -1, 1], // upside down
  4: [1, 0, 0, 0, -1, 1], // mirrored top to bottom
  5: [0, -1, 1, -1, 0, 1], // mirrored, then a quarter turn
  6: [0, 1, 0, -1, 0, 1], // a quarter turn clockwise
  7: [0, 1, 0, 1, 0, 0], // mirrored, then a quarter turn
  8: [0, -1, 1, 1, 0, 0], // a quarter turn anticlockwise
};

/** Whether the picture is shown on its side, its width becoming its height. */
export const isTurnedSideways = (orientation: ImageOrientation) => orientation >= 5;

/**
 * Draws `image` turned as `orientation` says, filling the box with its bottom-left corner at (x, y).
 * pdf-lib's drawImage only rotates, about a corner, so this sets the matrix itself.
 */
export function drawOrientedImage(
  page: PDFPage,
  image: PDFImage,
  orientation: ImageOrientation,
  box: { x: number; y: number; width: number; height: number },
): void {
  const [xu, xv, x1, yu, yv, y1] = placements[orientation];
  const { x, y, width, height } = box;
  const name = page.node.newXObject('Image', image.ref);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(width * xu, height * yu, width * xv, height * yv, x + width * x1, y + height * y1),
    drawObject(name),
    popGraphicsState(),
  );
}
