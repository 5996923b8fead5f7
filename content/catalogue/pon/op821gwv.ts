import { site } from '@/content/site';
import type { Product } from '../types';
import { type OntModel, ontOpticsTable, ontOrdering, ontSimilar, operatingRow, orderable, plainTable, routes, storageRow, table, voipRow, wifiSecurity, wifiStandard, xponPortRow, type PonModel } from './shared';
import { xponOptics } from './optics';

const model = { device: 'ont', drawing: { kind: 'ont', gePorts: 1, fePorts: 1, potsPorts: 1, wifi: 4, antennas: 2 }, optics: xponOptics } as const satisfies OntModel;
const ont821gwv = model.drawing;

export const product = {
  ...orderable('op821gwv', 'OP821GWV', model),
  family: 'pon',
  title: 'OP821GWV Single-Band XPON ONT',
  summary: `An XPON ONT for voice and data subscribers: ${ont821gwv.gePorts} GE and ${ont821gwv.fePorts} FE LAN port, one POTS port and 2.4 GHz WiFi ${ont821gwv.wifi} up to 300 Mbps, in bridging or routing mode.`,
  tabs: ['all', 'xpon-ont'],
  image: {
    kind: 'illustration',
    spec: ont821gwv,
    alt: 'OP821GWV XPON ONT with one GE port, one FE port, a phone port and two external antennas',
  },
  page: {
    ...routes.model('OP821GWV', { numbered: ['eleven'] }),
    metaDescription:
      `OP821GWV dual-mode XPON ONT: ${ont821gwv.gePorts} GE + ${ont821gwv.fePorts} FE, ${ont821gwv.potsPorts} POTS and 300 Mbps WiFi ${ont821gwv.wifi}, 4K VLANs, 64 multicast groups, under 6 W.`,
    banner: 'Broadband, voice and WiFi for the everyday subscriber, on EPON or GPON.',
    features: [
      {
        title: 'Works with mainstream OLTs',
        text: 'XPON dual mode with CTC OAM 2.1 and 3.0 and ITU-T G.984.x OMCI lets it join the EPON and GPON OLTs most networks already run.',
      },
      {
        title: 'Fault alarms',
        text: 'Dying gasp, port loop detection and Ethernet port loss alarms tell the operator about a problem before the customer calls.',
      },
      {
        title: 'Talk to our PON team',
        text: `For volume pricing, availability or OLT interoperability questions, write to ${site.email}.`,
      },
    ],
    highlights: [],
    specTables: [
      plainTable('Hardware', [
        ['Dimensions (L × W × H)', '185 × 120 × 34 mm'],
        ['Net weight', '0.24 kg'],
        operatingRow,
        storageRow,
        ['Power adaptor', 'External AC-DC, DC 12 V / 1 A'],
        ['Power consumption', 'Under 6 W'],
        ['Interfaces', `${ont821gwv.gePorts}GE + ${ont821gwv.fePorts}FE + ${ont821gwv.potsPorts}POTS + WiFi ${ont821gwv.wifi}`],
        ['Indicators', 'PWR, PON, LOS, LAN1, LAN2, Phone, Pair, WiFi'],
      ]),
      plainTable('Interfaces', [
        xponPortRow(model.optics),
        ['LAN', `${ont821gwv.gePorts} × GE + ${ont821gwv.fePorts} × FE, auto-negotiating RJ45`],
        ['POTS', `${ont821gwv.potsPorts} × POTS, RJ11`],
        [
          'WiFi',
          `${wifiStandard(ont821gwv.wifi)}\nFrequency: 2.400–2.4835 GHz\n2T2R MIMO, 2 external 5 dBi antennas\nUp to 300 Mbps\n13 channels\nModulation: DSSS, CCK, OFDM\nEncoding: BPSK, QPSK, 16QAM, 64QAM`,
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
              ['Uplink mode', 'Bridging and routing'],
              ['Alarms', 'Dying gasp, port loop detection, Ethernet port loss'],
              ['VLAN', '4K VLANs; tag, untag, transparent, trunk and translation modes'],
              ['Multicast', 'Up to 64 multicast groups\nIGMP v1/v2/v3, proxy and snooping\nMLD v1/v2'],
              ['QoS', '4 queues; SP, WRR, 802.1p and DSCP'],
              [
                'Layer 3',
                'DHCP, PPPoE or static IP\nNAT, DHCPv6 server\nIPv4/IPv6 static routes\nIPv4/IPv6 dual stack',
              ],
              ['WiFi', `${wifiSecurity}\nMultiple SSIDs, hidden SSID\nWireless channel selection`],
              voipRow,
              ['Security', 'Flow and storm control, loop detection\nACL, MAC and URL filtering'],
              [
                'Management',
                `CTC OAM 2.1 and 3.0\nITU-T G.984.x OMCI\nEMS, web, Telnet, CLI\nUnified network management from a ${site.name} OLT`,
              ],
            ],
          },
        ],
      ),
      // The maker's ordering row names no WiFi generation.
      ontOrdering('OP821GWV', `${ont821gwv.gePorts}GE+${ont821gwv.fePorts}FE+${ont821gwv.potsPorts}POTS+WiFi`, 'DC 12 V / 1 A'),
    ],
    similar: ontSimilar.op821gwv,
    applicationChart: { devices: ['pc', 'iptv', 'phone', 'smartphone', 'laptop'] },
  },
} as const satisfies Product<'pon'>;

/** The record its figures, drawing and tables read; the planner reads its optics. */
export const record = model satisfies PonModel;
