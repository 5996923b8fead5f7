import type { SVGProps } from 'react';
import { MARK_VIEWBOX, mark } from '@/lib/brand/mark';

export function LogoMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox={MARK_VIEWBOX} aria-hidden="true" focusable="false" {...props}>
      <rect {...mark.tile} />
      <path d={mark.loop.d} fill="none" stroke={mark.loop.stroke} strokeWidth={mark.loop.strokeWidth} strokeLinecap="round" />
      <path d={mark.core.d} fill="none" stroke={mark.core.stroke} strokeWidth={mark.core.strokeWidth} strokeLinecap="round" />
      <circle {...mark.light} />
    </svg>
  );
}
