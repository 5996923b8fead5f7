import type { IllustrationSpec } from '@/content/catalogue/illustration';
import { BRAND, LED_GREEN } from '@/lib/illustrations/palette';
import { layoutPanel, type PortGroup, type Rect } from '@/lib/illustrations/port-layout';
import { chamferedRect, type Box3 } from '@/lib/illustrations/projection';
import { EDGE, GroundShadow, Label, Led, Prism, Screen, type Ids } from './parts';
import { ScAdapter } from './ports';
import { RackChassis } from './rack';

type Spec = Extract<IllustrationSpec, { kind: 'edfa' }>;
type GroupKey = 'input' | 'switch' | 'output';

const RACK: Box3 = { x: 36, y: 150, z: 0, w: 380, h: 66, d: 130 };
const MINI: Box3 = { x: 96, y: 160, z: 0, w: 260, h: 72, d: 150 };

export function EdfaDrawing({ spec, ids }: { spec: Spec; ids: Ids }) {
  if (spec.form === '1u') {
    return (
      <g data-part="edfa" data-form="1u">
        <RackChassis ids={ids} box={RACK}>
          <FrontPanel ids={ids} spec={spec} box={RACK} />
        </RackChassis>
      </g>
    );
  }
  return (
    <g data-part="edfa" data-form="mini">
      <GroundShadow ids={ids} cx={MINI.x + MINI.w / 2 + 30} cy={MINI.y + MINI.h + 6} rx={MINI.w / 2 + 40} ry={16} />
      <Prism ids={ids} material="navy" depth={MINI.d} profile={chamferedRect(MINI.x, MINI.y, MINI.w, MINI.h, [6, 6, 0, 0])} />
      <FrontPanel ids={ids} spec={spec} box={MINI} />
    </g>
  );
}

/** Display and status on the left, then inputs, the optional A/B switch and the output adapters. */
function FrontPanel({ ids, spec, box }: { ids: Ids; spec: Spec; box: Box3 }) {
  const compact = spec.form === 'mini';
  // A mini unit has few outputs, so they are drawn at a handling size.
  const port = compact ? { width: 15, height: 17 } : { width: 11, height: 12.5 };
  const display: Rect = { x: box.x + 10, y: box.y + 20, width: 62, height: 22 };
  const area: Rect = { x: box.x + 84, y: box.y + 16, width: box.w - 92, height: box.h - (compact ? 26 : 22) };
  const groups: PortGroup<GroupKey>[] = [
    { key: 'input', count: spec.inputs, width: port.width + 1, height: port.height, maxRows: 2 },
    ...(spec.opticalSwitch ? [{ key: 'switch' as const, count: 1, width: 26, height: 28, maxRows: 1 }] : []),
    { key: 'output', count: spec.outputPorts, width: port.width, height: port.height, maxRows: compact ? 1 : 2 },
  ];
  const layout = layoutPanel(groups, area, { gap: 3, groupGap: 12, justify: 'end' });
  const leds = ['PWR', 'IN', 'OUT', 'ALM'] as const;
  return (
    <g>
      <Label x={box.x + 10} y={box.y + 14} size={8} weight={700} color={BRAND.amber500}>
        EDFA · 1550 nm
      </Label>
      <rect x={display.x - 3} y={display.y - 3} width={display.width + 6} height={display.height + 6} rx={3} fill={BRAND.navy950} />
      <Screen ids={ids} rect={display} radius={2}>
        <Label x={display.x + display.width - 4} y={display.y + 16} size={11} anchor="end" color={BRAND.cyan400}>
          22.0
        </Label>
        <Label x={display.x + 4} y={display.y + 9} size={4.5} color={BRAND.onDarkMuted}>
          dBm
        </Label>
      </Screen>
      {leds.map((text, i) => (
        <g key={text}>
          <Led cx={box.x + 14 + i * 16} cy={box.y + 52} color={text === 'ALM' ? BRAND.amber500 : LED_GREEN} r={1.8} />
          <Label x={box.x + 14 + i * 16} y={box.y + 61} size={4.4} anchor="middle" color={BRAND.onDarkMuted}>
            {text}
          </Label>
        </g>
      ))}
      {layout.groups.map((group) => {
        if (group.key === 'switch') {
          const rect = group.ports[0]!;
          return (
            <g key="switch" data-part="optical-switch">
              <rect {...rect} rx={3} fill={BRAND.navy950} {...EDGE} />
              <Label x={rect.x + rect.width / 2} y={rect.y + rect.height * 0.38} size={5.5} anchor="middle" color={BRAND.onDarkMuted}>
                OSW
              </Label>
              <Led cx={rect.x + rect.width * 0.3} cy={rect.y + rect.height * 0.7} color={LED_GREEN} r={1.8} />
              <Led cx={rect.x + rect.width * 0.7} cy={rect.y + rect.height * 0.7} color={LED_GREEN} r={1.8} lit={false} />
              <Label x={rect.x + rect.width * 0.3} y={rect.y + rect.height + 6} size={4.4} anchor="middle" color={BRAND.onDarkMuted}>
                A
              </Label>
              <Label x={rect.x + rect.width * 0.7} y={rect.y + rect.height + 6} size={4.4} anchor="middle" color={BRAND.onDarkMuted}>
                B
              </Label>
            </g>
          );
        }
        return (
          <g key={group.key}>
            <Label x={group.bounds.x} y={group.bounds.y - 3} size={5} color={BRAND.onDarkMuted}>
              {group.key === 'input' ? (spec.inputs > 1 ? 'IN 1 · 2' : 'IN') : 'OUTPUT'}
            </Label>
            {group.ports.map((rect, i) => (
              <ScAdapter key={i} rect={rect} data-part={group.key === 'input' ? 'input-port' : 'output-port'} />
            ))}
          </g>
        );
      })}
    </g>
  );
}
