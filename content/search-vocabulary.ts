import type { FacetUnitKey } from './catalogue/facets';
import type { FamilyKey } from './catalogue/types';
import type { PageKey } from './paths';

/**
 * How buyers and technicians say things, mapped to what the catalogue calls
 * them. The search reads a query through this vocabulary before it looks
 * anything up, in the results page and in the header's suggestions alike.
 *
 * Editors extend it. Each entry says why it exists. The content checks
 * (lib/content-checks/search-vocabulary.ts) reject an entry whose meaning
 * uses a word no product, family or page of the catalogue has, or that
 * leads to a page search does not index, so a renamed product or page
 * cannot leave a synonym pointing at nothing.
 *
 * Words are matched whole and without case, accents or punctuation; a
 * phrase matches its words in order. The longest phrase wins.
 */

/** The parts of a kit, two or more, each in the catalogue's words. */
export type Kit = readonly [string, string, ...string[]];

export interface VocabularyEntry {
  /** What a visitor types: words or phrases, any of them. */
  say: readonly string[];
  /**
   * What the catalogue calls it: the words searched instead. A kit of several
   * things names each part ('fusion splicer', 'cleaver'): each is searched on
   * its own, and the results take turns, so the kit shows every part.
   */
  means: string | Kit;
  /** The page that answers it, put first whenever a visitor says it ("link budget calculator": the planner). */
  leads?: PageKey;
  /** Why the entry exists: who says it, or what it fixes. */
  why: string;
}

export const searchVocabulary: readonly VocabularyEntry[] = [
  // Splicing
  {
    say: [
      'splicing machine', 'splice machine', 'fusion machine', 'fibre joining machine', 'joining machine', 'jointing machine',
      'join fibre', 'join two fibre', 'joining fibre', 'fibre joining', 'fibre jointing', 'jodne wali machine', 'jodne ki machine', 'jodne', 'jodna', 'jod',
    ],
    means: 'fusion splicer',
    why: 'Field crews and traders across India call a fusion splicer a splicing machine; "jointing" is the cable trade\u2019s word for a splice.',
  },
  {
    say: ['splicing kit', 'splicer kit', 'splice kit', 'fusion splicing kit', 'fusion splicer kit', 'fibre splicing kit', 'splicing tool kit', 'splicing tools', 'jointing kit'],
    means: ['fusion splicer', 'cleaver'],
    why: 'A splicing kit is the splicer with the cleaver and hand tools it needs. The catalogue lists splicers and cleavers as products, and each splicer\u2019s page lists the cleavers, strippers and sleeves that go with it, so the kit is found as splicers and cleavers in turn.',
  },
  {
    say: [
      'cutter', 'cutting tool', 'fibre knife', 'cutting fibre', 'fibre cutting', 'cut fibre before', 'cut fibre for', 'cut before splicing', 'cut', 'katne wala', 'katne',
    ],
    means: 'cleaver',
    why: 'A cleaver is what the trade often calls a fibre cutter: it cuts the fibre end flat before a splice ("katne" is Hindi for cutting). A fibre that is cut, on its own, is a break to find (below).',
  },
  {
    say: ['ribbon machine', 'mass fusion', 'mass splicer'],
    means: 'ribbon splicer',
    why: 'Mass fusion is the maker\u2019s term for splicing a whole ribbon at once.',
  },
  // Test instruments
  {
    say: ['red light pen', 'red light', 'red laser', 'laser pen', 'fault finder', 'fibre tester pen', 'visual fault finder', 'vfl pen'],
    means: 'visual fault locator',
    why: 'Technicians name the visual fault locator by what it looks like: a pen that shines red light.',
  },
  {
    say: [
      'find fibre break', 'fibre break', 'find break', 'break finder', 'find fault', 'fibre fault', 'cable fault', 'fault locate', 'locate fault', 'cut location',
      'broken fibre', 'fibre broken', 'break', 'tuta', 'tuti', 'toota', 'tuta hai', 'toot gaya',
      'fibre cut', 'cut fibre', 'cable cut', 'cut cable', 'cut in fibre', 'cut in cable', 'fibre cut location', 'line cut', 'cut ho gaya', 'kat gaya', 'kat gayi',
    ],
    means: 'otdr visual fault locator',
    why: 'A break is found with an OTDR at a distance, or with a visual fault locator close by ("tuta" is Hindi for broken). Field crews report a break as a fibre cut or a cable cut.',
  },
  {
    say: [
      'in service', 'in-service', 'through splitter', 'through the splitter', 'through a splitter', 'through pon splitter', 'live fibre', 'live network', 'live traffic',
      'live pon', 'without disturbing', 'without disconnecting',
    ],
    means: 'in-service testing',
    why: 'Testing a PON that serves subscribers means testing through its splitter without taking the traffic off: the in-service testing key figure says which instruments can.',
  },
  {
    say: ['measure loss', 'loss measurement', 'loss test', 'loss testing', 'measure power', 'power measurement', 'power check', 'optical power check', 'measure signal'],
    means: 'power meter light source',
    why: 'End-to-end loss is measured with a light source at one end and a power meter at the other.',
  },
  {
    say: ['fibre length', 'cable length', 'measure length', 'length of fibre', 'distance to fault', 'fibre distance'],
    means: 'otdr',
    why: 'An OTDR measures how long a fibre is, and how far along it an event lies.',
  },
  {
    say: ['pon signal', 'signal at customer', 'customer signal', 'ont signal', 'onu signal', 'pon power', 'signal check', 'check signal'],
    means: 'pon power meter',
    why: 'Installers check the PON signal at the subscriber\u2019s end with a PON power meter.',
  },
  {
    say: ['pon meter', 'pon tester', 'gpon meter', 'gpon tester', 'ftth meter', 'live pon test'],
    means: 'pon power meter',
    why: 'A PON power meter reads the live downstream and upstream of a PON; technicians name it by the network.',
  },
  {
    say: ['fibre tester', 'fiber tester', 'optical tester', 'link tester', 'trace machine'],
    means: 'otdr power meter',
    why: 'A general ask for a fibre tester is met by the OTDR and the power meters.',
  },
  {
    say: ['opm', 'optical power meter', 'light meter'],
    means: 'power meter',
    why: 'OPM is the trade\u2019s short name for an optical power meter.',
  },
  {
    say: ['ols', 'laser source', 'optical source', 'test source'],
    means: 'light source',
    why: 'The trade says laser or optical source for a stable light source.',
  },
  // PON
  {
    say: ['olt card', 'olt box', 'pon olt', 'olt machine'],
    means: 'olt',
    why: 'Operators call an OLT by its form: a card in a chassis or a box on the rack.',
  },
  {
    say: ['onu', 'modem', 'router', 'home router', 'wifi router', 'fibre modem', 'ftth modem', 'ftth router', 'customer device', 'subscriber unit'],
    means: 'ont',
    why: 'ONU and ONT name the same subscriber unit; subscribers call it their modem or router.',
  },
  {
    say: ['gpon onu', 'gpon ont', 'epon onu', 'epon ont', 'gpon modem', 'epon modem', 'gpon router', 'xpon onu'],
    means: 'xpon ont',
    why: 'Every ONT in the catalogue is XPON: it registers on a GPON or an EPON network, so a GPON or EPON ONU is one of them.',
  },
  {
    say: ['optical module', 'sfp module', 'transceiver', 'pon module'],
    means: 'sfp',
    why: 'The optic in an OLT port is an SFP module, called a transceiver or optical module.',
  },
  // Amplifiers
  {
    say: ['cable tv amplifier', 'catv amplifier', 'tv ka amplifier', 'tv amp', 'tv amplifier', 'video amplifier', 'headend amplifier'],
    means: 'catv edfa',
    why: 'Cable operators ask for an amplifier for their cable TV feed: a CATV EDFA.',
  },
  {
    say: ['cable tv'],
    means: 'catv',
    why: 'CATV is the catalogue\u2019s word for cable television.',
  },
  {
    say: ['optical amplifier', 'amplifier', 'amp', 'booster'],
    means: 'edfa',
    why: 'Every optical amplifier the company sells is an EDFA.',
  },
  {
    say: ['wdm amplifier', 'pon amplifier', 'combiner amplifier', 'triple play amplifier', 'triple play', 'tv and internet', 'tv internet', 'video and data', 'tv and data', 'tv over pon'],
    means: 'wdm edfa',
    why: 'An amplifier that joins the video to the PON traffic is a WDM EDFA.',
  },
  {
    say: ['dual input', 'two input', 'backup input', 'redundant input', 'optical switch'],
    means: 'osw',
    why: 'The dual-input EDFAs carry +OSW in their model numbers, for their built-in optical switch.',
  },
  // The company
  {
    say: [
      'email', 'e mail', 'mail id', 'email id', 'phone number', 'mobile number', 'contact number', 'helpline', 'customer care', 'whatsapp', 'whats app',
      'whatsapp number', 'call us', 'sales team', 'talk to sales',
    ],
    means: 'contact',
    leads: 'contact',
    why: 'Visitors look for the company\u2019s email address, phone and WhatsApp number: the contact page\u2019s direct-contact card.',
  },
  {
    say: ['warranty', 'guarantee', 'warranty claim', 'warranty card', 'warranty period', 'after sales'],
    means: 'contact',
    leads: 'contact',
    why: 'Warranty terms depend on the maker and the product, and the site states none; the head office answers them, so a warranty question goes to its contact card.',
  },
  // The site's tools
  {
    say: [
      'link budget', 'loss budget', 'power budget', 'optical budget', 'optical power budget', 'pon budget', 'pon power budget', 'pon loss budget',
      'budget calculator', 'budget calculation', 'loss calculator', 'loss calculation', 'calculator', 'calculation', 'calculate',
      'network planning', 'network planner', 'ftth planning', 'pon planning', 'link planning', 'plan a link', 'plan link',
      'how many homes', 'how many houses', 'how many subscribers', 'how many users', 'how many customers', 'how many connections',
      'homes per port', 'subscribers per port', 'users per port',
    ],
    means: 'link planner',
    leads: 'planner',
    why: 'Engineers ask for a link budget calculator, or how many homes one PON port can serve: the link planner works out the loss budget, the split, the OTDR range and the amplifier output.',
  },
  {
    say: [
      'offline', 'offline catalogue', 'catalogue offline', 'offline mode', 'offline app', 'work offline', 'use offline', 'save offline',
      'without internet', 'without network', 'field kit',
    ],
    means: 'field kit',
    leads: 'fieldKit',
    why: 'Crews who work where there is no signal ask for the catalogue offline: the field kit keeps pages, datasheets and videos on the device.',
  },
  {
    say: ['company profile', 'about company', 'about us', 'who we are', 'about lumora', 'about lumora photonics', 'lumora company'],
    means: 'about',
    why: 'A buyer checking a supplier asks for its profile; the about page tells it.',
  },
  {
    say: ['pcb assembly', 'pcb', 'pcba', 'smd', 'smt line', 'electronics manufacturing', 'contract manufacturing'],
    means: 'smt through hole',
    why: 'Buyers of electronics manufacturing ask for PCB assembly; the factory pages name its two lines, SMT and through-hole.',
  },
  {
    say: ['splicing video', 'splicer video', 'training video', 'demo video', 'how to splice', 'splicing training'],
    means: 'educational videos',
    why: 'Technicians look for splicing training as videos; the educational page holds them.',
  },
  // Cable
  {
    say: ['ofc', 'ofc cable', 'optical fibre cable', 'optical cable', 'fibre optic cable', 'fibre cable', 'fibre wire'],
    means: 'fibre cable',
    why: 'OFC is India\u2019s usual shorthand for optical fibre cable.',
  },
  {
    say: ['ftth cable', 'drop wire', 'home cable', 'last mile cable'],
    means: 'drop cable',
    why: 'The cable that runs the last metres to a home is a drop cable.',
  },
];

/**
 * Words that carry no meaning for the catalogue: asking for a price, Hindi
 * connecting words in mixed queries ("otdr kitne ka"), shopping words. They
 * are left out of the query, so they cannot pull in pages that happen to
 * use them.
 */
export interface IgnoredWords {
  words: readonly string[];
  why: string;
  /** The page that answers a query of nothing but ignored words, one of these among them ("price": the contact page). */
  aloneLeads?: PageKey;
}

export const ignoredWords: readonly IgnoredWords[] = [
  {
    words: ['price', 'prices', 'pricelist', 'cost', 'rate', 'rates', 'ratelist', 'list', 'buy', 'purchase', 'cheap', 'sale', 'dealer', 'supplier', 'quotation', 'quote'],
    why: 'Buyers add these to any product query ("splicing machine price"); the site has no prices, and every product page leads to an enquiry. Asked alone ("price", "price list"), they are a question for sales, which the contact page\u2019s direct card answers.',
    aloneLeads: 'contact',
  },
  {
    words: ['best', 'online', 'india', 'machine', 'check', 'want', 'need'],
    why: 'Words buyers add to any query ("best otdr", "check fibre") that name nothing the catalogue sells.',
  },
  {
    words: [
      'kitne', 'kitna', 'ka', 'ki', 'ke', 'kya', 'hai', 'chahiye', 'wala', 'wali', 'mein', 'ko', 'aur', 'kaise', 'konsa', 'sasta', 'daam', 'keemat', 'kare', 'karen',
      'karna', 'karein', 'ho',
    ],
    why: 'Hindi words that Indian buyers mix into English queries ("otdr kitne ka", "splicing machine ka price", "fibre cut ho gaya").',
  },
];

/**
 * Words that name a family or point to one. A number with a unit is read
 * against the facets of the family the query points to ("16 port edfa":
 * the EDFA outputs, not the OLT ports); when the query names a family and
 * nothing narrower, the family's page leads the results.
 */
export const familyWords: Readonly<Record<FamilyKey, { names: readonly string[]; hints: readonly string[] }>> = {
  sumitomo: {
    names: ['sumitomo', 'sumitomo electric'],
    hints: ['splicer', 'fusion', 'cleaver', 'splice', 'splicing', 'ribbon'],
  },
  deviser: {
    names: ['deviser', 'test instrument', 'test instruments', 'test equipment'],
    hints: ['otdr', 'meter', 'power meter', 'light source', 'vfl', 'visual fault locator', 'multimeter', 'tester'],
  },
  pon: {
    names: ['pon', 'lumora pon', 'pon equipment'],
    hints: ['olt', 'ont', 'sfp', 'gpon', 'epon', 'xpon'],
  },
  edfa: {
    names: ['edfa', 'edfas'],
    hints: ['catv', 'wdm', 'osw'],
  },
  fiber: {
    names: ['fibre cable', 'cable', 'cables'],
    hints: ['drop', 'flat', 'tube', 'platinum', 'gold', 'neo'],
  },
};

/**
 * Units as buyers type them after a number ("24 core", "45db", "6 sec"),
 * for the facets written in each unit. A count's unit also takes its trade
 * words: "core" is what the cable trade calls a fibre.
 */
export const unitWords: Readonly<Partial<Record<FacetUnitKey, readonly string[]>>> = {
  ports: ['port', 'ports', 'output', 'outputs', 'way', 'pon port', 'pon ports'],
  fibres: ['core', 'cores', 'fibre', 'fibres', 'f', 'fo'],
  dB: ['db'],
  dBm: ['dbm'],
  nm: ['nm'],
  s: ['s', 'sec', 'secs', 'second', 'seconds'],
  kg: ['kg', 'kgs'],
  km: ['km'],
  m: ['m', 'metre', 'metres'],
  mm: ['mm'],
};
