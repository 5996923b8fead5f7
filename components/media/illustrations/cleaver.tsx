import type { IllustrationSpec } from '@/content/catalogue/illustration';
import { BRAND } from '@/lib/illustrations/palette';
import { chamferedRect, project, type Box3 } from '@/lib/illustrations/projection';
import { EDGE, GroundShadow, Key, Prism, Solid, type Ids } from './parts';

type Spec = Extract<IllustrationSpec, { kind: 'cleaver' }>;

export function CleaverDrawing({ spec, ids }: { spec: Spec; ids: Ids }) {
  return spec.form === 'handheld' ? (
    <Handheld ids={ids} collector={spec.collector} fiberCount={spec.fiberCount} />
  ) : (
    <Tabletop ids={ids} collector={spec.collector} fiberCount={spec.fiberCount} />
  );
}

/** Compact cleaver: a base with a blade slider in front and a hinged clamp lid on top. */
function Handheld({ ids, collector, fiberCount }: { ids: Ids; collector: boolean; fiberCount: number }) {
  const base: Box3 = { x: collector ? 112 : 140, y: 188, z: 0, w: 176, h: 88, d: 160 };
  const top = base.y;
  const axisZ = 76;
  return (
    <g data-part="cleaver" data-form="handheld">
      <GroundShadow ids={ids} cx={collector ? 250 : 240} cy={base.y + base.h + 4} rx={collector ? 200 : 170} ry={22} />
      <Prism ids={ids} material="navy" depth={base.d} profile={chamferedRect(base.x, base.y, base.w, base.h, [12, 12, 4, 4])} />
      <Solid ids={ids} material="dark" box={{ x: base.x + 56, y: top - 14, z: 142, w: 96, h: 14, d: 14 }} />
      <Fibres count={fiberCount} fromX={base.x - 90} toX={base.x + 50} y={top - 5} z={axisZ} />
      <Solid
        ids={ids}
        material="metal"
        box={{ x: base.x + 14, y: top - 9, z: axisZ - holderDepth(fiberCount, 28) / 2, w: 34, h: 9, d: holderDepth(fiberCount, 28) }}
        data-part={fiberCount > 1 ? 'ribbon-holder' : 'fiber-adapter'}
      />
      <Prism ids={ids} material="light" z={26} depth={124} profile={chamferedRect(base.x + 52, top - 34, 110, 34, [14, 7, 0, 0])} />
      <Solid ids={ids} material="amber" box={{ x: base.x + 82, y: top - 37, z: 56, w: 52, h: 3, d: 50 }} />
      <Slot x={base.x + 24} y={base.y + 36} width={base.w - 48} />
      <Solid ids={ids} material="amber" box={{ x: base.x + 36, y: base.y + 29, z: -6, w: 30, h: 20, d: 6 }} data-part="blade-slider" />
      <Solid ids={ids} material="dark" box={{ x: base.x, y: base.y + base.h - 8, z: 0, w: base.w, h: 8, d: 0 }} />
      {collector ? <Collector ids={ids} box={{ x: base.x + base.w, y: base.y - 4, z: 22, w: 62, h: 84, d: 116 }} /> : null}
    </g>
  );
}

/** Bench cleaver: wide base, fibre holder rail, blade unit and a large clamp arm with a lever. */
function Tabletop({ ids, collector, fiberCount }: { ids: Ids; collector: boolean; fiberCount: number }) {
  const base: Box3 = { x: collector ? 40 : 64, y: 212, z: 0, w: 290, h: 58, d: 190 };
  const top = base.y;
  const axisZ = 92;
  return (
    <g data-part="cleaver" data-form="tabletop">
      <GroundShadow ids={ids} cx={collector ? 240 : 250} cy={base.y + base.h + 4} rx={collector ? 230 : 210} ry={22} />
      <Prism ids={ids} material="navy" depth={base.d} profile={chamferedRect(base.x, base.y, base.w, base.h, [8, 8, 0, 0])} />
      <Solid ids={ids} material="metal" box={{ x: base.x + 16, y: top - 6, z: 20, w: 258, h: 6, d: 150 }} />
      <Fibres count={fiberCount} fromX={base.x - 50} toX={base.x + 120} y={top - 14} z={axisZ} />
      <Solid
        ids={ids}
        material="light"
        box={{ x: base.x + 24, y: top - 20, z: axisZ - holderDepth(fiberCount, 44) / 2, w: 86, h: 14, d: holderDepth(fiberCount, 44) }}
        data-part={fiberCount > 1 ? 'ribbon-holder' : 'fiber-adapter'}
      />
      <Solid ids={ids} material="amber" box={{ x: base.x + 34, y: top - 23, z: axisZ - 14, w: 52, h: 3, d: 28 }} />
      <Solid ids={ids} material="dark" box={{ x: base.x + 130, y: top - 16, z: 36, w: 60, h: 10, d: 110 }} />
      <Prism ids={ids} material="light" z={30} depth={124} profile={chamferedRect(base.x + 122, top - 44, 132, 38, [14, 14, 0, 0])} />
      <Solid ids={ids} material="amber" box={{ x: base.x + 150, y: top - 47, z: 66, w: 76, h: 3, d: 52 }} />
      <Lever ids={ids} x={base.x + 238} y={top - 44} z={92} />
      <Slot x={base.x + 140} y={base.y + 24} width={110} />
      <Key ids={ids} cx={base.x + 40} cy={base.y + 30} r={7} amber />
      <Solid ids={ids} material="dark" box={{ x: base.x, y: base.y + base.h - 7, z: 0, w: base.w, h: 7, d: 0 }} />
      {collector ? <Collector ids={ids} box={{ x: base.x + base.w, y: base.y - 10, z: 30, w: 56, h: 68, d: 130 }} /> : null}
    </g>
  );
}

/** Space between neighbouring fibres of a ribbon, in depth units. */
const RIBBON_PITCH = 3.2;

/** A ribbon holder is as deep as its ribbon plus a margin; a single-fibre adapter keeps its own narrow depth. */
function holderDepth(fiberCount: number, single: number): number {
  return fiberCount > 1 ? Math.max(single, fiberCount * RIBBON_PITCH + 20) : single;
}

/** One fibre, or a flat ribbon of `count` fibres side by side, running into the cleaver. */
function Fibres({ count, fromX, toX, y, z }: { count: number; fromX: number; toX: number; y: number; z: number }) {
  const offsets = Array.from({ length: count }, (_, i) => (i - (count - 1) / 2) * RIBBON_PITCH);
  return (
    <g data-part={count > 1 ? 'ribbon' : 'fiber'} data-fibers={count}>
      {offsets.map((dz) => {
        const [x1, y1] = project(fromX, y, z + dz);
        const [x2, y2] = project(toX, y, z + dz);
        return (
          <line
            key={dz}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            stroke={BRAND.cyan400}
            strokeWidth={count > 1 ? 1.3 : 2.4}
            strokeLinecap="round"
          />
        );
      })}
    </g>
  );
}

function Slot({ x, y, width }: { x: number; y: number; width: number }) {
  return <rect x={x} y={y} width={width} height={6} rx={3} fill={BRAND.navy950} stroke={BRAND.surface} strokeOpacity={0.15} strokeWidth={0.8} />;
}

function Lever({ ids, x, y, z }: { ids: Ids; x: number; y: number; z: number }) {
  const [bx, by] = project(x, y, z);
  const [tx, ty] = project(x + 28, y - 34, z);
  return (
    <g data-part="lever">
      <line x1={bx} y1={by} x2={tx} y2={ty} stroke={BRAND.navy950} strokeWidth={7} strokeLinecap="round" />
      <line x1={bx} y1={by} x2={tx} y2={ty} stroke={BRAND.inkMuted} strokeWidth={4} strokeLinecap="round" />
      <circle cx={tx} cy={ty} r={9} fill={ids.url('knob-amber')} {...EDGE} />
    </g>
  );
}

/** Off-cut collector: a clear box on the side that catches the cleaved fibre ends. */
function Collector({ ids, box }: { ids: Ids; box: Box3 }) {
  const [fx, fy] = project(box.x, box.y, box.z);
  const shards = [
    [12, 30, 26, 27],
    [20, 42, 36, 46],
    [30, 36, 44, 31],
    [14, 52, 24, 56],
    [34, 54, 48, 52],
  ] as const;
  return (
    <g data-part="collector">
      <Solid ids={ids} material="light" box={box} />
      <rect x={fx + 6} y={fy + 14} width={box.w - 12} height={box.h - 26} rx={4} fill={BRAND.cyan100} stroke={BRAND.cyan600} strokeOpacity={0.5} strokeWidth={0.8} />
      {shards.map(([x1, y1, x2, y2], i) => (
        <line key={i} x1={fx + x1} y1={fy + y1} x2={fx + x2} y2={fy + y2} stroke={BRAND.cyan600} strokeWidth={1.4} strokeLinecap="round" />
      ))}
      <rect x={fx + 8} y={fy + 16} width={box.w - 30} height={4} rx={2} fill={BRAND.surface} opacity={0.9} />
      <Solid ids={ids} material="amber" box={{ x: box.x + box.w / 2 - 10, y: box.y - 3, z: box.z + 30, w: 20, h: 3, d: 40 }} />
    </g>
  );
}
