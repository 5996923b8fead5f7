import type { Product } from '../types';
import { epon4, eponOltTables, fourPortEpon, fourPortEponOlt, oltSimilar, orderable, routes, type PonModel } from './shared';

export const product = {
  ...orderable('op-100p4', 'OP-100P4', fourPortEponOlt),
  family: 'pon',
  title: `OP-100P4 ${epon4.ponPorts}-Port EPON OLT`,
  summary: `A 4-port Layer 3 EPON OLT in 1U that serves up to 256 ONUs, 64 ONUs per PON port, over ${epon4.gePorts} RJ45 and ${epon4.sfpUplinks} SFP/SFP+ uplinks.`,
  tabs: ['all', 'epon-olt'],
  image: {
    kind: 'illustration',
    spec: fourPortEponOlt.drawing,
    alt: `OP-100P4 EPON OLT: 1U chassis with ${epon4.ponPorts} SFP PON slots, ${epon4.gePorts} RJ45 and ${epon4.sfpUplinks} SFP/SFP+ uplinks`,
  },
  page: {
    ...routes.model('OP-100P4', { aliases: ['OP100P4'], numbered: ['five'] }),
    metaDescription: `OP-100P4: ${epon4.ponPorts}-port Layer 3 EPON OLT, up to 256 ONUs at 1:64, 128 Gbps backplane, AC or -48 V DC, 30 W, in a compact 1U box.`,
    banner: 'An entry-level EPON head end that still routes, filters and manages like a big one.',
    features: [
      {
        title: 'Low running cost',
        text: 'At 30 W it adds little to the power and cooling load of a small exchange or equipment room, and it is rated for -20 to +60 °C.',
      },
      {
        title: 'Routing built in',
        text: 'Static routes, RIP and OSPF, 1024 host routes and 512 subnet routes, plus DHCP server and relay for subscriber addressing.',
      },
      {
        title: 'Ready for IPv6',
        text: 'DHCPv6, SLAAC snooping, RIPng and OSPFv3, MLD snooping and IPv6 management are all supported.',
      },
    ],
    highlights: [
      `${epon4.ponPorts} EPON ports on SFP slots for up to 256 ONUs at a 1:64 split`,
      `Uplinks: ${epon4.gePorts} RJ45 plus ${epon4.sfpUplinks} SFP/SFP+, over a 128 Gbps backplane`,
      'Full Layer 2 switching plus Layer 3 routing: VLANs, DBA, IGMP snooping, RIP, OSPF, PPPoE+',
      'Per-port rate limits, automatic ONU discovery, remote firmware upgrade and a power-off alarm',
    ],
    specTables: eponOltTables({ ...fourPortEpon, model: 'OP-100P4', sameTables: { twin: 'OP-100P4G', orderedAs: fourPortEpon.orderingName } }),
    similar: oltSimilar['op-100p4'],
  },
} as const satisfies Product<'pon'>;

/** The record its figures, drawing and tables read; the planner reads its optics. */
export const record = fourPortEponOlt satisfies PonModel;
