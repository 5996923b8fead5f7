import type { Product } from '../types';
import { dualBandOnt, ont821, ontSimilar, op821DualBandTables, orderable, routes, type PonModel } from './shared';

export const product = {
  ...orderable('op821gwv-d', 'OP821GWV-D', dualBandOnt),
  family: 'pon',
  title: 'OP821GWV-D Dual-Band XPON ONT',
  summary: `Dual-mode XPON ONT for home broadband and voice: ${ont821.gePorts} GE LAN, ${ont821.potsPorts} POTS and dual-band WiFi ${ont821.wifi} at up to 1.167 Gbps, drawing under 10 W.`,
  tabs: ['all', 'xpon-ont'],
  image: {
    kind: 'illustration',
    spec: dualBandOnt.drawing,
    alt: `OP821GWV-D XPON ONT with ${ont821.gePorts} GE LAN ports, a phone port and external WiFi antennas`,
  },
  page: {
    ...routes.model('OP821GWV-D', { aliases: ['OP821GWVD'], numbered: ['ten'] }),
    metaDescription: `OP821GWV-D dual-mode XPON ONT with ${ont821.gePorts} GE, ${ont821.potsPorts} POTS and dual-band WiFi ${ont821.wifi} up to 1.167 Gbps, EasyMesh, SIP voice, under 10 W.`,
    banner: 'Two gigabit ports, a phone line and dual-band WiFi for every FTTH home.',
    features: [
      {
        title: `Dual-band WiFi ${ont821.wifi}`,
        text: '2×2 radios on 2.4 GHz and 5.8 GHz with multiple SSIDs and WPA2 security, up to 1.167 Gbps in total.',
      },
      {
        title: 'Bridge or router',
        text: 'Run it as a bridge behind the customer’s own router, as a full router with NAT and DHCP server, or in mixed mode.',
      },
      {
        title: 'Light on power',
        text: 'It draws under 10 W from a 12 V / 1.5 A adaptor and works from -10 to +55 °C.',
      },
    ],
    highlights: [
      'Registers on EPON or GPON networks with no manual set-up',
      `Mesh-ready WiFi ${ont821.wifi} on both bands, up to 1.167 Gbps`,
      'Voice over SIP, IPv6-ready routing and a WiFi front-end module',
      'Arrives ready to install: connect fibre and power for triple-play service',
    ],
    specTables: op821DualBandTables('OP821GWV-D'),
    similar: ontSimilar['op821gwv-d'],
    applicationChart: { devices: ['pc', 'iptv', 'phone', 'smartphone', 'tablet'] },
  },
} as const satisfies Product<'pon'>;

/** The record its figures, drawing and tables read; the planner reads its optics. */
export const record = dualBandOnt satisfies PonModel;
