import type { ClientDevice } from '@/content/catalogue/types';

/** How a device reaches the ONT on the application chart. */
export type LinkKind = 'LAN' | 'POTS' | 'WiFi';

export interface OntPorts {
  /** Ethernet ports (GE + FE). */
  lan: number;
  pots: number;
  wifi: boolean;
}

const WIRELESS_ONLY: readonly ClientDevice[] = ['smartphone', 'tablet'];

/**
 * Assigns each device, in port order, the link it uses: telephones take the
 * POTS port, phones and tablets WiFi, others the Ethernet ports while they
 * last and WiFi after that.
 */
export function assignLinks(devices: readonly ClientDevice[], ports: OntPorts): LinkKind[] {
  let lanLeft = ports.lan;
  return devices.map((device) => {
    if (device === 'phone') return 'POTS';
    if (WIRELESS_ONLY.includes(device)) return 'WiFi';
    if (lanLeft > 0) {
      lanLeft -= 1;
      return 'LAN';
    }
    return ports.wifi ? 'WiFi' : 'LAN';
  });
}

export interface ChartGeometry {
  width: number;
  height: number;
  olt: { x: number; y: number; w: number; h: number };
  splitter: { cx: number; y: number; size: number };
  ont: { x: number; y: number; w: number; h: number };
  devices: { x: number; y: number; w: number; h: number }[];
}

/** Vertical layout: OLT, splitter, ONT, then the devices in rows of up to four. */
export function chartGeometry(deviceCount: number, width = 480): ChartGeometry {
  const perRow = Math.min(4, Math.max(1, deviceCount));
  const gap = 12;
  const tileW = Math.floor((width - 24 - gap * (perRow - 1)) / perRow);
  const tileH = 74;
  const rows = Math.ceil(deviceCount / perRow);
  const devicesTop = 300;
  const devices = Array.from({ length: deviceCount }, (_, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, deviceCount - row * perRow);
    const rowWidth = inRow * tileW + (inRow - 1) * gap;
    const x0 = (width - rowWidth) / 2;
    return { x: x0 + (i % perRow) * (tileW + gap), y: devicesTop + row * (tileH + gap), w: tileW, h: tileH };
  });
  return {
    width,
    height: devicesTop + rows * tileH + (rows - 1) * gap + 12,
    olt: { x: width / 2 - 110, y: 12, w: 220, h: 56 },
    splitter: { cx: width / 2, y: 108, size: 44 },
    ont: { x: width / 2 - 120, y: 192, w: 240, h: 56 },
    devices,
  };
}
