import type { IllustrationSpec } from '@/content/catalogue/illustration';
import { APC_GREEN, BRAND, LED_GREEN } from '@/lib/illustrations/palette';
import type { Rect } from '@/lib/illustrations/port-layout';
import { Instrument, LegendKey } from './instrument';
import { Key, Label, Screen, type Ids } from './parts';

type Spec = Extract<IllustrationSpec, { kind: 'power-meter' }>;

/** The three PON wavelengths a pass-through meter reads at once: upstream 1310, downstream 1490 and video 1550. */
export const PON_WAVELENGTHS_NM = [1310, 1490, 1550] as const;

/** Sample readings shown on screen, keyed by wavelength; any other wavelength shows the first. */
const SAMPLE_DBM: Record<number, string> = { 1310: '+2.15', 1490: '-18.52', 1550: '-16.34' };

const BODY: Rect = { x: 172, y: 56, width: 140, height: 230 };

export function PowerMeterDrawing({ spec, ids }: { spec: Spec; ids: Ids }) {
  const screen: Rect = { x: BODY.x + 14, y: BODY.y + 24, width: BODY.width - 28, height: 96 };
  const keyW = 44;
  const keysX = BODY.x + BODY.width / 2 - keyW - 4;
  const legends = spec.pon ? ['λ', 'MODE', 'SAVE', 'HOLD'] : ['λ', 'dB/W', 'REF', 'HOLD'];
  return (
    <g data-part="power-meter" data-pon={spec.pon}>
      <Instrument ids={ids} body={BODY} radius={18} depth={34} ports={spec.pon ? [APC_GREEN, APC_GREEN] : [BRAND.onDarkMuted]}>
        <rect x={screen.x - 6} y={screen.y - 6} width={screen.width + 12} height={screen.height + 12} rx={5} fill={BRAND.navy950} />
        <Screen ids={ids} rect={screen}>{spec.pon ? <PonReadings rect={screen} spec={spec} /> : <Reading rect={screen} spec={spec} />}</Screen>
        {legends.map((legend, i) => (
          <LegendKey key={legend} ids={ids} x={keysX + (i % 2) * (keyW + 8)} y={BODY.y + 140 + Math.floor(i / 2) * 24} width={keyW} height={16} legend={legend} />
        ))}
        <Key ids={ids} cx={BODY.x + BODY.width / 2} cy={BODY.y + 204} r={9} amber />
      </Instrument>
    </g>
  );
}

function Reading({ rect, spec }: { rect: Rect; spec: Spec }) {
  const active = spec.wavelengthsNm.includes(1310) ? 1310 : spec.wavelengthsNm[0];
  const perRow = 3;
  const chipW = (rect.width - 10) / perRow;
  return (
    <g>
      <Label x={rect.x + 6} y={rect.y + 13} size={7} color={BRAND.onDarkMuted}>
        {active === undefined ? 'λ' : `λ ${active} nm`}
      </Label>
      <g data-part="reading">
        <Label x={rect.x + rect.width - 24} y={rect.y + 46} size={23} weight={600} color={BRAND.cyan400} anchor="end">
          -12.37
        </Label>
        <Label x={rect.x + rect.width - 6} y={rect.y + 46} size={7} color={BRAND.cyan400} anchor="end">
          dBm
        </Label>
      </g>
      {spec.wavelengthsNm.map((nm, i) => {
        const x = rect.x + 5 + (i % perRow) * chipW;
        const y = rect.y + 56 + Math.floor(i / perRow) * 13;
        const on = nm === active;
        return (
          <g key={nm} data-part="wavelength-label">
            <rect x={x} y={y} width={chipW - 3} height={11} rx={2} fill={on ? BRAND.cyan600 : BRAND.navy700} />
            <Label x={x + (chipW - 3) / 2} y={y + 8} size={6.5} anchor="middle" color={on ? BRAND.surface : BRAND.onDarkMuted}>
              {nm}
            </Label>
          </g>
        );
      })}
    </g>
  );
}

function PonReadings({ rect, spec }: { rect: Rect; spec: Spec }) {
  const own = spec.wavelengthsNm.slice(0, 3);
  const rows = own.length === 3 ? own : PON_WAVELENGTHS_NM;
  const rowH = (rect.height - 16) / 3;
  return (
    <g>
      <Label x={rect.x + 6} y={rect.y + 11} size={6.5} color={BRAND.onDarkMuted}>
        PON · dBm
      </Label>
      {rows.map((nm, i) => {
        const y = rect.y + 15 + i * rowH;
        return (
          <g key={nm} data-part="reading">
            {i > 0 ? <line x1={rect.x + 5} y1={y} x2={rect.x + rect.width - 5} y2={y} stroke={BRAND.navy700} strokeWidth={0.6} /> : null}
            <Label x={rect.x + 6} y={y + rowH / 2 + 3} size={7.5} color={BRAND.onDarkMuted}>
              {nm}
            </Label>
            <Label x={rect.x + rect.width - 18} y={y + rowH / 2 + 5} size={14} color={BRAND.cyan400} anchor="end">
              {SAMPLE_DBM[nm] ?? SAMPLE_DBM[1490]}
            </Label>
            <circle cx={rect.x + rect.width - 10} cy={y + rowH / 2} r={2.4} fill={LED_GREEN} />
          </g>
        );
      })}
    </g>
  );
}
