import { BRAND, LED_GREEN } from '@/lib/illustrations/palette';
import { project } from '@/lib/illustrations/projection';
import { Cylinder, EDGE, GroundShadow, Label, type Ids } from './parts';

const AXIS_Y = 236;
const TIP_X = 96;
const VIEW = { cx: 330, cy: 118, r: 78 } as const;

/** Inspection probe with a magnified view of the connector endface it sees. */
export function EndfaceInspectorDrawing({ ids }: { ids: Ids }) {
  const [lx, ly] = project(TIP_X + 4, AXIS_Y - 6, 0);
  const leader = Math.atan2(ly - VIEW.cy, lx - VIEW.cx);
  return (
    <g data-part="endface-inspector">
      <defs>
        <radialGradient id={ids.id('endface')} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor={BRAND.navy800} />
          <stop offset="1" stopColor={BRAND.navy950} />
        </radialGradient>
        <radialGradient id={ids.id('cladding')} cx="0.42" cy="0.4" r="0.6">
          <stop offset="0" stopColor={BRAND.surface} />
          <stop offset="0.7" stopColor={BRAND.line} />
          <stop offset="1" stopColor={BRAND.onDarkMuted} />
        </radialGradient>
        <clipPath id={ids.id('view')}>
          <circle cx={VIEW.cx} cy={VIEW.cy} r={VIEW.r - 8} />
        </clipPath>
      </defs>
      <GroundShadow ids={ids} cx={250} cy={AXIS_Y + 40} rx={200} ry={14} />
      <line
        x1={lx}
        y1={ly}
        x2={VIEW.cx + Math.cos(leader) * VIEW.r}
        y2={VIEW.cy + Math.sin(leader) * VIEW.r}
        stroke={BRAND.cyan600}
        strokeWidth={1.25}
        strokeDasharray="4 3"
      />
      <path
        d={`M${TIP_X + 300},${AXIS_Y} C${TIP_X + 350},${AXIS_Y} ${TIP_X + 340},${AXIS_Y + 34} ${TIP_X + 372},${AXIS_Y + 30}`}
        fill="none"
        stroke={BRAND.navy900}
        strokeWidth={7}
        strokeLinecap="round"
      />
      <Cylinder ids={ids} material="metal" x={TIP_X} length={28} cy={AXIS_Y} r={7} />
      <Cylinder ids={ids} material="dark" x={TIP_X + 28} length={34} cy={AXIS_Y} r={14} />
      <Cylinder ids={ids} material="navy" x={TIP_X + 62} length={210} cy={AXIS_Y} r={22} />
      <Cylinder ids={ids} material="dark" x={TIP_X + 272} length={28} cy={AXIS_Y} r={14} />
      <circle cx={TIP_X + 120} cy={AXIS_Y + 3} r={9} fill={ids.url('knob-amber')} {...EDGE} />
      <circle cx={TIP_X + 146} cy={AXIS_Y + 3} r={2.4} fill={LED_GREEN} />
      <Label x={TIP_X + 170} y={AXIS_Y + 7} size={9} color={BRAND.onDarkMuted}>
        400×
      </Label>

      <g data-part="endface-view">
        <circle cx={VIEW.cx + 2} cy={VIEW.cy + 4} r={VIEW.r} fill={BRAND.navy950} opacity={0.2} />
        <circle cx={VIEW.cx} cy={VIEW.cy} r={VIEW.r} fill={ids.url('metal-front')} {...EDGE} />
        <circle cx={VIEW.cx} cy={VIEW.cy} r={VIEW.r - 8} fill={ids.url('endface')} {...EDGE} />
        <g clipPath={ids.url('view')}>
          <circle cx={VIEW.cx} cy={VIEW.cy} r={52} fill={BRAND.navy700} opacity={0.6} />
          <circle cx={VIEW.cx} cy={VIEW.cy} r={36} fill={ids.url('cladding')} />
          <circle cx={VIEW.cx} cy={VIEW.cy} r={7} fill={BRAND.cyan400} />
          <circle cx={VIEW.cx} cy={VIEW.cy} r={14} fill={ids.url('glow')} opacity={0.6} />
          <circle cx={VIEW.cx} cy={VIEW.cy} r={44} fill="none" stroke={BRAND.cyan400} strokeOpacity={0.5} strokeWidth={0.8} strokeDasharray="3 3" />
          <rect x={VIEW.cx - VIEW.r} y={VIEW.cy - VIEW.r} width={VIEW.r * 2} height={VIEW.r} fill={ids.url('sheen')} />
        </g>
        <rect x={VIEW.cx - 20} y={VIEW.cy + 48} width={40} height={13} rx={6.5} fill={LED_GREEN} />
        <Label x={VIEW.cx} y={VIEW.cy + 57.5} size={7.5} anchor="middle" color={BRAND.navy950} weight={700}>
          PASS
        </Label>
      </g>
    </g>
  );
}
