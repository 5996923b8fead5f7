import { TIA_598_COLORS, type CableColor, type FiberColor, type IllustrationSpec } from '@/content/catalogue/illustration';
import { assertCount } from './port-layout';
import { round } from './projection';

/**
 * Geometry of a fibre cable's cross-section, in drawing units around a
 * centre. The picture is not to scale (a 250 µm fibre would vanish); it keeps
 * the proportions a technician recognises and every count exact. Colours
 * come from the spec alone: a fibre or tube whose colour the maker does not
 * publish is laid out with none.
 */

type CableSpec = Extract<IllustrationSpec, { kind: 'fiber-cable' }>;

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

export interface Fiber extends Circle {
  /** 1-based position in its tube. */
  position: number;
  /** null: no colour order is published, so none is drawn. */
  color: CableColor | null;
}

export interface Tube extends Circle {
  number: number;
  color: CableColor | null;
  gelFilled: boolean;
  fibers: Fiber[];
}

export interface StrengthRod extends Circle {
  material: 'frp' | 'steel';
}

/** A ring of yarn: round the core of a round cable, round each tube of a flat one. */
export interface YarnBand {
  cx: number;
  cy: number;
  innerR: number;
  outerR: number;
}

export type Outline =
  | { shape: 'round'; cx: number; cy: number; r: number; innerR: number }
  | { shape: 'flat'; x: number; y: number; width: number; height: number };

export interface CableLayout {
  outline: Outline;
  yarn: { material: NonNullable<CableSpec['yarn']>; bands: YarnBand[] } | null;
  /** Central strength member of a stranded cable, with its coating radius. */
  centralMember: (StrengthRod & { coatingR: number }) | null;
  /** Rods embedded in the sheath, or beside the tubes of a flat cable. */
  rods: StrengthRod[];
  /** Dummy rods that complete a stranding ring with few tubes. */
  fillers: Circle[];
  tubes: Tube[];
}

/** Fibre (or tube) at 1-based position n takes TIA-598 colour (n - 1) % 12: the generic order, for ribbons. */
export function fiberColor(position: number): FiberColor {
  assertCount(position, 'fibre position');
  return TIA_598_COLORS[(position - 1) % TIA_598_COLORS.length]!;
}

export function tubeCount(fiberCount: number, fibersPerTube: number): number {
  assertCount(fiberCount, 'fibre count');
  assertCount(fibersPerTube, 'fibres per tube');
  return Math.ceil(fiberCount / fibersPerTube);
}

/** Stranded cables keep at least this many positions; fillers take the spare ones. */
export const MIN_STRANDING_POSITIONS = 6;

/** Centres of `count` equal circles on a ring, the first at twelve o'clock, going clockwise. */
export function ringCentres(count: number, cx: number, cy: number, radius: number): Circle[] {
  assertCount(count, 'ring count');
  return Array.from({ length: count }, (_, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
    return { cx: round(cx + radius * Math.cos(angle)), cy: round(cy + radius * Math.sin(angle)), r: 0 };
  });
}

/**
 * The colour of each of a tube's `count` fibres: the stated order, or none
 * when no order is published. A tube holding more fibres than the order
 * names is an error, never a colour made up.
 */
export function tubeFiberColors(count: number, colors: readonly CableColor[] | null): (CableColor | null)[] {
  assertCount(count, 'fibre count');
  if (colors === null) return Array.from({ length: count }, () => null);
  if (colors.length < count) throw new RangeError(`the colour order names ${colors.length} fibres, the tube holds ${count}`);
  return colors.slice(0, count);
}

/**
 * Fibres inside a tube of inner radius `tubeR`: concentric rings filled from
 * the outside, fibre 1 at the top of the outer ring, numbering clockwise, so
 * the colour order reads round the tube like a technician counts it.
 */
export function layoutFibers(count: number, cx: number, cy: number, tubeR: number, colors: readonly CableColor[] | null = null): Fiber[] {
  const colorOf = tubeFiberColors(count, colors);
  const fiber = (position: number, x: number, y: number, r: number): Fiber => ({
    cx: round(x),
    cy: round(y),
    r: round(r),
    position,
    color: colorOf[position - 1] ?? null,
  });

  if (count === 1) return [fiber(1, cx, cy, tubeR * 0.34)];

  // Spacing between centres as a multiple of the fibre radius.
  const pitch = 2.2;
  for (let r = tubeR * 0.3; r > tubeR * 0.005; r *= 0.97) {
    const rings: { radius: number; capacity: number }[] = [];
    let total = 0;
    for (let k = 0; total < count; k += 1) {
      const radius = tubeR - r * (1.15 + pitch * k);
      if (radius < -1e-9) break;
      // Neighbours on a ring are a chord apart, not an arc.
      const half = (pitch * r) / (2 * radius);
      const capacity = radius <= 0 || half >= 1 ? 1 : Math.floor(Math.PI / Math.asin(half) + 1e-9);
      rings.push({ radius: Math.max(radius, 0), capacity });
      total += capacity;
    }
    if (total < count) continue;

    const fibers: Fiber[] = [];
    let remaining = count;
    let remainingCapacity = total;
    for (const ring of rings) {
      const take = Math.min(ring.capacity, remaining, Math.ceil((remaining * ring.capacity) / remainingCapacity));
      remainingCapacity -= ring.capacity;
      if (take === 0) continue;
      for (const centre of ringCentres(take, cx, cy, ring.radius)) {
        fibers.push(fiber(1 + fibers.length, centre.cx, centre.cy, r));
      }
      remaining -= take;
    }
    return fibers;
  }
  throw new RangeError(`cannot fit ${count} fibres in a tube`);
}

/** Share of a round cable's radius taken by the sheath: thicker when rods are embedded in it. */
const SHEATH = { withRods: 0.26, plain: 0.14 } as const;
/** Yarn band width as a share of the radius (round) or of the height (flat). */
const YARN_WIDTH = 0.07;

/**
 * Lays the cable out inside a circle of radius `size`; a flat cable is
 * `size` high and as wide as its tubes and rods need.
 */
export function layoutCable(spec: CableSpec, cx: number, cy: number, size: number): CableLayout {
  const tubes = tubeCount(spec.fiberCount, spec.fibersPerTube);
  const fibersIn = (tube: number) => Math.min(spec.fibersPerTube, spec.fiberCount - (tube - 1) * spec.fibersPerTube);
  const tubeColor = (number: number): CableColor | null => spec.tubeColors?.[(number - 1) % spec.tubeColors.length] ?? null;
  const fillTube = (number: number, c: Circle): Tube => ({
    cx: round(c.cx),
    cy: round(c.cy),
    r: round(c.r),
    number,
    color: tubeColor(number),
    gelFilled: spec.gelFilled,
    fibers: layoutFibers(fibersIn(number), c.cx, c.cy, c.r * 0.86, spec.fiberColors),
  });
  if (spec.rods?.placement === 'sheath') assertCount(spec.rods.count, 'rod count');

  if (spec.construction === 'flat') return layoutFlat(spec, tubes, fillTube, cx, cy, size);

  if ((spec.construction === 'unitube' || spec.construction === 'drop') && tubes !== 1) {
    throw new RangeError(`a ${spec.construction} cable has one tube, not ${tubes}`);
  }
  const sheathRods = spec.rods?.placement === 'sheath' ? spec.rods : null;
  const sheath = size * (sheathRods ? SHEATH.withRods : SHEATH.plain);
  const innerR = size - sheath;
  const outline: Outline = { shape: 'round', cx, cy, r: size, innerR: round(innerR) };
  const yarnWidth = spec.yarn ? size * YARN_WIDTH : 0;
  const coreR = innerR - yarnWidth;
  const yarn = spec.yarn ? { material: spec.yarn, bands: [{ cx, cy, innerR: round(coreR), outerR: round(innerR) }] } : null;
  // Rods in the sheath start at three o'clock and share the ring evenly: one sits at the side, two face each other.
  const rods: StrengthRod[] = sheathRods
    ? Array.from({ length: sheathRods.count }, (_, i) => {
        const angle = (2 * Math.PI * i) / sheathRods.count;
        const radius = size - sheath / 2;
        return { cx: round(cx + radius * Math.cos(angle)), cy: round(cy + radius * Math.sin(angle)), r: round(size * 0.075), material: sheathRods.material };
      })
    : [];
  const base = { outline, yarn, rods, centralMember: null, fillers: [] };

  if (tubes === 1) return { ...base, tubes: [fillTube(1, { cx, cy, r: coreR * 0.9 })] };

  if (spec.rods?.placement !== 'central') {
    // Tubes round an empty centre: two tubes lie one above the other, between the sheath's rods.
    const s = Math.sin(Math.PI / tubes);
    const tubeR = ((coreR * s) / (1 + s)) * 0.96;
    const ringR = coreR - tubeR * 1.03;
    return { ...base, tubes: ringCentres(tubes, cx, cy, ringR).map((slot, i) => fillTube(i + 1, { ...slot, r: tubeR })) };
  }

  const positions = Math.max(tubes, MIN_STRANDING_POSITIONS);
  const s = Math.sin(Math.PI / positions);
  const tubeR = ((coreR * s) / (1 + s)) * 0.96;
  const ringR = coreR - tubeR * 1.03;
  const coatingR = ringR - tubeR * 1.06;
  const centralMember = {
    cx,
    cy,
    r: round(Math.min(coatingR, tubeR * 0.85)),
    coatingR: round(coatingR),
    material: spec.rods.material,
  };
  const slots = ringCentres(positions, cx, cy, ringR);
  return {
    ...base,
    centralMember,
    tubes: slots.slice(0, tubes).map((slot, i) => fillTube(i + 1, { ...slot, r: tubeR })),
    fillers: slots.slice(tubes).map((slot) => ({ ...slot, r: round(tubeR) })),
  };
}

/**
 * A flat cable: its tubes in a row with the rods beside them, one rod at the
 * right of the tubes, two or more shared between both sides, all in a
 * sheath with rounded ends that hugs the row.
 */
function layoutFlat(spec: CableSpec, tubes: number, fillTube: (number: number, c: Circle) => Tube, cx: number, cy: number, height: number): CableLayout {
  if (spec.rods?.placement === 'central') throw new RangeError('a flat cable has no central member');
  const rodCount = spec.rods?.count ?? 0;
  const tubeR = height * 0.34;
  const rodR = height * 0.13;
  const gap = height * 0.1;
  const yarnWidth = spec.yarn ? height * YARN_WIDTH : 0;
  const left = Math.floor(rodCount / 2);
  const items: { kind: 'rod' | 'tube'; r: number }[] = [
    ...Array.from({ length: left }, () => ({ kind: 'rod' as const, r: rodR })),
    ...Array.from({ length: tubes }, () => ({ kind: 'tube' as const, r: tubeR })),
    ...Array.from({ length: rodCount - left }, () => ({ kind: 'rod' as const, r: rodR })),
  ];
  const span = items.reduce((sum, item) => sum + item.r * 2, 0) + gap * (items.length - 1);
  const width = span + height * 0.44;
  const outline: Outline = { shape: 'flat', x: round(cx - width / 2), y: round(cy - height / 2), width: round(width), height: round(height) };

  let x = cx - span / 2;
  const rods: StrengthRod[] = [];
  const placed: Tube[] = [];
  const bands: YarnBand[] = [];
  for (const item of items) {
    const centre = x + item.r;
    if (item.kind === 'rod') {
      rods.push({ cx: round(centre), cy: round(cy), r: round(rodR), material: spec.rods?.material ?? 'frp' });
    } else {
      placed.push(fillTube(placed.length + 1, { cx: centre, cy, r: tubeR - yarnWidth }));
      if (spec.yarn) bands.push({ cx: round(centre), cy: round(cy), innerR: round(tubeR - yarnWidth), outerR: round(tubeR) });
    }
    x += item.r * 2 + gap;
  }
  return {
    outline,
    yarn: spec.yarn ? { material: spec.yarn, bands } : null,
    centralMember: null,
    rods,
    fillers: [],
    tubes: placed,
  };
}

/**
 * Short strokes filling a band, the texture of aramid yarn. Deterministic so
 * the markup is identical on every build.
 */
export function yarnStrands(
  cx: number,
  cy: number,
  innerR: number,
  outerR: number,
  count: number,
): { x1: number; y1: number; x2: number; y2: number }[] {
  assertCount(count, 'strand count');
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: count }, (_, i) => {
    const angle = (2 * Math.PI * (i + random() * 0.8)) / count;
    const radius = innerR + (outerR - innerR) * (0.2 + random() * 0.6);
    const length = (outerR - innerR) * 0.9;
    const tilt = angle + Math.PI / 2 + (random() - 0.5) * 0.9;
    const x = cx + radius * Math.cos(angle);
    const y = cy + radius * Math.sin(angle);
    return {
      x1: round(x - (Math.cos(tilt) * length) / 2),
      y1: round(y - (Math.sin(tilt) * length) / 2),
      x2: round(x + (Math.cos(tilt) * length) / 2),
      y2: round(y + (Math.sin(tilt) * length) / 2),
    };
  });
}

/** A number for path data to a tenth of a drawing unit, '-0' as '0'. */
const tenth = (v: number) => String(Math.round(v * 10) / 10 || 0);

/**
 * The strands as one path's data, each a move and a relative line to a
 * tenth of a unit: 'M306 172.3l1.4 7.4M…'. One element instead of one per
 * strand keeps a cable's page small: the drawing is in its HTML and again
 * in its hydration payload.
 */
export function strandsPath(strands: readonly { x1: number; y1: number; x2: number; y2: number }[]): string {
  const pair = (x: number, y: number) => `${tenth(x)}${y < 0 && tenth(y) !== '0' ? '' : ' '}${tenth(y)}`;
  return strands.map((s) => `M${pair(s.x1, s.y1)}l${pair(s.x2 - s.x1, s.y2 - s.y1)}`).join('');
}
