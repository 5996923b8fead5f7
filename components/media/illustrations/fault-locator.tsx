import type { IllustrationSpec } from '@/content/catalogue/illustration';
import { BRAND, LASER_RED } from '@/lib/illustrations/palette';
import { Cylinder, GroundShadow, Label, Solid, type Ids } from './parts';

type Spec = Extract<IllustrationSpec, { kind: 'fault-locator' }>;

const AXIS_Y = 182;
const TIP_X = 150;

/** Beam length grows with output power up to this many milliwatts. */
const BEAM_FULL_MW = 30;

/** Pen-type visual fault locator throwing its red beam out of the ferrule. */
export function FaultLocatorDrawing({ spec, ids }: { spec: Spec; ids: Ids }) {
  const beam = 50 + (Math.min(Math.max(spec.outputMw, 0), BEAM_FULL_MW) / BEAM_FULL_MW) * 100;
  return (
    <g data-part="fault-locator">
      <defs>
        <linearGradient id={ids.id('beam')} x1="1" y1="0" x2="0" y2="0">
          <stop offset="0" stopColor={LASER_RED} stopOpacity="0.85" />
          <stop offset="1" stopColor={LASER_RED} stopOpacity="0" />
        </linearGradient>
        <radialGradient id={ids.id('beam-glow')}>
          <stop offset="0" stopColor={BRAND.surface} stopOpacity="1" />
          <stop offset="0.25" stopColor={LASER_RED} stopOpacity="0.9" />
          <stop offset="1" stopColor={LASER_RED} stopOpacity="0" />
        </radialGradient>
      </defs>
      <GroundShadow ids={ids} cx={296} cy={AXIS_Y + 38} rx={176} ry={13} />
      <polygon
        data-part="beam"
        points={`${TIP_X},${AXIS_Y - 1.5} ${TIP_X},${AXIS_Y + 1.5} ${TIP_X - beam},${AXIS_Y + 13} ${TIP_X - beam},${AXIS_Y - 13}`}
        fill={ids.url('beam')}
      />
      <line x1={TIP_X} y1={AXIS_Y} x2={TIP_X - beam * 0.9} y2={AXIS_Y} stroke={LASER_RED} strokeWidth={1.2} strokeLinecap="round" opacity={0.9} />
      <Cylinder ids={ids} material="metal" x={TIP_X} length={18} cy={AXIS_Y} r={4} />
      <Cylinder ids={ids} material="dark" x={TIP_X + 18} length={32} cy={AXIS_Y} r={11} />
      <Cylinder ids={ids} material="metal" x={TIP_X + 50} length={8} cy={AXIS_Y} r={15} />
      <Cylinder ids={ids} material="navy" x={TIP_X + 58} length={194} cy={AXIS_Y} r={20} />
      <Cylinder ids={ids} material="dark" x={TIP_X + 252} length={26} cy={AXIS_Y} r={20} />
      <Solid ids={ids} material="metal" box={{ x: TIP_X + 170, y: AXIS_Y - 25, z: -4, w: 96, h: 5, d: 8 }} />
      <rect x={TIP_X + 80} y={AXIS_Y - 1} width={32} height={12} rx={6} fill={BRAND.amber700} />
      <rect x={TIP_X + 81} y={AXIS_Y - 2} width={30} height={11} rx={5.5} fill={BRAND.amber500} />
      <Label x={TIP_X + 124} y={AXIS_Y + 8} size={10} color={BRAND.surface} weight={700}>
        VFL
      </Label>
      <Label x={TIP_X + 150} y={AXIS_Y + 8} size={9} color={BRAND.onDarkMuted}>
        {`${spec.outputMw} mW`}
      </Label>
      <circle cx={TIP_X} cy={AXIS_Y} r={10} fill={ids.url('beam-glow')} />
    </g>
  );
}
