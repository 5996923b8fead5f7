import { paths } from '@/content/paths';
import { site } from '@/content/site';
import type { FamilyFigures } from './facets/index';
import type { PonOpticsClass } from './facets/pon';
import type { IllustrationSpec } from './illustration';
import type { ProductKeyOf } from './keys';
import { familyRoutes } from './routes';
import { familyTabs, type FamilyContent, type ProductPage, type SpecRow, type SpecTable } from './types';

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
const routes = familyRoutes({ base: paths.pon, numbered: `${site.slug}pon` });

/* ---------- Key figures (content/catalogue/facets/pon.ts), typed once ---------- */

type OltDrawing = Extract<IllustrationSpec, { kind: 'olt' }>;
type OntDrawing = Extract<IllustrationSpec, { kind: 'ont' }>;

/** An OLT as its maker's tables count it. */
interface OltModel {
  device: 'olt';
  /** PON type, PON ports, RJ45 GE uplinks and SFP uplink cages: its drawing, tables, words and key figures read them here. */
  drawing: OltDrawing;
  /** The SFP uplink cages the maker lists as SFP+ apart from plain SFP ones (OP-100P8: 4 SFP + 4 SFP+); 0 where it lists them all as SFP/SFP+. */
  sfpPlusApart: number;
  /** The PON module classes its tables list. */
  opticsClasses: readonly PonOpticsClass[];
}

/** An ONT: its ports, as its drawing, application chart and sentence, tables, words and key figures count them. */
interface OntModel {
  device: 'ont';
  drawing: OntDrawing;
}

/** A PON SFP module: its PON type and class, from its landing card. */
interface SfpModel {
  device: 'sfp';
  ponType: 'gpon' | 'epon';
  opticsClass: PonOpticsClass;
}

type PonModel = OltModel | OntModel | SfpModel;

/** The one PON port of every ONT here: dual-mode XPON, with an EPON PX20+ and a GPON Class B+ optic (the maker's PON interface rows). */
const xponPort = { count: 1, eponClass: 'PX20+', gponClass: 'B+' } as const satisfies Record<string, number | PonOpticsClass>;

/** The two GPON OLTs: their maker's tables differ only in the number of PON ports. */
const gponOlt = { device: 'olt', sfpPlusApart: 0, opticsClasses: ['C+', 'C++'] } as const;
const gponOltDrawing = { kind: 'olt', ponType: 'GPON', gePorts: 4, sfpUplinks: 4 } as const;

/** OP-100P4G and OP-100P4: one set of maker's tables, so one set of figures. */
const fourPortEponOlt = {
  device: 'olt',
  drawing: { kind: 'olt', ponType: 'EPON', ponPorts: 4, gePorts: 4, sfpUplinks: 4 },
  sfpPlusApart: 0,
  opticsClasses: ['PX20', 'PX20+', 'PX20++', 'PX20+++'],
} as const satisfies OltModel;

/** OP821GWV-DGB and OP821GWV-D: one set of maker's tables, so one set of ports. */
const dualBandOnt = { device: 'ont', drawing: { kind: 'ont', gePorts: 2, fePorts: 0, potsPorts: 1, wifi: 5, antennas: 4 } } as const satisfies OntModel;

/**
 * Every product's model, from the maker's tables (pon.json) and section 9:
 * the drawings, the table rows and the words that state a port count, a PON
 * type or an optics class read it here, and so do the key figures.
 */
const ponModels = {
  'op-100p16g': { ...gponOlt, drawing: { ...gponOltDrawing, ponPorts: 16 } },
  'op-100p8g': { ...gponOlt, drawing: { ...gponOltDrawing, ponPorts: 8 } },
  'op-100p4g': fourPortEponOlt,
  // The maker's table lists no PX20++ module for this model.
  'op-100p8': {
    device: 'olt',
    drawing: { kind: 'olt', ponType: 'EPON', ponPorts: 8, gePorts: 8, sfpUplinks: 8 },
    sfpPlusApart: 4,
    opticsClasses: ['PX20', 'PX20+', 'PX20+++'],
  },
  'op-100p4': fourPortEponOlt,
  'op-841gwv-dgb': { device: 'ont', drawing: { kind: 'ont', gePorts: 4, fePorts: 0, potsPorts: 1, wifi: 5, antennas: 4 } },
  'op821gwv-dgb': dualBandOnt,
  'op821gwv-d': dualBandOnt,
  op821gwv: { device: 'ont', drawing: { kind: 'ont', gePorts: 1, fePorts: 1, potsPorts: 1, wifi: 4, antennas: 2 } },
  op801gw: { device: 'ont', drawing: { kind: 'ont', gePorts: 1, fePorts: 0, potsPorts: 0, wifi: 4, antennas: 2 } },
  'op-101x': { device: 'ont', drawing: { kind: 'ont', gePorts: 1, fePorts: 0, potsPorts: 0, wifi: null, antennas: 0 } },
  'px20-plus4': { device: 'sfp', ponType: 'epon', opticsClass: 'PX20++++' },
  'c-plus4': { device: 'sfp', ponType: 'gpon', opticsClass: 'C++++' },
} as const satisfies Record<PonProductKey, PonModel>;

/** Every uplink of an OLT, copper and SFP together. */
const uplinksOf = (m: OltModel) => m.drawing.gePorts + m.drawing.sfpUplinks;

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
        ponPorts: xponPort.count,
        uplinks: null,
        opticsClass: [xponPort.eponClass, xponPort.gponClass],
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

/** A product's key and model, and that model as a buyer orders it: named as its maker prints it, with its key figures. */
function orderable<const K extends PonProductKey, const M extends string>(key: K, model: M) {
  return { key, model, models: [{ name: model, figures: figuresOf(ponModels[key]) }] } as const;
}

/** The module classes an OLT takes, as its GPON tables write them: 'Class C+ or Class C++'. */
const gponClassList = (m: OltModel) => m.opticsClasses.map((c) => `Class ${c}`).join(' or ');

const oltSimilar = {
  'op-100p16g': ['op-100p8g', 'op-100p4g', 'op-100p8', 'op-100p4'],
  'op-100p8g': ['op-100p16g', 'op-100p4g', 'op-100p8', 'op-100p4'],
  'op-100p4g': ['op-100p16g', 'op-100p8g', 'op-100p8', 'op-100p4'],
  'op-100p8': ['op-100p16g', 'op-100p8g', 'op-100p4g', 'op-100p4'],
  'op-100p4': ['op-100p16g', 'op-100p8g', 'op-100p4g', 'op-100p8'],
} as const satisfies Record<string, ProductPage['similar']>;

const table = (title: string, columns: SpecTable['columns'], groups: SpecTable['groups']): SpecTable => ({
  title,
  columns,
  groups,
});

/** A one-group table without a group header: the usual parameter/value layout. */
const plainTable = (title: string, rows: readonly SpecRow[]): SpecTable =>
  table(title, ['Parameter', 'Value'], [{ rows }]);

/* ---------- Optics of every ONT ---------- */

/** The ONT end of the link (section 9's PON optics); OLT pages show only the OLT's own port. */
const ontOpticsRows = [
  ['TX optical power', '0 to +4 dBm'],
  ['RX sensitivity', '-27 dBm'],
  ['Overload optical power', '-3 dBm (EPON), -8 dBm (GPON)'],
  ['Transmission distance', '20 km'],
  ['Wavelength', 'TX 1310 nm, RX 1490 nm'],
] as const satisfies readonly SpecRow[];

const ontOptics = plainTable('PON Optics', [
  ['PON port', `${xponPort.count} × XPON (EPON ${xponPort.eponClass} and GPON Class ${xponPort.gponClass})`],
  ['Connector', 'SC/UPC, single-mode'],
  ...ontOpticsRows,
]);

const xponPortRow: SpecRow = ['PON', `${xponPort.count} × XPON port (EPON ${xponPort.eponClass} / GPON Class ${xponPort.gponClass}), SC/UPC single-mode`];

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

const ontOrdering = (name: string, description: string, adaptor: string, note?: string): SpecTable => ({
  ...table(
    'Ordering Information',
    ['Product Name', 'Product Description', 'Accessories'],
    [{ rows: [[name, description, `AC-DC power adaptor, ${adaptor}`]] }],
  ),
  ...(note ? { note } : {}),
});

const operatingRow: SpecRow = ['Operating conditions', 'Temperature: -10 to +55 °C\nHumidity: 5 to 95% (non-condensing)'];
const storageRow: SpecRow = ['Storage conditions', 'Temperature: -40 to +70 °C\nHumidity: 5 to 95% (non-condensing)'];

const voipRow: SpecRow = [
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

function gponOltTables(m: OltModel): readonly SpecTable[] {
  const { ponPorts, gePorts, sfpUplinks } = m.drawing;
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
            label: 'OLT PON port (Class C++ module)',
            rows: [
              ['Connector', 'SC/UPC'],
              ['Fibre type', '9/125 µm single-mode'],
              ['TX optical power', '+4.5 to +10 dBm'],
              ['RX sensitivity', '-30 dBm'],
              ['Saturation optical power', '-12 dBm'],
            ],
          },
          {
            label: 'Every GPON port',
            rows: [
              ['Wavelength', 'TX 1490 nm, RX 1310 nm'],
              ['Split ratio', 'Up to 1:128'],
              ['Reach', 'Up to 20 km'],
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
  /** Its PON ports, uplinks and module classes (ponModels). */
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

function eponOltTables(f: EponOltFacts): readonly SpecTable[] {
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


const epon4 = fourPortEponOlt.drawing;

/** OP-100P4G and OP-100P4: one set of maker's tables, whose ordering row names the OP-100P4. */
const fourPortEpon = {
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

const epon8Olt = ponModels['op-100p8'];
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

/* ---------- Dual-band WiFi 5 ONTs (OP821GWV-DGB, OP821GWV-D) ---------- */

/** The IEEE standards an ONT's WiFi meets, by its WiFi generation. */
const wifiStandards = { 4: 'IEEE 802.11b/g/n', 5: 'IEEE 802.11b/g/n/ac' } as const;

/** '802.11b/g/n (WiFi 4)': the standard and the generation the key figures give. */
const wifiStandard = (generation: 4 | 5) => `${wifiStandards[generation]} (WiFi ${generation})`;

/** The dual-band radio of the WiFi 5 gateways: a model whose ports say other than WiFi 5 does not type-check here. */
const dualBandWifiRow = (ports: { wifi: 5 }): SpecRow => [
  'WiFi',
  `${wifiStandard(ports.wifi)}\nBands: 2.4000–2.4835 GHz and 5.150–5.825 GHz\n2.4 GHz 2×2 + 5.8 GHz 2×2, 5 dBi antennas\nUp to 1.167 Gbps, multiple SSIDs\nTX power: 23 dBm (2.4 GHz), 27 dBm (5 GHz)\nRX sensitivity: -72 dBm at HT40 MCS7 (2.4 GHz), -63 dBm at VHT80 MCS9 (5 GHz)`,
];

const wifiSecurity = 'Authentication: WEP, WPA-PSK (TKIP), WPA2-PSK (AES)';

function dualBandGatewayFunctions(variant: 'op841' | 'op821'): SpecTable {
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
function op821DualBandTables(model: 'OP821GWV-DGB' | 'OP821GWV-D'): readonly SpecTable[] {
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
      xponPortRow,
      ['LAN', `${ports.gePorts} × GE, auto-negotiating RJ45`],
      ['POTS', `${ports.potsPorts} × FXS, RJ11`],
      dualBandWifiRow(ports),
    ]),
    ontOptics,
    dualBandGatewayFunctions('op821'),
    ontOrdering(
      orderedAs,
      `${ports.gePorts}GE+${ports.potsPorts}POTS+WiFi ${ports.wifi}`,
      'DC 12 V / 1.5 A',
      sameTablesNote(model, { twin, orderedAs, bothListed: 'a WiFi front-end module (FEM)' }),
    ),
  ];
}

const ontSimilar = {
  'op-841gwv-dgb': ['op821gwv-dgb', 'op821gwv-d', 'op821gwv', 'op801gw'],
  'op821gwv-dgb': ['op-841gwv-dgb', 'op821gwv-d', 'op821gwv', 'op801gw'],
  'op821gwv-d': ['op-841gwv-dgb', 'op821gwv-dgb', 'op821gwv', 'op801gw'],
  op821gwv: ['op-841gwv-dgb', 'op821gwv-d', 'op801gw', 'op-101x'],
  op801gw: ['op821gwv', 'op-101x', 'op821gwv-d', 'op-841gwv-dgb'],
  'op-101x': ['op801gw', 'op821gwv', 'op821gwv-d', 'op-841gwv-dgb'],
} as const satisfies Record<string, ProductPage['similar']>;

/* The models the records below quote (ponModels). */
const gpon16 = ponModels['op-100p16g'];
const gpon8 = ponModels['op-100p8g'];
const ont841 = ponModels['op-841gwv-dgb'].drawing;
const ont821 = dualBandOnt.drawing;
const ont821gwv = ponModels.op821gwv.drawing;
const ont801 = ponModels.op801gw.drawing;
const ont101 = ponModels['op-101x'].drawing;

export const ponContent = {
  family: {
    key: 'pon',
    page: 'pon',
    title: `${site.name} PON Equipment`,
    shortTitle: `${site.name} PON`,
    featuresHeading: 'Features',
    brand: site.name,
    metaDescription: `GPON and EPON OLTs, dual-mode XPON ONTs and PON SFP optics from ${site.name} for ISPs and cable operators building FTTH networks in India.`,
    hero: {
      eyebrow: 'Passive optical networking',
      lead: 'What an operator needs to light a fibre access network: compact 1U GPON and EPON OLTs for exchanges and small equipment rooms, remote and industrial-park sites and shared base-station racks, dual-mode ONTs that register on either PON type, and PON SFP modules.',
      image: {
        kind: 'illustration',
        spec: gpon16.drawing,
        alt: `${site.name} OP-100P16G GPON OLT, a 1U rack unit with ${gpon16.drawing.ponPorts} PON ports and ${uplinksOf(gpon16)} uplinks`,
      },
    },
    tabs: familyTabs.pon,
  },
  products: [
    /* GPON OLTs */
    {
      ...orderable('op-100p16g', 'OP-100P16G'),
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
    },
    {
      ...orderable('op-100p8g', 'OP-100P8G'),
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
    },
    /* EPON OLTs */
    {
      ...orderable('op-100p4g', 'OP-100P4G'),
      family: 'pon',
      title: `OP-100P4G ${epon4.ponPorts}-Port EPON OLT`,
      summary: `A compact 1U Layer 3 EPON OLT with ${epon4.ponPorts} EPON ports serving up to 256 ONUs, 64 ONUs per PON port, with ${epon4.gePorts} RJ45 and ${epon4.sfpUplinks} SFP/SFP+ uplinks.`,
      tabs: ['all', 'epon-olt'],
      image: {
        kind: 'illustration',
        spec: ponModels['op-100p4g'].drawing,
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
    },
    {
      ...orderable('op-100p8', eightPortEpon.model),
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
    },
    {
      ...orderable('op-100p4', 'OP-100P4'),
      family: 'pon',
      title: `OP-100P4 ${epon4.ponPorts}-Port EPON OLT`,
      summary: `A 4-port Layer 3 EPON OLT in 1U that serves up to 256 ONUs, 64 ONUs per PON port, over ${epon4.gePorts} RJ45 and ${epon4.sfpUplinks} SFP/SFP+ uplinks.`,
      tabs: ['all', 'epon-olt'],
      image: {
        kind: 'illustration',
        spec: ponModels['op-100p4'].drawing,
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
    },
    /* XPON ONTs */
    {
      ...orderable('op-841gwv-dgb', 'OP841GWV-DGB'),
      family: 'pon',
      title: `OP841GWV-DGB XPON ONT, ${ont841.gePorts}GE + ${ont841.potsPorts} POTS + WiFi ${ont841.wifi}`,
      summary: `A dual-mode XPON home gateway with ${ont841.gePorts} GE LAN ports, a voice port and dual-band WiFi ${ont841.wifi} up to 1.167 Gbps; the same unit works on EPON and GPON networks.`,
      tabs: ['all', 'xpon-ont'],
      image: {
        kind: 'illustration',
        spec: ont841,
        alt: `OP841GWV-DGB XPON ONT with ${ont841.gePorts} GE LAN ports, a phone port and external WiFi antennas`,
      },
      page: {
        // The page keeps its long-standing hyphenated address; the search indexes that spelling too.
        ...routes.model('OP-841GWV-DGB', { aliases: ['OP841GWVDGB'] }),
        metaDescription: `OP841GWV-DGB dual-mode XPON ONT: ${ont841.gePorts} GE LAN, ${ont841.potsPorts} POTS and dual-band WiFi ${ont841.wifi} up to 1.167 Gbps for FTTH triple play on EPON or GPON.`,
        banner: 'One gateway for EPON and GPON subscribers: gigabit LAN, voice and dual-band WiFi.',
        features: [
          {
            title: 'Gigabit wired LAN',
            text: 'Four auto-negotiating GE ports for PCs, set-top boxes and cameras, with VLAN trunking, IGMP snooping and port mirroring.',
          },
          {
            title: 'Voice built in',
            text: 'One FXS port with SIP and IMS SIP, G.711, G.722 and G.729 codecs, T.38 fax and GR-909 line testing.',
          },
          {
            title: 'Run from the OLT',
            text: `OAM/OMCI, TR-069, Telnet and the web interface give the operator full HGU control, directly from a ${site.name} OLT.`,
          },
        ],
        highlights: [
          'XPON dual mode: detects an EPON or GPON OLT and registers on its own',
          `Dual-band WiFi ${ont841.wifi} with 2×2 radios on each band and a front-end module for reach`,
          'Four-queue QoS, IPv4/IPv6 dual stack and complete HGU management',
          'Plug and play: connect fibre and power, and the ISP provisions the rest remotely',
        ],
        specTables: [
          plainTable('Hardware', [
            ['Dimensions (L × W × H)', '178 × 120 × 30 mm'],
            ['Net weight', '0.3 kg'],
            operatingRow,
            storageRow,
            ['Power adaptor', 'DC 12 V / 1.5 A'],
            ['Power consumption', '12 W'],
            ['Interfaces', `${ont841.gePorts} GE + ${ont841.potsPorts} POTS + WiFi ${ont841.wifi}`],
            ['LED indicators', 'PWR, LOS, PON, 2.4G, 5G, PHONE'],
          ]),
          plainTable('Interfaces', [
            xponPortRow,
            ['LAN', `${ont841.gePorts} × GE, auto-negotiating RJ45`],
            ['POTS', `${ont841.potsPorts} × FXS, RJ11`],
            dualBandWifiRow(ont841),
          ]),
          ontOptics,
          dualBandGatewayFunctions('op841'),
          ontOrdering('OP841GWV-DGB', `${ont841.gePorts}GE+${ont841.potsPorts}POTS+WiFi ${ont841.wifi}`, 'DC 12 V / 1.5 A'),
        ],
        similar: ontSimilar['op-841gwv-dgb'],
        applicationChart: { devices: ['pc', 'laptop', 'iptv', 'camera', 'phone', 'smartphone', 'tablet'] },
      },
    },
    {
      ...orderable('op821gwv-dgb', 'OP821GWV-DGB'),
      family: 'pon',
      title: 'OP821GWV-DGB Dual-Band XPON ONT',
      summary: `A dual-mode XPON ONT with ${ont821.gePorts} GE ports, one voice port and dual-band WiFi ${ont821.wifi} up to 1.167 Gbps, with a WiFi front-end module and EasyMesh.`,
      tabs: ['all', 'xpon-ont'],
      image: {
        kind: 'illustration',
        spec: ponModels['op821gwv-dgb'].drawing,
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
    },
    {
      ...orderable('op821gwv-d', 'OP821GWV-D'),
      family: 'pon',
      title: 'OP821GWV-D Dual-Band XPON ONT',
      summary: `Dual-mode XPON ONT for home broadband and voice: ${ont821.gePorts} GE LAN, ${ont821.potsPorts} POTS and dual-band WiFi ${ont821.wifi} at up to 1.167 Gbps, drawing under 10 W.`,
      tabs: ['all', 'xpon-ont'],
      image: {
        kind: 'illustration',
        spec: ponModels['op821gwv-d'].drawing,
        alt: `OP821GWV-D XPON ONT with ${ont821.gePorts} GE LAN ports, a phone port and external WiFi antennas`,
      },
      page: {
        ...routes.model('OP821GWV-D', { aliases: ['OP821GWVD'], numbered: ['ten'] }),
        metaDescription: `OP821GWV-D dual-mode XPON ONT with ${ont821.gePorts} GE, ${ont821.potsPorts} POTS and dual-band WiFi ${ont821.wifi} up to 1.167 Gbps, EasyMesh, SIP voice, under 10 W.`,
        banner: 'Two gigabit ports, a phone line and dual-band WiFi for every FTTH home.',
        features: [
          {
            title: `Dual-band WiFi ${ont821.wifi}`,
            text: '2×2 radios on 2.4 GHz and 5.8 GHz with multiple SSIDs and WPA2 security, up to 1.167 Gbps in total.',
          },
          {
            title: 'Bridge or router',
            text: 'Run it as a bridge behind the customer’s own router, as a full router with NAT and DHCP server, or in mixed mode.',
          },
          {
            title: 'Light on power',
            text: 'It draws under 10 W from a 12 V / 1.5 A adaptor and works from -10 to +55 °C.',
          },
        ],
        highlights: [
          'Registers on EPON or GPON networks with no manual set-up',
          `Mesh-ready WiFi ${ont821.wifi} on both bands, up to 1.167 Gbps`,
          'Voice over SIP, IPv6-ready routing and a WiFi front-end module',
          'Arrives ready to install: connect fibre and power for triple-play service',
        ],
        specTables: op821DualBandTables('OP821GWV-D'),
        similar: ontSimilar['op821gwv-d'],
        applicationChart: { devices: ['pc', 'iptv', 'phone', 'smartphone', 'tablet'] },
      },
    },
    {
      ...orderable('op821gwv', 'OP821GWV'),
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
            xponPortRow,
            ['LAN', `${ont821gwv.gePorts} × GE + ${ont821gwv.fePorts} × FE, auto-negotiating RJ45`],
            ['POTS', `${ont821gwv.potsPorts} × POTS, RJ11`],
            [
              'WiFi',
              `${wifiStandard(ont821gwv.wifi)}\nFrequency: 2.400–2.4835 GHz\n2T2R MIMO, 2 external 5 dBi antennas\nUp to 300 Mbps\n13 channels\nModulation: DSSS, CCK, OFDM\nEncoding: BPSK, QPSK, 16QAM, 64QAM`,
            ],
          ]),
          ontOptics,
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
    },
    {
      ...orderable('op801gw', 'OP801GW'),
      family: 'pon',
      title: `OP801GW XPON ONT, ${ont801.gePorts}GE + WiFi ${ont801.wifi}`,
      summary: `A small dual-mode XPON ONT with one GE LAN port and WiFi ${ont801.wifi} (802.11b/g/n) up to 300 Mbps, for single-line broadband connections.`,
      tabs: ['all', 'xpon-ont'],
      image: {
        kind: 'illustration',
        spec: ont801,
        alt: 'OP801GW XPON ONT with one GE LAN port and WiFi antennas',
      },
      page: {
        ...routes.model('OP801GW', { numbered: ['twelve'] }),
        metaDescription:
          `OP801GW dual-mode XPON ONT with ${ont801.gePorts} GE port and 300 Mbps WiFi ${ont801.wifi}, firewall and TR-069, in a 120 × 78 × 30 mm case.`,
        banner: 'Fibre broadband and WiFi from a compact 120 × 78 × 30 mm unit.',
        features: [
          {
            title: 'Router out of the box',
            text: 'It runs in routing mode with DHCP server, PPPoE, NAT, DMZ and DDNS, so a home needs no separate router.',
          },
          {
            title: 'Protected connection',
            text: 'A firewall with DDoS protection and ACL, MAC and URL filtering, plus storm control and loop detection on the LAN.',
          },
          {
            title: 'Easy to support',
            text: 'Manage it through the web interface, Telnet, OAM/OMCI or TR-069 without a site visit.',
          },
        ],
        highlights: [],
        specTables: [
          plainTable('Hardware', [
            ['Dimensions (L × W × H)', '120 × 78 × 30 mm'],
            ['Net weight', '0.15 kg'],
            operatingRow,
            storageRow,
            ['Power adaptor', 'External AC-DC, DC 12 V / 1 A'],
            ['Power consumption', '6 W or less'],
            ['Interfaces', `${ont801.gePorts}GE + WiFi ${ont801.wifi}`],
            ['Indicators', 'POWER, LOS, PON, LAN, WiFi'],
          ]),
          plainTable('Interfaces', [
            xponPortRow,
            ['LAN', `${ont801.gePorts} × GE, auto-negotiating RJ45`],
            [
              'WiFi',
              `${wifiStandard(ont801.wifi)}, up to 300 Mbps\nTX power: 17 dBm / 16 dBm / 15 dBm (802.11b/g/n)\n13 channels`,
            ],
          ]),
          ontOptics,
          table(
            'Functions',
            ['Function', 'Description'],
            [
              {
                rows: [
                  ['PON mode', 'XPON dual mode; connects to mainstream EPON and GPON OLTs'],
                  ['Software mode', 'Routing'],
                  ['WiFi', `${wifiSecurity}\nMultiple SSIDs`],
                  ['Firewall', 'DDoS protection; ACL, MAC and URL filtering'],
                  ['Layer 2', '802.1D and 802.1ad bridging, 802.1p CoS, 802.1Q VLAN'],
                  ['Layer 3', 'IPv4/IPv6, DHCP client and server, PPPoE, NAT, DMZ, DDNS'],
                  ['Multicast', 'IGMP v1/v2/v3, IGMP snooping'],
                  ['Security', 'Flow and storm control, loop detection'],
                  ['O&M', 'Web, Telnet, OAM/OMCI, TR-069'],
                ],
              },
            ],
          ),
          ontOrdering('OP801GW', `${ont801.gePorts}GE+WiFi ${ont801.wifi}`, 'DC 12 V / 1 A'),
        ],
        similar: ontSimilar.op801gw,
        applicationChart: { devices: ['pc', 'smartphone', 'laptop'] },
      },
    },
    {
      ...orderable('op-101x', 'OP-101X'),
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
          plainTable('Interfaces', [xponPortRow, ['LAN', `${ont101.gePorts} × GE, auto-negotiating RJ45`]]),
          ontOptics,
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
    },
    /* PON SFP modules: cards only */
    {
      ...orderable('px20-plus4', 'PX20++++'),
      family: 'pon',
      title: 'EPON PX20++++ SFP Module',
      cardTitle: 'EPON PX20++++',
      summary:
        `A +9 dBm EPON SFP module of class ${ponModels['px20-plus4'].opticsClass}. Our EPON OLT tables list module classes up to PX20+++ only, so ask us whether it suits your OLT, and for pricing.`,
      tabs: ['all', 'pon-sfp'],
      image: {
        kind: 'illustration',
        spec: { kind: 'sfp', label: ponModels['px20-plus4'].opticsClass },
        alt: 'EPON PX20++++ SFP optical module',
      },
      page: null,
    },
    {
      ...orderable('c-plus4', 'C++++'),
      family: 'pon',
      title: 'GPON C++++ SFP Module',
      cardTitle: 'GPON C++++',
      summary:
        `A +9 dBm GPON SFP module of class ${ponModels['c-plus4'].opticsClass}. Our GPON OLT tables list Class C+ and C++ modules only, so ask us whether it suits your OLT, and for pricing.`,
      tabs: ['all', 'pon-sfp'],
      image: {
        kind: 'illustration',
        spec: { kind: 'sfp', label: ponModels['c-plus4'].opticsClass },
        alt: 'GPON C++++ SFP optical module',
      },
      page: null,
    },
  ],
} as const satisfies FamilyContent<'pon'>;
