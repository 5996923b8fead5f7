import type { ReactNode } from 'react';
import { BRAND } from '@/lib/illustrations/palette';
import { sidePlane, topPlane, type Box3 } from '@/lib/illustrations/projection';
import { GroundShadow, Screw, Solid, type Ids } from './parts';

/** Width of a 19-inch rack ear in drawing units. */
export const EAR_WIDTH = 18;

/**
 * A 1U rack chassis: body, vents on the lid and side, mounting ears. The
 * front panel's contents are children, drawn on the z = 0 plane.
 */
export function RackChassis({ ids, box, children }: { ids: Ids; box: Box3; children: ReactNode }) {
  const vents = Array.from({ length: 14 }, (_, i) => i);
  return (
    <g data-part="chassis">
      <GroundShadow ids={ids} cx={box.x + box.w / 2 + box.d * 0.25} cy={box.y + box.h + 6} rx={box.w / 2 + 34} ry={16} />
      <Ear ids={ids} x={box.x - EAR_WIDTH} box={box} />
      <Solid ids={ids} material="navy" box={box} />
      <g transform={topPlane(box.x, box.y, box.z)} fill={BRAND.navy950} opacity={0.45}>
        {vents.map((i) => (
          <rect key={i} x={box.w * 0.42 + i * 11} y={box.d * 0.45} width={4} height={box.d * 0.4} rx={2} />
        ))}
      </g>
      <g transform={sidePlane(box.x + box.w, box.y, box.z)} fill={BRAND.navy950} opacity={0.6}>
        {[0, 1, 2, 3, 4].map((i) => (
          <rect key={i} x={box.d * 0.3 + i * 12} y={box.h * 0.25} width={5} height={box.h * 0.5} rx={2.5} />
        ))}
      </g>
      <rect x={box.x + 4} y={box.y + 4} width={box.w - 8} height={box.h - 8} rx={2} fill="none" stroke={BRAND.surface} strokeOpacity={0.12} />
      {children}
      <Ear ids={ids} x={box.x + box.w} box={box} />
    </g>
  );
}

function Ear({ ids, x, box }: { ids: Ids; x: number; box: Box3 }) {
  return (
    <g data-part="rack-ear">
      <Solid ids={ids} material="metal" box={{ x, y: box.y, z: box.z, w: EAR_WIDTH, h: box.h, d: 3 }} />
      {[0.28, 0.72].map((f) => (
        <rect key={f} x={x + EAR_WIDTH / 2 - 4} y={box.y + box.h * f - 2.5} width={8} height={5} rx={2.5} fill={BRAND.navy950} opacity={0.8} />
      ))}
      <Screw cx={x + EAR_WIDTH / 2} cy={box.y + box.h / 2} r={2} />
    </g>
  );
}
