import type { ReactNode } from 'react';
import { BRAND } from '@/lib/illustrations/palette';
import { spreadEvenly, type Rect } from '@/lib/illustrations/port-layout';
import { EDGE, GroundShadow, Label, Slab, Solid, type Ids } from './parts';

/**
 * Parts shared by the handheld test instruments (OTDR, meters, sources,
 * inspector) so the Deviser range reads as one family.
 */

/**
 * A handheld housing: ground shadow, test ports on the top edge (one per
 * dust-cap colour), the body, its contents, then the corner bumpers.
 */
export function Instrument({
  ids,
  body,
  radius,
  depth,
  ports,
  children,
}: {
  ids: Ids;
  body: Rect;
  radius: number;
  depth: number;
  ports: readonly string[];
  children: ReactNode;
}) {
  const portXs = ports.length > 0 ? spreadEvenly(ports.length, body.x + radius, body.x + body.width * 0.62) : [];
  return (
    <>
      <GroundShadow ids={ids} cx={body.x + body.width / 2 + depth * 0.3} cy={body.y + body.height + 2} rx={body.width * 0.62 + 20} ry={18} />
      {ports.map((color, i) => (
        <InstrumentPort key={i} ids={ids} x={portXs[i]! - 13} top={body.y} z={depth * 0.3} color={color} />
      ))}
      <Slab ids={ids} material="navy" rect={body} radius={radius} depth={depth} />
      {children}
      <BumperCorners rect={body} radius={radius} />
    </>
  );
}

/** A soft rectangular key with a short legend. */
export function LegendKey({ ids, x, y, width, height, legend }: { ids: Ids; x: number; y: number; width: number; height: number; legend: string }) {
  return (
    <g>
      <rect x={x + 0.6} y={y + 1.2} width={width} height={height} rx={height / 2.6} fill={BRAND.navy950} opacity={0.4} />
      <rect x={x} y={y} width={width} height={height} rx={height / 2.6} fill={ids.url('knob')} {...EDGE} />
      <Label x={x + width / 2} y={y + height / 2 + 2.4} size={6.5} anchor="middle" color={BRAND.navy800}>
        {legend}
      </Label>
    </g>
  );
}

/** Amber rubber caps on the four corners of a handheld housing. */
export function BumperCorners({ rect, radius }: { rect: Rect; radius: number }) {
  const inset = 3;
  const r = radius - inset;
  const leg = radius + 12;
  const { x, y, width: w, height: h } = rect;
  const corners = [
    `M${x + inset},${y + leg} V${y + radius} A${r},${r} 0 0 1 ${x + radius},${y + inset} H${x + leg}`,
    `M${x + w - leg},${y + inset} H${x + w - radius} A${r},${r} 0 0 1 ${x + w - inset},${y + radius} V${y + leg}`,
    `M${x + w - inset},${y + h - leg} V${y + h - radius} A${r},${r} 0 0 1 ${x + w - radius},${y + h - inset} H${x + w - leg}`,
    `M${x + leg},${y + h - inset} H${x + radius} A${r},${r} 0 0 1 ${x + inset},${y + h - radius} V${y + h - leg}`,
  ];
  return (
    <g data-part="bumpers" fill="none" strokeLinecap="round">
      {corners.map((d) => (
        <g key={d}>
          <path d={d} stroke={BRAND.amber700} strokeWidth={7} />
          <path d={d} stroke={BRAND.amber500} strokeWidth={4.5} transform="translate(-0.6 -0.6)" />
        </g>
      ))}
    </g>
  );
}

/** Four-way navigation pad with a centre key. */
export function Dpad({ ids, cx, cy, r }: { ids: Ids; cx: number; cy: number; r: number }) {
  return (
    <g data-part="dpad">
      <circle cx={cx + 0.8} cy={cy + 1.2} r={r} fill={BRAND.navy950} opacity={0.4} />
      <circle cx={cx} cy={cy} r={r} fill={ids.url('knob')} {...EDGE} />
      <circle cx={cx} cy={cy} r={r * 0.42} fill={BRAND.surfaceAlt} {...EDGE} />
      {[0, 90, 180, 270].map((angle) => (
        <path
          key={angle}
          d={`M${cx},${cy - r * 0.86} l${r * 0.12},${r * 0.16} h${-r * 0.24}z`}
          fill={BRAND.inkMuted}
          transform={`rotate(${angle} ${cx} ${cy})`}
        />
      ))}
    </g>
  );
}

/** An optical test port standing on the instrument's top edge: adapter body with a coloured dust cap. */
export function InstrumentPort({ ids, x, top, z, color }: { ids: Ids; x: number; top: number; z: number; color: string }) {
  return (
    <g data-part="test-port">
      <Solid ids={ids} material="metal" box={{ x, y: top - 10, z, w: 26, h: 12, d: 20 }} />
      <Solid ids={ids} material="dark" box={{ x: x + 4, y: top - 20, z: z + 4, w: 18, h: 10, d: 12 }} edges={false} />
      <rect x={x + 4} y={top - 20} width={18} height={4.5} fill={color} transform={`translate(${(z + 4) * 0.42} ${-(z + 4) * 0.35})`} />
    </g>
  );
}
