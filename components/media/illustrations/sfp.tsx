import type { IllustrationSpec } from '@/content/catalogue/illustration';
import { BRAND } from '@/lib/illustrations/palette';
import { project, sidePlane, topPlane, type Box3 } from '@/lib/illustrations/projection';
import { EDGE, GroundShadow, Label, Solid, type Ids } from './parts';

type Spec = Extract<IllustrationSpec, { kind: 'sfp' }>;

/** Lying on its side, long axis left to right, optical end on the right. */
const BODY: Box3 = { x: 64, y: 160, z: 0, w: 320, h: 60, d: 86 };

export function SfpDrawing({ spec, ids }: { spec: Spec; ids: Ids }) {
  const sticker = { x: BODY.x + 70, y: BODY.y + 9, width: 186, height: BODY.h - 18 };
  const [bx, by] = project(BODY.x + BODY.w, BODY.y, BODY.z);
  return (
    <g data-part="sfp">
      <GroundShadow ids={ids} cx={BODY.x + BODY.w / 2 + 30} cy={BODY.y + BODY.h + 6} rx={BODY.w / 2 + 60} ry={16} />
      <Solid ids={ids} material="amber" box={{ x: BODY.x - 22, y: BODY.y + BODY.h * 0.55, z: 12, w: 26, h: 4, d: BODY.d - 24 }} data-part="edge-connector" />
      <Solid ids={ids} material="metal" box={BODY} />
      <g transform={topPlane(BODY.x, BODY.y, BODY.z)} fill="none" stroke={BRAND.inkMuted} strokeWidth={1} opacity={0.6}>
        <rect x={40} y={14} width={150} height={BODY.d - 28} rx={3} />
        <line x1={210} y1={20} x2={270} y2={20} />
        <line x1={210} y1={BODY.d - 20} x2={270} y2={BODY.d - 20} />
      </g>
      <g transform={sidePlane(BODY.x + BODY.w, BODY.y, BODY.z)}>
        <rect x={12} y={8} width={BODY.d - 24} height={BODY.h - 16} rx={3} fill={BRAND.navy950} />
        <rect x={BODY.d / 2 - 9} y={BODY.h / 2 - 8} width={18} height={16} rx={2} fill={BRAND.navy800} />
        <circle cx={BODY.d / 2} cy={BODY.h / 2} r={3} fill={BRAND.surface} />
      </g>
      <g data-part="sfp-label">
        <rect {...sticker} rx={3} fill={BRAND.surface} {...EDGE} />
        <rect x={sticker.x} y={sticker.y} width={8} height={sticker.height} rx={2} fill={BRAND.amber500} />
        <Label x={sticker.x + 16} y={sticker.y + 19} size={13} weight={700} color={BRAND.navy900}>
          {spec.label}
        </Label>
        <g stroke={BRAND.navy900} strokeWidth={1}>
          {[0, 3, 5, 6, 9, 11, 14, 15, 18, 21, 22, 25].map((x) => (
            <line key={x} x1={sticker.x + 16 + x * 2} y1={sticker.y + 27} x2={sticker.x + 16 + x * 2} y2={sticker.y + 35} />
          ))}
        </g>
      </g>
      <path
        data-part="bail"
        d={`M${bx + 4},${by + 8} l14,0 a6,6 0 0 1 6,6 v${BODY.h - 22} a6,6 0 0 1 -6,6 l-14,0`}
        transform={`translate(${BODY.d * 0.21} ${-BODY.d * 0.18})`}
        fill="none"
        stroke={BRAND.amber700}
        strokeWidth={5}
        strokeLinecap="round"
      />
      <path
        d={`M${bx + 4},${by + 8} l14,0 a6,6 0 0 1 6,6 v${BODY.h - 22} a6,6 0 0 1 -6,6 l-14,0`}
        transform={`translate(${BODY.d * 0.21 - 0.6} ${-BODY.d * 0.18 - 0.6})`}
        fill="none"
        stroke={BRAND.amber500}
        strokeWidth={3}
        strokeLinecap="round"
      />
    </g>
  );
}
