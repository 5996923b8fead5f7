import { proseOf, stringsOf } from '@/lib/catalogue/checks';
import { site } from '@/content/site';
import { edfaContent, edfaModelOf, type EdfaProductKey } from '.';
import { familyTabs, type Product, type SpecTable } from '../types';

const products: readonly Product<'edfa'>[] = edfaContent.products;
const byKey = new Map<string, Product<'edfa'>>(products.map((p) => [p.key, p]));
const slug = site.slug;


/** Spacing and dash variants must not decide whether a figure is present. */
const normalise = (s: string) => s.toLowerCase().replace(/[–—−]/g, '-').replace(/×/g, 'x').replace(/\s+/g, '');

const tablesOf = (p: Product): readonly SpecTable[] => p.page?.specTables ?? [];
const tableText = (tables: readonly SpecTable[]) => stringsOf(tables).map(normalise).join('¦');

interface Card {
  dbm: number;
  ports: number;
  line: 'CATV' | 'WDM';
  dual: boolean;
  mini?: true;
}

/**
 * Landing-card ratings from the facts: output dBm x ports, line, inputs. The PE cards' dBm are not used (see below); their
 * port count is the OLT PON ports combined. These are the spec's fixed facts; a model added since is held to its own
 * record's rating (cardOf).
 */
const cards: Record<string, Card> = {
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

/** A model's landing card: the facts' where they list the model, else the rating its own record gives. */
function cardOf(p: Product<'edfa'>): Card {
  const known = cards[p.key];
  if (known) return known;
  const m = edfaModelOf(p.key as EdfaProductKey);
  const [ports, dbm] = m.line === 'catv' ? [m.outputPorts, m.portDbm] : [m.cardRating.outputs, m.cardRating.dbm];
  return { ports, dbm, line: m.line === 'catv' ? 'CATV' : 'WDM', dual: m.dualInput, ...(m.form === 'mini' ? { mini: true } : {}) };
}

/** DECISIONS.md, "EDFA pages": fixed facts. A page added since takes a numbered route of its own. */
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

/**
 * Spec section 9's figures that every page carries. The pump-leakage sign is
 * restored (the datasheet says below -30 dBm); the noise figure is the
 * maker's '< 5.0 dB' and the size the maker's 19-inch 1U, 375 mm deep
 * (DECISIONS.md, "Figures that cannot be right").
 */
const amplifierFigures = ['1535–1565 nm', '-5 to +10 dBm', '±0.5 dB', '< 5.0 dB', '≥45 dB', '≤ -30 dBm', 'FC/APC', 'SC/APC', 'DC -48 V', '0–50 °C'];
/** The CE (CATV) pages add the CE table's size. */
const catvFigures = ['19-inch, 1U, 375 mm deep'];
/**
 * Section 9's "output options 10–19, 16–22, 13–25 dBm" fit neither a
 * per-output reading (the ratings run to 23.5 dBm) nor a total one (4 ×
 * 19.5 dBm is 25.5 dBm in all): no source says which they are, so no page
 * states them (issue 39).
 */
const unreadOptions = ['10–19 dBm', '16–22 dBm', '13–25 dBm'];
/** The PE (WDM) maker's table: CATV output 13/14/16 dBm, 4 or 8 CATV output ports. */
const wdmFigures = ['1310 / 1490 nm', '13, 14 or 16 dBm', 'CATV Output Ports', '4 or 8'];
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
    expect(Object.keys(cards).filter((key) => !byKey.has(key))).toEqual([]);
  });

  it('give the eight decided models a page on their route, the rest of the landing grid a card only, and any other page a numbered route', () => {
    const routes = Object.fromEntries(products.filter((p) => p.page).map((p) => [p.key, p.page?.route]));
    const decided = Object.fromEntries(Object.keys(cards).flatMap((key) => (routes[key] ? [[key, routes[key]]] : [])));
    expect(decided).toEqual(pageRoutes);
    const added = Object.entries(routes).filter(([key]) => !(key in cards));
    expect(added.filter(([, route]) => !new RegExp(`^/${slug}edfaproduct[a-z]+$`).test(route ?? ''))).toEqual([]);
  });

  it('give the CE amplifiers section 9’s AC 115–265 V supply and the PE amplifiers their source’s AC 90–265 V', () => {
    const supplies = Object.fromEntries(
      products
        .filter((p) => p.page)
        .map((p) => [p.key, tablesOf(p).flatMap((t) => t.groups.flatMap((g) => g.rows)).find((r) => r[0] === 'Power Supply')?.[1]]),
    );
    const expected = Object.fromEntries(
      Object.keys(supplies).map((key) => [key, cardOf(byKey.get(key)!).line === 'WDM' ? 'AC 90–265 V or DC -48 V' : 'AC 115–265 V or DC -48 V']),
    );
    expect(supplies).toEqual(expected);
  });

  it('carry every section 9 amplifier figure, and their line’s own figures, in each page’s tables', () => {
    const missing = products
      .filter((p) => p.page)
      .flatMap((p) => {
        const text = tableText(tablesOf(p).filter((t) => t.title === 'Specifications'));
        const own = cardOf(p).line === 'CATV' ? catvFigures : wdmFigures;
        return [...amplifierFigures, ...own].filter((f) => !text.includes(normalise(f))).map((f) => `${p.key}: missing "${f}"`);
      });
    expect(missing).toEqual([]);
  });

  it('show the maker’s noise figure and size, never section 9’s impossible ones, anywhere in a record', () => {
    const impossible = ['≤0.4/0.4/0.5 dB', '0.4/0.4/0.5', '19x1x1.75 inch', '1.75 inch'];
    const found = products.flatMap((p) => {
      const text = normalise(stringsOf(p).join('¦'));
      return impossible.filter((f) => text.includes(normalise(f))).map((f) => `${p.key}: "${f}"`);
    });
    expect(found).toEqual([]);
  });

  it('state no CE output option that fits neither a per-output nor a total reading', () => {
    const found = products.flatMap((p) => {
      const text = normalise(stringsOf(p).join('¦'));
      return unreadOptions.filter((f) => text.includes(normalise(f))).map((f) => `${p.key}: "${f}"`);
    });
    expect(found).toEqual([]);
  });

  it('give the PE amplifiers their table’s outputs and power as the maker states them, their card’s rating only beside those, and no size the PE table lacks', () => {
    const found = products
      .filter((p) => cardOf(p).line === 'WDM')
      .flatMap((p) => {
        const card = cardOf(p);
        const text = normalise([p.title, ...proseOf(p).map((x) => x.text), ...stringsOf(p.page?.shared), ...stringsOf(tablesOf(p))].join('¦'));
        // The table's own "4 or 8" outputs aside, no count of outputs or PON ports is claimed.
        const claims = text.replaceAll(normalise('4 or 8'), '');
        const problems = ['1U', 'Size', `${card.ports} PON ports`, `${card.ports} outputs`, `${card.ports} × 16`].filter((f) => claims.includes(normalise(f))).map((f) => `${p.key}: "${f}"`);
        // The card's 19.5 dBm stands only in its rating, named as the card's.
        const ratings = text.split(normalise(`${card.ports} × ${card.dbm} dBm`)).length - 1;
        const dbm = text.split(normalise(`${card.dbm} dBm`)).length - 1;
        if (dbm !== ratings) problems.push(`${p.key}: "${card.dbm} dBm" outside the card's rating`);
        return problems;
      });
    expect(found).toEqual([]);
  });

  it('state no output figure the tables do not hold (the CE "-5 to +8 dBm" trim range contradicts the ratings)', () => {
    const found = products.filter((p) => normalise(stringsOf(p).join('¦')).includes(normalise('-5 to +8 dBm'))).map((p) => p.key);
    expect(found).toEqual([]);
  });

  it('add an optical switch table with 1x2 to 1x16 columns to the dual-input pages only', () => {
    const problems = products
      .filter((p) => p.page)
      .flatMap((p) => {
        const table = switchTable(p);
        const dual = cardOf(p).dual;
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

  it('state each CE model’s own ports and output per port, and each PE model’s CATV outputs and power as its table states them', () => {
    const problems = products.flatMap((p) => {
      const card = cardOf(p);
      const found: string[] = [];
      const rows = tablesOf(p).flatMap((t) => t.groups.flatMap((g) => g.rows));
      const has = (label: string, value: string) => !p.page || rows.some((r) => r[0] === label && r[1] === value);
      if (card.line === 'CATV') {
        if (!normalise(p.title).includes(normalise(`${card.ports} × ${card.dbm} dBm`))) found.push(`${p.key}: title "${p.title}"`);
        if (!has('Output Power per Port', `${card.dbm} dBm`)) found.push(`${p.key}: no ${card.dbm} dBm per port row`);
        if (!has('Output Ports', String(card.ports))) found.push(`${p.key}: no ${card.ports} ports row`);
      } else {
        if (/\d+ PON Ports/i.test(p.title)) found.push(`${p.key}: title "${p.title}" claims a port count`);
        const row = (label: string) => rows.find((r) => r[0] === label)?.[1] ?? '';
        if (p.page && !row('CATV Output Power').startsWith('13, 14 or 16 dBm (as stated')) found.push(`${p.key}: CATV output power "${row('CATV Output Power')}"`);
        if (p.page && !row('CATV Output Ports').startsWith('4 or 8 (as stated')) found.push(`${p.key}: CATV output ports "${row('CATV Output Ports')}"`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('draw each model with its form, outputs, inputs and switch', () => {
    const wrong = products.flatMap((p) => {
      const card = cardOf(p);
      const spec = p.image.kind === 'illustration' ? p.image.spec : null;
      const expected = { kind: 'edfa', form: card.mini ? 'mini' : '1u', outputPorts: card.ports, inputs: card.dual ? 2 : 1, opticalSwitch: card.dual };
      return JSON.stringify(spec) === JSON.stringify(expected) ? [] : [`${p.key}: drawn as ${JSON.stringify(spec)}`];
    });
    expect(wrong).toEqual([]);
  });

  it('file each model under the tab of its line and inputs, and fill every tab', () => {
    const tabFor = (c: Card) => `${c.line.toLowerCase()}-${c.dual ? 'dual' : 'single'}-input`;
    const wrong = products.filter((p) => JSON.stringify(p.tabs) !== JSON.stringify(['all', tabFor(cardOf(p))])).map((p) => p.key);
    expect(wrong).toEqual([]);
    const empty = familyTabs.edfa.map((t) => t.id).filter((id) => !products.some((p) => (p.tabs as readonly string[]).includes(id)));
    expect(empty).toEqual([]);
  });

  it('give product five four showcase sections and no other page any', () => {
    const withShowcase = products.filter((p) => p.page?.showcase).map((p) => p.key);
    expect(withShowcase).toEqual(['pe1619m']);
    expect(byKey.get('pe1619m')?.page?.showcase).toHaveLength(4);
  });

});

describe('EDFA key figures', () => {
  it('give every model its line, outputs, output per port, inputs and housing from the landing ratings and the PE table', () => {
    const wrong = products.flatMap((p) => {
      const card = cardOf(p);
      // The PE table's 4 or 8 outputs and 13, 14 or 16 dBm, as stated beside the card's rating; the CE cards' rating.
      const note = `the maker’s landing card rates the ${p.model} ${card.ports} × ${card.dbm} dBm`;
      const expected = {
        line: card.line === 'CATV' ? 'catv' : 'wdm',
        outputs: card.line === 'CATV' ? card.ports : { stated: { oneOf: [4, 8] }, note },
        outputPower: card.line === 'CATV' ? card.dbm : { stated: { oneOf: [13, 14, 16] }, note },
        dualInput: card.dual,
        // The PE table gives no housing.
        housing: card.line === 'WDM' ? null : card.mini ? 'mini' : '1u',
      };
      return JSON.stringify(p.models) === JSON.stringify([{ name: p.model, figures: expected }]) ? [] : [`${p.key}: ${JSON.stringify(p.models)}`];
    });
    expect(wrong).toEqual([]);
  });
});
