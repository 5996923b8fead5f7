import { site } from '@/content/site';
import { paths } from '@/content/paths';
import { ponContent, ponProductKeys } from './pon';
import { familyTabs, type Product, type SpecTable } from './types';

const products: readonly Product<'pon'>[] = ponContent.products;
const withPages = products.flatMap((p) => (p.page ? [{ product: p, page: p.page }] : []));
const byKey = new Map(products.map((p) => [p.key, p]));

/** Every string anywhere in a record, so a figure counts wherever the record shows it. */
function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(collectStrings);
  return [];
}

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
  { key: 'op-100p16g', figures: ['16 GPON ports', '85W', ...gponOlt, ...ontOptics] },
  { key: 'op-100p8g', figures: ['8 GPON ports', ...gponOlt, ...ontOptics] },
  { key: 'op-100p4g', figures: [...eponOlt, ...fourPortEpon, ...ontOptics] },
  { key: 'op-100p4', figures: [...eponOlt, ...fourPortEpon, ...ontOptics] },
  { key: 'op-100p8', figures: [...eponOlt, '8 EPON ports', 'up to 512 ONUs', '55W', '4.5kg', ...ontOptics] },
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

const tableName = (key: string, t: SpecTable) => `${key} › ${t.title}`;

function allTables(p: Product<'pon'>): readonly SpecTable[] {
  if (!p.page) return [];
  return [
    ...p.page.specTables,
    ...(p.page.accessories ? [p.page.accessories] : []),
    ...(p.page.basicAccessories ? [p.page.basicAccessories] : []),
  ];
}

const oltKeys = ['op-100p16g', 'op-100p8g', 'op-100p4g', 'op-100p8', 'op-100p4'];
const ontKeys = ['op-841gwv-dgb', 'op821gwv-dgb', 'op821gwv-d', 'op821gwv', 'op801gw', 'op-101x'];
const cardOnlyKeys = ['px20-plus4', 'c-plus4'];

describe('PON records', () => {
  it('hold the thirteen products in the order of the key list', () => {
    expect(products.map((p) => p.key)).toEqual([...ponProductKeys]);
  });

  it('show every section 9 figure in its product record', () => {
    const missing = sectionNineFigures.flatMap(({ key, figures }) => {
      const product = byKey.get(key);
      if (!product) return [`${key}: no such product`];
      const text = normalise(collectStrings(product).join(' '));
      return figures.filter((f) => !text.includes(normalise(f))).map((f) => `${key}: missing "${f}"`);
    });
    expect(missing).toEqual([]);
  });

  it('give every table row exactly one cell per column', () => {
    const bad = products.flatMap((p) =>
      allTables(p).flatMap((t) =>
        t.groups.flatMap((g, gi) =>
          g.rows
            .filter((row) => row.length !== t.columns.length)
            .map((row) => `${tableName(p.key, t)} group ${g.label ?? gi}: "${row[0]}" has ${row.length} cells, expected ${t.columns.length}`),
        ),
      ),
    );
    expect(bad).toEqual([]);
  });

  it('draw no empty table, group or cell', () => {
    const bad = products.flatMap((p) =>
      allTables(p).flatMap((t) => {
        const problems: string[] = [];
        if (t.groups.length === 0) problems.push(`${tableName(p.key, t)}: no groups`);
        for (const g of t.groups) {
          if (g.rows.length === 0) problems.push(`${tableName(p.key, t)}: empty group ${g.label ?? ''}`);
          for (const row of g.rows) {
            if (row.some((cell) => cell.trim() === '')) problems.push(`${tableName(p.key, t)}: blank cell in "${row[0]}"`);
          }
        }
        return problems;
      }),
    );
    expect(bad).toEqual([]);
  });

  it('use unique keys and unique routes under the PON landing path', () => {
    const keys = products.map((p) => p.key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    const routes = withPages.map(({ page }) => page.route);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
    const wrong = withPages
      .filter(({ product, page }) => page.route !== `${paths.pon}/${product.model}`)
      .map(({ product, page }) => `${product.key}: ${page.route}`);
    expect(wrong).toEqual([]);
  });

  it('keep legacy paths unique and apart from every canonical route', () => {
    const canonical = new Set(withPages.map(({ page }) => page.route));
    const seen = new Map<string, string>();
    const bad: string[] = [];
    for (const { product, page } of withPages) {
      for (const path of page.legacyPaths) {
        if (canonical.has(path)) bad.push(`${product.key}: legacy path ${path} is a canonical route`);
        const owner = seen.get(path);
        if (owner) bad.push(`${product.key}: legacy path ${path} already belongs to ${owner}`);
        seen.set(path, product.key);
        if (!path.startsWith('/')) bad.push(`${product.key}: legacy path ${path} is not absolute`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('redirect the old unhyphenated and similar-product paths to the right pages', () => {
    const expected: Record<string, string> = {
      [`${paths.pon}/OP100P8G`]: 'op-100p8g',
      [`${paths.pon}/OP100P8`]: 'op-100p8',
      [`${paths.pon}/OP100P4`]: 'op-100p4',
      [`${paths.pon}/OP100P4G`]: 'op-100p4g',
      [`/${site.slug}ponproducttwo`]: 'op-100p8g',
      [`/${site.slug}ponproductthree`]: 'op-100p4g',
      [`/${site.slug}ponproductfour`]: 'op-100p8',
      [`/${site.slug}ponproductfive`]: 'op-100p4',
      [`/${site.slug}ponproductnine`]: 'op821gwv-dgb',
      [`/${site.slug}ponproductten`]: 'op821gwv-d',
      [`/${site.slug}ponproducteleven`]: 'op821gwv',
      [`/${site.slug}ponproducttwelve`]: 'op801gw',
    };
    const owners = new Map(withPages.flatMap(({ product, page }) => page.legacyPaths.map((l) => [l, product.key])));
    const wrong = Object.entries(expected)
      .filter(([path, key]) => owners.get(path) !== key)
      .map(([path, key]) => `${path} should redirect to ${key}, goes to ${owners.get(path) ?? 'nothing'}`);
    expect(wrong).toEqual([]);
  });

  it('point each similar strip at four other PON products that have pages', () => {
    const bad = withPages.flatMap(({ product, page }) => {
      const problems: string[] = [];
      if (new Set(page.similar).size !== 4) problems.push(`${product.key}: similar keys repeat`);
      for (const key of page.similar) {
        const target = byKey.get(key);
        if (!target) problems.push(`${product.key}: similar key ${key} does not exist`);
        else if (!target.page) problems.push(`${product.key}: similar key ${key} has no page`);
        if (key === product.key) problems.push(`${product.key}: lists itself as similar`);
      }
      return problems;
    });
    expect(bad).toEqual([]);
  });

  it('put at least one product under every landing tab', () => {
    const empty = familyTabs.pon
      .filter((tab) => !products.some((p) => (p.tabs as readonly string[]).includes(tab.id)))
      .map((tab) => tab.id);
    expect(empty).toEqual([]);
    const noAll = products.filter((p) => !p.tabs.includes('all')).map((p) => p.key);
    expect(noAll).toEqual([]);
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

  it('give OP-841GWV-DGB its four highlights', () => {
    expect(byKey.get('op-841gwv-dgb')?.page?.highlights).toHaveLength(4);
  });

  it('leave card-only SFP modules without a page or datasheet', () => {
    const bad = cardOnlyKeys.flatMap((key) => {
      const p = byKey.get(key);
      if (!p) return [`${key}: missing`];
      const problems: string[] = [];
      if (p.page !== null) problems.push(`${key}: has a page`);
      if (p.datasheet) problems.push(`${key}: has a datasheet`);
      if (!p.tabs.includes('pon-sfp')) problems.push(`${key}: not under pon-sfp`);
      if (p.image.kind !== 'illustration' || p.image.spec.kind !== 'sfp') problems.push(`${key}: not drawn as an SFP`);
      return problems;
    });
    expect(bad).toEqual([]);
    const pagesWithoutDatasheet = withPages.filter(({ product }) => !product.datasheet).map(({ product }) => product.key);
    expect(pagesWithoutDatasheet).toEqual([]);
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
      const text = collectStrings(p).join(' ');
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
});
