import { defineFacets } from '../facets';

/** The PON optics classes the catalogue names: GPON (B+, C+ …) and EPON (PX20 …). */
export const ponOpticsClasses = ['B+', 'C+', 'C++', 'C++++', 'PX20', 'PX20+', 'PX20++', 'PX20+++', 'PX20++++'] as const;

export type PonOpticsClass = (typeof ponOpticsClasses)[number];

const opticsClasses = ponOpticsClasses.map((c) => ({ value: c, label: c }));

/** What a buyer chooses an OLT, an ONT or a PON module by. A figure that does not apply (an OLT's WiFi) is null. */
export const ponFacets = defineFacets({
  facets: [
    {
      id: 'device',
      label: 'Device',
      kind: 'choice',
      options: [
        { value: 'olt', label: 'OLT' },
        { value: 'ont', label: 'ONT' },
        { value: 'sfp', label: 'SFP module' },
      ],
      explain: 'The OLT sits at the exchange and drives the network; an ONT terminates the fibre at the subscriber; an SFP module is the optic in an OLT port.',
    },
    {
      id: 'ponType',
      label: 'PON type',
      kind: 'choice',
      options: [
        { value: 'gpon', label: 'GPON' },
        { value: 'epon', label: 'EPON' },
        { value: 'xpon', label: 'XPON (EPON or GPON)' },
      ],
      explain: 'GPON and EPON are the two PON standards; an OLT speaks one, an XPON ONT registers on either.',
    },
    {
      id: 'ponPorts',
      label: 'PON ports',
      kind: 'number',
      unit: 'ports',
      count: true,
      bounds: { min: 1, max: 64 },
      rows: ['GPON ports', 'EPON ports', 'PON port', 'PON'],
      explain: 'How many PON trees an OLT drives: divide the homes to serve by the split each tree takes, and keep a port or two spare.',
    },
    {
      id: 'uplinks',
      label: 'Uplinks',
      kind: 'number',
      unit: 'ports',
      count: true,
      bounds: { min: 1, max: 64 },
      rows: ['Uplink ports'],
      explain: 'Ports that connect an OLT to the rest of the network, copper and SFP together: count the links to your core and any protection path.',
    },
    {
      id: 'opticsClass',
      label: 'Optics class',
      kind: 'set',
      options: opticsClasses,
      rows: ['GPON ports', 'Supported module classes', 'PON port', 'PON'],
      explain: 'The power class of the PON optics: a higher class has a bigger loss budget, for a longer reach or a larger split.',
    },
    {
      id: 'lanPorts',
      label: 'LAN ports',
      kind: 'number',
      unit: 'ports',
      count: true,
      bounds: { min: 1, max: 16 },
      rows: ['LAN', 'Interfaces'],
      explain: 'Ethernet ports on an ONT: one feeds the subscriber’s own router, more serve computers, set-top boxes or cameras wired straight to it.',
    },
    {
      id: 'wifi',
      label: 'WiFi',
      kind: 'choice',
      options: [
        { value: 'none', label: 'None' },
        { value: 'wifi4', label: 'WiFi 4' },
        { value: 'wifi5', label: 'WiFi 5' },
      ],
      rows: ['WiFi', 'Interfaces'],
      explain: 'The WiFi standard of an ONT’s built-in access point: WiFi 4 is IEEE 802.11n, WiFi 5 is the faster IEEE 802.11ac, which runs in the 5 GHz band.',
    },
    {
      id: 'phonePorts',
      label: 'Phone ports',
      kind: 'number',
      unit: 'ports',
      count: true,
      bounds: { min: 0, max: 8 },
      rows: ['POTS', 'Interfaces'],
      explain: 'POTS ports for an ordinary telephone, carried over the fibre as voice over IP: one for each phone line the subscriber keeps.',
    },
  ],
  cardFigures: ['ponPorts', 'lanPorts', 'wifi'],
});
