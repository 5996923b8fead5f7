import { assignLinks, chartGeometry } from './application-chart';

describe('assignLinks', () => {
  it('puts telephones on POTS, mobiles on WiFi and the rest on LAN ports in order', () => {
    expect(assignLinks(['pc', 'laptop', 'iptv', 'camera', 'phone', 'smartphone', 'tablet'], { lan: 4, pots: 1, wifi: true })).toEqual([
      'LAN',
      'LAN',
      'LAN',
      'LAN',
      'POTS',
      'WiFi',
      'WiFi',
    ]);
  });

  it('moves wired devices to WiFi once the LAN ports run out', () => {
    expect(assignLinks(['pc', 'smartphone', 'laptop'], { lan: 1, pots: 0, wifi: true })).toEqual(['LAN', 'WiFi', 'WiFi']);
  });

  it('keeps a device on LAN when the unit has no WiFi', () => {
    expect(assignLinks(['pc', 'laptop'], { lan: 1, pots: 0, wifi: false })).toEqual(['LAN', 'LAN']);
  });
});

describe('chartGeometry', () => {
  it('lays out up to four devices a row, inside the width, without overlap', () => {
    const g = chartGeometry(7);
    expect(g.devices).toHaveLength(7);
    for (const d of g.devices) {
      expect(d.x).toBeGreaterThanOrEqual(0);
      expect(d.x + d.w).toBeLessThanOrEqual(g.width);
      expect(d.y + d.h).toBeLessThanOrEqual(g.height);
    }
    const firstRow = g.devices.slice(0, 4);
    for (let i = 1; i < firstRow.length; i += 1) expect(firstRow[i]!.x).toBeGreaterThanOrEqual(firstRow[i - 1]!.x + firstRow[i - 1]!.w);
    expect(g.devices[4]!.y).toBeGreaterThan(g.devices[0]!.y);
  });

  it('centres a single device', () => {
    const g = chartGeometry(1);
    const d = g.devices[0]!;
    expect(d.x + d.w / 2).toBeCloseTo(g.width / 2);
  });
});
