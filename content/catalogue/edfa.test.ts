import { stringsOf } from '@/lib/catalogue-checks';
import { site } from '@/content/site';
import { edfaContent } from './edfa';
import { familyTabs, type Product, type SpecTable } from './types';

const products: readonly Product<'edfa'>[] = edfaContent.products;
const byKey = new Map(products.map((p) => [p.key, p]));
const slug = site.slug;


/** Spacing and dash variants must not decide whether a figure is present. */
const normalise = (s: string) => s.toLowerCase().replace(/[–—−]/g, '-').replace(/×/g, 'x').replace(/\s+/g, '');

const tablesOf = (p: Product): readonly SpecTable[] => p.page?.specTables ?? [];
const tableText = (tables: readonly SpecTable[]) => stringsOf(tables).map(normalise).join('¦');

/** Landing-card ratings from the facts: output dBm x ports, line, inputs. */
const cards: Record<string, { dbm: number; ports: number; line: 'CATV' | 'WDM'; dual: boolean; mini?: true }> = {
  ce0416m: { dbm: 16.5, ports: 4, line: 'CATV', dual: false },
  ce0419m: { dbm: 19.5, ports: 4, line: 'CATV', dual: false },
  ce0819m: { dbm: 19.5, ports: 8, line: 'CATV', dual: false },
  ce1619m: { dbm: 19.5, ports: 16, line: 'CATV', dual: false },
  mc04: { dbm: 16.5, ports: 4, line: 'CATV', dual: false, mini: true },
  mce0123: { dbm: 23.5, ports: 1, line: 'CATV', dual: false, mini: true },
  'ce0416m-osw': { dbm: 16.5, ports: 4, line: 'CATV', dual: true },
  'ce0419m-osw': { dbm: 19.5, ports: 4, line: 'CATV', dual: true },
  'ce0819m-osw': { dbm: 19.5, ports: 8, line: 'CATV', dual: true },
  'ce0423m-osw': { dbm: 23.5, ports: 4, line: 'CATV', dual: true },
  'ce0823m-osw': { dbm: 23.5, ports: 8, line: 'CATV', dual: true },
  'ce1619m-osw': { dbm: 19.5, ports: 16, line: 'CATV', dual: true },
  pe0819m: { dbm: 19.5, ports: 8, line: 'WDM', dual: false },
  pe1619m: { dbm: 19.5, ports: 16, line: 'WDM', dual: false },
  pe3219m: { dbm: 19.5, ports: 32, line: 'WDM', dual: false },
  'pe0819m-osw': { dbm: 19.5, ports: 8, line: 'WDM', dual: true },
  'pe1619m-osw': { dbm: 19.5, ports: 16, line: 'WDM', dual: true },
  'pe3219m-osw': { dbm: 19.5, ports: 32, line: 'WDM', dual: true },
};

/** DECISIONS.md, "EDFA pages". */
const pageRoutes: Record<string, string> = {
  ce0416m: `/${slug}edfaproductone`,
  ce0419m: `/${slug}edfaproducttwo`,
  ce0819m: `/${slug}edfaproductthree`,
  ce1619m: `/${slug}edfaproductfour`,
  pe1619m: `/${slug}edfaproductfive`,
  'ce0416m-osw': `/${slug}edfaproductsix`,
  'pe1619m-osw': `/${slug}edfaproductseven`,
  pe3219m: `/${slug}edfaproducteight`,
};

/** Spec section 9. The pump-leakage sign is restored: the datasheet says below -30 dBm. */
const amplifierFigures = [
  '1535–1565 nm',
  '-5 to +10 dBm',
  '10–19 dBm',
  '16–22 dBm',
  '13–25 dBm',
  '±0.5 dB',
  '≤0.4/0.4/0.5 dB',
  '≥45 dB',
  '≤ -30 dBm',
  'FC/APC',
  'SC/APC',
  'DC -48 V',
  '0–50 °C',
  '19x1x1.75 inch',
  'Mini, 16x4, 19x8, 19x16',
];
const switchFigures = [
  '1260–1650 nm',
  '≥50 dB',
  '≤10 ms',
  '10 million cycles',
  '≤1.5 W',
  '-5 to +70 °C',
  '-40 to +85 °C',
  '5–95%',
  'non-condensing',
];
const switchColumns = ['1x2', '1x4', '1x8', '1x16'];
const insertionLoss = ['0.5 dB', '0.6 dB', '0.8 dB', '1.2 dB'];

const switchTable = (p: Product) => tablesOf(p).find((t) => t.title === 'Optical Switch Specifications');

describe('EDFA records', () => {
  it('hold every model of the landing grid once', () => {
    const keys = products.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(cards).sort());
  });

  it('give the eight decided models a page on their route and the rest a card only', () => {
    const routes = Object.fromEntries(products.filter((p) => p.page).map((p) => [p.key, p.page?.route]));
    expect(routes).toEqual(pageRoutes);
  });

  it('give the CE amplifiers section 9’s AC 115–265 V supply and the PE amplifiers their source’s AC 90–265 V', () => {
    const supplies = Object.fromEntries(
      products
        .filter((p) => p.page)
        .map((p) => [p.key, tablesOf(p).flatMap((t) => t.groups.flatMap((g) => g.rows)).find((r) => r[0] === 'Power Supply')?.[1]]),
    );
    const expected = Object.fromEntries(
      Object.keys(supplies).map((key) => [key, cards[key]!.line === 'WDM' ? 'AC 90–265 V or DC -48 V' : 'AC 115–265 V or DC -48 V']),
    );
    expect(supplies).toEqual(expected);
  });

  it('carry every section 9 amplifier figure in each page’s tables', () => {
    const missing = products
      .filter((p) => p.page)
      .flatMap((p) => {
        const text = tableText(tablesOf(p).filter((t) => t.title === 'Specifications'));
        return amplifierFigures.filter((f) => !text.includes(normalise(f))).map((f) => `${p.key}: missing "${f}"`);
      });
    expect(missing).toEqual([]);
  });

  it('add an optical switch table with 1x2 to 1x16 columns to the dual-input pages only', () => {
    const problems = products
      .filter((p) => p.page)
      .flatMap((p) => {
        const table = switchTable(p);
        const dual = cards[p.key]?.dual ?? false;
        if (!dual) return table ? [`${p.key}: has a switch table but one input`] : [];
        if (!table) return [`${p.key}: no switch table`];
        const found: string[] = [];
        if (JSON.stringify(table.columns.slice(1)) !== JSON.stringify(switchColumns)) found.push(`${p.key}: columns ${table.columns.join(', ')}`);
        const text = tableText([table]);
        found.push(...switchFigures.filter((f) => !text.includes(normalise(f))).map((f) => `${p.key}: switch table lacks "${f}"`));
        const loss = table.groups.flatMap((g) => g.rows).find((r) => r[0] === 'Insertion Loss');
        if (JSON.stringify(loss?.slice(1)) !== JSON.stringify(insertionLoss)) found.push(`${p.key}: insertion loss ${loss?.join(' | ')}`);
        return found;
      });
    expect(problems).toEqual([]);
  });

  it('state each model’s own ports and output per port', () => {
    const problems = products.flatMap((p) => {
      const card = cards[p.key];
      if (!card) return [`${p.key}: not a landing model`];
      const found: string[] = [];
      if (!normalise(p.title).includes(normalise(`${card.ports} × ${card.dbm} dBm`))) found.push(`${p.key}: title "${p.title}"`);
      const rows = tablesOf(p).flatMap((t) => t.groups.flatMap((g) => g.rows));
      if (p.page && !rows.some((r) => r[0] === 'Output Power per Port' && r[1] === `${card.dbm} dBm`)) found.push(`${p.key}: no ${card.dbm} dBm per port row`);
      if (p.page && !rows.some((r) => r[0] === 'Output Ports' && r[1] === String(card.ports))) found.push(`${p.key}: no ${card.ports} ports row`);
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('draw each model with its form, outputs, inputs and switch', () => {
    const wrong = products.flatMap((p) => {
      const card = cards[p.key]!;
      const spec = p.image.kind === 'illustration' ? p.image.spec : null;
      const expected = { kind: 'edfa', form: card.mini ? 'mini' : '1u', outputPorts: card.ports, inputs: card.dual ? 2 : 1, opticalSwitch: card.dual };
      return JSON.stringify(spec) === JSON.stringify(expected) ? [] : [`${p.key}: drawn as ${JSON.stringify(spec)}`];
    });
    expect(wrong).toEqual([]);
  });

  it('file each model under the tab of its line and inputs, and fill every tab', () => {
    const tabFor = (c: (typeof cards)[string]) => `${c.line.toLowerCase()}-${c.dual ? 'dual' : 'single'}-input`;
    const wrong = products.filter((p) => JSON.stringify(p.tabs) !== JSON.stringify(['all', tabFor(cards[p.key]!)])).map((p) => p.key);
    expect(wrong).toEqual([]);
    const empty = familyTabs.edfa.map((t) => t.id).filter((id) => !products.some((p) => (p.tabs as readonly string[]).includes(id)));
    expect(empty).toEqual([]);
  });

  it('give product five four showcase sections and no other page any', () => {
    const withShowcase = products.filter((p) => p.page?.showcase).map((p) => p.key);
    expect(withShowcase).toEqual(['pe1619m']);
    expect(byKey.get('pe1619m')?.page?.showcase).toHaveLength(4);
  });

  it('carry finished copy: brand in titles, key features, short meta descriptions, no placeholders', () => {
    const problems = products.flatMap((p) => {
      const found: string[] = [];
      if (!p.title.startsWith(site.name)) found.push(`${p.key}: title lacks the brand`);
      if (p.summary.length < 40) found.push(`${p.key}: summary too short`);
      if (/lorem|ipsum|todo|tbd|\{product\}/i.test(stringsOf(p).join(' '))) found.push(`${p.key}: placeholder text`);
      if (p.page) {
        const meta = p.page.metaDescription;
        if (meta.length === 0 || meta.length > 160) found.push(`${p.key}: meta description is ${meta.length} characters`);
        const shown = p.page.features.length + (p.page.shared ?? []).reduce((n, s) => n + s.features.length, 0);
        if (shown < 4) found.push(`${p.key}: too few key features`);
        if (p.page.features.length < 2) found.push(`${p.key}: fewer than two features of its own`);
      }
      return found;
    });
    expect(problems).toEqual([]);
    expect(edfaContent.family.metaDescription.length).toBeLessThanOrEqual(160);
  });
});
