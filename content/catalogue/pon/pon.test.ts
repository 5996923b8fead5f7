import { stringsOf } from '@/lib/catalogue/checks';
import { buildSearchIndex } from '@/lib/search/build-index';
import { createSearchEngine } from '@/lib/search/engine';
import { compact } from '@/lib/search/normalise';
import { site } from '@/content/site';
import { paths } from '@/content/paths';
import { writtenTwiceProblems } from '@/lib/content-checks/facets';
import { formatFigure, type Facet, type FacetValue } from '../facets';
import { ponFacets } from '../facets/pon';
import { catalogueLabels } from '../labels';
import { ponContent } from '.';
import { familyTabs, type Product, type SpecTable } from '../types';

const products: readonly Product<'pon'>[] = ponContent.products;
const withPages = products.flatMap((p) => (p.page ? [{ product: p, page: p.page }] : []));
const byKey = new Map<string, Product<'pon'>>(products.map((p) => [p.key, p]));


/** Section 9 writes '178x120x30 mm' and '12V/1.5A'; the records space them out and use '×'. */
function normalise(text: string): string {
  return text.toLowerCase().replace(/×/g, 'x').replace(/[–−]/g, '-').replace(/\s+/g, '');
}

const ontOptics = ['20 km', '0 to +4 dBm', '-27 dBm', 'TX 1310 nm', 'RX 1490 nm'];
const gponOlt = ['1:128', '20 km', '4 RJ45 GE', '4 SFP/SFP+', 'SFP slots'];
const eponOlt = ['64 ONUs per PON port', '1:64'];
const fourPortEpon = [
  '4 EPON ports',
  'up to 256 ONUs',
  '30 W',
  '128 Gbps',
  '256 IP multicast groups',
  '1024 hardware host routes',
  '512 hardware subnet routes',
];

/** Spec section 9 figures, each of which must appear in its product's record. */
const sectionNineFigures: readonly { key: string; figures: readonly string[] }[] = [
  { key: 'op-100p16g', figures: ['16 GPON ports', '85W', ...gponOlt] },
  { key: 'op-100p8g', figures: ['8 GPON ports', ...gponOlt] },
  { key: 'op-100p4g', figures: [...eponOlt, ...fourPortEpon] },
  { key: 'op-100p4', figures: [...eponOlt, ...fourPortEpon] },
  { key: 'op-100p8', figures: [...eponOlt, '8 EPON ports', 'up to 512 ONUs', '55W', '4.5kg'] },
  {
    key: 'op-841gwv-dgb',
    figures: [
      '178x120x30 mm',
      '0.3 kg',
      '-10 to +55 °C',
      '-40 to +70 °C',
      '5 to 95% (non-condensing)',
      '12V/1.5A',
      '12W',
      '4 GE + 1 POTS + WiFi 5',
      ...ontOptics,
    ],
  },
  { key: 'op821gwv-dgb', figures: ['178x120x30 mm', '0.3 kg', '2 GE + 1 POTS + WiFi 5', '1.167 Gbps', ...ontOptics] },
  {
    key: 'op821gwv-d',
    figures: ['178x120x30 mm', '0.3 kg', 'under 10 W', '2 GE + 1 POTS + WiFi5', '1.167 Gbps', ...ontOptics],
  },
  {
    key: 'op821gwv',
    figures: [
      '185x120x34 mm',
      '0.24 kg',
      '12V/1A',
      'under 6 W',
      '1GE+1FE+1POTS',
      '300 Mbps',
      '13 channels',
      '4K VLANs',
      '64 multicast groups',
      ...ontOptics,
    ],
  },
  { key: 'op801gw', figures: ['120x78x30 mm', '0.15 kg', '1GE + WiFi 4', '300 Mbps', ...ontOptics] },
  {
    key: 'op-101x',
    figures: [
      '82x82x25 mm',
      '0.085 kg',
      '12V/0.5A',
      'up to 4 W',
      '1 GE',
      'trunk mode (up to 8 VLANs)',
      '64 multicast groups',
      ...ontOptics,
    ],
  },
];

/** Each record's kind follows from its landing tab, so a new OLT or ONT is checked as one without editing this file. */
const keysUnder = (...tabs: string[]) => products.filter((p) => p.tabs.some((t) => tabs.includes(t))).map((p) => p.key as string);
const oltKeys = keysUnder('gpon-olt', 'epon-olt');
const ontKeys = keysUnder('xpon-ont');
const cardOnlyKeys = ['px20-plus4', 'c-plus4'];

describe('PON records', () => {
  it('show every section 9 figure in its product record', () => {
    const missing = sectionNineFigures.flatMap(({ key, figures }) => {
      const product = byKey.get(key);
      if (!product) return [`${key}: no such product`];
      const text = normalise(stringsOf(product).join(' '));
      return figures.filter((f) => !text.includes(normalise(f))).map((f) => `${key}: missing "${f}"`);
    });
    expect(missing).toEqual([]);
  });

  // OP841GWV-DGB is named as its maker's ordering row spells it, but keeps the
  // hyphenated address it has always had, so the address may differ from the model by hyphens.
  it('put every page at /lumora-pon/<MODEL>, the model spelt as printed or with its old hyphens', () => {
    const wrong = withPages
      .filter(({ product, page }) => {
        const segment = page.route.slice(`${paths.pon}/`.length);
        return !page.route.startsWith(`${paths.pon}/`) || segment.replace(/-/g, '') !== product.model.replace(/-/g, '');
      })
      .map(({ product, page }) => `${product.key}: ${page.route}`);
    expect(wrong).toEqual([]);
    expect(byKey.get('op-841gwv-dgb')?.page?.route).toBe(`${paths.pon}/OP-841GWV-DGB`);
  });

  it('show each page only its own product’s optics: the ONT figures on ONT pages, never on an OLT', () => {
    const opticsText = (key: string) =>
      normalise(stringsOf(byKey.get(key)?.page?.specTables.filter((t) => t.title === 'PON Optics')).join(' '));
    const ontOnly = ['TX 1310 nm, RX 1490 nm', '-27 dBm', '0 to +4 dBm', 'ONT'];
    const onOlt = oltKeys.flatMap((key) => ontOnly.filter((f) => opticsText(key).includes(normalise(f))).map((f) => `${key}: ${f}`));
    expect(onOlt).toEqual([]);
    const missingOnOnt = ontKeys.flatMap((key) => ontOnly.slice(0, 3).filter((f) => !opticsText(key).includes(normalise(f))).map((f) => `${key}: ${f}`));
    expect(missingOnOnt).toEqual([]);
    expect(opticsText('op-100p16g')).toContain(normalise('TX 1490 nm, RX 1310 nm'));
  });

  it('claims no mounting the facts lack (no wall-mount cabinet for the 1U OLTs)', () => {
    const text = products.flatMap((p) => stringsOf(p)).join('\n');
    expect(text).not.toMatch(/wall[- ]mount/i);
    expect(stringsOf(byKey.get('op-100p4g')).join(' ')).toMatch(/1U/);
  });

  it('file OLTs, ONTs and SFPs under their own tabs, OP-100P4G with the EPON OLTs', () => {
    const tabOf = (key: string) => byKey.get(key)?.tabs.filter((t) => t !== 'all');
    expect(['op-100p16g', 'op-100p8g'].map((k) => [k, tabOf(k)])).toEqual([
      ['op-100p16g', ['gpon-olt']],
      ['op-100p8g', ['gpon-olt']],
    ]);
    expect(['op-100p4g', 'op-100p8', 'op-100p4'].map((k) => [k, tabOf(k)])).toEqual([
      ['op-100p4g', ['epon-olt']],
      ['op-100p8', ['epon-olt']],
      ['op-100p4', ['epon-olt']],
    ]);
    const wrongOnt = ontKeys.filter((k) => tabOf(k)?.join() !== 'xpon-ont');
    expect(wrongOnt).toEqual([]);
  });

  it('give each GPON and EPON OLT exactly four key highlights', () => {
    const bad = oltKeys
      .map((key) => [key, byKey.get(key)?.page?.highlights.length] as const)
      .filter(([, n]) => n !== 4)
      .map(([key, n]) => `${key}: ${n ?? 'no page'} highlights`);
    expect(bad).toEqual([]);
  });

  it('give OP841GWV-DGB its four highlights', () => {
    expect(byKey.get('op-841gwv-dgb')?.page?.highlights).toHaveLength(4);
  });

  it('leave card-only SFP modules without a page (and so without a datasheet)', () => {
    const bad = cardOnlyKeys.flatMap((key) => {
      const p = byKey.get(key);
      if (!p) return [`${key}: missing`];
      const problems: string[] = [];
      if (p.page !== null) problems.push(`${key}: has a page`);
      if (!p.tabs.includes('pon-sfp')) problems.push(`${key}: not under pon-sfp`);
      if (p.image.kind !== 'illustration' || p.image.spec.kind !== 'sfp') problems.push(`${key}: not drawn as an SFP`);
      return problems;
    });
    expect(bad).toEqual([]);
  });

  it('file the spec’s OLTs and ONTs under their tabs (spec 2.7 and DECISIONS, "Catalogue mapping")', () => {
    expect(oltKeys).toEqual(expect.arrayContaining(['op-100p16g', 'op-100p8g', 'op-100p4g', 'op-100p8', 'op-100p4']));
    expect(ontKeys).toEqual(expect.arrayContaining(['op-841gwv-dgb', 'op821gwv-dgb', 'op821gwv-d', 'op821gwv', 'op801gw', 'op-101x']));
  });

  it('draw OLTs as OLTs and ONTs as ONTs, with alt text', () => {
    const bad = products.flatMap((p) => {
      const problems: string[] = [];
      const expectedKind = oltKeys.includes(p.key) ? 'olt' : ontKeys.includes(p.key) ? 'ont' : 'sfp';
      if (p.image.kind === 'illustration' && p.image.spec.kind !== expectedKind)
        problems.push(`${p.key}: drawn as ${p.image.spec.kind}, expected ${expectedKind}`);
      if (p.image.alt.trim().length < 10) problems.push(`${p.key}: alt text too short`);
      return problems;
    });
    expect(bad).toEqual([]);
  });

  it('give every ONT an application chart and no OLT one', () => {
    const bad = withPages.flatMap(({ product, page }) => {
      const n = page.applicationChart?.devices.length ?? 0;
      if (ontKeys.includes(product.key) && n === 0) return [`${product.key}: no application chart`];
      if (oltKeys.includes(product.key) && n > 0) return [`${product.key}: OLT with an application chart`];
      return [];
    });
    expect(bad).toEqual([]);
  });

  it('list one chart device per wired port, in port order, then the WiFi clients', () => {
    const bad = ontKeys.flatMap((key) => {
      const p = byKey.get(key);
      if (!p?.page?.applicationChart || p.image.kind !== 'illustration' || p.image.spec.kind !== 'ont') return [`${key}: no ONT chart`];
      const { gePorts, fePorts, potsPorts, wifi } = p.image.spec;
      const devices = p.page.applicationChart.devices;
      const wired = gePorts + fePorts;
      const problems: string[] = [];
      if (devices.slice(0, wired).includes('phone')) problems.push(`${key}: phone on a LAN port`);
      if (potsPorts > 0 && devices[wired] !== 'phone') problems.push(`${key}: POTS port does not serve a phone`);
      if (devices.length < wired + potsPorts) problems.push(`${key}: fewer devices than ports`);
      const wireless = devices.slice(wired + potsPorts);
      if (wifi === null && wireless.length > 0) problems.push(`${key}: WiFi clients without WiFi`);
      if (wifi !== null && !wireless.includes('smartphone')) problems.push(`${key}: WiFi serves no smartphone`);
      return problems;
    });
    expect(bad).toEqual([]);
  });

  it('write page prose within limits and without placeholders', () => {
    const bad = products.flatMap((p) => {
      const problems: string[] = [];
      if (p.summary.trim() === '') problems.push(`${p.key}: empty summary`);
      const text = stringsOf(p).join(' ');
      if (/lorem|ipsum|todo|tbd|\{product\}/i.test(text)) problems.push(`${p.key}: placeholder text`);
      if (p.page) {
        const meta = p.page.metaDescription;
        if (meta.length === 0 || meta.length > 160) problems.push(`${p.key}: meta description is ${meta.length} characters`);
        if (p.page.banner.trim() === '') problems.push(`${p.key}: empty banner`);
        if (p.page.features.length === 0) problems.push(`${p.key}: no features`);
      }
      return problems;
    });
    expect(bad).toEqual([]);
    expect(ponContent.family.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it('name the brand from the site settings', () => {
    expect(ponContent.family.brand).toBe(site.name);
    expect(ponContent.family.page).toBe('pon');
    expect(ponContent.family.tabs).toBe(familyTabs.pon);
  });
  it('never write a split ratio and a reach as one claim unless the sentence ties them to the power budget', () => {
    // DECISIONS, "Reach and split together": each is a maximum; together they must fit the optics' budget.
    const texts = [...stringsOf(ponContent.family), ...products.flatMap((p) => stringsOf(p))];
    const joined = texts
      .flatMap((t) => t.split(/\n|(?<=[.;!?])\s+/))
      .filter((s) => /\b1:\d+/.test(s) && /\d\s*km\b/i.test(s) && !/budget/i.test(s));
    expect(joined).toEqual([]);
  });

  it('give each GPON OLT its split ratio and reach as separate maxima, with a note on the power budget', () => {
    const gponOlts = products.filter((p) => (p.tabs as readonly string[]).includes('gpon-olt'));
    expect(gponOlts.length).toBeGreaterThan(0);
    const bad = gponOlts.flatMap(({ key, page }) => {
      const optics = page?.specTables.find((t) => t.title === 'PON Optics');
      if (!optics) return [`${key}: no PON Optics table`];
      const rows = optics.groups.flatMap((g) => g.rows);
      const value = (label: RegExp) => rows.find(([l]) => label.test(l))?.[1];
      const problems: string[] = [];
      // Section 9 and the maker's GPON table: split up to 1:128, "Up to 20KM transmission Distance".
      if (value(/^split ratio$/i) !== 'Up to 1:128') problems.push(`${key}: split ratio row is ${value(/^split ratio$/i)}`);
      if (value(/^reach$/i) !== 'Up to 20 km') problems.push(`${key}: reach row is ${value(/^reach$/i)}`);
      if (!/power budget/i.test(optics.note ?? '')) problems.push(`${key}: no note on the power budget`);
      return problems;
    });
    expect(bad).toEqual([]);
  });

  it('place no OLT in a street or outdoor cabinet: the maker names exchange, remote and industrial-park sites and base-station racks', () => {
    // The GPON OLTs are rated 0 to +50 °C (maker's table, "Working Temperature 0°C ~ +50°C"); nothing rates any OLT for an outdoor enclosure.
    const texts = [...stringsOf(ponContent.family), ...oltKeys.flatMap((key) => stringsOf(byKey.get(key)))];
    expect(texts.filter((t) => /cabinet|street|outdoor/i.test(t))).toEqual([]);
    const gponTemperature = (key: string) =>
      byKey.get(key)?.page?.specTables.flatMap((t) => t.groups.flatMap((g) => g.rows)).find(([l]) => l === 'Working temperature')?.[1];
    expect([gponTemperature('op-100p16g'), gponTemperature('op-100p8g')]).toEqual(['0 to +50 °C', '0 to +50 °C']);
  });

  it('build each ONT’s application sentence from its ports, naming only the ports its ordering row lists', () => {
    const bad = ontKeys.flatMap((key) => {
      const p = byKey.get(key);
      if (!p?.page || p.image.kind !== 'illustration' || p.image.spec.kind !== 'ont') return [`${key}: no ONT drawing`];
      const spec = p.image.spec;
      const ordering = p.page.specTables.find((t) => t.title === 'Ordering Information')?.groups[0]?.rows[0]?.[1] ?? '';
      const count = (kind: string) => Number(new RegExp(`(\\d+)\\s*${kind}`, 'i').exec(ordering)?.[1] ?? 0);
      const listed = { lan: count('GE') + count('FE'), pots: count('POTS?'), wifi: /wifi/i.test(ordering) };
      const problems: string[] = [];
      if (spec.gePorts + spec.fePorts !== listed.lan || spec.potsPorts !== listed.pots || (spec.wifi !== null) !== listed.wifi) {
        problems.push(`${key}: drawn ports differ from the ordering row "${ordering}"`);
      }
      const sentence = catalogueLabels.applicationLead(p.model, spec);
      if (/ethernet/i.test(sentence) !== listed.lan > 0) problems.push(`${key}: Ethernet in "${sentence}"`);
      if (/telephone|phone port|POTS/i.test(sentence) !== listed.pots > 0) problems.push(`${key}: telephone in "${sentence}"`);
      if (/wireless|wifi/i.test(sentence) !== listed.wifi) problems.push(`${key}: WiFi in "${sentence}"`);
      return problems;
    });
    expect(bad).toEqual([]);
  });

  it('say plainly on both pages of a pair with the same maker’s tables that nothing tells them apart', () => {
    const withoutNotes = (tables: readonly SpecTable[]) =>
      JSON.stringify(tables.filter((t) => t.title !== 'Ordering Information').map((t) => ({ ...t, note: undefined })));
    const pairs = withPages.flatMap(({ product: a, page: pa }, i) =>
      withPages.slice(i + 1).flatMap(({ product: b, page: pb }) => (withoutNotes(pa.specTables) === withoutNotes(pb.specTables) ? [[a, b] as const] : [])),
    );
    // The maker's tables for these two pairs are the same line for line (pon.json notes on op-100p4g and op821gwv-dgb).
    expect(pairs.map(([a, b]) => [a.key, b.key])).toEqual([
      ['op-100p4g', 'op-100p4'],
      ['op821gwv-dgb', 'op821gwv-d'],
    ]);
    const bad = pairs.flatMap(([a, b]) =>
      [
        [a, b],
        [b, a],
      ].flatMap(([self, twin]) => {
        const problems: string[] = [];
        const page = self!.page!;
        const tables = page.specTables;
        const says = tables.map((t) => t.note ?? '').join(' ');
        if (!says.includes(twin!.model) || !/no (other )?difference/i.test(says)) problems.push(`${self!.key}: does not say it matches the ${twin!.model}`);
        if (self!.title.replace(self!.model, '') !== twin!.title.replace(twin!.model, '')) problems.push(`${self!.key}: title claims a difference: ${self!.title}`);
        const ordering = (p: Product<'pon'>) => JSON.stringify(p.page?.specTables.find((t) => t.title === 'Ordering Information')?.groups);
        if (ordering(self!) !== ordering(twin!)) problems.push(`${self!.key}: its ordering row is not the maker's shared row`);
        return problems;
      }),
    );
    expect(bad).toEqual([]);
  });

  it('let an SFP card claim OLT ports only when an OLT lists its class', () => {
    const classesListed = (key: string) => new Set(stringsOf(byKey.get(key)).flatMap((t) => t.split(/[\s,/()]+/)));
    const claimsOltFit = (text: string) => /\bfor\b[^.]*\bOLT\b/i.test(text);
    const cards = products.flatMap((p) => {
      const spec = p.image.kind === 'illustration' ? p.image.spec : null;
      return spec?.kind === 'sfp' ? [{ p, takenBy: oltKeys.filter((key) => classesListed(key).has(spec.label)) }] : [];
    });
    expect(cards.map(({ p }) => p.key)).toEqual(cardOnlyKeys);
    const bad = cards
      .filter(({ p, takenBy }) => takenBy.length === 0 && [p.title, p.cardTitle ?? '', p.summary].some(claimsOltFit))
      .map(({ p }) => `${p.key}: claims OLT ports, but no OLT lists its class`);
    expect(bad).toEqual([]);
    // The landing may say its SFP modules are for the OLT ports only if an OLT takes one of them.
    if (cards.every(({ takenBy }) => takenBy.length === 0)) expect(claimsOltFit(ponContent.family.hero.lead)).toBe(false);
  });

  it('name each model one way in its record: OP841GWV-DGB as its maker’s ordering row spells it', () => {
    // pon.json, op-841gwv-dgb › Ordering Information: "OP841GWV-DGB".
    const p = byKey.get('op-841gwv-dgb');
    expect(p?.model).toBe('OP841GWV-DGB');
    const orderingName = p?.page?.specTables.find((t) => t.title === 'Ordering Information')?.groups[0]?.rows[0]?.[0];
    expect(orderingName).toBe('OP841GWV-DGB');
    const other = products.flatMap((product) => {
      // The key and the addresses are identifiers, not the name a buyer reads.
      const { page } = product;
      const text = stringsOf([{ ...product, key: '', page: null }, page ? { ...page, route: '', legacyPaths: [] } : null]);
      const words = text.flatMap((t) => t.split(/[\s,;:()]+/)).map((w) => w.replace(/(’s|'s|[.!?])+$/, ''));
      return words.filter((w) => compact(w) === compact(product.model) && w !== product.model).map((w) => `${product.key}: "${w}"`);
    });
    expect(other).toEqual([]);
  });

  it('find OP841GWV-DGB in search however its model number is spelt', () => {
    const engine = createSearchEngine(buildSearchIndex());
    for (const query of ['OP841GWV-DGB', 'OP-841GWV-DGB', 'op841gwvdgb', '841gwv']) {
      expect([query, engine.search(query)[0]?.url]).toEqual([query, `${paths.pon}/OP-841GWV-DGB`]);
    }
  });

  it('account on each OLT page for the PON port’s wavelength, TX power and reach: as rows, or a note that the maker gives none', () => {
    const bad = oltKeys.flatMap((key) => {
      const optics = byKey.get(key)?.page?.specTables.find((t) => t.title === 'PON Optics');
      if (!optics) return [`${key}: no PON Optics table`];
      const labels = optics.groups.flatMap((g) => g.rows.map(([label]) => label));
      const note = optics.note ?? '';
      const figures: readonly [string, RegExp, RegExp][] = [
        ['wavelength', /wavelength/i, /wavelength/i],
        ['TX power', /^TX optical power$/i, /(launch|TX) power/i],
        ['reach', /^reach$/i, /reach/i],
      ];
      return figures
        .filter(([, row, inNote]) => !labels.some((l) => row.test(l)) && !inNote.test(note))
        .map(([name]) => `${key}: no ${name}, and no note saying why`);
    });
    expect(bad).toEqual([]);
  });
});

describe('PON key figures', () => {
  const facets: readonly Facet[] = ponFacets.facets;

  it('gives every orderable model its key figures from the sources', () => {
    // The reference's fixed facts, pinned: the maker's tables in pon.json (GPON Port "Class C+/Class C++",
    // EPON Port "Support PON Module level", Uplink Port "Qty" / "Port Count", each ONT's PON interface
    // "EPON PX20+ & GPON Class B+" and Interface row), the SFP landing cards ("EPON SFP" / "GPON SFP"),
    // section 9's port counts and DECISIONS, "Catalogue mapping" (OP-100P4G is an EPON OLT, OP801GW an ONT).
    const olt = { device: 'olt', lanPorts: null, wifi: null, phonePorts: null } as const;
    const ont = { device: 'ont', ponType: 'xpon', ponPorts: 1, uplinks: null, opticsClass: ['PX20+', 'B+'] } as const;
    const sfp = { device: 'sfp', ponPorts: null, uplinks: null, lanPorts: null, wifi: null, phonePorts: null } as const;
    const fourPortEpon = { ...olt, ponType: 'epon', ponPorts: 4, uplinks: 8, opticsClass: ['PX20', 'PX20+', 'PX20++', 'PX20+++'] };
    // Each product the sources speak of, exactly, in keys.ts order; a product added since is held to its facets by the content checks.
    const sourced: readonly (readonly [string, unknown])[] = [
      ['op-100p16g', [{ name: 'OP-100P16G', figures: { ...olt, ponType: 'gpon', ponPorts: 16, uplinks: 8, opticsClass: ['C+', 'C++'] } }]],
      ['op-100p8g', [{ name: 'OP-100P8G', figures: { ...olt, ponType: 'gpon', ponPorts: 8, uplinks: 8, opticsClass: ['C+', 'C++'] } }]],
      ['op-100p4g', [{ name: 'OP-100P4G', figures: fourPortEpon }]],
      // The maker's OP-100P8 table lists no PX20++ module, and counts 8 copper + 4 SFP + 4 SFP+ uplinks ("Port Count 16").
      ['op-100p8', [{ name: 'OP-100P8', figures: { ...olt, ponType: 'epon', ponPorts: 8, uplinks: 16, opticsClass: ['PX20', 'PX20+', 'PX20+++'] } }]],
      ['op-100p4', [{ name: 'OP-100P4', figures: fourPortEpon }]],
      ['op-841gwv-dgb', [{ name: 'OP841GWV-DGB', figures: { ...ont, lanPorts: 4, wifi: 'wifi5', phonePorts: 1 } }]],
      ['op821gwv-dgb', [{ name: 'OP821GWV-DGB', figures: { ...ont, lanPorts: 2, wifi: 'wifi5', phonePorts: 1 } }]],
      ['op821gwv-d', [{ name: 'OP821GWV-D', figures: { ...ont, lanPorts: 2, wifi: 'wifi5', phonePorts: 1 } }]],
      // 1 GE + 1 FE; the maker's WiFi cell names 802.11ac, but its 2.4 GHz band and 300 Mbps are WiFi 4 (pon.json facts and notes).
      ['op821gwv', [{ name: 'OP821GWV', figures: { ...ont, lanPorts: 2, wifi: 'wifi4', phonePorts: 1 } }]],
      ['op801gw', [{ name: 'OP801GW', figures: { ...ont, lanPorts: 1, wifi: 'wifi4', phonePorts: 0 } }]],
      ['op-101x', [{ name: 'OP-101X', figures: { ...ont, lanPorts: 1, wifi: 'none', phonePorts: 0 } }]],
      ['px20-plus4', [{ name: 'PX20++++', figures: { ...sfp, ponType: 'epon', opticsClass: ['PX20++++'] } }]],
      ['c-plus4', [{ name: 'C++++', figures: { ...sfp, ponType: 'gpon', opticsClass: ['C++++'] } }]],
    ];
    const sourcedKeys = new Set(sourced.map(([key]) => key));
    expect(products.filter((p) => sourcedKeys.has(p.key)).map((p) => [p.key, p.models])).toEqual(sourced);
  });

  /** What a row listed in a facet's `rows` says of the figure, read back from its text; undefined where it says nothing of it. */
  const optionValues = new Set<string>(facets.flatMap((f) => ('options' in f ? f.options.map((o) => o.value) : [])));
  const sum = (matches: Iterable<RegExpMatchArray>) => [...matches].reduce((n, m) => n + Number(m[1]), 0);
  const readers: Record<string, (label: string, cell: string) => FacetValue | undefined> = {
    ponPorts: (_, cell) => Number((/Quantity: (\d+)/.exec(cell) ?? /^(\d+) ×/.exec(cell))?.[1]),
    uplinks: (_, cell) => Number(/Total: (\d+)/.exec(cell)?.[1] ?? sum(cell.matchAll(/: (\d+)/g))),
    opticsClass: (_, cell) => cell.split(/[\s,/()]+/).filter((t) => optionValues.has(t)),
    lanPorts: (_, cell) => {
      const counts = [...cell.matchAll(/(\d+)\s*×?\s*(?:GE|FE)\b/g)];
      // A LAN row of features ('Port rate limiting …') counts no ports.
      return counts.length > 0 ? sum(counts) : undefined;
    },
    phonePorts: (label, cell) => Number((label === 'POTS' ? /^(\d+) ×/ : /(\d+)\s*POTS/).exec(cell)?.[1] ?? 0),
    wifi: (label, cell) => {
      const generation = /WiFi (\d)/.exec(cell)?.[1];
      if (generation) return `wifi${generation}`;
      // A list of every interface that names no WiFi says the ONT has none; the WiFi rows of a Functions table say nothing of it.
      return label === 'Interfaces' ? 'none' : undefined;
    },
  };

  it('renders the table rows that state a key figure from the models\' values', () => {
    const problems = withPages.flatMap(({ product, page }) => {
      const figures = product.models?.[0]?.figures as Readonly<Record<string, FacetValue | null>> | undefined;
      if (!figures) return [`${product.key}: no models`];
      const rows = page.specTables.flatMap((t) => t.groups.flatMap((g) => g.rows));
      return facets.flatMap((facet) => {
        const read = readers[facet.id];
        if (!read) return [];
        const expected = formatFigure(facet, figures[facet.id] ?? null);
        const stated = rows
          .filter(([label]) => facet.rows?.includes(label))
          .flatMap(([label, ...cells]) => cells.map((cell) => [label, cell, read(label, cell)] as const))
          .filter(([, , value]) => value !== undefined);
        const wrong = stated
          .filter(([, , value]) => formatFigure(facet, value ?? null) !== expected)
          .map(([label, cell, value]) => `${product.key} › ${facet.id}: row "${label}" says ${formatFigure(facet, value ?? null)} ("${cell}"), the model ${expected}`);
        // Every figure the model has stands in at least one row the facet lists, so a stale \`rows\` shows up here.
        const unstated = figures[facet.id] !== null && stated.length === 0 ? [`${product.key} › ${facet.id}: ${expected} stands in no row the facet lists`] : [];
        return [...wrong, ...unstated];
      });
    });
    expect(problems).toEqual([]);
  });

  it('types no figure a second time in a row that states a key figure', () => {
    expect(Object.keys(readers).filter((id) => !facets.find((f) => f.id === id)?.rows?.length)).toEqual([]);
    expect(writtenTwiceProblems().filter((line) => line.startsWith('content/catalogue/pon/'))).toEqual([]);
  });
});
