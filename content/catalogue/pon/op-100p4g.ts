import type { Product } from '../types';
import { epon4, eponOltTables, fourPortEpon, fourPortEponOlt, oltSimilar, orderable, routes, type PonModel } from './shared';

export const product = {
  ...orderable('op-100p4g', 'OP-100P4G', fourPortEponOlt),
  family: 'pon',
  title: `OP-100P4G ${epon4.ponPorts}-Port EPON OLT`,
  summary: `A compact 1U Layer 3 EPON OLT with ${epon4.ponPorts} EPON ports serving up to 256 ONUs, 64 ONUs per PON port, with ${epon4.gePorts} RJ45 and ${epon4.sfpUplinks} SFP/SFP+ uplinks.`,
  tabs: ['all', 'epon-olt'],
  image: {
    kind: 'illustration',
    spec: fourPortEponOlt.drawing,
    alt: `OP-100P4G EPON OLT: 1U chassis with ${epon4.ponPorts} SFP PON slots, ${epon4.gePorts} RJ45 and ${epon4.sfpUplinks} SFP/SFP+ uplinks`,
  },
  page: {
    ...routes.model('OP-100P4G', { aliases: ['OP100P4G'], numbered: ['three'] }),
    metaDescription: `OP-100P4G: compact 1U Layer 3 EPON OLT, ${epon4.ponPorts} EPON ports, up to 256 ONUs at 1:64 split, 128 Gbps backplane, 30 W.`,
    banner: 'Four EPON ports and up to 256 subscribers from a 30 W rack unit.',
    features: [
      {
        title: 'Fits a small room',
        text: 'A 1U box of 442.2 × 200 × 43.6 mm and 3.2 kg for a small equipment room, running on AC mains or a -48 V DC supply.',
      },
      {
        title: 'One box for many services',
        text: 'Triple play, VPN, IP cameras, enterprise LANs and ISP access, each kept apart with VLANs and per-LLID QoS.',
      },
      {
        title: 'Keeps the network tidy',
        text: 'DHCP snooping, IP source guard and 802.1X stop rogue devices, while dynamic ranging shows the distance to each ONU in the EMS.',
      },
    ],
    highlights: [
      `${epon4.ponPorts} EPON ports on SFP slots, split up to 1:64 for up to 256 ONUs`,
      `${epon4.gePorts} RJ45 and ${epon4.sfpUplinks} SFP/SFP+ uplinks on a 128 Gbps backplane`,
      'Layer 2 and Layer 3 in one unit: VLANs, DBA, IGMP snooping, RIP and OSPF, PPPoE+',
      'Carrier-grade care: rate limiting, ONU auto-discovery, remote upgrade and power-off alarm',
    ],
    specTables: eponOltTables({ ...fourPortEpon, model: 'OP-100P4G', sameTables: { twin: 'OP-100P4', orderedAs: fourPortEpon.orderingName } }),
    similar: oltSimilar['op-100p4g'],
  },
} as const satisfies Product<'pon'>;

/** The record its figures, drawing and tables read; the planner reads its optics. */
export const record = fourPortEponOlt satisfies PonModel;
