import type { Product } from '../types';
import { type OntModel, ontOpticsTable, ontOrdering, ontSimilar, operatingRow, orderable, plainTable, routes, storageRow, table, wifiSecurity, wifiStandard, xponPortRow, type PonModel } from './shared';
import { xponOpticsSignLost } from './optics';

const model = { device: 'ont', drawing: { kind: 'ont', gePorts: 1, fePorts: 0, potsPorts: 0, wifi: 4, antennas: 2 }, optics: xponOpticsSignLost } as const satisfies OntModel;
const ont801 = model.drawing;

export const product = {
  ...orderable('op801gw', 'OP801GW', model),
  family: 'pon',
  title: `OP801GW XPON ONT, ${ont801.gePorts}GE + WiFi ${ont801.wifi}`,
  summary: `A small dual-mode XPON ONT with one GE LAN port and WiFi ${ont801.wifi} (802.11b/g/n) up to 300 Mbps, for single-line broadband connections.`,
  tabs: ['all', 'xpon-ont'],
  image: {
    kind: 'illustration',
    spec: ont801,
    alt: 'OP801GW XPON ONT with one GE LAN port and WiFi antennas',
  },
  page: {
    ...routes.model('OP801GW', { numbered: ['twelve'] }),
    metaDescription:
      `OP801GW dual-mode XPON ONT with ${ont801.gePorts} GE port and 300 Mbps WiFi ${ont801.wifi}, firewall and TR-069, in a 120 × 78 × 30 mm case.`,
    banner: 'Fibre broadband and WiFi from a compact 120 × 78 × 30 mm unit.',
    features: [
      {
        title: 'Router out of the box',
        text: 'It runs in routing mode with DHCP server, PPPoE, NAT, DMZ and DDNS, so a home needs no separate router.',
      },
      {
        title: 'Protected connection',
        text: 'A firewall with DDoS protection and ACL, MAC and URL filtering, plus storm control and loop detection on the LAN.',
      },
      {
        title: 'Easy to support',
        text: 'Manage it through the web interface, Telnet, OAM/OMCI or TR-069 without a site visit.',
      },
    ],
    highlights: [],
    specTables: [
      plainTable('Hardware', [
        ['Dimensions (L × W × H)', '120 × 78 × 30 mm'],
        ['Net weight', '0.15 kg'],
        operatingRow,
        storageRow,
        ['Power adaptor', 'External AC-DC, DC 12 V / 1 A'],
        ['Power consumption', '6 W or less'],
        ['Interfaces', `${ont801.gePorts}GE + WiFi ${ont801.wifi}`],
        ['Indicators', 'POWER, LOS, PON, LAN, WiFi'],
      ]),
      plainTable('Interfaces', [
        xponPortRow(model.optics),
        ['LAN', `${ont801.gePorts} × GE, auto-negotiating RJ45`],
        [
          'WiFi',
          `${wifiStandard(ont801.wifi)}, up to 300 Mbps\nTX power: 17 dBm / 16 dBm / 15 dBm (802.11b/g/n)\n13 channels`,
        ],
      ]),
      ontOpticsTable(model.optics),
      table(
        'Functions',
        ['Function', 'Description'],
        [
          {
            rows: [
              ['PON mode', 'XPON dual mode; connects to mainstream EPON and GPON OLTs'],
              ['Software mode', 'Routing'],
              ['WiFi', `${wifiSecurity}\nMultiple SSIDs`],
              ['Firewall', 'DDoS protection; ACL, MAC and URL filtering'],
              ['Layer 2', '802.1D and 802.1ad bridging, 802.1p CoS, 802.1Q VLAN'],
              ['Layer 3', 'IPv4/IPv6, DHCP client and server, PPPoE, NAT, DMZ, DDNS'],
              ['Multicast', 'IGMP v1/v2/v3, IGMP snooping'],
              ['Security', 'Flow and storm control, loop detection'],
              ['O&M', 'Web, Telnet, OAM/OMCI, TR-069'],
            ],
          },
        ],
      ),
      ontOrdering('OP801GW', `${ont801.gePorts}GE+WiFi ${ont801.wifi}`, 'DC 12 V / 1 A'),
    ],
    similar: ontSimilar.op801gw,
    applicationChart: { devices: ['pc', 'smartphone', 'laptop'] },
  },
} as const satisfies Product<'pon'>;

/** The record its figures, drawing and tables read; the planner reads its optics. */
export const record = model satisfies PonModel;
