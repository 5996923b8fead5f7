import { site } from '@/content/site';
import type { Product } from '../types';
import { dualBandGatewayFunctions, dualBandWifiRow, type OntModel, ontOpticsTable, ontOrdering, ontSimilar, operatingRow, orderable, plainTable, routes, storageRow, xponPortRow, type PonModel } from './shared';
import { xponOptics } from './optics';

const model = { device: 'ont', drawing: { kind: 'ont', gePorts: 4, fePorts: 0, potsPorts: 1, wifi: 5, antennas: 4 }, optics: xponOptics } as const satisfies OntModel;
const ont841 = model.drawing;

export const product = {
  ...orderable('op-841gwv-dgb', 'OP841GWV-DGB', model),
  family: 'pon',
  title: `OP841GWV-DGB XPON ONT, ${ont841.gePorts}GE + ${ont841.potsPorts} POTS + WiFi ${ont841.wifi}`,
  summary: `A dual-mode XPON home gateway with ${ont841.gePorts} GE LAN ports, a voice port and dual-band WiFi ${ont841.wifi} up to 1.167 Gbps; the same unit works on EPON and GPON networks.`,
  tabs: ['all', 'xpon-ont'],
  image: {
    kind: 'illustration',
    spec: ont841,
    alt: `OP841GWV-DGB XPON ONT with ${ont841.gePorts} GE LAN ports, a phone port and external WiFi antennas`,
  },
  page: {
    // The page keeps its long-standing hyphenated address; the search indexes that spelling too.
    ...routes.model('OP-841GWV-DGB', { aliases: ['OP841GWVDGB'] }),
    metaDescription: `OP841GWV-DGB dual-mode XPON ONT: ${ont841.gePorts} GE LAN, ${ont841.potsPorts} POTS and dual-band WiFi ${ont841.wifi} up to 1.167 Gbps for FTTH triple play on EPON or GPON.`,
    banner: 'One gateway for EPON and GPON subscribers: gigabit LAN, voice and dual-band WiFi.',
    features: [
      {
        title: 'Gigabit wired LAN',
        text: 'Four auto-negotiating GE ports for PCs, set-top boxes and cameras, with VLAN trunking, IGMP snooping and port mirroring.',
      },
      {
        title: 'Voice built in',
        text: 'One FXS port with SIP and IMS SIP, G.711, G.722 and G.729 codecs, T.38 fax and GR-909 line testing.',
      },
      {
        title: 'Run from the OLT',
        text: `OAM/OMCI, TR-069, Telnet and the web interface give the operator full HGU control, directly from a ${site.name} OLT.`,
      },
    ],
    highlights: [
      'XPON dual mode: detects an EPON or GPON OLT and registers on its own',
      `Dual-band WiFi ${ont841.wifi} with 2×2 radios on each band and a front-end module for reach`,
      'Four-queue QoS, IPv4/IPv6 dual stack and complete HGU management',
      'Plug and play: connect fibre and power, and the ISP provisions the rest remotely',
    ],
    specTables: [
      plainTable('Hardware', [
        ['Dimensions (L × W × H)', '178 × 120 × 30 mm'],
        ['Net weight', '0.3 kg'],
        operatingRow,
        storageRow,
        ['Power adaptor', 'DC 12 V / 1.5 A'],
        ['Power consumption', '12 W'],
        ['Interfaces', `${ont841.gePorts} GE + ${ont841.potsPorts} POTS + WiFi ${ont841.wifi}`],
        ['LED indicators', 'PWR, LOS, PON, 2.4G, 5G, PHONE'],
      ]),
      plainTable('Interfaces', [
        xponPortRow(model.optics),
        ['LAN', `${ont841.gePorts} × GE, auto-negotiating RJ45`],
        ['POTS', `${ont841.potsPorts} × FXS, RJ11`],
        dualBandWifiRow(ont841),
      ]),
      ontOpticsTable(model.optics),
      dualBandGatewayFunctions('op841'),
      ontOrdering('OP841GWV-DGB', `${ont841.gePorts}GE+${ont841.potsPorts}POTS+WiFi ${ont841.wifi}`, 'DC 12 V / 1.5 A'),
    ],
    similar: ontSimilar['op-841gwv-dgb'],
    applicationChart: { devices: ['pc', 'laptop', 'iptv', 'camera', 'phone', 'smartphone', 'tablet'] },
  },
} as const satisfies Product<'pon'>;

/** The record its figures, drawing and tables read; the planner reads its optics. */
export const record = model satisfies PonModel;
