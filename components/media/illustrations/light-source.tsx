import type { IllustrationSpec } from '@/content/catalogue/illustration';
import { BRAND } from '@/lib/illustrations/palette';
import { spreadEvenly, type Rect } from '@/lib/illustrations/port-layout';
import { project } from '@/lib/illustrations/projection';
import { Instrument, LegendKey } from './instrument';
import { Key, Label, Led, Screen, type Ids } from './parts';

type Spec = Extract<IllustrationSpec, { kind: 'light-source' }>;

const BODY: Rect = { x: 172, y: 56, width: 140, height: 230 };
const DEPTH = 34;

export function LightSourceDrawing({ spec, ids }: { spec: Spec; ids: Ids }) {
  const screen: Rect = { x: BODY.x + 14, y: BODY.y + 24, width: BODY.width - 28, height: 66 };
  const active = spec.wavelengthsNm[0];
  const ledXs = spec.wavelengthsNm.length > 0 ? spreadEvenly(spec.wavelengthsNm.length, BODY.x + 14, BODY.x + BODY.width - 14) : [];
  const [gx, gy] = project(BODY.x + BODY.width / 2 - 22, BODY.y - 22, DEPTH * 0.3 + 10);
  return (
    <g data-part="light-source">
      <Instrument ids={ids} body={BODY} radius={18} depth={DEPTH} ports={[BRAND.onDarkMuted]}>
        <rect x={screen.x - 6} y={screen.y - 6} width={screen.width + 12} height={screen.height + 12} rx={5} fill={BRAND.navy950} />
        <Screen ids={ids} rect={screen}>
          <Label x={screen.x + 6} y={screen.y + 12} size={6.5} color={BRAND.onDarkMuted}>
            CW · -5.00 dBm
          </Label>
          <Label x={screen.x + screen.width - 22} y={screen.y + 44} size={22} color={BRAND.cyan400} anchor="end">
            {active ?? '—'}
          </Label>
          <Label x={screen.x + screen.width - 6} y={screen.y + 44} size={7} color={BRAND.cyan400} anchor="end">
            nm
          </Label>
        </Screen>
        {spec.wavelengthsNm.map((nm, i) => (
          <g key={nm} data-part="wavelength-label">
            <Led cx={ledXs[i]!} cy={BODY.y + 116} color={BRAND.cyan400} lit={i === 0} />
            <Label x={ledXs[i]!} y={BODY.y + 130} size={7} anchor="middle" color={BRAND.onDarkMuted}>
              {nm}
            </Label>
          </g>
        ))}
        <LegendKey ids={ids} x={BODY.x + 22} y={BODY.y + 146} width={44} height={16} legend="λ" />
        <LegendKey ids={ids} x={BODY.x + 74} y={BODY.y + 146} width={44} height={16} legend="MODE" />
        <Key ids={ids} cx={BODY.x + BODY.width / 2} cy={BODY.y + 198} r={9} amber />
      </Instrument>
      <ellipse cx={gx} cy={gy} rx={16} ry={12} fill={ids.url('glow')} data-part="emission" />
    </g>
  );
}
