import type { Product } from '../types';
import { gpon16, gponOlt, gponOltDrawing, gponOltTables, type OltModel, oltSimilar, orderable, routes, type PonModel } from './shared';

const gpon8 = { ...gponOlt, drawing: { ...gponOltDrawing, ponPorts: 8 } } as const satisfies OltModel;

export const product = {
  ...orderable('op-100p8g', 'OP-100P8G', gpon8),
  family: 'pon',
  title: `OP-100P8G ${gpon8.drawing.ponPorts}-Port GPON OLT`,
  summary: `An 8-port Layer 3 GPON OLT in a 1U box, with the same PON optics, ${gpon8.drawing.gePorts} RJ45 GE plus ${gpon8.drawing.sfpUplinks} SFP/SFP+ uplinks and features as the ${gpon16.drawing.ponPorts}-port model.`,
  tabs: ['all', 'gpon-olt'],
  image: {
    kind: 'illustration',
    spec: gpon8.drawing,
    alt: `OP-100P8G GPON OLT: 1U chassis with ${gpon8.drawing.ponPorts} SFP PON slots, ${gpon8.drawing.gePorts} RJ45 GE and ${gpon8.drawing.sfpUplinks} SFP/SFP+ uplinks`,
  },
  page: {
    ...routes.model('OP-100P8G', { aliases: ['OP100P8G'], numbered: ['two'] }),
    metaDescription: `OP-100P8G: ${gpon8.drawing.ponPorts}-port Layer 3 GPON OLT in 1U, split up to 1:128 per port, with GE and 10GE uplinks, for growing FTTH areas.`,
    banner: 'Eight GPON ports for a new service area, with room to add subscribers on every split.',
    features: [
      {
        title: 'Start small, keep the feature set',
        text: 'Half the PON ports of the OP-100P16G with the same switching, routing and management, so a smaller site gives nothing up.',
      },
      {
        title: 'Resilient uplinks',
        text: 'Static and dynamic LACP, IEEE 802.1D and 802.1w spanning tree, and RIP or OSPF routing keep the OLT connected if one uplink fails.',
      },
      {
        title: 'ONTs handled from the OLT',
        text: 'ONTs are discovered automatically, their links are checked and their software can be upgraded remotely.',
      },
    ],
    highlights: [
      `${gpon8.drawing.ponPorts} GPON ports on SFP slots: split up to 1:128, reach up to 20 km, each within the power budget of the optics`,
      `${gpon8.drawing.gePorts} RJ45 GE and ${gpon8.drawing.sfpUplinks} SFP/SFP+ uplinks with LACP and spanning-tree protection`,
      'Small, light 1U box for low-density and remote sites, industrial parks and shared base-station racks',
      'Fewer trunk fibres and less floor space, so each subscriber costs less to serve',
    ],
    specTables: gponOltTables(gpon8),
    similar: oltSimilar['op-100p8g'],
  },
} as const satisfies Product<'pon'>;

/** The record its figures, drawing and tables read; the planner reads its optics. */
export const record = gpon8 satisfies PonModel;
