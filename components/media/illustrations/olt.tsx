import type { IllustrationSpec } from '@/content/catalogue/illustration';
import { BRAND, LED_GREEN } from '@/lib/illustrations/palette';
import { layoutPanel, type PortGroup } from '@/lib/illustrations/port-layout';
import type { Box3 } from '@/lib/illustrations/projection';
import { Label, Led, type Ids } from './parts';
import { Rj45, SfpCage } from './ports';
import { RackChassis } from './rack';

type Spec = Extract<IllustrationSpec, { kind: 'olt' }>;
type GroupKey = 'pon' | 'ge' | 'sfp';

const CHASSIS: Box3 = { x: 36, y: 150, z: 0, w: 380, h: 66, d: 130 };
const PORT_AREA = { x: CHASSIS.x + 96, y: CHASSIS.y + 15, width: CHASSIS.w - 104, height: CHASSIS.h - 22 };
const STATUS = [
  { label: 'PWR', color: LED_GREEN },
  { label: 'SYS', color: LED_GREEN },
  { label: 'ALM', color: BRAND.amber500 },
  { label: 'FAN', color: LED_GREEN },
] as const;

/** 1U OLT front panel: PON cages, GE copper uplinks and SFP uplink cages, counted from the spec. */
export function OltDrawing({ spec, ids }: { spec: Spec; ids: Ids }) {
  const groups: PortGroup<GroupKey>[] = [
    { key: 'pon' as const, count: spec.ponPorts, width: 17, height: 12.5, maxRows: 2 },
    { key: 'ge' as const, count: spec.gePorts, width: 14, height: 12.5, maxRows: 2 },
    { key: 'sfp' as const, count: spec.sfpUplinks, width: 17, height: 12.5, maxRows: 2 },
  ].filter((group) => group.count > 0);
  const layout = layoutPanel(groups, PORT_AREA, { gap: 3, groupGap: 14, justify: 'end' });
  const label: Record<GroupKey, string> = { pon: spec.ponType, ge: 'GE', sfp: 'UPLINK' };

  return (
    <g data-part="olt" data-pon-type={spec.ponType}>
      <RackChassis ids={ids} box={CHASSIS}>
        <Label x={CHASSIS.x + 10} y={CHASSIS.y + 20} size={11} weight={700} color={BRAND.amber500}>
          {`${spec.ponType} OLT`}
        </Label>
        {STATUS.map(({ label: text, color }, i) => (
          <g key={text}>
            <Led cx={CHASSIS.x + 14 + i * 18} cy={CHASSIS.y + 34} color={color} r={2} />
            <Label x={CHASSIS.x + 14 + i * 18} y={CHASSIS.y + 45} size={4.6} anchor="middle" color={BRAND.onDarkMuted}>
              {text}
            </Label>
          </g>
        ))}
        <Rj45 rect={{ x: CHASSIS.x + 10, y: CHASSIS.y + 49, width: 13, height: 10 }} data-part="console-port" />
        <Label x={CHASSIS.x + 27} y={CHASSIS.y + 57} size={4.6} color={BRAND.onDarkMuted}>
          CON
        </Label>
        {layout.groups.map((group) => (
          <g key={group.key}>
            <Label x={group.bounds.x} y={group.bounds.y - 3} size={5} color={BRAND.onDarkMuted}>
              {label[group.key]}
            </Label>
            {group.ports.map((rect, i) =>
              group.key === 'ge' ? (
                <Rj45 key={i} rect={rect} data-part="ge-port" />
              ) : (
                <SfpCage key={i} rect={rect} data-part={group.key === 'pon' ? 'pon-port' : 'sfp-uplink'} />
              ),
            )}
          </g>
        ))}
      </RackChassis>
    </g>
  );
}
