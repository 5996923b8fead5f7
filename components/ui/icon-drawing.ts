import { createElement, type ReactElement, type SVGProps } from 'react';

/** An icon as lucide draws it: its name and its elements on a 24 × 24 grid. */
export type IconDrawing = readonly [name: string, elements: readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[]];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
}

/**
 * Draws an icon the way lucide-react does (same attributes, hidden from
 * assistive technology unless labelled), without its runtime, which would
 * cost every page about 1.7 KB of gzipped script. Client components import
 * their icons from components/ui/icons/<name>.ts, one module each, written
 * from lucide-react's drawings by `npm run media:icons`; server components import
 * lucide-react directly, which ships nothing to the browser.
 * components/ui/icons.test.tsx checks every icon draws as lucide-react's
 * does, and tests/unit/client-icons.test.ts keeps lucide-react out of every
 * module a client component reaches.
 */
export function drawIcon([name, elements]: IconDrawing, { size = 24, strokeWidth = 2, className, children, ...rest }: IconProps): ReactElement {
  const labelled = children !== undefined || Object.keys(rest).some((key) => key === 'title' || key === 'role' || key.startsWith('aria-'));
  return createElement(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: size,
      height: size,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
      ...(labelled ? {} : { 'aria-hidden': 'true' }),
      ...rest,
    },
    ...elements.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes })),
    children,
  );
}
