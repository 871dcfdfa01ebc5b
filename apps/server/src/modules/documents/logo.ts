import {
  concatTransformationMatrix,
  drawSvgPath,
  LineCapStyle,
  popGraphicsState,
  pushGraphicsState,
  type Color,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import { colorFromHex } from './document-style.ts';
import { logoShapes, logoViewBoxSize, type LogoShape } from './logo-shapes.ts';

/** How a shape is painted: filled, stroked, or both, as pdf-lib's drawSvgPath takes it. */
type Paint = { color?: Color; borderColor?: Color; borderWidth?: number; borderLineCap?: LineCapStyle };

const number = (shape: LogoShape, name: string) => Number(shape.attributes[name] ?? 0);

/** A rectangle with rounded corners as path data (SVG's rx, with ry equal to it). */
function roundedRectangle(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.min(radius, width / 2, height / 2);
  const corner = `A${r} ${r} 0 0 1`;
  return (
    `M${x + r} ${y} H${x + width - r} ${corner} ${x + width} ${y + r} V${y + height - r} ` +
    `${corner} ${x + width - r} ${y + height} H${x + r} ${corner} ${x} ${y + height - r} V${y + r} ` +
    `${corner} ${x + r} ${y} Z`
  );
}

/** A circle as path data: two half-circle arcs. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`;
}

/** A shape's outline as SVG path data. */
function pathData(shape: LogoShape): string {
  switch (shape.tag) {
    case 'rect':
      return roundedRectangle(
        number(shape, 'x'),
        number(shape, 'y'),
        number(shape, 'width'),
        number(shape, 'height'),
        number(shape, 'rx'),
      );
    case 'circle':
      return circle(number(shape, 'cx'), number(shape, 'cy'), number(shape, 'r'));
    case 'path':
      return shape.attributes.d ?? '';
  }
}

function paintOf(shape: LogoShape): Paint {
  const { fill, stroke } = shape.attributes;
  const paint: Paint = {};
  // SVG fills by default (black); the logo always names its fill or says none.
  if (fill !== undefined && fill !== 'none') paint.color = colorFromHex(fill);
  if (stroke !== undefined) {
    paint.borderColor = colorFromHex(stroke);
    paint.borderWidth = number(shape, 'stroke-width') || 1;
    if (shape.attributes['stroke-linecap'] === 'round') paint.borderLineCap = LineCapStyle.Round;
  }
  return paint;
}

/**
 * The whole logo as PDF drawing operators in SVG units, worked out once per process: the SVG is
 * turned into path data and pdf-lib's own drawSvgPath into operators (with the y axis flipped, as
 * SVG's runs downwards). Each document then only places them, which takes a microsecond where
 * drawing the paths again took about a millisecond.
 */
const logoOperators: readonly PDFOperator[] = logoShapes.flatMap((shape) => {
  const { color, borderColor, borderWidth = 0, borderLineCap } = paintOf(shape);
  return drawSvgPath(pathData(shape), { x: 0, y: 0, scale: 1, color, borderColor, borderWidth, borderLineCap });
});

/** Draws the logo as vectors, `size` points square, with its top-left corner at (x, top). */
export function drawLogo(page: PDFPage, x: number, top: number, size: number): void {
  const scale = size / logoViewBoxSize;
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(scale, 0, 0, scale, x, top),
    ...logoOperators,
    popGraphicsState(),
  );
}
