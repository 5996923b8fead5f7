import { paths } from '@/content/paths';
import { site } from '@/content/site';
import type { FamilyFigures } from '../facets/index';
import type { PonOpticsClass } from '../facets/pon';
import type { IllustrationSpec } from '../illustration';
import type { ProductKeyOf } from '../keys';
import { familyRoutes } from '../routes';
import type { ProductPage, SpecRow, SpecTable } from '../types';
import { oltModules, opticsText, xponOptics, type OltModuleClass, type OntOptics, type PortOptics } from './optics';

/**
 * PON family: GPON and EPON OLTs, dual-mode XPON ONTs and two PON SFP
 * modules. Figures come from the catalogue facts (pon.json) and the
 * spec's section 9, which wins where the two differ.
 */

export type PonProductKey = ProductKeyOf<'pon'>;

/**
 * Pages live at `/lumora-pon/<MODEL>`; the unhyphenated spellings of old
 * links and the spec's numbered similar-product paths redirect to them.
 */
export const routes = familyRoutes({ base: paths.pon, numbered: `${site.slug}pon` });

/* ---------- Key figures (content/catalogue/facets/pon.ts), typed once ---------- */

type OltDrawing = Extract<IllustrationSpec, { kind: 'olt' }>;
type OntDrawing = Extract<IllustrationSpec, { kind: 'ont' }>;

/** An OLT as its maker's tables count it. */
export interface OltModel {
  device: 'olt';
  /** PON type, PON ports, RJ45 GE uplinks and SFP uplink cages: its drawing, tables, words and key figures read them here. */
  drawing: OltDrawing;
  /** The SFP uplink cages the maker lists as SFP+ apart from plain SFP ones (OP-100P8: 4 SFP + 4 SFP+); 0 where it lists them all as SFP/SFP+. */
  sfpPlusApart: number;
  /** The PON module classes its tables list (content/catalogue/pon/optics.ts holds each module's optics). */
  opticsClasses: readonly OltModuleClass[];
}

/** An ONT: its ports, as its drawing, application chart and sentence, tables, words and key figures count them. */
export interface OntModel {
  device: 'ont';
  drawing: OntDrawing;
  /** Its PON port's optics on each PON type it registers on (its datasheet's PON interface row). */
  optics: OntOptics;
}

/** A PON SFP module: its PON type and class, from its landing card. */
export interface SfpModel {
  device: 'sfp';
  ponType: 'gpon' | 'epon';
  opticsClass: PonOpticsClass;
}

export type PonModel = OltModel | OntModel | SfpModel;

/** Every ONT here has one PON port: dual-mode XPON (the maker's PON interface rows). */
const XPON_PORTS = 1;

/** The two GPON OLTs: their maker's tables differ only in the number of PON ports. */
export const gponOlt = { device: 'olt', sfpPlusApart: 0, opticsClasses: ['C+', 'C++'] } as const satisfies Omit<OltModel, 'drawing'>;
export const gponOltDrawing = { kind: 'olt', ponType: 'GPON', gePorts: 4, sfpUplinks: 4 } as const;

/** OP-100P4G and OP-100P4: one set of maker's tables, so one set of figures. */
export const fourPortEponOlt = {
  device: 'olt',
  drawing: { kind: 'olt', ponType: 'EPON', ponPorts: 4, gePorts: 4, sfpUplinks: 4 },
  sfpPlusApart: 0,
  opticsClasses: ['PX20', 'PX20+', 'PX20++', 'PX20+++'],
} as const satisfies OltModel;

/** OP821GWV-DGB and OP821GWV-D: one set of maker's tables, so one set of ports. */
export const dualBandOnt = {
  device: 'ont',
  drawing: { kind: 'ont', gePorts: 2, fePorts: 0, potsPorts: 1, wifi: 5, antennas: 4 },
  optics: xponOptics,
} as const satisfies OntModel;

/** The 16-port GPON OLT, which the landing page and the 8-port model's words quote. */
export const gpon16 = { ...gponOlt, drawing: { ...gponOltDrawing, ponPorts: 16 } } as const satisfies OltModel;

/** Every uplink of an OLT, copper and SFP together. */
export const uplinksOf = (m: OltModel) => m.drawing.gePorts + m.drawing.sfpUplinks;

const ponTypes = { GPON: 'gpon', EPON: 'epon' } as const;

/** A model's key figures, from the same record its drawing, tables and words read. */
function figuresOf(m: PonModel): FamilyFigures['pon'] {
  switch (m.device) {
    case 'olt':
      return {
        device: 'olt',
        ponType: ponTypes[m.drawing.ponType],
        ponPorts: m.drawing.ponPorts,
        uplinks: uplinksOf(m),
        opticsClass: m.opticsClasses,
        lanPorts: null,
        wifi: null,
        phonePorts: null,
      };
    case 'ont': {
      const { gePorts, fePorts, potsPorts, wifi } = m.drawing;
      return {
        device: 'ont',
        ponType: 'xpon',
        ponPorts: XPON_PORTS,
        uplinks: null,
        opticsClass: [m.optics.epon, m.optics.gpon].flatMap((o) => (o ? [o.class] : [])),
        lanPorts: gePorts + fePorts,
        wifi: wifi === null ? 'none' : (`wifi${wifi}` as const),
        phonePorts: potsPorts,
      };
    }
    case 'sfp':
      return {
        device: 'sfp',
        ponType: m.ponType,
        ponPorts: null,
        uplinks: null,
        opticsClass: [m.opticsClass],
        lanPorts: null,
        wifi: null,
        phonePorts: null,
      };
  }
}

/**
 * A product's key and model, and that model as a buyer orders it: named as
 * its maker prints it, with its key figures read from its record (`ports`:
 * the record its drawing, tables and words read too).
 */
export function orderable<const K extends PonProductKey, const M extends string>(key: K, model: M, ports: PonModel) {
  return { key, model, models: [{ name: model, figures: figuresOf(ports) }] } as const;
}

/** The module classes an OLT takes, as its GPON tables write them: 'Class C+ or Class C++'. */
export const gponClassList = (m: OltModel) => m.opticsClasses.map((c) => `Class ${c}`).join(' or ');

export const oltSimilar = {
  'op-100p16g': ['op-100p8g', 'op-100p4g', 'op-100p8', 'op-100p4'],
  'op-100p8g': ['op-100p16g', 'op-100p4g', 'op-100p8', 'op-100p4'],
  'op-100p4g': ['op-100p16g', 'op-100p8g', 'op-100p8', 'op-100p4'],
  'op-100p8': ['op-100p16g', 'op-100p8g', 'op-100p4g', 'op-100p4'],
  'op-100p4': ['op-100p16g', 'op-100p8g', 'op-100p4g', 'op-100p8'],
} as const satisfies Record<string, ProductPage['similar']>;

export const table = (title: string, columns: SpecTable['columns'], groups: SpecTable['groups']): SpecTable => ({
  title,
  columns,
  groups,
});

/** A one-group table without a group header: the usual parameter/value layout. */
export const plainTable = (title: string, rows: readonly SpecRow[]): SpecTable =>
  table(title, ['Parameter', 'Value'], [{ rows }]);

/* ---------- Optics of every ONT ---------- */

/** A figure both PON types share, once ('0 to +4 dBm'); or each with its type ('-3 dBm (EPON), -8 dBm (GPON)'). */
function perPonType(optics: OntOptics, figure: (o: PortOptics) => string): string {
  const entries = (['epon', 'gpon'] as const).flatMap((t) => (optics[t] ? [[t, figure(optics[t]!)] as const] : []));
  const values = [...new Set(entries.map(([, text]) => text))];
  return values.length === 1 ? values[0]! : entries.map(([t, text]) => `${text} (${t.toUpperCase()})`).join(', ');
}

/** The classes of an ONT's port: 'EPON PX20+ and GPON Class B+'. */
const portClasses = (optics: OntOptics, join: string) =>
  [optics.epon ? `EPON ${optics.epon.class}` : null, optics.gpon ? `GPON Class ${optics.gpon.class}` : null].filter(Boolean).join(join);

/** The ONT end of the link, rendered from its optics record (content/catalogue/pon/optics.ts); OLT pages show only the OLT's own port. */
export const ontOpticsTable = (optics: OntOptics) =>
  plainTable('PON Optics', [
    ['PON port', `${XPON_PORTS} × XPON (${portClasses(optics, ' and ')})`],
    ['Connector', 'SC/UPC, single-mode'],
    ['TX optical power', perPonType(optics, (o) => opticsText(o.transmitDbm, 'dBm'))],
    ['RX sensitivity', perPonType(optics, (o) => opticsText(o.sensitivityDbm, 'dBm'))],
    ['Overload optical power', perPonType(optics, (o) => opticsText(o.overloadDbm, 'dBm'))],
    ['Transmission distance', perPonType(optics, (o) => opticsText(o.reachKm, 'km'))],
    ['Wavelength', 'TX 1310 nm, RX 1490 nm'],
  ]);

export const xponPortRow = (optics: OntOptics): SpecRow => ['PON', `${XPON_PORTS} × XPON port (${portClasses(optics, ' / ')}), SC/UPC single-mode`];

/**
 * What the Ordering Information table of each of two models says when their
 * maker publishes one set of tables for both, ordering row included: no
 * difference is documented, so the page claims none and says so.
 */
interface SameTables {
  /** The other model of the pair. */
  twin: string;
  /** The product name the maker's shared ordering row prints. */
  orderedAs: string;
  /** A feature both are listed with that a name might suggest only one has. */
  bothListed?: string;
}

function sameTablesNote(model: string, { twin, orderedAs, bothListed }: SameTables): string {
  const alike = bothListed ? ` Both are listed with ${bothListed}, so that is no difference either.` : '';
  return `The maker publishes one set of tables for the ${model} and the ${twin}, and its ordering row for both names the ${orderedAs}; it documents no difference between the two models.${alike} Say which of them you want when you enquire.`;
}

export const ontOrdering = (name: string, description: string, adaptor: string, note?: string): SpecTable => ({
  ...table(
    'Ordering Information',
    ['Product Name', 'Product Description', 'Accessories'],
    [{ rows: [[name, description, `AC-DC power adaptor, ${adaptor}`]] }],
  ),
  ...(note ? { note } : {}),
});

export const operatingRow: SpecRow = ['Operating conditions', 'Temperature: -10 to +55 °C\nHumidity: 5 to 95% (non-condensing)'];
export const storageRow: SpecRow = ['Storage conditions', 'Temperature: -40 to +70 °C\nHumidity: 5 to 95% (non-condensing)'];

export const voipRow: SpecRow = [
  'VoIP',
  'SIP and IMS SIP\nCodecs: G.711a/u, G.722, G.729\nEcho cancellation, VAD/CNG, DTMF relay, T.30/T.38 fax\nCaller ID, call waiting, call forwarding, call transfer, call hold, three-way conference\nLine testing to GR-909',
];

/** Rows the GPON and EPON OLT tables share. */
const oltRows = {
  chassis: ['Chassis', '1U 19-inch standard box'],
  igmpSnooping: ['IGMP', 'IGMP snooping'],
  dhcpModes: ['Modes', 'DHCP server, DHCP relay, DHCP snooping'],
  arpProxy: ['ARP', 'ARP proxy'],
  authentication: ['Authentication', 'IEEE 802.1X, RADIUS, TACACS+'],
  services: ['Services', 'Data encryption, multicast, port VLAN, user separation, RSTP'],
  powerOffAlarm: ['Power-off alarm', 'Raised when power is lost, which makes link faults quick to trace'],
  broadcastStorms: ['Broadcast storms', 'Broadcast storm resistance'],
  portIsolation: ['Port isolation', 'Isolation between ports'],
  stability: ['Stability', 'Designed to prevent system breakdown'],
} as const satisfies Record<string, SpecRow>;

const oltProtectionRows = [oltRows.powerOffAlarm, oltRows.broadcastStorms, oltRows.portIsolation] as const;

/* ---------- GPON OLTs (OP-100P16G, OP-100P8G) ---------- */

const gponOltFunctions = table(
  'Functions',
  ['Function', 'Support'],
  [
    {
      label: 'Management',
      rows: [
        ['Management modes', 'EMS, TR-069 VACS, web, SNMP, Telnet, CLI'],
        ['Access', 'SNMP, Telnet, CLI, web, SSH v2'],
        ['Fans', 'Fan group control'],
        ['Ports', 'Port status monitoring and configuration management'],
        ['ONTs', 'Online ONT configuration and management'],
        ['Users and alarms', 'User management, alarm management'],
      ],
    },
    {
      label: 'Layer 2 switching',
      rows: [
        ['MAC address table', '32K entries'],
        [
          'VLAN',
          '4096 VLANs\nPort VLAN and protocol VLAN\nTag, untag and transparent transmission\nVLAN translation and QinQ',
        ],
        ['Port control', 'Storm control per port, port isolation, port rate limiting'],
        ['Spanning tree', 'IEEE 802.1D and 802.1w'],
        ['Link aggregation', 'Static and dynamic LACP'],
        ['QoS', 'Classified by port, VID, ToS and MAC address'],
        ['Access control', 'Access control lists, IEEE 802.1X'],
        ['Monitoring', 'Port stability statistics and monitoring'],
      ],
    },
    {
      label: 'Multicast',
      rows: [
        oltRows.igmpSnooping,
        ['Groups', '2048 IP multicast groups'],
      ],
    },
    {
      label: 'DHCP',
      rows: [
        oltRows.dhcpModes,
        ['Options', 'DHCP option 82'],
      ],
    },
    {
      label: 'Layer 3 routing',
      rows: [
        oltRows.arpProxy,
        ['Route table', '4096 hardware host routes, 512 hardware subnet routes'],
        ['Routing', 'Static routes; dynamic routing with RIP v1/v2, RIPng and OSPF v2/v3'],
        oltRows.authentication,
        ['IP source guard', 'Supported'],
      ],
    },
    {
      label: 'IPv6',
      rows: [
        ['Neighbour discovery', 'NDP'],
        ['Services', 'ICMPv6, Ping6, Telnet6, IPv6 routing'],
        ['IPv6 ACL', 'By source and destination IPv6 address, L4 port, protocol type and more'],
        ['Multicast', 'MLD v1/v2 snooping'],
      ],
    },
    {
      label: 'GPON',
      rows: [
        ['Standard', 'ITU-T G.984.x'],
        ['Traffic', 'T-CONT data and GEM port traffic'],
        ['Reach', 'Up to 20 km'],
        oltRows.services,
        ['ONT handling', 'Auto-discovery, link detection, remote software upgrade'],
      ],
    },
    {
      label: 'Reliability and protection',
      rows: [
        ['User separation', 'VLAN division and user separation'],
        ...oltProtectionRows,
        ['Packet filtering', 'Flexible packet filters configured through ACL and SNMP'],
        oltRows.stability,
        ['Protocols', 'RSTP, IGMP proxy'],
      ],
    },
  ],
);

export function gponOltTables(m: OltModel): readonly SpecTable[] {
  const { ponPorts, gePorts, sfpUplinks } = m.drawing;
  // The maker's GPON tables give the optics of the C++ module.
  const cPlusPlus = oltModules['C++'];
  return [
    plainTable('Hardware', [
      oltRows.chassis,
      ['Dimensions (L × W × H)', '442 × 320 × 43.6 mm'],
      ['Weight (single power supply)', 'Net 4.80 kg\nGross 6.40 kg'],
      ['Power consumption', '85 W'],
      ['Working temperature', '0 to +50 °C'],
      ['Storage temperature', '-40 to +85 °C'],
      ['Relative humidity', '5 to 90% (non-condensing)'],
    ]),
    plainTable('Interfaces', [
      ['Uplink ports', `RJ45 (GE): ${gePorts}\nSFP (GE) / SFP+ (10GE): ${sfpUplinks}`],
      [
        'GPON ports',
        `Quantity: ${ponPorts}\nPhysical interface: SFP slots\nModule class: ${gponClassList(m)}\nMaximum split ratio: 1:128`,
      ],
      [
        'Management ports',
        '1 × 10/100/1000BASE-T out-of-band port\n1 × console port\n1 × USB 2.0\n1 × USB Type-C (console)',
      ],
      ['GPON line rate', 'Downstream 2.488 Gbps, upstream 1.244 Gbps'],
    ]),
    {
      ...table(
        'PON Optics',
        ['Parameter', 'Value'],
        [
          {
            label: `OLT PON port (Class ${cPlusPlus.class} module)`,
            rows: [
              ['Connector', 'SC/UPC'],
              ['Fibre type', '9/125 µm single-mode'],
              ['TX optical power', opticsText(cPlusPlus.transmitDbm, 'dBm')],
              ['RX sensitivity', opticsText(cPlusPlus.sensitivityDbm, 'dBm')],
              ['Saturation optical power', opticsText(cPlusPlus.overloadDbm, 'dBm')],
            ],
          },
          {
            label: 'Every GPON port',
            rows: [
              ['Wavelength', 'TX 1490 nm, RX 1310 nm'],
              ['Split ratio', 'Up to 1:128'],
              ['Reach', `Up to ${opticsText(cPlusPlus.reachKm, 'km')}`],
            ],
          },
        ],
      ),
      // DECISIONS, "Reach and split together": the maker gives no budget that shows both maxima at once.
      note: 'Split ratio and reach are each a maximum. A link gets both at once only if the loss of its splitters, fibre and joints fits the power budget of the modules fitted, so ask us to check a planned route.',
    },
    gponOltFunctions,
  ];
}


/* ---------- EPON OLTs (OP-100P4G, OP-100P4, OP-100P8) ---------- */

interface EponOltFacts {
  /** The product name as the maker's ordering row prints it. */
  orderingName: string;
  /** Set when the maker publishes these same tables for another model too. */
  sameTables?: SameTables;
  model: string;
  /** Its PON ports, uplinks and module classes, from its product file's record. */
  olt: OltModel;
  maxOnus: number;
  /** The Uplink ports cell: each kind of port as the maker lists it, then the total. */
  uplinks: string;
  forwardingMpps: string;
  dimensions: string;
  weight: string;
  powerW: number;
  orderingDescription: string;
  powerConfiguration: string;
}

const eponOltFunctions = table(
  'Functions',
  ['Function', 'Support'],
  [
    {
      label: 'Security management',
      rows: [
        oltRows.authentication,
        ['DHCP protection', 'DHCP snooping, DHCP option 82, IP source guard'],
        ['Secure management', 'HTTPS, SSH v2'],
      ],
    },
    {
      label: 'IPv6',
      rows: [
        ['Neighbour discovery', 'IPv6 neighbour discovery, SLAAC snooping'],
        ['DHCPv6', 'DHCPv6 server, relay and snooping'],
        ['Routing', 'IPv6 static routes; RIPng and OSPFv3 (OSPF6)'],
        ['Multicast', 'MLD v1/v2'],
        ['IPv6 ACL', 'Supported'],
        ['Management over IPv6', 'SNMP, Telnet, HTTPS, SSH'],
      ],
    },
    {
      label: 'Layer 2 and EPON',
      rows: [
        ['Standard', 'IEEE 802.3ah'],
        ['Bandwidth', 'Port-based rate limiting and bandwidth control\nDynamic bandwidth allocation (DBA)'],
        oltRows.services,
        ['ONU handling', 'Auto-discovery, link detection, remote software upgrade'],
        ['User separation', 'VLAN division and user separation against broadcast storms'],
        ['LLID', 'Multiple-LLID and single-LLID configuration'],
        ['Per-service QoS', 'A separate LLID channel gives each user and service its own QoS'],
      ],
    },
    {
      label: 'Multicast',
      rows: [
        oltRows.igmpSnooping,
        ['Groups', '256 IP multicast groups'],
      ],
    },
    { label: 'DHCP', rows: [oltRows.dhcpModes] },
    {
      label: 'Layer 3',
      rows: [
        oltRows.arpProxy,
        ['Route table', '1024 hardware host routes, 512 hardware subnet routes'],
        ['Routing', 'Static routes; RIP v1/v2, OSPF v2/v3'],
        ['PPPoE', 'PPPoE+'],
      ],
    },
    {
      label: 'Reliability and protection',
      rows: [
        ...oltProtectionRows,
        ['Packet filtering', 'Flexible packet filters configured through ACL'],
        oltRows.stability,
        ['Distance ranging', 'Dynamic distance calculation, shown online in the EMS'],
      ],
    },
  ],
);

export function eponOltTables(f: EponOltFacts): readonly SpecTable[] {
  return [
    plainTable('Hardware', [
      oltRows.chassis,
      ['Dimensions (L × W × H)', f.dimensions],
      ['Weight', f.weight],
      ['Backplane bandwidth', '128 Gbps'],
      ['Port forwarding rate', `${f.forwardingMpps} Mpps`],
      ['Power supply', 'AC 100–240 V, 50/60 Hz\nDC -48 V'],
      ['Power consumption', `${f.powerW} W`],
      ['Working temperature', '-20 to +60 °C'],
      ['Storage temperature', '-40 to +70 °C'],
      ['Relative humidity', '5 to 95% (non-condensing)'],
    ]),
    plainTable('Interfaces', [
      ['Uplink ports', f.uplinks],
      ['EPON ports', `Quantity: ${f.olt.drawing.ponPorts}\nPhysical interface: SFP slots\nMaximum split ratio: 1:64`],
      ['ONUs', `Up to ${f.maxOnus} ONUs, 64 ONUs per PON port`],
    ]),
    {
      ...table(
        'PON Optics',
        ['Parameter', 'Value'],
        [
          {
            label: 'OLT EPON port',
            rows: [
              ['Physical interface', 'SFP slot'],
              ['Supported module classes', f.olt.opticsClasses.join(', ')],
              ['Maximum split ratio', '1:64'],
            ],
          },
        ],
      ),
      // Section 9's PON optics (20 km, 0 to +4 dBm, TX 1310 nm) are the ONTs' figures; the maker's EPON OLT tables give none.
      note: 'The maker’s tables give no wavelength, launch power or reach for these PON ports. All three are set by the SFP module fitted, so ask us for the figures of the module class you plan to use.',
    },
    eponOltFunctions,
    {
      ...table(
        'Ordering Information',
        ['Product Name', 'Product Description', 'Power Configuration'],
        [{ rows: [[f.orderingName, f.orderingDescription, f.powerConfiguration]] }],
      ),
      ...(f.sameTables ? { note: sameTablesNote(f.model, f.sameTables) } : {}),
    },
  ];
}


export const epon4 = fourPortEponOlt.drawing;

/** OP-100P4G and OP-100P4: one set of maker's tables, whose ordering row names the OP-100P4. */
export const fourPortEpon = {
  orderingName: 'OP-100P4',
  olt: fourPortEponOlt,
  maxOnus: 256,
  uplinks: `RJ45: ${epon4.gePorts}\nSFP/SFP+: ${epon4.sfpUplinks}\nTotal: ${uplinksOf(fourPortEponOlt)}`,
  forwardingMpps: '71.424',
  dimensions: '442.2 × 200 × 43.6 mm',
  weight: '3.2 kg',
  powerW: 30,
  orderingDescription: `${epon4.ponPorts} × EPON, ${epon4.gePorts} × RJ45 + ${epon4.sfpUplinks} × SFP/SFP+`,
  powerConfiguration: '1 × AC power + 1 × BBU interface',
} as const;

/* ---------- Dual-band WiFi 5 ONTs (OP821GWV-DGB, OP821GWV-D) ---------- */

/** The IEEE standards an ONT's WiFi meets, by its WiFi generation. */
const wifiStandards = { 4: 'IEEE 802.11b/g/n', 5: 'IEEE 802.11b/g/n/ac' } as const;

/** '802.11b/g/n (WiFi 4)': the standard and the generation the key figures give. */
export const wifiStandard = (generation: 4 | 5) => `${wifiStandards[generation]} (WiFi ${generation})`;

/** The dual-band radio of the WiFi 5 gateways: a model whose ports say other than WiFi 5 does not type-check here. */
export const dualBandWifiRow = (ports: { wifi: 5 }): SpecRow => [
  'WiFi',
  `${wifiStandard(ports.wifi)}\nBands: 2.4000–2.4835 GHz and 5.150–5.825 GHz\n2.4 GHz 2×2 + 5.8 GHz 2×2, 5 dBi antennas\nUp to 1.167 Gbps, multiple SSIDs\nTX power: 23 dBm (2.4 GHz), 27 dBm (5 GHz)\nRX sensitivity: -72 dBm at HT40 MCS7 (2.4 GHz), -63 dBm at VHT80 MCS9 (5 GHz)`,
];

export const wifiSecurity = 'Authentication: WEP, WPA-PSK (TKIP), WPA2-PSK (AES)';

export function dualBandGatewayFunctions(variant: 'op841' | 'op821'): SpecTable {
  const mesh = variant === 'op821' ? '\nEasyMesh' : '';
  const vlanIds = variant === 'op821' ? '\n8 full-range VLAN IDs' : '';
  return table(
    'Functions',
    ['Function', 'Description'],
    [
      {
        rows: [
          ['O&M', `OAM/OMCI, Telnet, web, TR-069\nFull HGU management from a ${site.name} OLT`],
          ['Connection modes', 'Bridge, router, or mixed bridge/router'],
          ['QoS', '4 queues; SP, WRR, 802.1p and DSCP'],
          [
            'Data services',
            `Full-speed non-blocking switching\n2K MAC address table${vlanIds}\nVLAN tag, untag, transparent, trunk and translation modes\nPort monitoring, port mirroring, port rate limiting, port SLA\nAuto MDI/MDI-X polarity detection on Ethernet ports\nIGMP v1/v2/v3 and MLD v1/v2 snooping and proxy`,
          ],
          [
            'Wireless',
            `IEEE 802.11b/g/n/ac\n${wifiSecurity}\nModulation: DSSS, CCK, OFDM\nEncoding: BPSK, QPSK, 16QAM, 64QAM${mesh}`,
          ],
          voipRow,
          ['Layer 3', 'IPv4, IPv6 and IPv4/IPv6 dual stack\nDHCP, PPPoE or static addressing\nStatic routes, DHCP server\nNAT, DMZ, DDNS, virtual server'],
          ['Security', 'Firewall\nMAC and URL filtering\nACL'],
        ],
      },
    ],
  );
}

/** OP821GWV-DGB and OP821GWV-D: one set of maker's tables, whose ordering row names the OP821GWV-D. */
export function op821DualBandTables(model: 'OP821GWV-DGB' | 'OP821GWV-D'): readonly SpecTable[] {
  const twin = model === 'OP821GWV-D' ? 'OP821GWV-DGB' : 'OP821GWV-D';
  const orderedAs = 'OP821GWV-D';
  const ports = dualBandOnt.drawing;
  return [
    plainTable('Hardware', [
      ['Dimensions (L × W × H)', '178 × 120 × 30 mm'],
      ['Net weight', '0.3 kg'],
      operatingRow,
      storageRow,
      ['Power adaptor', 'External AC-DC, DC 12 V / 1.5 A'],
      ['Power consumption', 'Under 10 W'],
      ['Interfaces', `${ports.gePorts} GE + ${ports.potsPorts} POTS + WiFi ${ports.wifi}`],
      ['Indicators', 'PWR, PON, LOS, WAN, LAN1, LAN2, 2.4G, 5G, Phone'],
    ]),
    plainTable('Interfaces', [
      xponPortRow(dualBandOnt.optics),
      ['LAN', `${ports.gePorts} × GE, auto-negotiating RJ45`],
      ['POTS', `${ports.potsPorts} × FXS, RJ11`],
      dualBandWifiRow(ports),
    ]),
    ontOpticsTable(dualBandOnt.optics),
    dualBandGatewayFunctions('op821'),
    ontOrdering(
      orderedAs,
      `${ports.gePorts}GE+${ports.potsPorts}POTS+WiFi ${ports.wifi}`,
      'DC 12 V / 1.5 A',
      sameTablesNote(model, { twin, orderedAs, bothListed: 'a WiFi front-end module (FEM)' }),
    ),
  ];
}

export const ontSimilar = {
  'op-841gwv-dgb': ['op821gwv-dgb', 'op821gwv-d', 'op821gwv', 'op801gw'],
  'op821gwv-dgb': ['op-841gwv-dgb', 'op821gwv-d', 'op821gwv', 'op801gw'],
  'op821gwv-d': ['op-841gwv-dgb', 'op821gwv-dgb', 'op821gwv', 'op801gw'],
  op821gwv: ['op-841gwv-dgb', 'op821gwv-d', 'op801gw', 'op-101x'],
  op801gw: ['op821gwv', 'op-101x', 'op821gwv-d', 'op-841gwv-dgb'],
  'op-101x': ['op801gw', 'op821gwv', 'op821gwv-d', 'op-841gwv-dgb'],
} as const satisfies Record<string, ProductPage['similar']>;

export const ont821 = dualBandOnt.drawing;