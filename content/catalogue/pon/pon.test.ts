import { stringsOf } from '@/lib/catalogue/checks';
import { buildSearchIndex } from '@/lib/search/build-index';
import { createSearchEngine } from '@/lib/search/engine';
import { site } from '@/content/site';
import { paths } from '@/content/paths';
import { twinPages } from '@/lib/content-checks/pon';
import { ponContent } from '.';
import { familyTabs, type Product } from '../types';

const products: readonly Product<'pon'>[] = ponContent.products;
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
  // The rule (a page at /lumora-pon/<MODEL>, hyphens aside) is a content check (lib/content-checks/pon.ts);
  // OP841GWV-DGB keeps the hyphenated address it has always had.
  it('keep OP841GWV-DGB at its old hyphenated address', () => {
    expect(byKey.get('op-841gwv-dgb')?.page?.route).toBe(`${paths.pon}/OP-841GWV-DGB`);
  });

  it('call the OP-100P4G a 1U unit, as its maker does', () => {
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

  it('give OP841GWV-DGB its four highlights', () => {
    expect(byKey.get('op-841gwv-dgb')?.page?.highlights).toHaveLength(4);
  });

  it('file the spec’s OLTs and ONTs under their tabs (spec 2.7 and DECISIONS, "Catalogue mapping")', () => {
    expect(oltKeys).toEqual(expect.arrayContaining(['op-100p16g', 'op-100p8g', 'op-100p4g', 'op-100p8', 'op-100p4']));
    expect(ontKeys).toEqual(expect.arrayContaining(['op-841gwv-dgb', 'op821gwv-dgb', 'op821gwv-d', 'op821gwv', 'op801gw', 'op-101x']));
  });

  it('name the brand from the site settings', () => {
    expect(ponContent.family.brand).toBe(site.name);
    expect(ponContent.family.page).toBe('pon');
    expect(ponContent.family.tabs).toBe(familyTabs.pon);
  });
  it('give each GPON OLT its split ratio and reach as separate maxima', () => {
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
      return problems;
    });
    expect(bad).toEqual([]);
  });

  it('rate the GPON OLTs for 0 to +50 °C, as the maker’s table does', () => {
    // Maker's table, "Working Temperature 0°C ~ +50°C"; that no OLT is placed outdoors is a content check.
    const gponTemperature = (key: string) =>
      byKey.get(key)?.page?.specTables.flatMap((t) => t.groups.flatMap((g) => g.rows)).find(([l]) => l === 'Working temperature')?.[1];
    expect([gponTemperature('op-100p16g'), gponTemperature('op-100p8g')]).toEqual(['0 to +50 °C', '0 to +50 °C']);
  });

  it('find the maker’s two pairs of pages with the same tables', () => {
    // pon.json notes on op-100p4g and op821gwv-dgb: the maker's tables for each pair are the same line for line.
    // That both pages of a pair say so is a content check (lib/content-checks/pon.ts).
    expect(twinPages(products).map(([a, b]) => [a.key, b.key])).toEqual([
      ['op-100p4g', 'op-100p4'],
      ['op821gwv-dgb', 'op821gwv-d'],
    ]);
  });

  it('name OP841GWV-DGB as its maker’s ordering row spells it', () => {
    // pon.json, op-841gwv-dgb › Ordering Information: "OP841GWV-DGB". Every other spelling is a content check.
    const p = byKey.get('op-841gwv-dgb');
    expect(p?.model).toBe('OP841GWV-DGB');
    const orderingName = p?.page?.specTables.find((t) => t.title === 'Ordering Information')?.groups[0]?.rows[0]?.[0];
    expect(orderingName).toBe('OP841GWV-DGB');
  });

  it('find OP841GWV-DGB in search however its model number is spelt', () => {
    const engine = createSearchEngine(buildSearchIndex());
    for (const query of ['OP841GWV-DGB', 'OP-841GWV-DGB', 'op841gwvdgb', '841gwv']) {
      expect([query, engine.search(query)[0]?.url]).toEqual([query, `${paths.pon}/OP-841GWV-DGB`]);
    }
  });

});

describe('PON key figures', () => {
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
});
