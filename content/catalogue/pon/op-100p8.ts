import type { Product } from '../types';
import { eponOltTables, type OltModel, oltSimilar, orderable, routes, uplinksOf, type PonModel } from './shared';

// The maker's table lists no PX20++ module for this model.
const epon8Olt = {
  device: 'olt',
  drawing: { kind: 'olt', ponType: 'EPON', ponPorts: 8, gePorts: 8, sfpUplinks: 8 },
  sfpPlusApart: 4,
  opticsClasses: ['PX20', 'PX20+', 'PX20+++'],
} as const satisfies OltModel;
const epon8 = epon8Olt.drawing;

/** OP-100P8: copper uplinks, and SFP and SFP+ cages listed apart. */
const eightPortEpon = {
  model: 'OP-100P8',
  orderingName: 'OP-100P8',
  olt: epon8Olt,
  maxOnus: 512,
  uplinks: `Copper: ${epon8.gePorts} × 10/100/1000M auto-negotiation\nSFP: ${epon8.sfpUplinks - epon8Olt.sfpPlusApart}\nSFP+: ${epon8Olt.sfpPlusApart}\nTotal: ${uplinksOf(epon8Olt)}`,
  forwardingMpps: '89.280',
  dimensions: '442.2 × 320 × 43 mm',
  weight: '4.5 kg',
  powerW: 55,
  orderingDescription: `${epon8.ponPorts} × EPON, ${epon8.gePorts} × RJ45 + ${epon8.sfpUplinks - epon8Olt.sfpPlusApart} × SFP + ${epon8Olt.sfpPlusApart} × SFP+`,
  powerConfiguration: '1 × AC power\n2 × AC power\n1 × AC power + 1 × DC power',
} as const;

export const product = {
  ...orderable('op-100p8', eightPortEpon.model, epon8Olt),
  family: 'pon',
  title: `OP-100P8 ${epon8.ponPorts}-Port EPON OLT`,
  summary: `An 8-port Layer 3 EPON OLT for up to 512 ONUs, 64 ONUs per PON port, with ${epon8.gePorts} copper GE, ${epon8.sfpUplinks - epon8Olt.sfpPlusApart} SFP and ${epon8Olt.sfpPlusApart} SFP+ uplinks in one rack unit.`,
  tabs: ['all', 'epon-olt'],
  image: {
    kind: 'illustration',
    spec: epon8,
    alt: `OP-100P8 EPON OLT: 1U chassis with ${epon8.ponPorts} SFP PON slots, ${epon8.gePorts} copper GE uplinks and ${epon8.sfpUplinks} SFP/SFP+ cages`,
  },
  page: {
    ...routes.model('OP-100P8', { aliases: ['OP100P8'], numbered: ['four'] }),
    metaDescription: `OP-100P8: 1U Layer 3 EPON OLT with ${epon8.ponPorts} EPON ports, up to 512 ONUs, ${uplinksOf(epon8Olt)} uplinks including ${epon8Olt.sfpPlusApart} SFP+, 55 W and 4.5 kg.`,
    banner: 'Eight EPON ports, sixteen uplinks and up to 512 subscribers in one rack unit.',
    features: [
      {
        title: 'Plenty of uplinks',
        text: 'Eight copper GE ports plus four SFP and four SFP+ cages let you split services across uplinks or aggregate them to the core.',
      },
      {
        title: 'Power to suit the site',
        text: 'Order it with one AC supply, two AC supplies, or one AC and one DC supply for sites on a -48 V plant.',
      },
      {
        title: 'Subscribers kept apart',
        text: 'VLAN division, port isolation and a separate LLID per service give each customer their own bandwidth and QoS.',
      },
    ],
    highlights: [
      `${epon8.ponPorts} EPON ports on SFP slots, split up to 1:64 for up to 512 ONUs`,
      `${epon8.gePorts} copper GE, ${epon8.sfpUplinks - epon8Olt.sfpPlusApart} SFP and ${epon8Olt.sfpPlusApart} SFP+ uplinks on a 128 Gbps backplane`,
      'Layer 2 and Layer 3 switching: VLANs, DBA, IGMP snooping, static, RIP and OSPF routing',
      'Operator tools: rate limiting, ONU auto-discovery, remote upgrade and power-off alarm',
    ],
    specTables: eponOltTables(eightPortEpon),
    similar: oltSimilar['op-100p8'],
  },
} as const satisfies Product<'pon'>;

/** The record its figures, drawing and tables read; the planner reads its optics. */
export const record = epon8Olt satisfies PonModel;
