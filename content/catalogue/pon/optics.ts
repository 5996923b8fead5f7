import type { PonOpticsClass } from '../facets/pon';
import type { ProductKey } from '../keys';
import { asStated, quantityText, span, type Quantity } from '../quantity';

/**
 * The optics at each end of a PON link, as the products' own datasheets
 * give them: what an OLT's module and an ONT launch, the weakest light each
 * reads, and the most it takes before it overloads. The link planner
 * computes a link's budget from these (lib/planner/), the ONT and OLT
 * pages' "PON Optics" tables render them, and the content checks hold each
 * record to a source and to what physics allows.
 *
 * A figure no source gives is written `notPublished`, never guessed: the
 * planner then falls back to the class's standard loss range and says so.
 */

/** Where a record's figures were read. */
export interface OpticsSource {
  /** The document: 'OP-100P16G and OP-100P8G datasheets'. */
  document: string;
  /** Where in it: 'PON Port Specification (Class C++ module)'. */
  place: string;
}

/** A figure no source gives. */
export interface NotPublished {
  readonly notPublished: true;
}

export const notPublished: NotPublished = { notPublished: true };

export type OpticsFigure = Quantity | NotPublished;

export function isPublished(figure: OpticsFigure): figure is Quantity {
  return !(typeof figure === 'object' && 'notPublished' in figure);
}

/** One end of a link on one PON type. Powers in dBm; a launch power is a span, least to most. */
export interface PortOptics {
  /** Its power class: 'C++', 'B+', 'PX20+'. */
  class: PonOpticsClass;
  /** Launch power, dBm, least to most. */
  transmitDbm: OpticsFigure;
  /** Receiver sensitivity, dBm: the weakest signal it reads. */
  sensitivityDbm: OpticsFigure;
  /** Overload (saturation), dBm: the strongest signal it takes. */
  overloadDbm: OpticsFigure;
  /** The distance it is rated for, km. */
  reachKm: OpticsFigure;
  source: OpticsSource;
}

/** The optics an ONT's one PON port has on each PON type it registers on. */
export type OntOptics = Readonly<Partial<Record<'gpon' | 'epon', PortOptics>>>;

/** The module an OLT port takes, by class: the ones OLT tables name and the ones sold as cards. */
export interface OltModuleOptics extends PortOptics {
  ponType: 'gpon' | 'epon';
  /** The card that sells it, where the catalogue sells it on its own. */
  product?: ProductKey;
}

const gponOltTables: OpticsSource = {
  document: 'OP-100P16G and OP-100P8G datasheets',
  place: 'GPON ports: SFP slots for Class C+ or Class C++ modules; transmission distance 20 km',
};
const eponOltTables: OpticsSource = {
  document: 'OP-100P4G, OP-100P4 and OP-100P8 datasheets',
  place: 'EPON ports: SFP slots for PX20 to PX20+++ modules, with no module figures',
};
const unknownModule = { transmitDbm: notPublished, sensitivityDbm: notPublished, overloadDbm: notPublished, reachKm: notPublished } as const;
/** The two cards' one figure: a launch power, with no word on whether it is the least, the typical or the most. */
const cardLaunch = asStated(9, 'the card gives “+9 dBm” without saying whether that is the least, typical or most launch power');

/** Every OLT module class the catalogue's OLTs take or its cards sell. */
export const oltModules = {
  'C+': { class: 'C+', ponType: 'gpon', ...unknownModule, reachKm: 20, source: gponOltTables },
  'C++': {
    class: 'C++',
    ponType: 'gpon',
    transmitDbm: span(4.5, 10),
    sensitivityDbm: -30,
    overloadDbm: -12,
    reachKm: 20,
    source: { document: 'OP-100P16G and OP-100P8G datasheets', place: 'PON Port Specification (Class C++ module); transmission distance 20 km' },
  },
  'C++++': {
    class: 'C++++',
    ponType: 'gpon',
    product: 'c-plus4',
    ...unknownModule,
    transmitDbm: cardLaunch,
    source: { document: 'Landing card of the GPON C++++ SFP module', place: 'Card text: GPON SFP, +9 dBm' },
  },
  PX20: { class: 'PX20', ponType: 'epon', ...unknownModule, source: eponOltTables },
  'PX20+': { class: 'PX20+', ponType: 'epon', ...unknownModule, source: eponOltTables },
  'PX20++': { class: 'PX20++', ponType: 'epon', ...unknownModule, source: eponOltTables },
  'PX20+++': { class: 'PX20+++', ponType: 'epon', ...unknownModule, source: eponOltTables },
  'PX20++++': {
    class: 'PX20++++',
    ponType: 'epon',
    product: 'px20-plus4',
    ...unknownModule,
    transmitDbm: cardLaunch,
    source: { document: 'Landing card of the EPON PX20++++ SFP module', place: 'Card text: EPON SFP, +9 dBm' },
  },
} as const satisfies Partial<Record<PonOpticsClass, OltModuleOptics>>;

export type OltModuleClass = keyof typeof oltModules;

/** The ONTs' datasheets: every XPON ONT here prints the same PON interface row. */
const ontSheet = (place: string): OpticsSource => ({ document: 'The ONT’s datasheet', place });

/** The one XPON port of the catalogue's ONTs: GPON class B+ and EPON PX20+, from each ONT's PON interface row. */
export const xponOptics = {
  gpon: {
    class: 'B+',
    transmitDbm: span(0, 4),
    sensitivityDbm: -27,
    overloadDbm: -8,
    reachKm: 20,
    source: ontSheet('PON interface: TX optical power, RX sensitivity, overload optical power (GPON), transmission distance'),
  },
  epon: {
    class: 'PX20+',
    transmitDbm: span(0, 4),
    sensitivityDbm: -27,
    overloadDbm: -3,
    reachKm: 20,
    source: ontSheet('PON interface: TX optical power, RX sensitivity, overload optical power (EPON), transmission distance'),
  },
} as const satisfies OntOptics;

/**
 * The OP801GW's and OP-101X's sheets print the GPON overload without its
 * minus sign ("~ 8dBm", "8dBm"): a receiver that reads down to -27 dBm does
 * not take +8 dBm, and the other ONTs' sheets and class B+ give -8 dBm. So
 * the figure is shown as -8 dBm, as stated, with that note.
 */
export const xponOpticsSignLost = {
  ...xponOptics,
  gpon: {
    ...xponOptics.gpon,
    overloadDbm: asStated(-8, 'this model’s datasheet prints “8 dBm” without the minus sign; the other ONTs’ sheets and class B+ give −8 dBm'),
  },
} as const satisfies OntOptics;

/** A figure as a spec table writes it: '+4.5 to +10 dBm', '-30 dBm', '20 km', or that no source gives it. */
export function opticsText(figure: OpticsFigure, unit: 'dBm' | 'km', note: 'mark' | 'full' = 'full'): string {
  if (!isPublished(figure)) return 'Not published';
  return quantityText(figure, unit, { note, signed: unit === 'dBm' });
}
