import { meetsBetween, type Quantity } from '@/content/catalogue/quantity';
import { contactAnchors } from '@/content/contact';
import { branch, family, inTabs, nearestBranchTo, page, product, publication, where, type Target } from './targets';

/** Whether a model's figure meets 'at least min' and 'at most max' as its source guarantees (a count asked for exactly: both). */
const fig = (q: Quantity | null, min: number | null, max: number | null) => q !== null && meetsBetween(q, min, max);

/**
 * The judged query set of issue 29, with issue 39's tools, contacts,
 * places, breaks and in-service tests: what buyers and technicians type,
 * each with the pages that would satisfy them in the top three. Judged from what
 * the person means, before looking at what the engine returns; never edit an
 * `expect` to make a miss pass. A query that names a product type expects
 * products (a family page only where the query names no more than the
 * family or brand); a spec query expects the products whose figures meet it,
 * derived from the records, so a new model that qualifies joins its set.
 *
 * Card-only products (PON SFPs, some EDFA models) are addressed by their own
 * card on the family page (`/lumoraedfa#card-mc04`, lib/catalogue/product-href.ts):
 * a result counts by its URL, fragment included, so neither another card nor
 * the bare family page is the right destination.
 */

export const queryClasses = ['model', 'model-typo', 'type', 'spec', 'need', 'hinglish', 'company', 'tool', 'place'] as const;
export type QueryClass = (typeof queryClasses)[number];

export interface JudgedQuery {
  query: string;
  class: QueryClass;
  /** Results that answer the query; a hit when any is in the top k. */
  expect: readonly Target[];
}

const splicers = inTabs('sumitomo', 'clad-fusion-splicer', 'core-fusion-splicer', 'ribbon-fusion-splicer');
const cleavers = inTabs('sumitomo', 'handheld-cleaver', 'tabletop-cleaver');
const otdrs = where('deviser', (f) => f.type === 'otdr');
const vfls = where('deviser', (f) => f.type === 'vfl');
/** What measures loss end to end: a meter with a source, or a multimeter that is both. */
const lossTesters = where('deviser', (f) => f.type === 'power-meter' || f.type === 'light-source' || f.type === 'multimeter');
const powerMeters = where('deviser', (f) => f.type === 'power-meter' || f.type === 'pon-power-meter' || f.type === 'multimeter');
const onts = where('pon', (f) => f.device === 'ont');
const catvEdfas = where('edfa', (f) => f.line === 'catv');
const dropCables = where('fiber', (f) => f.construction === 'drop' || f.construction === 'flat');
const edfas = where('edfa', () => true);
/** What finds a break: an OTDR at a distance, a visual fault locator close by. */
const breakFinders = [...otdrs, ...vfls];
const inServiceOtdrs = where('deviser', (f) => f.type === 'otdr' && f.inService === true);
/** A splicing kit is the splicer with its cleaver and tools: either answers, and the splicer's page lists the rest. */
const splicingKit = [...splicers, ...cleavers];
/** The contact page's card with the phone, WhatsApp, e-mail and hours. */
const directContact = page('contact', contactAnchors.direct);
const planner = page('planner');
const fieldKit = page('fieldKit');

export const judgedQueries: readonly JudgedQuery[] = [
  // Model numbers as printed or as people type them.
  { query: 'S1V', class: 'model', expect: [product('s1v')] },
  { query: 's1v ultra', class: 'model', expect: [product('s1v-ultra')] },
  { query: 'z2c', class: 'model', expect: [product('z2c')] },
  { query: 'W1C', class: 'model', expect: [product('w1c')] },
  { query: '82C+', class: 'model', expect: [product('82c-plus')] },
  { query: 'FC-8R', class: 'model', expect: [product('fc-8r')] },
  { query: 'FC-6RS', class: 'model', expect: [product('fc-6s')] },
  { query: 'sumitomo s70', class: 'model', expect: [product('s-70')] },
  { query: 'AE3100', class: 'model', expect: [product('ae3100')] },
  { query: 'AE1001', class: 'model', expect: [product('ae1001')] },
  { query: 'EP-310', class: 'model', expect: [product('ep310')] },
  { query: 'vf 10', class: 'model', expect: [product('vf10')] },
  { query: 'OP-100P16G', class: 'model', expect: [product('op-100p16g')] },
  { query: 'op821gwv-dgb', class: 'model', expect: [product('op821gwv-dgb')] },
  { query: 'op841gwv', class: 'model', expect: [product('op-841gwv-dgb')] },
  { query: 'CE0419M', class: 'model', expect: [product('ce0419m')] },
  { query: 'ce0819m+osw', class: 'model', expect: [product('ce0819m-osw')] },
  { query: 'pe3219m', class: 'model', expect: [product('pe3219m')] },
  { query: 'mc04', class: 'model', expect: [product('mc04')] },
  { query: 'lumora gold 12f', class: 'model', expect: [product('gold-12f')] },

  // Model numbers mistyped: a key next door, letters swapped, a digit off.
  { query: 's1b', class: 'model-typo', expect: [product('s1v')] },
  { query: 'ae1000', class: 'model-typo', expect: [product('ae1001')] },
  { query: 'ls310b', class: 'model-typo', expect: [product('ls310')] },
  { query: 'z2x', class: 'model-typo', expect: [product('z2c')] },
  { query: '82c pluss', class: 'model-typo', expect: [product('82c-plus')] },
  { query: 'fc-8e', class: 'model-typo', expect: [product('fc-8r')] },
  { query: 'op100p61g', class: 'model-typo', expect: [product('op-100p16g')] },
  { query: 'ae3010', class: 'model-typo', expect: [product('ae3100')] },
  { query: 'ep301', class: 'model-typo', expect: [product('ep310')] },
  { query: 'vfl10', class: 'model-typo', expect: [product('vf10')] },
  { query: 'ce0416n', class: 'model-typo', expect: [product('ce0416m')] },
  { query: 'op821gvw', class: 'model-typo', expect: [product('op821gwv')] },
  { query: 'pe1916m', class: 'model-typo', expect: [product('pe1619m')] },
  { query: 'op814gwv', class: 'model-typo', expect: [product('op-841gwv-dgb')] },

  // Product types, in the trade's words as well as the catalogue's.
  { query: 'fusion splicer', class: 'type', expect: splicers },
  { query: 'core alignment splicer', class: 'type', expect: inTabs('sumitomo', 'core-fusion-splicer') },
  { query: 'ribbon splicer', class: 'type', expect: inTabs('sumitomo', 'ribbon-fusion-splicer') },
  { query: 'fibre cleaver', class: 'type', expect: cleavers },
  { query: 'cutter', class: 'type', expect: cleavers },
  { query: 'otdr', class: 'type', expect: otdrs },
  { query: 'multimode otdr', class: 'type', expect: inTabs('deviser', 'multi-mode-otdr') },
  { query: 'optical power meter', class: 'type', expect: powerMeters },
  { query: 'light source', class: 'type', expect: where('deviser', (f) => f.type === 'light-source' || f.type === 'multimeter') },
  { query: 'visual fault locator', class: 'type', expect: vfls },
  { query: 'red light pen', class: 'type', expect: vfls },
  { query: 'gpon olt', class: 'type', expect: where('pon', (f) => f.device === 'olt' && f.ponType === 'gpon') },
  { query: 'epon olt', class: 'type', expect: where('pon', (f) => f.device === 'olt' && f.ponType === 'epon') },
  { query: 'ont', class: 'type', expect: onts },
  { query: 'onu with wifi', class: 'type', expect: where('pon', (f) => f.device === 'ont' && f.wifi !== null && f.wifi !== 'none') },
  { query: 'sfp module', class: 'type', expect: where('pon', (f) => f.device === 'sfp') },
  { query: 'catv edfa', class: 'type', expect: catvEdfas },
  { query: 'wdm edfa', class: 'type', expect: where('edfa', (f) => f.line === 'wdm') },
  { query: 'dual input edfa', class: 'type', expect: where('edfa', (f) => f.dualInput === true) },
  { query: 'mini edfa', class: 'type', expect: where('edfa', (f) => f.housing === 'mini') },
  { query: 'drop cable', class: 'type', expect: dropCables },
  { query: 'in-service otdr', class: 'type', expect: inServiceOtdrs },
  { query: 'live pon otdr', class: 'type', expect: inServiceOtdrs },
  { query: 'splicing kit', class: 'type', expect: splicingKit },
  { query: 'fusion splicing kit', class: 'type', expect: splicingKit },

  // Numbers as specifications: ports, fibres, dB, seconds, nanometres.
  { query: '16 port edfa', class: 'spec', expect: where('edfa', (f) => fig(f.outputs, 16, 16)) },
  // The PE table gives every PE model 4 or 8 outputs; the buyer means the model its card rates 32 × 19.5 dBm, which the page shows beside the table's figures.
  { query: '32 port pon edfa', class: 'spec', expect: [product('pe3219m'), product('pe3219m-osw')] },
  { query: '8 output catv amplifier', class: 'spec', expect: where('edfa', (f) => f.line === 'catv' && fig(f.outputs, 8, 8)) },
  { query: '23 dbm edfa', class: 'spec', expect: where('edfa', (f) => fig(f.outputPower, 23, null)) },
  { query: '24 fibre cable', class: 'spec', expect: where('fiber', (f) => fig(f.fibreCount, 24, 24)) },
  { query: '2 fibre flat cable', class: 'spec', expect: where('fiber', (f) => f.construction === 'flat' && fig(f.fibreCount, 2, 2)) },
  {
    query: 'otdr 45 db',
    class: 'spec',
    expect: where('deviser', (f) => f.type === 'otdr' && [f.dynamicRange1310, f.dynamicRange1550, f.dynamicRange1625].some((q) => fig(q, 45, null))),
  },
  { query: 'otdr 1625', class: 'spec', expect: where('deviser', (f) => f.type === 'otdr' && (f.wavelengths ?? []).includes('1625')) },
  { query: '1625', class: 'spec', expect: where('deviser', (f) => (f.wavelengths ?? []).includes('1625')) },
  { query: '650 nm', class: 'spec', expect: where('deviser', (f) => (f.wavelengths ?? []).includes('650')) },
  { query: 'splicer 6 second', class: 'spec', expect: where('sumitomo', (f) => fig(f.spliceTime, null, 6)) },
  { query: '0.01 db splice loss', class: 'spec', expect: where('sumitomo', (f) => fig(f.spliceLoss, null, 0.01)) },
  { query: '12 fibre cleaver', class: 'spec', expect: where('sumitomo', (f) => f.spliceTime === null && fig(f.fibreCount, 12, null)) },
  { query: '8 port gpon olt', class: 'spec', expect: where('pon', (f) => f.device === 'olt' && f.ponType === 'gpon' && fig(f.ponPorts, 8, 8)) },
  { query: '4 port epon olt', class: 'spec', expect: where('pon', (f) => f.device === 'olt' && f.ponType === 'epon' && fig(f.ponPorts, 4, 4)) },
  { query: 'ont 4 lan ports', class: 'spec', expect: where('pon', (f) => f.device === 'ont' && fig(f.lanPorts, 4, 4)) },
  { query: 'in service otdr', class: 'spec', expect: where('deviser', (f) => f.type === 'otdr' && f.inService === true) },

  // Plain needs: the job, not the instrument.
  { query: 'measure loss', class: 'need', expect: lossTesters },
  { query: 'splicing machine', class: 'need', expect: splicers },
  { query: 'join two fibres', class: 'need', expect: splicers },
  { query: 'fiber cutter', class: 'need', expect: cleavers },
  { query: 'cut fibre before splicing', class: 'need', expect: cleavers },
  { query: 'find fibre break', class: 'need', expect: [...vfls, ...otdrs] },
  { query: 'check fibre length', class: 'need', expect: otdrs },
  { query: 'test live fibre without disturbing customers', class: 'need', expect: where('deviser', (f) => f.inService === true) },
  { query: 'check pon signal at customer home', class: 'need', expect: where('deviser', (f) => f.type === 'pon-power-meter') },
  { query: 'cable tv amplifier', class: 'need', expect: catvEdfas },
  { query: 'send tv and internet on one fibre', class: 'need', expect: where('edfa', (f) => f.line === 'wdm') },
  { query: 'backup input amplifier', class: 'need', expect: where('edfa', (f) => f.dualInput === true) },
  { query: 'ftth router for home', class: 'need', expect: onts },
  { query: 'cable to the customer house', class: 'need', expect: dropCables },
  { query: 'otdr through splitter', class: 'need', expect: inServiceOtdrs },
  { query: 'otdr through pon splitter', class: 'need', expect: inServiceOtdrs },
  { query: 'test fibre through the splitter', class: 'need', expect: where('deviser', (f) => f.inService === true) },
  { query: 'fibre cut', class: 'need', expect: breakFinders },
  { query: 'cut fibre', class: 'need', expect: breakFinders },
  { query: 'fibre break', class: 'need', expect: breakFinders },
  { query: 'fiber cut location', class: 'need', expect: breakFinders },
  { query: 'cable cut', class: 'need', expect: breakFinders },

  // Hindi-English as the Indian trade types it, prices and all.
  { query: 'splicing machine price', class: 'hinglish', expect: splicers },
  { query: 'sumitomo machine', class: 'hinglish', expect: [...splicers, family('sumitomo')] },
  { query: 'fibre jodne wali machine', class: 'hinglish', expect: splicers },
  { query: 'cutter machine fiber', class: 'hinglish', expect: cleavers },
  { query: 'otdr kitne ka', class: 'hinglish', expect: otdrs },
  { query: 'power meter ka rate', class: 'hinglish', expect: powerMeters },
  { query: 'fibre tuta hai kaise check kare', class: 'hinglish', expect: [...vfls, ...otdrs] },
  { query: 'fiber cable 12 core', class: 'hinglish', expect: where('fiber', (f) => f.fibreCount === 12) },
  { query: '24 core cable', class: 'hinglish', expect: where('fiber', (f) => fig(f.fibreCount, 24, 24)) },
  { query: 'drop wire 1 km rate', class: 'hinglish', expect: dropCables },
  { query: 'olt 16 port rate', class: 'hinglish', expect: where('pon', (f) => f.device === 'olt' && f.ponPorts === 16) },
  { query: 'onu ka price', class: 'hinglish', expect: onts },
  { query: 'tv ka amplifier', class: 'hinglish', expect: catvEdfas },
  { query: 'edfa amplifier price', class: 'hinglish', expect: [...edfas, family('edfa')] },
  { query: 'fibre cut ho gaya', class: 'hinglish', expect: breakFinders },
  { query: 'splicing kit ka rate', class: 'hinglish', expect: splicingKit },

  // The company: offices, contact, factories, learning pages, news.
  { query: 'kolkata', class: 'company', expect: [branch('kolkata')] },
  { query: 'mumbai branch', class: 'company', expect: [branch('mumbai')] },
  { query: 'bangalore office', class: 'company', expect: [branch('bangalore')] },
  { query: 'chennai', class: 'company', expect: [branch('chennai')] },
  { query: 'head office', class: 'company', expect: [branch('new-delhi')] },
  { query: 'delhi office address', class: 'company', expect: [branch('new-delhi'), directContact] },
  { query: 'contact number', class: 'company', expect: [directContact] },
  { query: 'email', class: 'company', expect: [directContact] },
  { query: 'about lumora', class: 'company', expect: [page('about')] },
  { query: 'cable factory', class: 'company', expect: [page('ofc')] },
  { query: 'pcb assembly', class: 'company', expect: [page('surfaceMounting'), page('mi')] },
  { query: 'smt tutorial', class: 'company', expect: [page('tutorials')] },
  { query: 'splicing video', class: 'company', expect: [page('educational')] },
  { query: 'partner brands', class: 'company', expect: [page('partner')] },
  { query: 'cable tv show', class: 'company', expect: [publication('cable-tv-show-2017')] },
  { query: 'free service camp', class: 'company', expect: [publication('service-camp-2025')] },
  { query: 'whatsapp', class: 'company', expect: [directContact] },
  { query: 'whatsapp number', class: 'company', expect: [directContact] },
  { query: 'warranty', class: 'company', expect: [directContact] },
  { query: 'warranty claim', class: 'company', expect: [directContact] },
  { query: 'guarantee', class: 'company', expect: [directContact] },
  { query: 'price', class: 'company', expect: [directContact] },
  { query: 'price list', class: 'company', expect: [directContact] },
  { query: 'quotation', class: 'company', expect: [directContact] },

  // The site's tools, asked for by the job: the link planner and the field kit.
  { query: 'link budget calculator', class: 'tool', expect: [planner] },
  { query: 'loss budget calculator', class: 'tool', expect: [planner] },
  { query: 'pon power budget', class: 'tool', expect: [planner] },
  { query: 'how many homes on one pon port', class: 'tool', expect: [planner] },
  { query: 'how many subscribers per pon port', class: 'tool', expect: [planner] },
  { query: 'optical power budget calculation', class: 'tool', expect: [planner] },
  { query: 'otdr dynamic range calculator', class: 'tool', expect: [planner] },
  { query: 'ftth network planning', class: 'tool', expect: [planner] },
  { query: 'offline catalogue', class: 'tool', expect: [fieldKit] },
  { query: 'catalogue without internet', class: 'tool', expect: [fieldKit] },
  { query: 'use the site offline', class: 'tool', expect: [fieldKit] },
  { query: 'save datasheets offline', class: 'tool', expect: [fieldKit] },

  // Places: a city the branches do not name finds the office nearest it; an old name finds its city's office.
  { query: 'lucknow', class: 'place', expect: [nearestBranchTo('Lucknow')] },
  { query: 'lucknow office', class: 'place', expect: [nearestBranchTo('Lucknow')] },
  { query: 'branch near jaipur', class: 'place', expect: [nearestBranchTo('Jaipur')] },
  { query: 'pune', class: 'place', expect: [nearestBranchTo('Pune')] },
  { query: 'indore', class: 'place', expect: [nearestBranchTo('Indore')] },
  { query: 'bhubaneswar office', class: 'place', expect: [nearestBranchTo('Bhubaneswar')] },
  { query: 'trivandrum', class: 'place', expect: [nearestBranchTo('Thiruvananthapuram')] },
  { query: 'gurgaon', class: 'place', expect: [nearestBranchTo('Gurugram')] },
  { query: 'navi mumbai', class: 'place', expect: [nearestBranchTo('Navi Mumbai')] },
  { query: 'coimbatore branch', class: 'place', expect: [nearestBranchTo('Coimbatore')] },
  { query: 'nearest office to ranchi', class: 'place', expect: [nearestBranchTo('Ranchi')] },
  { query: 'bombay', class: 'place', expect: [nearestBranchTo('Mumbai')] },
];

/** What answers a judged query, by its words in any case: for tests that hold one query to the set's judgement. Throws on a query the set does not judge. */
export function judgedAnswers(query: string): readonly Target[] {
  const judged = judgedQueries.find((q) => q.query.toLowerCase() === query.toLowerCase());
  if (!judged) throw new Error(`search-quality: "${query}" is not a judged query (tests/search-quality/queries.ts)`);
  return judged.expect;
}
