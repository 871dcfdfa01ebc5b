import { rgb, type Color } from 'pdf-lib';

/** '#0f1f3a' as a pdf-lib colour, so that the documents use the web app's hex values as they are. */
export function colorFromHex(hex: string): Color {
  const value = Number.parseInt(hex.replace(/^#/, ''), 16);
  return rgb(((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255);
}

/** The logo's colours (apps/web/public/logo.svg) and the greys of the text around them. */
export const palette = {
  navy: colorFromHex('#0f1f3a'),
  amber: colorFromHex('#fbbf24'),
  deepAmber: colorFromHex('#f59e0b'),
  text: colorFromHex('#1e293b'),
  muted: colorFromHex('#64748b'),
  rule: colorFromHex('#cbd5e1'),
  correct: colorFromHex('#15803d'),
  incorrect: colorFromHex('#b91c1c'),
};

/** Who the documents are from: their author in the PDF metadata and the name in their headers. */
export const issuerName = 'Crane Safety Induction';
