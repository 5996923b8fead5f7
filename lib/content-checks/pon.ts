import { catalogueLabels } from '@/content/catalogue/labels';
import type { Family, Product, SpecTable } from '@/content/catalogue/types';
import { paths } from '@/content/paths';
import { stringsOf, type CatalogueInput } from '@/lib/catalogue/checks';
import { compact } from '@/lib/search/normalise';
import { recordStrings } from './content-strings';
import type { ContentCheck } from './index';
import { drawingOf, figuresOf, tableField } from './records';
import { quantitiesIn } from './quantities';

/**
 * Rules over the PON records (OLTs, ONTs, SFP modules) that follow from
 * what each device is, read from its key figures (`device`): where its
 * page lives, which optics it shows, how it is drawn, what its words may
 * claim. Each names the record and field, then what to do.
 */

type Device = 'olt' | 'ont' | 'sfp';

const deviceOf = (p: Product): Device | undefined => figuresOf(p)[0]?.device as Device | undefined;
const ponProducts = (products: readonly Product[]) => products.filter((p) => p.family === 'pon');
const ofDevice = (products: readonly Product[], device: Device) => ponProducts(products).filter((p) => deviceOf(p) === device);

const OPTICS = 'PON Optics';
const ORDERING = 'Ordering Information';
const tableTitled = (p: Product, title: string): SpecTable | undefined => p.page?.specTables.find((t) => t.title === title);
const rowsOf = (table: SpecTable | undefined) => table?.groups.flatMap((g) => g.rows) ?? [];

/** A PON page lives at /<brand>-pon/<MODEL>: the model as printed, or with the hyphens its old address had. */
export function ponRouteProblems({ products }: CatalogueInput): string[] {
  return ponProducts(products).flatMap((p) => {
    if (!p.page) return [];
    const segment = p.page.route.slice(`${paths.pon}/`.length);
    if (p.page.route.startsWith(`${paths.pon}/`) && segment.replace(/-/g, '') === p.model.replace(/-/g, '')) return [];
    return [`${p.key} › page.route: '${p.page.route}' is not ${paths.pon}/${p.model}; put a PON page at ${paths.pon}/ and its model as printed`];
  });
}

/**
 * Each device shows its own optics: an OLT sends at 1490 nm and receives at
 * 1310 nm, an ONT the other way round, so an OLT's optics table names no
 * ONT, and an ONT's gives its wavelengths, launch power and sensitivity.
 */
export function ponOpticsProblems({ products }: CatalogueInput): string[] {
  const problems: string[] = [];
  for (const p of ponProducts(products)) {
    const optics = tableTitled(p, OPTICS);
    if (!optics) continue;
    const where = `${p.key} › ${tableField(p, OPTICS)}`;
    const wavelength = rowsOf(optics).find(([label]) => /^wavelength$/i.test(label))?.[1];
    const device = deviceOf(p);
    if (device === 'olt') {
      if (wavelength && !/TX 1490 nm, RX 1310 nm/.test(wavelength)) problems.push(`${where} › "Wavelength": "${wavelength}"; an OLT sends at 1490 nm and receives at 1310 nm, so write "TX 1490 nm, RX 1310 nm"`);
      if (/\bONT\b/.test(stringsOf(optics).join('\n'))) problems.push(`${where}: names the ONT; an OLT's page shows the OLT's own optics, so take the ONT's figures out`);
    }
    if (device === 'ont') {
      if (wavelength !== 'TX 1310 nm, RX 1490 nm') problems.push(`${where} › "Wavelength": ${wavelength ? `"${wavelength}"` : 'no row'}; an ONT sends at 1310 nm and receives at 1490 nm, so write "TX 1310 nm, RX 1490 nm"`);
      for (const label of ['TX optical power', 'RX sensitivity']) {
        if (!rowsOf(optics).some(([l]) => l === label)) problems.push(`${where}: no "${label}" row; an ONT's page gives its launch power and sensitivity, so add it from the maker's sheet`);
      }
    }
  }
  return problems;
}

/**
 * An OLT page accounts for its PON ports' wavelength, launch power and
 * reach, as rows or in a note saying why the maker gives none; a split
 * ratio and a reach given together say that they hold at once only within
 * the power budget.
 */
export function oltOpticsProblems({ products }: CatalogueInput): string[] {
  return ofDevice(products, 'olt').flatMap((p) => {
    if (!p.page) return [];
    const optics = tableTitled(p, OPTICS);
    if (!optics) return [`${p.key} › page.specTables: no "${OPTICS}" table; an OLT's page gives its PON ports' wavelength, launch power and reach`];
    const labels = rowsOf(optics).map(([label]) => label);
    const note = optics.note ?? '';
    const where = `${p.key} › ${tableField(p, OPTICS)}`;
    const figures: readonly [string, RegExp, RegExp][] = [
      ['wavelength', /wavelength/i, /wavelength/i],
      ['launch power', /^TX optical power$/i, /(launch|TX) power/i],
      ['reach', /^reach$/i, /reach/i],
    ];
    const problems = figures
      .filter(([, row, inNote]) => !labels.some((l) => row.test(l)) && !inNote.test(note))
      .map(([name]) => `${where}: no ${name}, and no note saying why; add the row, or say in the note that the maker gives none`);
    if (labels.some((l) => /split ratio/i.test(l)) && labels.some((l) => /^reach$/i.test(l)) && !/power budget/i.test(note)) {
      problems.push(`${where} › note: gives a split ratio and a reach but does not say they hold together only within the power budget; say so in the note`);
    }
    return problems;
  });
}

/** DECISIONS, "Reach and split together": each is a maximum; a sentence that joins them ties them to the power budget. */
export function splitAndReachProblems({ families, products }: CatalogueInput): string[] {
  const records = [...families.filter((f) => f.key === 'pon').map((f) => ({ value: f, name: `family ${f.key}` })), ...ponProducts(products).map((p) => ({ value: p, name: p.key }))];
  return records.flatMap(({ value, name }) =>
    recordStrings(value, name).flatMap(({ record, field, text }) =>
      text
        .split(/\n|(?<=[.;!?])\s+/)
        .filter((s) => /\b1:\d+/.test(s) && /\d\s*km\b/i.test(s) && !/budget/i.test(s))
        .map((s) => `${record} › ${field}: "${s.trim()}" gives a split ratio and a reach as one claim; each is a maximum, so say they hold together only within the power budget, or give them apart`),
    ),
  );
}

/**
 * Claims no mounting the tables do not give: a wall mount only where the
 * product's tables name one, and no OLT in a street or outdoor cabinet
 * unless an OLT's tables rate it down to -40 °C (the OLTs are rated from
 * 0 °C, for exchanges, remote and industrial-park sites and racks).
 */
export function ponMountingProblems({ families, products }: CatalogueInput): string[] {
  const pon = ponProducts(products);
  const tablesSay = (p: Product, words: RegExp) => words.test(stringsOf(p.page?.specTables).join('\n'));
  const outdoorRated = (p: Product) =>
    (p.page?.specTables ?? []).some((t) => rowsOf(t).some(([label, ...cells]) => /working temperature|operating temperature/i.test(label) && cells.some((c) => quantitiesIn(c).some((q) => q.unit === '°C' && q.value <= -40))));
  const wall = /wall[- ]mount/i;
  const outdoor = /cabinet|street|outdoor/i;
  const anyOltOutdoor = ofDevice(pon, 'olt').some(outdoorRated);
  const problems: string[] = [];
  const refuse = (record: string, field: string, text: string, words: RegExp, why: string) => {
    if (words.test(text)) problems.push(`${record} › ${field}: "${words.exec(text)![0]}": ${why}`);
  };
  const wallInTables = new Set(pon.filter((p) => tablesSay(p, wall)));
  for (const p of pon) {
    const refuseOutdoor = deviceOf(p) === 'olt' && !outdoorRated(p);
    for (const { record, field, text } of recordStrings(p, p.key)) {
      if (!wallInTables.has(p)) refuse(record, field, text, wall, 'its tables give no wall mounting; take it out, or put the maker’s mounting in its table first');
      if (refuseOutdoor) refuse(record, field, text, outdoor, 'an OLT rated from 0 °C does not go in a street or outdoor cabinet; name the sites the maker gives (exchanges, remote and industrial-park sites, racks)');
    }
  }
  for (const family of families.filter((f: Family) => f.key === 'pon')) {
    for (const { field, text } of recordStrings(family, `family ${family.key}`)) {
      if (wallInTables.size === 0) refuse(`family ${family.key}`, field, text, wall, 'no product’s tables give a wall mounting; take it out');
      if (!anyOltOutdoor) refuse(`family ${family.key}`, field, text, outdoor, 'no OLT is rated for a street or outdoor cabinet; name the sites the maker gives (exchanges, remote and industrial-park sites, racks)');
    }
  }
  return problems;
}

/** Every OLT page gives four key highlights, the strip its page shows. */
export const OLT_HIGHLIGHTS = 4;

export function oltHighlightProblems({ products }: CatalogueInput): string[] {
  return ofDevice(products, 'olt').flatMap((p) =>
    p.page && p.page.highlights.length !== OLT_HIGHLIGHTS
      ? [`${p.key} › page.highlights: ${p.page.highlights.length}; an OLT page shows ${OLT_HIGHLIGHTS} key highlights, so give it ${OLT_HIGHLIGHTS}`]
      : [],
  );
}

/**
 * A device is drawn as what it is, with its ports: an OLT with its PON type
 * and ports, an ONT with its LAN and phone ports and WiFi. An SFP module is
 * a card with no page of its own (and so no datasheet), under the SFP tab.
 */
export function ponDrawingProblems({ products }: CatalogueInput): string[] {
  const problems: string[] = [];
  for (const p of ponProducts(products)) {
    const device = deviceOf(p);
    const spec = drawingOf(p);
    const figures = figuresOf(p)[0] ?? {};
    const at = (field: string, what: string) => problems.push(`${p.key} › ${field}: ${what}`);
    if (!spec || !device) continue;
    if (spec.kind !== device) {
      at('image.spec.kind', `drawn as ${spec.kind}, but its models are ${device.toUpperCase()}s; draw it as one`);
      continue;
    }
    if (spec.kind === 'olt' && (spec.ponType.toLowerCase() !== figures.ponType || spec.ponPorts !== figures.ponPorts)) {
      at('image.spec', `drawn as a ${spec.ponPorts}-port ${spec.ponType} OLT, but its models have ${String(figures.ponPorts)} ${String(figures.ponType).toUpperCase()} ports; draw what its key figures give`);
    }
    if (spec.kind === 'ont') {
      const wifi = spec.wifi === null ? 'none' : `wifi${spec.wifi}`;
      if (spec.gePorts + spec.fePorts !== figures.lanPorts || spec.potsPorts !== figures.phonePorts || wifi !== figures.wifi) {
        at('image.spec', `drawn with ${spec.gePorts + spec.fePorts} LAN, ${spec.potsPorts} phone ports and WiFi ${wifi}, but its models have ${String(figures.lanPorts)}, ${String(figures.phonePorts)} and ${String(figures.wifi)}; draw what its key figures give`);
      }
    }
    if (spec.kind === 'sfp') {
      if (p.page !== null) at('page', 'an SFP module is a card only, with no page or datasheet of its own; set page to null');
      if (!(p.tabs as readonly string[]).includes('pon-sfp')) at('tabs', "an SFP module stands under 'pon-sfp'; add the tab");
    }
  }
  return problems;
}

/** Port counts an ONT's ordering row lists: '4GE+1POTS+WiFi 5' is 4 LAN ports, 1 phone port and WiFi. */
function orderedPorts(row: string): { lan: number; pots: number; wifi: boolean } {
  const count = (kind: string) => [...row.matchAll(new RegExp(`(\\d+)\\s*${kind}\\b`, 'gi'))].reduce((n, m) => n + Number(m[1]), 0);
  return { lan: count('GE') + count('FE'), pots: count('POTS?'), wifi: /wifi/i.test(row) };
}

/**
 * An ONT's page serves the devices its ports take: the drawing shows the
 * ports its ordering row lists, the application sentence names only those,
 * and the chart puts one device on each wired port in order (a phone on the
 * POTS port), then the WiFi clients. An OLT has no application chart.
 */
export function ontApplicationProblems({ products }: CatalogueInput): string[] {
  const problems: string[] = [];
  for (const p of ofDevice(products, 'olt')) {
    if (p.page?.applicationChart?.devices.length) problems.push(`${p.key} › page.applicationChart: an OLT serves ONTs, not a subscriber's devices; take the chart out`);
  }
  for (const p of ofDevice(products, 'ont')) {
    const spec = drawingOf(p);
    if (!p.page || spec?.kind !== 'ont') continue;
    const at = (field: string, what: string) => problems.push(`${p.key} › ${field}: ${what}`);
    const ordering = rowsOf(tableTitled(p, ORDERING))[0]?.[1];
    if (ordering !== undefined) {
      const listed = orderedPorts(ordering);
      if (spec.gePorts + spec.fePorts !== listed.lan || spec.potsPorts !== listed.pots || (spec.wifi !== null) !== listed.wifi) {
        at('image.spec', `drawn with ${spec.gePorts + spec.fePorts} LAN and ${spec.potsPorts} phone ports${spec.wifi === null ? '' : ' and WiFi'}, but the ordering row lists "${ordering}"; draw the ports it lists`);
      }
    }
    const sentence = catalogueLabels.applicationLead(p.model, spec);
    const wired = spec.gePorts + spec.fePorts;
    const says: readonly [string, boolean, boolean][] = [
      ['Ethernet', /ethernet/i.test(sentence), wired > 0],
      ['a telephone', /telephone|phone port|POTS/i.test(sentence), spec.potsPorts > 0],
      ['WiFi', /wireless|wifi/i.test(sentence), spec.wifi !== null],
    ];
    for (const [what, named, has] of says) if (named !== has) at('image.spec', `the application sentence "${sentence}" ${named ? 'names' : 'leaves out'} ${what}; correct the drawing's ports`);
    const devices = p.page.applicationChart?.devices ?? [];
    if (devices.length === 0) {
      at('page.applicationChart', 'none; an ONT page shows the devices it serves, one per port, so add the chart');
      continue;
    }
    if (devices.slice(0, wired).includes('phone')) at('page.applicationChart', 'a phone on a LAN port; put the wired devices first, one per LAN port');
    if (spec.potsPorts > 0 && devices[wired] !== 'phone') at('page.applicationChart', 'the POTS port serves no phone; put a phone after the LAN devices');
    if (devices.length < wired + spec.potsPorts) at('page.applicationChart', `${devices.length} devices for ${wired + spec.potsPorts} ports; give each port its device`);
    const wireless = devices.slice(wired + spec.potsPorts);
    if (spec.wifi === null && wireless.length > 0) at('page.applicationChart', 'WiFi clients on an ONT without WiFi; take them out');
    if (spec.wifi !== null && !wireless.includes('smartphone')) at('page.applicationChart', 'its WiFi serves no smartphone; add one after the wired devices');
  }
  return problems;
}

/**
 * Two pages whose tables are the maker's same tables, line for line, say so
 * on both: the notes name the twin and say there is no difference, the
 * titles differ only by model, and the ordering row is the maker's shared one.
 */
export function twinPages(products: readonly Product[]): [Product, Product][] {
  const paged = ponProducts(products).filter((p) => p.page);
  const shape = (p: Product) => JSON.stringify(p.page!.specTables.filter((t) => t.title !== ORDERING).map((t) => ({ ...t, note: undefined })));
  return paged.flatMap((a, i) => paged.slice(i + 1).flatMap((b): [Product, Product][] => (shape(a) === shape(b) ? [[a, b]] : [])));
}

export function twinProblems({ products }: CatalogueInput): string[] {
  return twinPages(products).flatMap(([a, b]) =>
    [
      [a, b],
      [b, a],
    ].flatMap(([self, twin]) => {
      const found: string[] = [];
      const notes = self!.page!.specTables.map((t) => t.note ?? '').join(' ');
      if (!notes.includes(twin!.model) || !/no (other )?difference/i.test(notes)) {
        found.push(`${self!.key} › page.specTables: the same tables as the ${twin!.model}, but no note says so; say in a note that the maker's tables show no difference from the ${twin!.model}`);
      }
      if (self!.title.replace(self!.model, '') !== twin!.title.replace(twin!.model, '')) found.push(`${self!.key} › title: "${self!.title}" claims a difference the tables do not show; title it as the ${twin!.model} is titled`);
      const ordering = (p: Product) => JSON.stringify(tableTitled(p, ORDERING)?.groups);
      if (ordering(self!) !== ordering(twin!)) found.push(`${self!.key} › ${tableField(self!, ORDERING)}: not the maker's shared ordering row the ${twin!.model} shows; use the same row`);
      return found;
    }),
  );
}

/** An SFP card says it is for the OLT ports only when an OLT lists its class; so may the landing's words. */
export function sfpClaimProblems({ families, products }: CatalogueInput): string[] {
  const listed = ofDevice(products, 'olt').map((olt) => new Set(stringsOf(olt).flatMap((t) => t.split(/[\s,/()]+/))));
  const claimsOltFit = (text: string) => /\bfor\b[^.]*\bOLT\b/i.test(text);
  const cards = ofDevice(products, 'sfp').flatMap((p) => {
    const spec = drawingOf(p);
    return spec?.kind === 'sfp' ? [{ p, takenBy: listed.filter((classes) => classes.has(spec.label)) }] : [];
  });
  const problems = cards
    .filter(({ takenBy }) => takenBy.length === 0)
    .flatMap(({ p }) =>
      (['title', 'cardTitle', 'summary'] as const)
        .filter((field) => claimsOltFit(p[field] ?? ''))
        .map((field) => `${p.key} › ${field}: says it is for the OLT ports, but no OLT lists its class; say what it is without the OLT, or list the class on the OLT that takes it`),
    );
  const family = families.find((f) => f.key === 'pon');
  if (family && cards.length > 0 && cards.every(({ takenBy }) => takenBy.length === 0) && claimsOltFit(family.hero.lead)) {
    problems.push(`family pon › hero.lead: says its SFP modules are for the OLT ports, but no OLT lists their classes; take the claim out`);
  }
  return problems;
}

/** A model is named one way in its record: the key and addresses aside, every spelling of it is the model as printed. */
export function modelSpellingProblems({ products }: CatalogueInput): string[] {
  return ponProducts(products).flatMap((product) => {
    const { page } = product;
    const words = recordStrings({ ...product, key: '', page: page ? { ...page, route: '', legacyPaths: [] } : null }, product.key);
    const model = compact(product.model);
    const digits = product.model.replace(/\D/g, '');
    const candidates = new Set(words.flatMap(({ text }) => text.split(/[\s,;:()]+/).map((w) => w.replace(/(’s|'s|[.!?])+$/, ''))));
    // Only a word with the model's digits can be another spelling of it; the rest are not compacted.
    const other = [...candidates].filter((w) => w !== product.model && w.replace(/\D/g, '') === digits && compact(w) === model);
    return other.map((w) => `${product.key}: "${w}" names the ${product.model} another way; write it "${product.model}", as its maker's ordering row does`);
  });
}

export const ponChecks: readonly ContentCheck[] = [
  { name: 'PON addresses', run: ponRouteProblems },
  { name: 'PON optics', run: ponOpticsProblems },
  { name: 'OLT optics', run: oltOpticsProblems },
  { name: 'split and reach', run: splitAndReachProblems },
  { name: 'PON mounting', run: ponMountingProblems },
  { name: 'OLT highlights', run: oltHighlightProblems },
  { name: 'PON drawings', run: ponDrawingProblems },
  { name: 'ONT applications', run: ontApplicationProblems },
  { name: 'twin PON pages', run: twinProblems },
  { name: 'SFP claims', run: sfpClaimProblems },
  { name: 'PON model names', run: modelSpellingProblems },
];
