import type { IllustrationSpec } from '@/content/catalogue/illustration';
import { layoutCable, strandsPath, yarnStrands, type CableLayout, type Fiber, type Outline, type StrengthRod, type Tube } from '@/lib/illustrations/cable-layout';
import { extrudedOutline } from '@/lib/illustrations/extrude';
import { BRAND, FIBER_HEX, JACKET_HEX, UNCOLOURED_FIBER_STROKE, YARN_HEX } from '@/lib/illustrations/palette';
import { EDGE, GroundShadow, Label, type Ids } from './parts';

type Spec = Extract<IllustrationSpec, { kind: 'fiber-cable' }>;

const CENTRE = { x: 220, y: 176 } as const;
/** The cut end of the cable recedes this far, so the section reads as a cable, not a diagram. */
const LENGTH = 90;

/**
 * Cut end of a cable: jacket, strength members, yarn, tubes and every fibre,
 * each in the colour the spec gives it. A fibre of unpublished colour is an
 * empty ring, so the drawing never states a colour the maker does not.
 */
export function CableDrawing({ spec, ids }: { spec: Spec; ids: Ids }) {
  const flat = spec.construction === 'flat';
  const layout = flat ? flatLayout(spec) : layoutCable(spec, CENTRE.x, CENTRE.y, 120);
  const { outline } = layout;
  const bounds = outline.shape === 'round'
    ? { x: outline.cx - outline.r, y: outline.cy - outline.r, width: outline.r * 2, height: outline.r * 2, radius: outline.r }
    : { ...outline, radius: outline.height / 2 };
  const bottom = bounds.y + bounds.height;
  const [lit, base, shade] = JACKET_HEX[spec.jacket];

  return (
    <g data-part="fiber-cable" data-construction={spec.construction}>
      <defs>
        <radialGradient id={ids.id('frp')} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor={BRAND.surface} />
          <stop offset="1" stopColor={BRAND.amber500} stopOpacity="0.55" />
        </radialGradient>
        <radialGradient id={ids.id('steel')} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor={BRAND.surface} />
          <stop offset="1" stopColor={BRAND.inkMuted} />
        </radialGradient>
        <linearGradient id={ids.id('jacket')} x1="0" y1="0" x2="0.8" y2="1">
          <stop offset="0" stopColor={base} />
          <stop offset="0.3" stopColor={lit} />
          <stop offset="0.65" stopColor={shade} />
          <stop offset="1" stopColor={shade} />
        </linearGradient>
        <linearGradient id={ids.id('jacket-front')} x1="0" y1="0" x2="0.7" y2="1">
          <stop offset="0" stopColor={base} />
          <stop offset="1" stopColor={shade} />
        </linearGradient>
        <radialGradient id={ids.id('gel')} cx="0.4" cy="0.35" r="0.75">
          <stop offset="0" stopColor={BRAND.surface} />
          <stop offset="1" stopColor={BRAND.cyan100} />
        </radialGradient>
      </defs>
      <GroundShadow ids={ids} cx={CENTRE.x + 40} cy={bottom + 4} rx={bounds.width / 2 + 70} ry={16} />
      <path d={extrudedOutline(bounds, bounds.radius, LENGTH)} fill={ids.url('jacket')} data-part="jacket" data-color={spec.jacket} {...EDGE} />
      <Sheath outline={outline} ids={ids} />
      {layout.yarn ? <Yarn yarn={layout.yarn} /> : null}
      {layout.centralMember ? (
        <g data-part="central-member">
          <circle cx={layout.centralMember.cx} cy={layout.centralMember.cy} r={layout.centralMember.coatingR} fill={shade} {...EDGE} />
          <Rod ids={ids} rod={layout.centralMember} />
        </g>
      ) : null}
      {layout.fillers.map((filler, i) => (
        <circle key={i} data-part="filler" cx={filler.cx} cy={filler.cy} r={filler.r} fill={base} {...EDGE} />
      ))}
      {layout.rods.map((rod, i) => (
        <Rod key={i} ids={ids} rod={rod} />
      ))}
      {layout.tubes.map((tube) => (
        <TubeDrawing key={tube.number} tube={tube} ids={ids} />
      ))}
      <Dimension x1={bounds.x} x2={bounds.x + bounds.width} y={bottom + 30} text={`${flat ? 'W' : 'Ø'} ${spec.diameterMm} mm`} />
    </g>
  );
}

/** A flat cable as tall as fits, and no wider than a round cable's drawing with its cut end. */
const FLAT = { height: 150, width: 280 } as const;

function flatLayout(spec: Spec): CableLayout {
  const probe = layoutCable(spec, CENTRE.x, CENTRE.y, FLAT.height);
  const width = probe.outline.shape === 'flat' ? probe.outline.width : FLAT.width;
  return width <= FLAT.width ? probe : layoutCable(spec, CENTRE.x, CENTRE.y, (FLAT.height * FLAT.width) / width);
}

function Sheath({ outline, ids }: { outline: Outline; ids: Ids }) {
  if (outline.shape === 'round') {
    return (
      <g data-part="sheath">
        <circle cx={outline.cx} cy={outline.cy} r={outline.r} fill={ids.url('jacket-front')} {...EDGE} />
        <circle cx={outline.cx} cy={outline.cy} r={outline.r - 2} fill="none" stroke={BRAND.surface} strokeOpacity={0.12} strokeWidth={2} />
        <circle cx={outline.cx} cy={outline.cy} r={outline.innerR} fill={BRAND.surfaceSunken} {...EDGE} />
      </g>
    );
  }
  const { x, y, width, height } = outline;
  return <rect data-part="sheath" x={x} y={y} width={width} height={height} rx={height / 2} fill={ids.url('jacket-front')} {...EDGE} />;
}

/** A tube in its colour, or an uncoloured (natural) tube when the maker names none; gel inside when it is filled. */
function TubeDrawing({ tube, ids }: { tube: Tube; ids: Ids }) {
  return (
    <g data-part="tube" data-color={tube.color ?? 'none'} data-gel={tube.gelFilled ? 'filled' : 'dry'}>
      <circle cx={tube.cx} cy={tube.cy} r={tube.r} fill={FIBER_HEX[tube.color ?? 'natural']} {...EDGE} />
      <circle cx={tube.cx} cy={tube.cy} r={tube.r * 0.86} fill={tube.gelFilled ? ids.url('gel') : BRAND.surface} />
      <Fibers fibers={tube.fibers} />
    </g>
  );
}

function Yarn({ yarn }: { yarn: NonNullable<CableLayout['yarn']> }) {
  const colors = YARN_HEX[yarn.material];
  return (
    <g data-part="yarn" data-material={yarn.material}>
      {yarn.bands.map((band, b) => (
        <g key={b}>
          <circle cx={band.cx} cy={band.cy} r={band.outerR} fill={colors.band} />
          <path
            d={strandsPath(yarnStrands(band.cx, band.cy, band.innerR, band.outerR, Math.round(band.innerR * 1.6)))}
            fill="none"
            stroke={colors.strand}
            strokeWidth={1}
            strokeLinecap="round"
            opacity={0.75}
          />
          <circle cx={band.cx} cy={band.cy} r={band.innerR} fill={BRAND.surfaceSunken} {...EDGE} />
        </g>
      ))}
    </g>
  );
}

function Rod({ ids, rod }: { ids: Ids; rod: StrengthRod }) {
  return <circle data-part="strength-member" data-material={rod.material} cx={rod.cx} cy={rod.cy} r={rod.r} fill={ids.url(rod.material)} {...EDGE} />;
}

function Fibers({ fibers }: { fibers: readonly Fiber[] }) {
  return (
    <>
      {fibers.map((fiber) =>
        fiber.color ? (
          <circle
            key={fiber.position}
            data-part="fiber"
            data-color={fiber.color}
            cx={fiber.cx}
            cy={fiber.cy}
            r={fiber.r}
            fill={FIBER_HEX[fiber.color]}
            stroke={BRAND.navy950}
            strokeOpacity={0.45}
            strokeWidth={0.6}
          />
        ) : (
          <circle
            key={fiber.position}
            data-part="fiber"
            data-color="none"
            cx={fiber.cx}
            cy={fiber.cy}
            r={fiber.r}
            fill="none"
            stroke={UNCOLOURED_FIBER_STROKE}
            strokeWidth={1.2}
            strokeDasharray="2.5 2"
          />
        ),
      )}
    </>
  );
}

function Dimension({ x1, x2, y, text }: { x1: number; x2: number; y: number; text: string }) {
  const mid = (x1 + x2) / 2;
  return (
    <g data-part="dimension" stroke={BRAND.inkMuted} strokeWidth={1}>
      <line x1={x1} y1={y - 6} x2={x1} y2={y + 6} />
      <line x1={x2} y1={y - 6} x2={x2} y2={y + 6} />
      <line x1={x1} y1={y} x2={mid - 30} y2={y} />
      <line x1={mid + 30} y1={y} x2={x2} y2={y} />
      <Label x={mid} y={y + 3.5} size={10} anchor="middle" color={BRAND.inkMuted} stroke="none">
        {text}
      </Label>
    </g>
  );
}
