import type { ReactNode, SVGProps } from 'react';
import { LINE_WIDTH } from '@/lib/illustrations/canvas';
import { cylinderOutline, extrudedOutline } from '@/lib/illustrations/extrude';
import { boxFaces, prismFaces, toPoints, type Box3, type Point } from '@/lib/illustrations/projection';
import { BRAND } from '@/lib/illustrations/palette';
import type { Rect } from '@/lib/illustrations/port-layout';

/**
 * The shared visual language of the product illustrations: materials lit
 * from the top left, one outline weight, a soft ground shadow. Kind files
 * compose these parts and never pick their own lighting.
 */

export interface Ids {
  id(name: string): string;
  url(name: string): string;
}

/** useId output is made safe for url(#…) references in any renderer. */
export function createIds(reactId: string): Ids {
  const prefix = `ill${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  return {
    id: (name) => `${prefix}-${name}`,
    url: (name) => `url(#${prefix}-${name})`,
  };
}

/**
 * The drawings' lettering: the system's own sans-serif. Not the site's web
 * font: a drawing served as a file cannot use it, and a drawing inline in a
 * page (the product hero) must not make a first view fetch it.
 */
export const FONT = "'Segoe UI', system-ui, sans-serif";

export const EDGE = {
  stroke: BRAND.navy950,
  strokeOpacity: 0.45,
  strokeWidth: LINE_WIDTH,
  strokeLinejoin: 'round',
} as const satisfies SVGProps<SVGElement>;

export type Material = 'navy' | 'light' | 'metal' | 'dark' | 'amber';
type Face = 'top' | 'front' | 'side';

/** [from, to] per face; the gradient runs from the lit top-left to the bottom-right. */
const MATERIALS: Record<Material, Record<Face, readonly [string, string]>> = {
  navy: {
    top: [BRAND.blue600, BRAND.navy700],
    front: [BRAND.navy700, BRAND.navy900],
    side: [BRAND.navy900, BRAND.navy950],
  },
  light: {
    top: [BRAND.surface, BRAND.surfaceAlt],
    front: [BRAND.surfaceAlt, BRAND.surfaceSunken],
    side: [BRAND.line, BRAND.onDarkMuted],
  },
  metal: {
    top: [BRAND.surface, BRAND.line],
    front: [BRAND.surfaceSunken, BRAND.onDarkMuted],
    side: [BRAND.onDarkMuted, BRAND.inkMuted],
  },
  dark: {
    top: [BRAND.navy800, BRAND.navy900],
    front: [BRAND.navy900, BRAND.navy950],
    side: [BRAND.navy950, BRAND.navy950],
  },
  amber: {
    top: [BRAND.amber500, BRAND.amber500],
    front: [BRAND.amber500, BRAND.amber700],
    side: [BRAND.amber700, BRAND.amber700],
  },
};

const FACES: readonly Face[] = ['top', 'front', 'side'];

/** [base, highlight, shade] across a cylinder lit from above. */
const CYLINDERS = {
  navy: [BRAND.navy800, BRAND.blue600, BRAND.navy950],
  dark: [BRAND.navy900, BRAND.navy700, BRAND.navy950],
  metal: [BRAND.line, BRAND.surface, BRAND.inkMuted],
  amber: [BRAND.amber500, BRAND.surface, BRAND.amber700],
} as const satisfies Partial<Record<Material, readonly [string, string, string]>>;

export function fill(ids: Ids, material: Material, face: Face = 'front'): string {
  return ids.url(`${material}-${face}`);
}

export function SharedDefs({ ids }: { ids: Ids }) {
  return (
    <defs>
      {(Object.keys(MATERIALS) as Material[]).flatMap((material) =>
        FACES.map((face) => {
          const [from, to] = MATERIALS[material][face];
          return (
            <linearGradient key={`${material}-${face}`} id={ids.id(`${material}-${face}`)} x1="0" y1="0" x2="0.7" y2="1">
              <stop offset="0" stopColor={from} />
              <stop offset="1" stopColor={to} />
            </linearGradient>
          );
        }),
      )}
      <linearGradient id={ids.id('screen')} x1="0" y1="0" x2="0.4" y2="1">
        <stop offset="0" stopColor={BRAND.navy800} />
        <stop offset="1" stopColor={BRAND.navy950} />
      </linearGradient>
      <linearGradient id={ids.id('lcd')} x1="0" y1="0" x2="0.4" y2="1">
        <stop offset="0" stopColor={BRAND.surface} />
        <stop offset="1" stopColor={BRAND.cyan100} />
      </linearGradient>
      <linearGradient id={ids.id('sheen')} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={BRAND.surface} stopOpacity="0.22" />
        <stop offset="0.45" stopColor={BRAND.surface} stopOpacity="0.06" />
        <stop offset="0.46" stopColor={BRAND.surface} stopOpacity="0" />
      </linearGradient>
      {(Object.keys(CYLINDERS) as (keyof typeof CYLINDERS)[]).map((material) => {
        const [base, light, dark] = CYLINDERS[material];
        return (
          <linearGradient key={material} id={ids.id(`cyl-${material}`)} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={base} />
            <stop offset="0.28" stopColor={light} />
            <stop offset="0.62" stopColor={base} />
            <stop offset="1" stopColor={dark} />
          </linearGradient>
        );
      })}
      <radialGradient id={ids.id('shadow')}>
        <stop offset="0" stopColor={BRAND.navy950} stopOpacity="0.32" />
        <stop offset="0.6" stopColor={BRAND.navy950} stopOpacity="0.12" />
        <stop offset="1" stopColor={BRAND.navy950} stopOpacity="0" />
      </radialGradient>
      <radialGradient id={ids.id('glow')}>
        <stop offset="0" stopColor={BRAND.cyan400} stopOpacity="0.9" />
        <stop offset="1" stopColor={BRAND.cyan400} stopOpacity="0" />
      </radialGradient>
      <radialGradient id={ids.id('knob')} cx="0.35" cy="0.3" r="0.75">
        <stop offset="0" stopColor={BRAND.surface} />
        <stop offset="1" stopColor={BRAND.line} />
      </radialGradient>
      <radialGradient id={ids.id('knob-amber')} cx="0.35" cy="0.3" r="0.75">
        <stop offset="0" stopColor={BRAND.amber500} />
        <stop offset="1" stopColor={BRAND.amber700} />
      </radialGradient>
    </defs>
  );
}

/** A box with its three visible faces shaded and a catch-light on the front top edge. */
export function Solid({
  box,
  material,
  ids,
  edges = true,
  ...rest
}: { box: Box3; material: Material; ids: Ids; edges?: boolean } & SVGProps<SVGGElement>) {
  const faces = boxFaces(box);
  const stroke = edges ? EDGE : {};
  return (
    <g {...rest}>
      {box.d > 0 ? (
        <>
          <polygon points={toPoints(faces.top)} fill={fill(ids, material, 'top')} {...stroke} />
          <polygon points={toPoints(faces.side)} fill={fill(ids, material, 'side')} {...stroke} />
        </>
      ) : null}
      <polygon points={toPoints(faces.front)} fill={fill(ids, material, 'front')} {...stroke} />
      <line
        x1={faces.front[0][0] + 1}
        y1={faces.front[0][1] + 0.8}
        x2={faces.front[1][0] - 1}
        y2={faces.front[1][1] + 0.8}
        stroke={BRAND.surface}
        strokeOpacity={material === 'light' || material === 'metal' ? 0.9 : 0.28}
        strokeWidth={LINE_WIDTH * 0.8}
      />
    </g>
  );
}

/**
 * A solid from a front profile (first edge along the top) pushed back by depth;
 * chamfered profiles read as moulded housings rather than boxes.
 */
export function Prism({
  profile,
  z = 0,
  depth,
  material,
  ids,
  ...rest
}: { profile: readonly Point[]; z?: number; depth: number; material: Material; ids: Ids } & SVGProps<SVGGElement>) {
  const faces = prismFaces(profile, z, depth);
  const front = faces[faces.length - 1]!.points;
  const [a, b] = [front[0]!, front[1]!];
  return (
    <g {...rest}>
      {faces.map((face, i) => (
        <polygon key={i} points={toPoints(face.points)} fill={fill(ids, material, face.facing)} {...EDGE} />
      ))}
      <line
        x1={a[0] + 1}
        y1={a[1] + 0.8}
        x2={b[0] - 1}
        y2={b[1] + 0.8}
        stroke={BRAND.surface}
        strokeOpacity={material === 'light' || material === 'metal' ? 0.9 : 0.28}
        strokeWidth={LINE_WIDTH * 0.8}
      />
    </g>
  );
}

/** A cylinder lying along x, shaded across its width, with its right-hand end cap. */
export function Cylinder({
  ids,
  x,
  length,
  cy,
  cz = 0,
  r,
  material,
  ...rest
}: { ids: Ids; x: number; length: number; cy: number; cz?: number; r: number; material: keyof typeof CYLINDERS } & SVGProps<SVGGElement>) {
  const { body, cap } = cylinderOutline(x, length, cy, cz, r);
  return (
    <g {...rest}>
      <path d={body} fill={ids.url(`cyl-${material}`)} {...EDGE} />
      <path d={cap} fill={fill(ids, material, 'side')} {...EDGE} />
    </g>
  );
}

/** A rounded slab: an instrument body seen front-on with its depth showing. */
export function Slab({
  rect,
  radius,
  depth,
  material,
  ids,
  children,
  ...rest
}: { rect: Rect; radius: number; depth: number; material: Material; ids: Ids; children?: ReactNode } & SVGProps<SVGGElement>) {
  return (
    <g {...rest}>
      <path d={extrudedOutline(rect, radius, depth)} fill={fill(ids, material, 'side')} {...EDGE} />
      <rect {...rect} rx={radius} fill={fill(ids, material, 'front')} {...EDGE} />
      <rect
        x={rect.x + 1.5}
        y={rect.y + 1.5}
        width={rect.width - 3}
        height={rect.height - 3}
        rx={Math.max(0, radius - 1.5)}
        fill="none"
        stroke={BRAND.surface}
        strokeOpacity={material === 'light' || material === 'metal' ? 0.8 : 0.16}
        strokeWidth={LINE_WIDTH}
      />
      {children}
    </g>
  );
}

export function GroundShadow({ ids, cx, cy, rx, ry }: { ids: Ids; cx: number; cy: number; rx: number; ry: number }) {
  return <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill={ids.url('shadow')} />;
}

/** Dark glass with a sheen across its upper left. */
export function Screen({ ids, rect, radius = 3, children }: { ids: Ids; rect: Rect; radius?: number; children?: ReactNode }) {
  return (
    <g data-part="screen">
      <rect {...rect} rx={radius} fill={ids.url('screen')} {...EDGE} />
      {children}
      <rect {...rect} rx={radius} fill={ids.url('sheen')} />
    </g>
  );
}

export function Label({
  x,
  y,
  size = 8,
  color = BRAND.inkMuted,
  anchor = 'start',
  weight = 600,
  children,
  ...rest
}: {
  x: number;
  y: number;
  size?: number;
  color?: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: number;
  children: ReactNode;
} & Omit<SVGProps<SVGTextElement>, 'x' | 'y'>) {
  return (
    <text
      x={x}
      y={y}
      fontFamily={FONT}
      fontSize={size}
      fontWeight={weight}
      fill={color}
      textAnchor={anchor}
      letterSpacing={size > 9 ? 0 : 0.4}
      {...rest}
    >
      {children}
    </text>
  );
}

/** An indicator LED; an unlit one shows as a dark lens with a rim. */
export function Led({ cx, cy, color, r = 2.2, lit = true }: { cx: number; cy: number; color: string; r?: number; lit?: boolean }) {
  if (!lit) {
    return (
      <g data-part="led" data-lit="false">
        <circle cx={cx} cy={cy} r={r} fill={BRAND.navy950} stroke={BRAND.onDarkMuted} strokeOpacity={0.5} strokeWidth={0.6} />
      </g>
    );
  }
  return (
    <g data-part="led">
      <circle cx={cx} cy={cy} r={r * 2.2} fill={color} opacity={0.18} />
      <circle cx={cx} cy={cy} r={r} fill={color} stroke={BRAND.navy950} strokeOpacity={0.35} strokeWidth={0.6} />
      <circle cx={cx - r * 0.3} cy={cy - r * 0.35} r={r * 0.35} fill={BRAND.surface} opacity={0.8} />
    </g>
  );
}

/** A round key cap, light or amber. */
export function Key({ ids, cx, cy, r, amber = false }: { ids: Ids; cx: number; cy: number; r: number; amber?: boolean }) {
  return (
    <g>
      <circle cx={cx + 0.6} cy={cy + 1} r={r} fill={BRAND.navy950} opacity={0.35} />
      <circle cx={cx} cy={cy} r={r} fill={ids.url(amber ? 'knob-amber' : 'knob')} {...EDGE} />
    </g>
  );
}

export function Screw({ cx, cy, r = 2.4 }: { cx: number; cy: number; r?: number }) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={r} fill={BRAND.line} stroke={BRAND.navy950} strokeOpacity={0.45} strokeWidth={0.7} />
      <line x1={cx - r * 0.6} y1={cy} x2={cx + r * 0.6} y2={cy} stroke={BRAND.inkMuted} strokeWidth={0.8} />
    </g>
  );
}
