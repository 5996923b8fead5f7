import { buildSearchIndex } from './build-index';
import { buildLexicon } from './lexicon';
import { factMeets, meetsConstraint, packFacts, understand, unpackFacts, type SearchLexicon } from './understand';

const lexicon = buildLexicon(buildSearchIndex().documents);
const read = (query: string) => understand(query, lexicon);
const figures = (query: string) => read(query).constraints.map((c) => ({ label: c.label, facets: [...c.facets].sort() }));

describe('understand: the vocabulary', () => {
  it('reads the trade’s words as the catalogue’s, longest phrase first', () => {
    expect(read('splicing machine').words).toBe('fusion splicer');
    expect(read('fiber cutter').words).toBe('fiber cleaver');
    expect(read('red light pen').words).toBe('visual fault locator');
    expect(read('cable tv amplifier').words).toBe('catv edfa');
    expect(read('cable tv').words).toBe('catv');
    expect(read('measure loss').words).toBe('power meter light source');
    expect(read('find fibre break').words).toBe('otdr visual fault locator');
    expect(read('splicing machine').rewritten).toBe(true);
    expect(read('otdr').rewritten).toBe(false);
  });

  it('leaves out shopping and Hindi connecting words, but searches a query of nothing else as typed', () => {
    expect(read('otdr kitne ka').words).toBe('otdr');
    expect(read('splicing machine price').words).toBe('fusion splicer');
    expect(read('onu ka price').words).toBe('ont');
    expect(read('price').words).toBe('price');
  });

  it('reads a cut fibre as a break to find, unless it is cut for a splice', () => {
    for (const q of ['fibre cut', 'cut fibre', 'fibre break', 'cable cut']) expect(read(q).words).toBe('otdr visual fault locator');
    expect(read('cut fibre before splicing').words).toBe('cleaver splicing');
    expect(read('cutter').words).toBe('cleaver');
  });

  it('names the pages a phrase leads to, and the page a query of nothing but a price leads to', () => {
    const contact = ['page:contact'];
    expect(read('link budget calculator').leads).toEqual(['page:planner']);
    expect(read('offline catalogue').leads).toEqual(['page:field-kit']);
    expect(read('whatsapp number').leads).toEqual(contact);
    expect(read('price').leads).toEqual(contact);
    expect(read('price kitna hai').leads).toEqual(contact);
    expect(read('splicing machine price').leads).toEqual([]);
    expect(read('kya hai').leads).toEqual([]);
  });

  it('reads a kit as its parts, each with the rest of the query', () => {
    expect(read('sumitomo splicing kit price').kit).toEqual(['sumitomo fusion splicer', 'sumitomo cleaver']);
    expect(read('splicing machine').kit).toEqual([]);
  });

  it('keeps the words as typed, without the ignored ones, for a title that holds them', () => {
    expect(read('cable tv show price').typed).toBe('cable tv show');
  });
});

describe('understand: figures', () => {
  it('reads a number with its unit against the facets of the family the query points to', () => {
    expect(figures('16 port edfa')).toEqual([{ label: '16 ports', facets: ['edfa.outputs'] }]);
    expect(figures('24 core cable')).toEqual([{ label: '24 fibres', facets: ['fiber.fibreCount'] }]);
    // A blade's life is counted in fibres too; no blade lasts 12, so only the fibre count is ever met.
    expect(figures('12 fibre splicer')).toEqual([{ label: '12 fibres', facets: ['sumitomo.bladeLife', 'sumitomo.fibreCount'] }]);
    expect(figures('otdr 45 db')).toEqual([
      { label: '45 dB', facets: ['deviser.dynamicRange1310', 'deviser.dynamicRange1550', 'deviser.dynamicRange1625'] },
    ]);
    expect(figures('splicer 6 second')).toEqual([{ label: '6 s', facets: ['sumitomo.heatTime', 'sumitomo.spliceTime'] }]);
  });

  it('reads a figure written against its unit', () => {
    expect(figures('otdr 45db')).toEqual(figures('otdr 45 db'));
    expect(figures('cable 24f')).toEqual(figures('24 core cable'));
    expect(figures('splicer 6s')).toEqual(figures('splicer 6 second'));
  });

  it('narrows to the facet a word between the number and its unit names', () => {
    expect(figures('ont 4 lan ports')).toEqual([{ label: '4 ports', facets: ['pon.lanPorts'] }]);
    expect(figures('olt 16 pon ports')).toEqual([{ label: '16 ports', facets: ['pon.ponPorts'] }]);
    expect(figures('otdr 40 db 1550')).toEqual([
      { label: '40 dB', facets: ['deviser.dynamicRange1550'] },
      { label: '1550', facets: ['deviser.wavelengths'] },
    ]);
  });

  it('reads a bare wavelength as a member of a set, and keeps it as a word', () => {
    expect(figures('1625')).toEqual([{ label: '1625', facets: ['deviser.wavelengths'] }]);
    expect(read('1625').words).toBe('1625');
  });

  it('takes no false figure: 16.5 dBm is a power, not 16 ports; model numbers and standards stay words', () => {
    expect(figures('edfa 16.5 dbm')).toEqual([{ label: '16.5 dBm', facets: ['edfa.outputPower'] }]);
    expect(figures('op-100p16g')).toEqual([]);
    expect(figures('82c+')).toEqual([]);
    expect(figures('g.652d')).toEqual([]);
    expect(figures('1:128')).toEqual([]);
    expect(figures('16 apples')).toEqual([]);
  });

  it('keeps a figure’s words, so a model named by its fibre count still matches', () => {
    const neo = read('lumora neo 12f');
    expect(neo.words).toBe('lumora neo 12f');
    expect(neo.figures).toEqual(['12f']);
  });
});

describe('understand: yes-or-no figures', () => {
  it('reads a test through the splitter or in service as asking for in-service testing', () => {
    for (const q of ['otdr through splitter', 'in-service otdr', 'in service otdr', 'test live fibre']) {
      expect(figures(q)).toEqual([{ label: 'in-service testing', facets: ['deviser.inService'] }]);
      expect(read(q).constraints[0]?.value).toBe(true);
    }
  });
});

describe('understand: places', () => {
  it('finds the places a query names, by any of their names, longest name first', () => {
    const places = (q: string) => read(q).places.map((p) => p.place);
    expect(places('lucknow')).toEqual(['Lucknow']);
    expect(places('branch in lakhnau')).toEqual(['Lucknow']);
    expect(places('navi mumbai office')).toEqual(['Navi Mumbai']);
    expect(places('lucknow and kanpur')).toEqual(['Lucknow', 'Kanpur']);
    expect(places('otdr')).toEqual([]);
  });

  it('knows the office nearest each, and no distance where the office is in the place', () => {
    expect(read('bombay').places).toEqual([{ office: 'branch:mumbai', place: 'Mumbai', km: 0 }]);
    expect(read('lucknow').places[0]?.km).toBeGreaterThan(0);
  });
});

describe('understand: families', () => {
  it('knows the family a query names or points to', () => {
    expect(read('sumitomo').familyOnly).toBe('sumitomo');
    expect(read('edfa').familyOnly).toBe('edfa');
    expect(read('cables').familyOnly).toBe('fiber');
    expect(read('otdr').families).toEqual(['deviser']);
    expect(read('otdr').familyOnly).toBeNull();
  });

  it('names no family alone when the query says something narrower or asks for a figure', () => {
    expect(read('sumitomo cleaver').familyOnly).toBeNull();
    expect(read('16 port edfa').familyOnly).toBeNull();
  });
});

describe('facts', () => {
  it('compares a value as its facet’s better end says', () => {
    expect(factMeets(45, 45, 'min')).toBe(true);
    expect(factMeets(44, 45, 'min')).toBe(false);
    expect(factMeets(6, 6.5, 'max')).toBe(true);
    expect(factMeets(7, 6.5, 'max')).toBe(false);
    expect(factMeets(16, 16, 'eq')).toBe(true);
    expect(factMeets(8, 16, 'eq')).toBe(false);
    expect(factMeets([13, 16.5], 16.5, 'eq')).toBe(true);
    expect(factMeets([13, 16], 19.5, 'min')).toBe(false);
    expect(factMeets(1625, '1625', 'eq')).toBe(true);
    expect(factMeets(true, true, 'eq')).toBe(true);
    expect(factMeets(1, true, 'eq')).toBe(false);
  });

  it('forgives a figure typed from a rounded datasheet by half a percent', () => {
    expect(factMeets(19.5, 19.45, 'eq')).toBe(true);
    expect(factMeets(19.5, 19, 'eq')).toBe(false);
  });

  it('meets a constraint through any of its facets and any model', () => {
    const facets = new Map(lexicon.facets.map((f) => [f.key, f]));
    const constraint = { label: '45 dB', value: 45, facets: ['deviser.dynamicRange1310', 'deviser.dynamicRange1550'] };
    expect(meetsConstraint({ 'deviser.dynamicRange1550': [38, 45] }, constraint, facets)).toBe(true);
    expect(meetsConstraint({ 'deviser.dynamicRange1550': [38] }, constraint, facets)).toBe(false);
    expect(meetsConstraint(undefined, constraint, facets)).toBe(false);
  });

  it('pack by the lexicon’s order and unpack to the same', () => {
    const small: SearchLexicon = { ...lexicon, facets: [{ key: 'edfa.outputs', unit: 'ports' }, { key: 'edfa.outputPower', unit: 'dBm', test: 'min' }] };
    const facts = { 'edfa.outputPower': [[13, 16] as const], 'edfa.outputs': [16] };
    const packed = packFacts(facts, small.facets);
    expect(packed).toEqual([
      [1, [13, 16]],
      [0, 16],
    ]);
    expect(unpackFacts(packed, small.facets)).toEqual(facts);
    expect(() => packFacts({ 'edfa.colour': [1] }, small.facets)).toThrow('edfa.colour is not a facet');
  });
});
