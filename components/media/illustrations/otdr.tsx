import type { IllustrationSpec } from '@/content/catalogue/illustration';
import { otdrTrace } from '@/lib/illustrations/otdr-trace';
import { APC_GREEN, BRAND } from '@/lib/illustrations/palette';
import type { Rect } from '@/lib/illustrations/port-layout';
import { toPoints } from '@/lib/illustrations/projection';
import { Dpad, Instrument } from './instrument';
import { Key, Label, Screen, type Ids } from './parts';

type Spec = Extract<IllustrationSpec, { kind: 'otdr' }>;

export function OtdrDrawing({ spec, ids }: { spec: Spec; ids: Ids }) {
  return spec.form === 'bench' ? <Bench spec={spec} ids={ids} /> : <Handheld spec={spec} ids={ids} />;
}

/** Tablet-style mainframe: wide screen on the left, keypad on the right, test ports on the top edge. */
function Bench({ spec, ids }: { spec: Spec; ids: Ids }) {
  const body: Rect = { x: 62, y: 90, width: 340, height: 196 };
  const screen: Rect = { x: body.x + 24, y: body.y + 22, width: 214, height: 146 };
  const keysX = body.x + 292;
  return (
    <g data-part="otdr" data-form="bench">
      <Instrument ids={ids} body={body} radius={18} depth={44} ports={[APC_GREEN, BRAND.blue600, BRAND.onDarkMuted]}>
      <rect x={screen.x - 8} y={screen.y - 8} width={screen.width + 16} height={screen.height + 16} rx={6} fill={BRAND.navy950} />
      <Screen ids={ids} rect={screen}>
        <TraceView spec={spec} rect={screen} />
      </Screen>
      <Dpad ids={ids} cx={keysX} cy={body.y + 58} r={26} />
      {[0, 1, 2].map((row) =>
        [0, 1].map((col) => (
          <Key key={`${row}-${col}`} ids={ids} cx={keysX - 17 + col * 34} cy={body.y + 108 + row * 22} r={7} />
        )),
      )}
      <Key ids={ids} cx={keysX} cy={body.y + 176} r={9} amber />
      <Label x={keysX + 14} y={body.y + 179} size={6.5} color={BRAND.onDarkMuted}>
        TEST
      </Label>
      </Instrument>
    </g>
  );
}

/** Compact handheld: portrait body, screen above a small keypad. */
function Handheld({ spec, ids }: { spec: Spec; ids: Ids }) {
  const body: Rect = { x: 168, y: 46, width: 150, height: 244 };
  const screen: Rect = { x: body.x + 16, y: body.y + 22, width: body.width - 32, height: 98 };
  const cx = body.x + body.width / 2;
  return (
    <g data-part="otdr" data-form="handheld">
      <Instrument ids={ids} body={body} radius={20} depth={36} ports={[APC_GREEN, BRAND.onDarkMuted]}>
      <rect x={screen.x - 6} y={screen.y - 6} width={screen.width + 12} height={screen.height + 12} rx={5} fill={BRAND.navy950} />
      <Screen ids={ids} rect={screen}>
        <TraceView spec={spec} rect={screen} compact />
      </Screen>
      <Dpad ids={ids} cx={cx} cy={body.y + 166} r={22} />
      <Key ids={ids} cx={cx - 46} cy={body.y + 152} r={7} />
      <Key ids={ids} cx={cx + 46} cy={body.y + 152} r={7} />
      <Key ids={ids} cx={cx - 46} cy={body.y + 182} r={7} />
      <Key ids={ids} cx={cx + 46} cy={body.y + 182} r={7} />
      <Key ids={ids} cx={cx} cy={body.y + 216} r={9} amber />
      </Instrument>
    </g>
  );
}

function TraceView({ spec, rect, compact = false }: { spec: Spec; rect: Rect; compact?: boolean }) {
  const bar = compact ? 11 : 13;
  const plot: Rect = { x: rect.x + 6, y: rect.y + bar + 2, width: rect.width - 12, height: rect.height - bar * 2 - 4 };
  const trace = otdrTrace(spec.dynamicRangeDb, plot);
  const gridX = Array.from({ length: 7 }, (_, i) => plot.x + (plot.width * (i + 1)) / 8);
  const gridY = Array.from({ length: 3 }, (_, i) => plot.y + (plot.height * (i + 1)) / 4);
  const cursorX = plot.x + plot.width * 0.34;
  const size = compact ? 5.5 : 6.5;
  return (
    <g>
      <Label x={rect.x + 5} y={rect.y + bar - 3} size={size} color={BRAND.onDarkMuted}>
        {spec.wavelengthsNm.join(' / ')} nm
      </Label>
      <Label x={rect.x + rect.width - 5} y={rect.y + bar - 3} size={size} color={BRAND.amber500} anchor="end">
        A 12.48 km
      </Label>
      <g stroke={BRAND.navy700} strokeWidth={0.6}>
        {gridX.map((x) => (
          <line key={x} x1={x} y1={plot.y} x2={x} y2={plot.y + plot.height} />
        ))}
        {gridY.map((y) => (
          <line key={y} x1={plot.x} y1={y} x2={plot.x + plot.width} y2={y} />
        ))}
      </g>
      <line x1={cursorX} y1={plot.y} x2={cursorX} y2={plot.y + plot.height} stroke={BRAND.amber500} strokeWidth={0.9} strokeDasharray="3 2" />
      <polyline
        data-part="otdr-trace"
        data-noise-start={trace.noiseStartX}
        points={toPoints(trace.points)}
        fill="none"
        stroke={BRAND.cyan400}
        strokeWidth={1.3}
        strokeLinejoin="round"
      />
      {['Trace', 'Event', 'Setup'].map((label, i) => (
        <g key={label}>
          <rect
            x={rect.x + 5 + i * ((rect.width - 10) / 3)}
            y={rect.y + rect.height - bar}
            width={(rect.width - 10) / 3 - 3}
            height={bar - 3}
            rx={2}
            fill={BRAND.navy700}
          />
          <Label
            x={rect.x + 5 + i * ((rect.width - 10) / 3) + ((rect.width - 10) / 3 - 3) / 2}
            y={rect.y + rect.height - 5.5}
            size={size - 0.5}
            anchor="middle"
            color={BRAND.onDarkMuted}
          >
            {label}
          </Label>
        </g>
      ))}
    </g>
  );
}
