import type { IllustrationSpec } from '@/content/catalogue/illustration';
import { layoutCable, yarnStrands, type Circle, type Fiber, type Outline, type StrengthRod } from '@/lib/illustrations/cable-layout';
import { extrudedOutline } from '@/lib/illustrations/extrude';
import { BRAND, FIBER_HEX } from '@/lib/illustrations/palette';
import { EDGE, GroundShadow, Label, type Ids } from './parts';

type Spec = Extract<IllustrationSpec, { kind: 'fiber-cable' }>;

const CENTRE = { x: 220, y: 176 } as const;
/** The cut end of the cable recedes this far, so the section reads as a cable, not a diagram. */
const LENGTH = 90;

/** Cut end of a cable: sheath, strength members, tubes and every fibre in its TIA-598 colour. */
export function CableDrawing({ spec, ids }: { spec: Spec; ids: Ids }) {
  const round = spec.construction === 'multitube' || spec.construction === 'unitube';
  const layout = layoutCable(spec, CENTRE.x, CENTRE.y, round ? 120 : spec.construction === 'drop' ? 118 : 150);
  const { outline } = layout;
  const bounds = outline.shape === 'round'
    ? { x: outline.cx - outline.r, y: outline.cy - outline.r, width: outline.r * 2, height: outline.r * 2, radius: outline.r }
    : { ...outline, radius: outline.height * (outline.notched ? 0.28 : 0.46) };
  const bottom = bounds.y + bounds.height;

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
          <stop offset="0" stopColor={BRAND.navy800} />
          <stop offset="0.3" stopColor={BRAND.navy700} />
          <stop offset="0.65" stopColor={BRAND.navy950} />
          <stop offset="1" stopColor={BRAND.navy950} />
        </linearGradient>
        <radialGradient id={ids.id('gel')} cx="0.4" cy="0.35" r="0.75">
          <stop offset="0" stopColor={BRAND.surface} />
          <stop offset="1" stopColor={BRAND.cyan100} />
        </radialGradient>
      </defs>
      <GroundShadow ids={ids} cx={CENTRE.x + 40} cy={bottom + 4} rx={bounds.width / 2 + 70} ry={16} />
      <path d={extrudedOutline(bounds, bounds.radius, LENGTH)} fill={ids.url('jacket')} {...EDGE} />
      <Sheath outline={outline} ids={ids} />
      {layout.yarn ? <Yarn {...layout.yarn} /> : null}
      {layout.centralMember ? (
        <g data-part="central-member">
          <circle cx={layout.centralMember.cx} cy={layout.centralMember.cy} r={layout.centralMember.coatingR} fill={BRAND.navy900} {...EDGE} />
          <Rod ids={ids} rod={layout.centralMember} />
        </g>
      ) : null}
      {layout.fillers.map((filler, i) => (
        <circle key={i} data-part="filler" cx={filler.cx} cy={filler.cy} r={filler.r} fill={BRAND.navy800} {...EDGE} />
      ))}
      {layout.rods.map((rod, i) => (
        <Rod key={i} ids={ids} rod={rod} />
      ))}
      {layout.tubes.map((tube) => (
        <g key={tube.number} data-part="tube" data-color={tube.color}>
          <circle cx={tube.cx} cy={tube.cy} r={tube.r} fill={FIBER_HEX[tube.color]} {...EDGE} />
          <circle cx={tube.cx} cy={tube.cy} r={tube.r * 0.86} fill={ids.url('gel')} />
          <Fibers fibers={tube.fibers} />
        </g>
      ))}
      <Fibers fibers={layout.looseFibers} />
      <Dimension x1={bounds.x} x2={bounds.x + bounds.width} y={bottom + 30} text={`${round ? 'Ø' : 'W'} ${spec.diameterMm} mm`} />
    </g>
  );
}

function Sheath({ outline, ids }: { outline: Outline; ids: Ids }) {
  if (outline.shape === 'round') {
    return (
      <g data-part="sheath">
        <circle cx={outline.cx} cy={outline.cy} r={outline.r} fill={ids.url('dark-front')} {...EDGE} />
        <circle cx={outline.cx} cy={outline.cy} r={outline.r - 2} fill="none" stroke={BRAND.surface} strokeOpacity={0.12} strokeWidth={2} />
        <circle cx={outline.cx} cy={outline.cy} r={outline.innerR} fill={BRAND.surfaceSunken} {...EDGE} />
      </g>
    );
  }
  const { x, y, width: w, height: h, notched } = outline;
  const r = h * (notched ? 0.28 : 0.46);
  const notch = notched ? h * 0.14 : 0;
  const mid = x + w / 2;
  const d = [
    `M${x + r},${y}`,
    notched ? `H${mid - notch} L${mid},${y + notch} L${mid + notch},${y}` : '',
    `H${x + w - r} A${r},${r} 0 0 1 ${x + w},${y + r} V${y + h - r} A${r},${r} 0 0 1 ${x + w - r},${y + h}`,
    notched ? `H${mid + notch} L${mid},${y + h - notch} L${mid - notch},${y + h}` : '',
    `H${x + r} A${r},${r} 0 0 1 ${x},${y + h - r} V${y + r} A${r},${r} 0 0 1 ${x + r},${y} Z`,
  ].join(' ');
  return <path data-part="sheath" d={d} fill={ids.url('dark-front')} {...EDGE} />;
}

function Yarn({ cx, cy, innerR, outerR }: { cx: number; cy: number; innerR: number; outerR: number }) {
  const strands = yarnStrands(cx, cy, innerR, outerR, Math.round(innerR * 1.6));
  return (
    <g data-part="aramid">
      <circle cx={cx} cy={cy} r={outerR} fill={BRAND.amber500} />
      <g stroke={BRAND.amber700} strokeWidth={1} strokeLinecap="round" opacity={0.75}>
        {strands.map((s, i) => (
          <line key={i} {...s} />
        ))}
      </g>
      <circle cx={cx} cy={cy} r={innerR} fill={BRAND.surfaceSunken} {...EDGE} />
    </g>
  );
}

function Rod({ ids, rod }: { ids: Ids; rod: StrengthRod }) {
  return <circle data-part="strength-member" data-material={rod.material} cx={rod.cx} cy={rod.cy} r={rod.r} fill={ids.url(rod.material)} {...EDGE} />;
}

function Fibers({ fibers }: { fibers: readonly Fiber[] }) {
  return (
    <>
      {fibers.map((fiber: Fiber & Circle) => (
        <circle
          key={`${fiber.cx},${fiber.cy}`}
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
      ))}
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
