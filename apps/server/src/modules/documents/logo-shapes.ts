/**
 * The shapes of the company logo, apps/web/public/logo.svg (viewBox 0 0 64 64), copied attribute for
 * attribute in drawing order. pdf-lib cannot embed SVG, and the server must not read the web app's
 * files at run time, so the mark lives here too; logo.test.ts fails when the two drift apart.
 */
export type LogoShape = { tag: 'rect' | 'path' | 'circle'; attributes: Record<string, string> };

/** The side of the logo's square viewBox, in SVG units. */
export const logoViewBoxSize = 64;

export const logoShapes: readonly LogoShape[] = [
  { tag: 'rect', attributes: { width: '64', height: '64', rx: '14', fill: '#0f1f3a' } },
  // telescopic boom
  {
    tag: 'path',
    attributes: { d: 'M22 38 L50 12', stroke: '#fbbf24', 'stroke-width': '5', 'stroke-linecap': 'round' },
  },
  {
    tag: 'path',
    attributes: { d: 'M30 31 L50 12', stroke: '#f59e0b', 'stroke-width': '3', 'stroke-linecap': 'round' },
  },
  // hoist rope and hook
  { tag: 'path', attributes: { d: 'M50 12 V30', stroke: '#e2e8f0', 'stroke-width': '1.5' } },
  {
    tag: 'path',
    attributes: {
      d: 'M50 30 v3 a2.5 2.5 0 1 1 -2.5 2.5',
      fill: 'none',
      stroke: '#e2e8f0',
      'stroke-width': '1.8',
      'stroke-linecap': 'round',
    },
  },
  // cab and carrier
  { tag: 'rect', attributes: { x: '16', y: '34', width: '12', height: '8', rx: '1.5', fill: '#fbbf24' } },
  { tag: 'rect', attributes: { x: '18', y: '36', width: '5', height: '4', rx: '0.8', fill: '#0f1f3a' } },
  { tag: 'rect', attributes: { x: '8', y: '42', width: '40', height: '7', rx: '2', fill: '#fbbf24' } },
  { tag: 'rect', attributes: { x: '42', y: '38', width: '8', height: '11', rx: '1.5', fill: '#fbbf24' } },
  { tag: 'rect', attributes: { x: '44', y: '40', width: '4', height: '4', rx: '0.8', fill: '#0f1f3a' } },
  // outrigger
  {
    tag: 'path',
    attributes: { d: 'M10 49 v4 h-3', stroke: '#e2e8f0', 'stroke-width': '2', fill: 'none', 'stroke-linecap': 'round' },
  },
  // wheels
  { tag: 'circle', attributes: { cx: '15', cy: '51', r: '4', fill: '#e2e8f0' } },
  { tag: 'circle', attributes: { cx: '15', cy: '51', r: '1.6', fill: '#0f1f3a' } },
  { tag: 'circle', attributes: { cx: '27', cy: '51', r: '4', fill: '#e2e8f0' } },
  { tag: 'circle', attributes: { cx: '27', cy: '51', r: '1.6', fill: '#0f1f3a' } },
  { tag: 'circle', attributes: { cx: '43', cy: '51', r: '4', fill: '#e2e8f0' } },
  { tag: 'circle', attributes: { cx: '43', cy: '51', r: '1.6', fill: '#0f1f3a' } },
];
