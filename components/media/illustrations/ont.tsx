import type { IllustrationSpec } from '@/content/catalogue/illustration';
import { LINE_WIDTH } from '@/lib/illustrations/canvas';
import { BRAND, LED_GREEN } from '@/lib/illustrations/palette';
import { layoutPanel, spreadEvenly, type PortGroup } from '@/lib/illustrations/port-layout';
import { chamferedRect, topPlane, type Box3 } from '@/lib/illustrations/projection';
import { EDGE, FONT, GroundShadow, Label, Prism, type Ids } from './parts';
import { Rj45, ScAdapter } from './ports';

type Spec = Extract<IllustrationSpec, { kind: 'ont' }>;
type GroupKey = 'pon' | 'pots' | 'ge' | 'fe';

/** Seen from the back, where the ports are; the rear edge carries the antennas. */
const BODY: Box3 = { x: 74, y: 214, z: 0, w: 300, h: 54, d: 170 };
const ANTENNA_LENGTH = 118;

export function OntDrawing({ spec, ids }: { spec: Spec; ids: Ids }) {
  const groups: PortGroup<GroupKey>[] = [
    { key: 'pon' as const, count: 1, width: 14, height: 15, maxRows: 1 },
    { key: 'pots' as const, count: spec.potsPorts, width: 11, height: 11, maxRows: 1 },
    { key: 'ge' as const, count: spec.gePorts, width: 15, height: 13, maxRows: 1 },
    { key: 'fe' as const, count: spec.fePorts, width: 15, height: 13, maxRows: 1 },
  ].filter((group) => group.count > 0);
  const area = { x: BODY.x + 12, y: BODY.y + 18, width: BODY.w - 124, height: BODY.h - 26 };
  const layout = layoutPanel(groups, area, { gap: 4, groupGap: 12 });
  const label: Record<GroupKey, string> = { pon: 'PON', pots: 'TEL', ge: 'GE', fe: 'FE' };
  const antennas = spec.wifi !== null && spec.antennas > 0 ? spreadEvenly(spec.antennas, BODY.x + 10, BODY.x + BODY.w - 10) : [];

  return (
    <g data-part="ont">
      <GroundShadow ids={ids} cx={BODY.x + BODY.w / 2 + 34} cy={BODY.y + BODY.h + 4} rx={BODY.w / 2 + 40} ry={16} />
      <Prism ids={ids} material="light" depth={BODY.d} profile={chamferedRect(BODY.x, BODY.y, BODY.w, BODY.h, [10, 10, 3, 3])} />
      <TopMarkings spec={spec} />
      <rect x={BODY.x + 6} y={BODY.y + 8} width={BODY.w - 12} height={BODY.h - 14} rx={4} fill={BRAND.navy900} />
      {layout.groups.map((group) => (
        <g key={group.key}>
          <Label x={group.bounds.x} y={group.bounds.y - 3} size={5} color={BRAND.onDarkMuted}>
            {label[group.key]}
          </Label>
          {group.ports.map((rect, i) =>
            group.key === 'pon' ? (
              <ScAdapter key={i} rect={rect} data-part="pon-port" />
            ) : (
              <Rj45 key={i} rect={rect} data-part={`${group.key}-port`} />
            ),
          )}
        </g>
      ))}
      {spec.wifi === null ? null : (
        <g data-part="wifi-label">
          <rect x={BODY.x + BODY.w - 104} y={BODY.y + 23} width={38} height={14} rx={7} fill="none" stroke={BRAND.amber500} strokeWidth={LINE_WIDTH} />
          <Label x={BODY.x + BODY.w - 85} y={BODY.y + 32.5} size={7} anchor="middle" color={BRAND.amber500} weight={700}>
            {`WiFi ${spec.wifi}`}
          </Label>
        </g>
      )}
      <g data-part="power">
        <circle cx={BODY.x + BODY.w - 44} cy={BODY.y + 30} r={5} fill={BRAND.navy950} stroke={BRAND.onDarkMuted} strokeWidth={1} />
        <circle cx={BODY.x + BODY.w - 44} cy={BODY.y + 30} r={1.6} fill={BRAND.inkMuted} />
        <circle cx={BODY.x + BODY.w - 24} cy={BODY.y + 30} r={6} fill={ids.url('knob')} {...EDGE} />
        <Label x={BODY.x + BODY.w - 34} y={BODY.y + 44} size={4.6} anchor="middle" color={BRAND.onDarkMuted}>
          DC 12V · ON
        </Label>
      </g>
      {antennas.map((x, i) => (
        <Antenna key={x} ids={ids} x={x} tilt={(i % 2 === 0 ? -1 : 1) * 5} />
      ))}
    </g>
  );
}

/** Status LEDs along the far (front) edge and the WiFi marking, printed on the lid. */
function TopMarkings({ spec }: { spec: Spec }) {
  const leds = ['PWR', 'PON', 'LOS', 'LAN', ...(spec.wifi === null ? [] : ['WLAN'])];
  return (
    <g transform={topPlane(BODY.x, BODY.y, BODY.z)}>
      {leds.map((text, i) => (
        <g key={text}>
          <circle cx={BODY.w - 30 - i * 16} cy={BODY.d - 14} r={2.4} fill={text === 'LOS' ? BRAND.navy700 : LED_GREEN} />
        </g>
      ))}
      <text
        x={28}
        y={BODY.d * 0.55}
        transform={`scale(1 -1) translate(0 ${-BODY.d * 1.1})`}
        fontFamily={FONT}
        fontSize={13}
        fontWeight={700}
        fill={BRAND.navy700}
      >
        XPON ONT
      </text>
      <rect x={28} y={BODY.d * 0.55 - 8} width={44} height={3} fill={BRAND.amber500} />
    </g>
  );
}

function Antenna({ ids, x, tilt }: { ids: Ids; x: number; tilt: number }) {
  const base = BODY.y + 4;
  return (
    <g data-part="antenna" transform={`rotate(${tilt} ${x} ${base})`}>
      <rect x={x - 7} y={base - 12} width={14} height={14} rx={3} fill={BRAND.navy800} {...EDGE} />
      <rect x={x - 5.5} y={base - ANTENNA_LENGTH} width={11} height={ANTENNA_LENGTH - 10} rx={5.5} fill={ids.url('light-front')} {...EDGE} />
      <rect x={x - 3.5} y={base - ANTENNA_LENGTH + 6} width={2.4} height={ANTENNA_LENGTH - 24} rx={1.2} fill={BRAND.surface} />
    </g>
  );
}
