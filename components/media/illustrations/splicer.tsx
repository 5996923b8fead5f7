import type { IllustrationSpec } from '@/content/catalogue/illustration';
import { fiberColor } from '@/lib/illustrations/cable-layout';
import { BRAND, FIBER_HEX, LED_GREEN } from '@/lib/illustrations/palette';
import { chamferedRect, project, sidePlane, type Box3 } from '@/lib/illustrations/projection';
import type { Rect } from '@/lib/illustrations/port-layout';
import { EDGE, GroundShadow, Key, Label, Led, Prism, Screen, Solid, type Ids } from './parts';

type Spec = Extract<IllustrationSpec, { kind: 'fusion-splicer' }>;

const BODY: Box3 = { x: 46, y: 184, z: 0, w: 324, h: 94, d: 190 };
const TOP = BODY.y;
/** Depth of the fibre path across the top. */
const AXIS_Z = 92;
/** Screen units per inch of diagonal; keeps 4.3" and 5" visibly different. */
const PX_PER_INCH = 29;

const ALIGNMENT_LABEL = { core: 'CORE ALIGNMENT', clad: 'CLAD ALIGNMENT', ribbon: 'RIBBON' } as const;

export function SplicerDrawing({ spec, ids }: { spec: Spec; ids: Ids }) {
  const ribbon = spec.alignment === 'ribbon';
  const fibers = ribbon ? Math.max(1, Math.min(spec.fiberCount, 12)) : 1;
  const holderDepth = ribbon ? 22 + fibers * 2.6 : 22;
  const holder = (x: number): Box3 => ({ x, y: TOP - 14, z: AXIS_Z - holderDepth / 2, w: 54, h: 14, d: holderDepth });

  // A 16:9 panel whose diagonal follows the spec.
  const diagonal = spec.screenInches * PX_PER_INCH;
  const screenW = diagonal * 0.872;
  const screenH = diagonal * 0.49;
  const bezel: Rect = { x: BODY.x + 14, y: BODY.y + (BODY.h - screenH - 14) / 2, width: screenW + 14, height: screenH + 14 };
  const screen: Rect = { x: bezel.x + 7, y: bezel.y + 7, width: screenW, height: screenH };
  const keysX = bezel.x + bezel.width + (BODY.x + BODY.w - bezel.x - bezel.width) / 2;

  return (
    <g data-part="splicer" data-alignment={spec.alignment}>
      <GroundShadow ids={ids} cx={250} cy={BODY.y + BODY.h + 4} rx={236} ry={22} />
      <Prism ids={ids} material="navy" depth={BODY.d} profile={chamferedRect(BODY.x, BODY.y, BODY.w, BODY.h, [8, 8, 0, 0])} />
      <Solid ids={ids} material="dark" box={{ ...BODY, y: BODY.y + BODY.h - 8, h: 8, d: 0 }} />
      <SidePorts />

      <Heater ids={ids} />
      <FiberPath ribbon={ribbon} fibers={fibers} />
      <Solid ids={ids} material="light" box={holder(BODY.x + 62)} data-part="fiber-holder" />
      <Solid ids={ids} material="amber" box={{ ...holder(BODY.x + 70), y: TOP - 17, h: 3, w: 38 }} />
      <Windshield ids={ids} />
      <Solid ids={ids} material="light" box={holder(BODY.x + 216)} data-part="fiber-holder" />
      <Solid ids={ids} material="amber" box={{ ...holder(BODY.x + 224), y: TOP - 17, h: 3, w: 38 }} />

      <rect {...bezel} rx={5} fill={BRAND.navy950} {...EDGE} />
      <Screen ids={ids} rect={screen}>
        <SpliceView rect={screen} alignment={spec.alignment} fibers={fibers} />
      </Screen>

      <Label x={keysX} y={BODY.y + 20} anchor="middle" size={7} color={BRAND.onDarkMuted}>
        {ALIGNMENT_LABEL[spec.alignment]}
      </Label>
      <Key ids={ids} cx={keysX} cy={BODY.y + 42} r={6} />
      <Key ids={ids} cx={keysX - 15} cy={BODY.y + 56} r={6} />
      <Key ids={ids} cx={keysX + 15} cy={BODY.y + 56} r={6} />
      <Key ids={ids} cx={keysX} cy={BODY.y + 70} r={6} />
      <Key ids={ids} cx={keysX - 22} cy={BODY.y + 84} r={5} amber />
      <Key ids={ids} cx={keysX + 22} cy={BODY.y + 84} r={5} amber />
      <Led cx={keysX - 26} cy={BODY.y + 34} color={LED_GREEN} r={1.8} />
    </g>
  );
}

function Heater({ ids }: { ids: Ids }) {
  const base: Box3 = { x: BODY.x + 50, y: TOP - 10, z: 146, w: 226, h: 10, d: 38 };
  const lidTop = TOP - 26;
  return (
    <g data-part="heater">
      <Solid ids={ids} material="dark" box={base} />
      <Prism ids={ids} material="light" z={148} depth={34} profile={chamferedRect(base.x, lidTop, base.w, 16, [5, 5, 0, 0])} />
      <Solid ids={ids} material="amber" box={{ x: base.x + base.w - 22, w: 12, y: lidTop - 3, h: 3, d: 14, z: 158 }} />
    </g>
  );
}

function Windshield({ ids }: { ids: Ids }) {
  const x = BODY.x + 128;
  const w = 80;
  const h = 44;
  const z = 36;
  const [wx, wy] = project(0, 0, z);
  return (
    <g data-part="windshield">
      <Prism ids={ids} material="light" z={z} depth={112} profile={chamferedRect(x, TOP - h, w, h, [12, 12, 0, 0])} />
      <g transform={`translate(${wx} ${wy})`}>
        <rect x={x + 12} y={TOP - h + 16} width={w - 24} height={15} rx={3} fill={BRAND.cyan100} stroke={BRAND.cyan600} strokeOpacity={0.6} strokeWidth={0.8} />
        <rect x={x + 16} y={TOP - h + 18.5} width={w - 40} height={3} rx={1.5} fill={BRAND.surface} opacity={0.9} />
      </g>
      <Solid ids={ids} material="amber" box={{ x: x + w / 2 - 10, y: TOP - h - 2.5, z: z + 4, w: 20, h: 2.5, d: 10 }} />
    </g>
  );
}

function FiberPath({ ribbon, fibers }: { ribbon: boolean; fibers: number }) {
  const lines = Array.from({ length: fibers }, (_, i) => {
    const z = AXIS_Z + (i - (fibers - 1) / 2) * 2.6;
    const color = ribbon ? FIBER_HEX[fiberColor(i + 1)] : BRAND.cyan400;
    const left = [project(BODY.x - 40, TOP - 8, z), project(BODY.x + 140, TOP - 8, z)] as const;
    const right = [project(BODY.x + 190, TOP - 8, z), project(BODY.x + BODY.w + 46, TOP - 8, z)] as const;
    return { color, left, right, key: i };
  });
  return (
    <g data-part="fiber" strokeLinecap="round">
      {lines.map(({ color, left, right, key }) => (
        <g key={key} stroke={color} strokeWidth={ribbon ? 1.6 : 2.4}>
          <line x1={left[0][0]} y1={left[0][1]} x2={left[1][0]} y2={left[1][1]} />
          <line x1={right[0][0]} y1={right[0][1]} x2={right[1][0]} y2={right[1][1]} />
        </g>
      ))}
    </g>
  );
}

/** The splicer's camera view: fibres meeting between the electrodes, one pane per camera axis. */
function SpliceView({ rect, alignment, fibers }: { rect: Rect; alignment: Spec['alignment']; fibers: number }) {
  const paneH = (rect.height - 14) / 2;
  const panes = [0, 1].map((i) => rect.y + 12 + i * (paneH + 2));
  const mid = rect.x + rect.width / 2;
  const gap = 5;
  return (
    <g>
      <Label x={rect.x + 5} y={rect.y + 8} size={5.5} color={BRAND.onDarkMuted}>
        {alignment === 'ribbon' ? `${fibers}F RIBBON` : 'SM AUTO'}
      </Label>
      <Label x={rect.x + rect.width - 5} y={rect.y + 8} size={5.5} color={BRAND.cyan400} anchor="end">
        0.02 dB
      </Label>
      {panes.map((top, pane) => {
        const bandH = alignment === 'ribbon' ? (paneH * 0.78) / fibers : paneH * 0.34;
        const start = top + (paneH - bandH * fibers) / 2;
        return (
          <g key={pane}>
            <rect x={rect.x + 3} y={top} width={rect.width - 6} height={paneH} fill={BRAND.navy900} opacity={0.6} />
            {Array.from({ length: fibers }, (_, f) => {
              const y = start + f * bandH;
              const h = bandH * (alignment === 'ribbon' ? 0.72 : 1);
              return (
                <g key={f}>
                  <rect x={rect.x + 3} y={y} width={mid - gap - rect.x - 3} height={h} rx={h / 2} fill={BRAND.cyan100} opacity={0.85} />
                  <rect x={mid + gap} y={y} width={rect.x + rect.width - 3 - mid - gap} height={h} rx={h / 2} fill={BRAND.cyan100} opacity={0.85} />
                  {alignment === 'core' ? (
                    <line x1={rect.x + 3} y1={y + h / 2} x2={rect.x + rect.width - 3} y2={y + h / 2} stroke={BRAND.cyan400} strokeWidth={h * 0.22} strokeDasharray={`${mid - gap - rect.x - 3} ${gap * 2} 999`} />
                  ) : null}
                </g>
              );
            })}
            <path d={`M${mid - 3},${top} h6 l-3,${paneH * 0.2}z M${mid - 3},${top + paneH} h6 l-3,${-paneH * 0.2}z`} fill={BRAND.onDarkMuted} />
            <ellipse cx={mid} cy={top + paneH / 2} rx={gap * 1.2} ry={paneH * 0.28} fill={BRAND.cyan400} opacity={0.35} />
          </g>
        );
      })}
    </g>
  );
}

function SidePorts() {
  return (
    <g transform={sidePlane(BODY.x + BODY.w, BODY.y, BODY.z)}>
      <rect x={30} y={30} width={22} height={10} rx={2} fill={BRAND.navy950} />
      <rect x={64} y={30} width={14} height={10} rx={2} fill={BRAND.navy950} />
      <circle cx={100} cy={35} r={5} fill={BRAND.navy950} />
      <circle cx={100} cy={35} r={2} fill={BRAND.inkMuted} />
    </g>
  );
}
