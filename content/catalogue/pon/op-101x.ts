import type { Product } from '../types';
import { type OntModel, ontOpticsTable, ontOrdering, ontSimilar, operatingRow, orderable, plainTable, routes, storageRow, table, xponPortRow, type PonModel } from './shared';
import { xponOpticsSignLost } from './optics';

const model = { device: 'ont', drawing: { kind: 'ont', gePorts: 1, fePorts: 0, potsPorts: 0, wifi: null, antennas: 0 }, optics: xponOpticsSignLost } as const satisfies OntModel;
const ont101 = model.drawing;

export const product = {
  ...orderable('op-101x', 'OP-101X', model),
  family: 'pon',
  title: `OP-101X XPON ONT, ${ont101.gePorts}GE`,
  summary:
    'The smallest ONT in the range: an 82 × 82 × 25 mm dual-mode XPON unit with one GE port that bridges a fibre line to a router, PC or camera.',
  tabs: ['all', 'xpon-ont'],
  image: {
    kind: 'illustration',
    spec: ont101,
    alt: 'OP-101X compact XPON ONT with a single GE LAN port',
  },
  page: {
    ...routes.model('OP-101X', { aliases: ['OP101X'] }),
    metaDescription:
      `OP-101X compact dual-mode XPON ONT: ${ont101.gePorts} GE port, bridging or routing, rogue ONU detection, up to 4 W, 82 × 82 × 25 mm.`,
    banner: 'A palm-sized fibre terminal for one wired connection.',
    features: [
      {
        title: 'Fits anywhere',
        text: 'At 82 × 82 × 25 mm and 85 g it mounts behind a desk, on a wall or next to a customer’s own router.',
      },
      {
        title: 'Protects the PON',
        text: 'Rogue ONU detection and a hardware dying gasp help keep one faulty unit from disturbing everyone else on the splitter.',
      },
      {
        title: 'Zero-touch set-up',
        text: 'Auto-detection, auto-configuration and automatic firmware upgrade, with MAC, LOID, SN or password authentication.',
      },
    ],
    highlights: [],
    specTables: [
      plainTable('Hardware', [
        ['Dimensions (L × W × H)', '82 × 82 × 25 mm'],
        ['Net weight', '0.085 kg'],
        operatingRow,
        storageRow,
        ['Power adaptor', 'External AC-DC, DC 12 V / 0.5 A'],
        ['Power consumption', 'Up to 4 W'],
        ['Interfaces', `${ont101.gePorts} GE`],
        ['Indicators', 'SYS, LINK/ACT, REG'],
      ]),
      plainTable('Interfaces', [xponPortRow(model.optics), ['LAN', `${ont101.gePorts} × GE, auto-negotiating RJ45`]]),
      ontOpticsTable(model.optics),
      table(
        'Functions',
        ['Function', 'Description'],
        [
          {
            rows: [
              ['XPON mode', 'Dual mode; attaches automatically to EPON or GPON OLTs'],
              ['Uplink mode', 'Bridging and routing'],
              ['Fault protection', 'Rogue ONU detection, hardware dying gasp'],
              ['Firewall', 'DDoS protection; ACL, MAC and URL filtering'],
            ],
          },
        ],
      ),
      table(
        'Basic Features',
        ['Feature', 'Description'],
        [
          {
            rows: [
              [
                'Registration',
                'MPCP discovery and registration\nAuthentication by MAC, LOID or MAC + LOID\nAuthentication by SN, password, LOID or LOID + password\nTriple churning\nDBA\nAuto-detection, auto-configuration and automatic firmware upgrade',
              ],
              ['Alarms', 'Dying gasp\nPort loop detection\nEthernet port loss'],
              ['LAN', 'Port rate limiting\nLoop detection\nFlow control\nStorm control'],
              [
                'VLAN',
                'Tag mode\nTransparent mode\nTrunk mode (up to 8 VLANs)\n1:1 translation mode (fewer than 8 VLANs)',
              ],
              ['Multicast', 'IGMP v1/v2 and snooping\nUp to 8 multicast VLANs\nUp to 64 multicast groups'],
              ['QoS', '4 queues\nSP and WRR\n802.1p'],
              ['Layer 3', 'IPv4/IPv6\nDHCP, PPPoE or static addressing\nNAT'],
              ['Management', 'CTC OAM 2.0 and 2.1\nITU-T G.984.x OMCI\nWeb, Telnet, CLI'],
            ],
          },
        ],
      ),
      ontOrdering('OP-101X', `${ont101.gePorts}GE`, 'DC 12 V / 0.5 A'),
    ],
    similar: ontSimilar['op-101x'],
    applicationChart: { devices: ['pc'] },
  },
} as const satisfies Product<'pon'>;

/** The record its figures, drawing and tables read; the planner reads its optics. */
export const record = model satisfies PonModel;
