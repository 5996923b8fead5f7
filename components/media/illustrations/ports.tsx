import type { SVGProps } from 'react';
import { APC_GREEN, BRAND, LED_GREEN } from '@/lib/illustrations/palette';
import type { Rect } from '@/lib/illustrations/port-layout';
import { EDGE } from './parts';

/**
 * Front-panel connectors drawn inside a layout rectangle, so a port grid
 * from lib/illustrations/port-layout.ts can place any number of them.
 */

type PartProps = { rect: Rect } & Omit<SVGProps<SVGGElement>, 'x' | 'y' | 'width' | 'height'>;

/** Empty SFP cage: a pressed-metal frame around a dark opening with the latch tab on top. */
export function SfpCage({ rect, ...rest }: PartProps) {
  const { x, y, width: w, height: h } = rect;
  const t = Math.max(1, w * 0.1);
  return (
    <g {...rest}>
      <rect x={x} y={y} width={w} height={h} rx={1} fill={BRAND.line} {...EDGE} />
      <rect x={x + t} y={y + t} width={w - 2 * t} height={h - 2 * t} fill={BRAND.navy950} />
      <rect x={x + t} y={y + t} width={w - 2 * t} height={(h - 2 * t) * 0.3} fill={BRAND.navy800} />
      <rect x={x + w * 0.35} y={y + t * 0.25} width={w * 0.3} height={t * 0.5} fill={BRAND.inkMuted} />
    </g>
  );
}

/** RJ45 jack with its key notch and the two link LEDs; drawn narrower it is an RJ11 phone jack. */
export function Rj45({ rect, ...rest }: PartProps) {
  const { x, y, width: w, height: h } = rect;
  const t = Math.max(1, w * 0.09);
  const ix = x + t;
  const iy = y + t;
  const iw = w - 2 * t;
  const ih = h - 2 * t;
  const notch = iw * 0.36;
  return (
    <g {...rest}>
      <rect x={x} y={y} width={w} height={h} rx={1} fill={BRAND.line} {...EDGE} />
      <path
        d={`M${ix},${iy} h${iw} v${ih * 0.72} h${-(iw - notch) / 2} v${ih * 0.28} h${-notch} v${-ih * 0.28} h${-(iw - notch) / 2}z`}
        fill={BRAND.navy950}
      />
      <rect x={ix + iw * 0.15} y={iy + ih * 0.12} width={iw * 0.7} height={ih * 0.14} fill={BRAND.amber500} opacity={0.7} />
      <rect x={x + t * 0.4} y={y + t * 0.3} width={w * 0.16} height={t * 0.7} fill={LED_GREEN} />
      <rect x={x + w - t * 0.4 - w * 0.16} y={y + t * 0.3} width={w * 0.16} height={t * 0.7} fill={BRAND.amber500} />
    </g>
  );
}

/** SC adapter seen end-on: square housing, coloured body (green for APC), ferrule bore. */
export function ScAdapter({ rect, color = APC_GREEN, ...rest }: PartProps & { color?: string }) {
  const { x, y, width: w, height: h } = rect;
  const t = Math.max(1, w * 0.12);
  return (
    <g {...rest}>
      <rect x={x} y={y} width={w} height={h} rx={1.2} fill={BRAND.inkMuted} {...EDGE} />
      <rect x={x + t} y={y + t} width={w - 2 * t} height={h - 2 * t} rx={1} fill={color} />
      <rect x={x + t} y={y + t} width={w - 2 * t} height={(h - 2 * t) * 0.35} rx={1} fill={BRAND.surface} opacity={0.25} />
      <rect x={x + w * 0.36} y={y + h * 0.3} width={w * 0.28} height={h * 0.4} rx={w * 0.1} fill={BRAND.navy950} />
      <circle cx={x + w / 2} cy={y + h / 2} r={Math.min(w, h) * 0.08} fill={BRAND.surface} />
    </g>
  );
}
