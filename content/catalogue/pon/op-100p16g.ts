import type { Product } from '../types';
import { gpon16, gponClassList, gponOltTables, oltSimilar, orderable, routes, type PonModel } from './shared';

export const product = {
  ...orderable('op-100p16g', 'OP-100P16G', gpon16),
  family: 'pon',
  title: `OP-100P16G ${gpon16.drawing.ponPorts}-Port GPON OLT`,
  summary: `A 1U Layer 3 GPON OLT with ${gpon16.drawing.ponPorts} GPON ports on SFP slots, each split up to 1:128, fed by ${gpon16.drawing.gePorts} RJ45 GE and ${gpon16.drawing.sfpUplinks} SFP/SFP+ uplinks.`,
  tabs: ['all', 'gpon-olt'],
  image: {
    kind: 'illustration',
    spec: gpon16.drawing,
    alt: `OP-100P16G GPON OLT: 1U chassis with ${gpon16.drawing.ponPorts} SFP PON slots, ${gpon16.drawing.gePorts} RJ45 GE and ${gpon16.drawing.sfpUplinks} SFP/SFP+ uplinks`,
  },
  page: {
    ...routes.model('OP-100P16G'),
    metaDescription: `OP-100P16G: 1U Layer 3 GPON OLT with ${gpon16.drawing.ponPorts} PON ports on SFP slots, split up to 1:128 per port, 10GE SFP+ uplinks, drawing 85 W.`,
    banner: 'Sixteen GPON ports, 10GE uplinks and Layer 3 routing in a single rack unit.',
    features: [
      {
        title: 'Optics to suit each route',
        text: `Every PON port is an SFP slot, so you fit ${gponClassList(gpon16)} modules to match the loss budget of each feeder.`,
      },
      {
        title: 'Routing at the access layer',
        text: 'Static routes, RIP, OSPF v2/v3, DHCP server and relay, and IPv6 routing let the OLT route subscriber traffic itself.',
      },
      {
        title: 'Managed the way you work',
        text: 'Use the EMS, TR-069, the web interface, SNMP, Telnet or the CLI, with SSH v2 for secure sessions and online ONT configuration.',
      },
    ],
    highlights: [
      `${gpon16.drawing.ponPorts} GPON ports on SFP slots; each splits up to 1:128 or reaches up to 20 km, as the power budget of its optics allows`,
      `${gpon16.drawing.gePorts} RJ45 GE and ${gpon16.drawing.sfpUplinks} SFP/SFP+ uplinks, protected by static or dynamic LACP and spanning tree`,
      'Fits where space is short: remote sites, industrial parks, FTTM and shared base-station racks',
      'Less trunk fibre and a smaller equipment room, which lowers the total cost of ownership',
    ],
    specTables: gponOltTables(gpon16),
    similar: oltSimilar['op-100p16g'],
  },
} as const satisfies Product<'pon'>;

/** The record its figures, drawing and tables read; the planner reads its optics. */
export const record = gpon16 satisfies PonModel;
