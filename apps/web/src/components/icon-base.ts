import { createElement, type ReactNode, type SVGProps } from 'react';

/** An icon as lucide-react's icon modules describe it: its name and its SVG elements. */
type IconData = { name: string; size?: number; node: Array<[string, Record<string, string>]> };
type IconProps = SVGProps<SVGSVGElement> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
};

const isAccessibleProp = ([name, value]: [string, unknown]) =>
  (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null;

/**
 * lucide-react's `createLucideIcon` without its context provider, alias list and helpers, which this
 * app does not use: the build resolves each icon's `../createLucideIcon.mjs` here (vite.config.ts), for
 * 1 KB less on every worker screen (decision 36). It draws the same SVG as lucide-react's (a test
 * compares them): `lucide lucide-<name>` classes, 24 x 24, round 2 px strokes in the current colour,
 * hidden from assistive technology unless given a name or children.
 */
export default function createLucideIcon(icon: IconData) {
  const viewBoxSize = icon.size ?? 24;
  function LucideIcon({
    size = 24,
    color = 'currentColor',
    strokeWidth = 2,
    absoluteStrokeWidth = false,
    className,
    children,
    ...rest
  }: IconProps) {
    const isNamed = Boolean(children) || Object.entries(rest).some(isAccessibleProp);
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${viewBoxSize} ${viewBoxSize}`,
        fill: 'none',
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * viewBoxSize) / Number(size) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [
          ...new Set(['lucide', `lucide-${icon.name}`, ...(className?.split(/\s+/).filter(Boolean) ?? [])]),
        ].join(' '),
        ...(isNamed ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  }
  return LucideIcon;
}
