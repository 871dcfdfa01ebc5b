import { render } from '@testing-library/react';
import { ArrowLeftIcon, CheckIcon } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { describe, expect, it } from 'vitest';
import createLucideIcon from './icon-base';

// The icons' data as lucide-react 1.x writes it in dist/esm/icons/arrow-left.mjs and check.mjs.
const ArrowLeft = createLucideIcon({
  name: 'arrow-left',
  size: 24,
  node: [
    ['path', { d: 'm12 19-7-7 7-7', key: '1l729n' }],
    ['path', { d: 'M19 12H5', key: 'x3x0zl' }],
  ],
});
const Check = createLucideIcon({ name: 'check', size: 24, node: [['path', { d: 'M20 6 9 17l-5-5', key: '1gmf2c' }]] });

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number; absoluteStrokeWidth?: boolean }>;

/** The SVG an icon draws: its attributes (in any order) and its children's markup. */
function drawn(Component: Icon, props: SVGProps<SVGSVGElement> & { size?: number; absoluteStrokeWidth?: boolean }) {
  const { container } = render(<Component {...props} />);
  const svg = container.querySelector('svg')!;
  const attributes = Object.fromEntries([...svg.attributes].map((attribute) => [attribute.name, attribute.value]));
  return { attributes, children: svg.innerHTML };
}

const cases: Array<[string, SVGProps<SVGSVGElement> & { size?: number; absoluteStrokeWidth?: boolean }]> = [
  ['no props', {}],
  ['a class and aria-hidden', { className: 'size-4 shrink-0 rtl:-scale-x-100', 'aria-hidden': 'true' }],
  ['a name, so not hidden', { 'aria-label': 'Done', role: 'img' }],
  ['a size, colour and stroke', { size: 16, color: 'red', strokeWidth: 3 }],
  ['an absolute stroke width', { size: 48, absoluteStrokeWidth: true }],
  ['a repeated class', { className: 'lucide extra extra' }],
];

describe("the app's createLucideIcon", () => {
  it.each(cases)("draws the same SVG as lucide-react's, with %s", (_, props) => {
    expect(drawn(ArrowLeft, props)).toEqual(drawn(ArrowLeftIcon as Icon, props));
    expect(drawn(Check, props)).toEqual(drawn(CheckIcon as Icon, props));
  });
});
