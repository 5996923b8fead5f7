import type { Product } from '../types';
import { dualBandOnt, ont821, ontSimilar, op821DualBandTables, orderable, routes, type PonModel } from './shared';

export const product = {
  ...orderable('op821gwv-dgb', 'OP821GWV-DGB', dualBandOnt),
  family: 'pon',
  title: 'OP821GWV-DGB Dual-Band XPON ONT',
  summary: `A dual-mode XPON ONT with ${ont821.gePorts} GE ports, one voice port and dual-band WiFi ${ont821.wifi} up to 1.167 Gbps, with a WiFi front-end module and EasyMesh.`,
  tabs: ['all', 'xpon-ont'],
  image: {
    kind: 'illustration',
    spec: dualBandOnt.drawing,
    alt: `OP821GWV-DGB XPON ONT with ${ont821.gePorts} GE LAN ports, a phone port and external WiFi antennas`,
  },
  page: {
    ...routes.model('OP821GWV-DGB', { aliases: ['OP821GWVDGB'], numbered: ['nine'] }),
    metaDescription: `OP821GWV-DGB XPON ONT: ${ont821.gePorts} GE, ${ont821.potsPorts} POTS, dual-band WiFi ${ont821.wifi} at 1.167 Gbps with FEM and EasyMesh; auto EPON/GPON detection.`,
    banner: `Whole-home WiFi ${ont821.wifi} with EasyMesh, voice and two gigabit ports on one fibre.`,
    features: [
      {
        title: 'Coverage that stretches',
        text: 'A WiFi front-end module drives 23 dBm on 2.4 GHz and 27 dBm on 5 GHz through 5 dBi antennas, and EasyMesh links extra access points.',
      },
      {
        title: 'Either PON, no swap',
        text: 'The ONT detects whether the OLT runs EPON or GPON and registers automatically, so one stock item covers both networks.',
      },
      {
        title: 'Triple play ready',
        text: 'Two GE ports for data and IPTV, one FXS port for SIP voice, and IGMP snooping and proxy for multicast TV.',
      },
    ],
    highlights: [
      'Recognises an EPON or GPON OLT and sets its own PON mode',
      `Dual-band WiFi ${ont821.wifi} up to 1.167 Gbps, extendable with EasyMesh access points`,
      'SIP telephony, IPv4/IPv6 dual stack and a WiFi front-end module for range',
      'Goes in plug-and-play for FTTH voice, video and data',
    ],
    specTables: op821DualBandTables('OP821GWV-DGB'),
    similar: ontSimilar['op821gwv-dgb'],
    applicationChart: { devices: ['pc', 'iptv', 'phone', 'smartphone', 'laptop'] },
  },
} as const satisfies Product<'pon'>;

/** The record its figures, drawing and tables read; the planner reads its optics. */
export const record = dualBandOnt satisfies PonModel;
