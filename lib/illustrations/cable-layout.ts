import { TIA_598_COLORS, type FiberColor, type IllustrationSpec } from '@/content/catalogue/illustration';
import { assertCount } from './port-layout';
import { round } from './projection';

/**
 * Geometry of a fibre cable's cross-section, in drawing units around a
 * centre. The picture is not to scale (a 250 µm fibre would vanish); it keeps
 * the proportions a technician recognises and every count exact.
 */

type CableSpec = Extract<IllustrationSpec, { kind: 'fiber-cable' }>;

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

export interface Fiber extends Circle {
  /** 1-based position in its tube (or in the cable when it has no tubes). */
  position: number;
  color: FiberColor;
}

export interface Tube extends Circle {
  number: number;
  color: FiberColor;
  fibers: Fiber[];
}

export interface StrengthRod extends Circle {
  material: 'frp' | 'steel';
}

export type Outline =
  | { shape: 'round'; cx: number; cy: number; r: number; innerR: number }
  | {
      shape: 'flat';
      x: number;
      y: number;
      width: number;
      height: number;
      /** Tear notches top and bottom, as on FTTH drop cable. */
      notched: boolean;
    };

export interface CableLayout {
  outline: Outline;
  /** Aramid yarn band between core and sheath. */
  yarn: { cx: number; cy: number; innerR: number; outerR: number } | null;
  /** Central strength member of a stranded cable, with its coating radius. */
  centralMember: (StrengthRod & { coatingR: number }) | null;
  rods: StrengthRod[];
  /** Dummy rods that complete a stranding ring with few tubes. */
  fillers: Circle[];
  tubes: Tube[];
  /** Tight fibres lying straight in the sheath (drop cable). */
  looseFibers: Fiber[];
}

/** Fibre (or tube) at 1-based position n takes TIA-598 colour (n - 1) % 12. */
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
 * Fibres inside a tube of inner radius `tubeR`: concentric rings filled from
 * the outside, fibre 1 at the top of the outer ring, numbering clockwise, so
 * the colour order reads round the tube like a technician counts it.
 */
export function layoutFibers(count: number, cx: number, cy: number, tubeR: number, firstPosition = 1): Fiber[] {
  assertCount(count, 'fibre count');
  const fiber = (position: number, x: number, y: number, r: number): Fiber => ({
    cx: round(x),
    cy: round(y),
    r: round(r),
    position,
    color: fiberColor(position),
  });

  if (count === 1) return [fiber(firstPosition, cx, cy, tubeR * 0.34)];

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
        fibers.push(fiber(firstPosition + fibers.length, centre.cx, centre.cy, r));
      }
      remaining -= take;
    }
    return fibers;
  }
  throw new RangeError(`cannot fit ${count} fibres in a tube`);
}

/** Lays the cable out inside a circle of radius `size` (flat cables use its width). */
export function layoutCable(spec: CableSpec, cx: number, cy: number, size: number): CableLayout {
  const tubes = tubeCount(spec.fiberCount, spec.fibersPerTube);
  const rodMaterial: StrengthRod['material'] = spec.strengthMember === 'steel' ? 'steel' : 'frp';
  const empty = { yarn: null, centralMember: null, rods: [], fillers: [], tubes: [], looseFibers: [] };

  const fillTube = (number: number, c: Circle, fiberTotal: number): Tube => ({
    cx: round(c.cx),
    cy: round(c.cy),
    r: round(c.r),
    number,
    color: fiberColor(number),
    fibers: layoutFibers(fiberTotal, c.cx, c.cy, c.r * 0.86),
  });
  const fibersIn = (tube: number) => Math.min(spec.fibersPerTube, spec.fiberCount - (tube - 1) * spec.fibersPerTube);

  if (spec.construction === 'flat' || spec.construction === 'drop') {
    const drop = spec.construction === 'drop';
    const width = size * 2;
    const height = drop ? size * 1.3 : size;
    const outline: Outline = {
      shape: 'flat',
      x: round(cx - width / 2),
      y: round(cy - height / 2),
      width: round(width),
      height: round(height),
      notched: drop,
    };
    const rodR = height * (drop ? 0.13 : 0.16);
    const rodX = width / 2 - height * (drop ? 0.3 : 0.36);
    const rods: StrengthRod[] = [-1, 1].map((side) => ({
      cx: round(cx + side * rodX),
      cy: round(cy),
      r: round(rodR),
      material: rodMaterial,
    }));
    // The fibres live between the rods, clear of them.
    const coreHalfWidth = rodX - rodR * 1.4;

    if (drop) {
      // Drop cable fibres lie side by side between the notches when they fit in a row.
      const fiberR = height * 0.09;
      const pitch = fiberR * 2.4;
      if (spec.fiberCount * pitch <= coreHalfWidth * 2) {
        const looseFibers = Array.from({ length: spec.fiberCount }, (_, i) => ({
          cx: round(cx + (i - (spec.fiberCount - 1) / 2) * pitch),
          cy: round(cy),
          r: round(fiberR),
          position: i + 1,
          color: fiberColor(i + 1),
        }));
        return { ...empty, outline, rods, looseFibers };
      }
      return { ...empty, outline, rods, looseFibers: layoutFibers(spec.fiberCount, cx, cy, Math.min(height * 0.3, coreHalfWidth)) };
    }

    const tubeR = Math.min(height * 0.34, coreHalfWidth / tubes);
    const placed = Array.from({ length: tubes }, (_, i) =>
      fillTube(i + 1, { cx: cx + (i - (tubes - 1) / 2) * tubeR * 2.05, cy, r: tubeR }, fibersIn(i + 1)),
    );
    return { ...empty, outline, rods, tubes: placed };
  }

  const sheath = spec.construction === 'unitube' && spec.strengthMember !== 'aramid' ? 0.26 : 0.14;
  const innerR = size * (1 - sheath);
  const outline: Outline = { shape: 'round', cx, cy, r: size, innerR: round(innerR) };
  const yarnWidth = spec.strengthMember === 'aramid' ? size * 0.09 : 0;
  const yarn = yarnWidth > 0 ? { cx, cy, innerR: round(innerR - yarnWidth), outerR: round(innerR) } : null;
  const coreR = innerR - yarnWidth;

  if (spec.construction === 'unitube') {
    const rods: StrengthRod[] =
      spec.strengthMember === 'aramid'
        ? []
        : [-1, 1].map((side) => ({
            cx: round(cx + side * (size - (size * sheath) / 2)),
            cy,
            r: round(size * 0.075),
            material: rodMaterial,
          }));
    const tube = fillTube(1, { cx, cy, r: coreR * 0.9 }, spec.fiberCount);
    return { ...empty, outline, yarn, rods, tubes: [tube] };
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
    material: rodMaterial,
  };
  const slots = ringCentres(positions, cx, cy, ringR);
  const placed = slots.slice(0, tubes).map((slot, i) => fillTube(i + 1, { ...slot, r: tubeR }, fibersIn(i + 1)));
  const fillers = slots.slice(tubes).map((slot) => ({ ...slot, r: round(tubeR) }));
  return { ...empty, outline, yarn, centralMember, fillers, tubes: placed };
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
