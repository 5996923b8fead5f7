import { branches } from '@/content/branches';
import { getProducts } from '@/content/catalogue';
import { meetsBetween } from '@/content/catalogue/quantity';
import { contactAnchors } from '@/content/contact';
import { gazetteer } from '@/content/gazetteer';
import { paths } from '@/content/paths';
import { searchCopy } from '@/content/search';
import { nearest, roughKm } from '@/lib/contact/geo';
import { buildSearchIndex, buildSuggestIndex } from './build-index';
import { createSearchEngine, createSuggestEngine, isSearchIndexFile, nearNote, RESULTS_SHOWN, SUGGESTION_COUNT, takeTurns, type SearchResult } from './engine';
import { groupResults } from './group';
import { phraseKey } from './understand';
import { judgedAnswers } from '@/tests/search-quality/queries';
import { product, targetLabel, where, type Target } from '@/tests/search-quality/targets';
import { unlistedModelNumber } from '@/tests/search-quality/unlisted';

const engine = createSearchEngine(buildSearchIndex());
const header = createSuggestEngine(buildSuggestIndex());
const text = (r: SearchResult | undefined) => r?.title.map((s) => s.text).join('') ?? '(no result)';
const first = (query: string) => engine.search(query)[0];

describe('ranking', () => {
  it.each([
    ['op100p16g', '/lumora-pon/OP-100P16G'],
    ['OP-100P16G', '/lumora-pon/OP-100P16G'],
    ['OP 100 P16G', '/lumora-pon/OP-100P16G'],
    ['100p16', '/lumora-pon/OP-100P16G'],
    ['op-100p8', '/lumora-pon/OP-100P8'],
    ['FC-8R', '/sumitomo/FC8R'],
    ['fc8r', '/sumitomo/FC8R'],
    ['82C+', '/sumitomo/82CPLUS'],
    ['82c plus', '/sumitomo/82CPLUS'],
    ['s1v ultra', '/sumitomo/S1VULTRA'],
    ['AE3100', '/devisor/AE3100A'],
    ['ae3100c', '/devisor/AE3100A'],
    ['c++++', '/lumora-pon#card-c-plus4'],
    ['neo 12f', '/lumorafiberproducttwelve'],
    ['ce0416m', '/lumoraedfaproductone'],
    ['pe1619m osw', '/lumoraedfaproductseven'],
    ['kolkata', '/contact?branch=kolkata'],
    ['head office', '/contact?branch=new-delhi'],
    ['splicr', expect.stringMatching(/^\/sumitomo\//)],
  ])('%j → %s', (query, url) => {
    expect(first(query)?.url).toEqual(url);
  });

  // What a product type or a figure means, by the records (tests/search-quality/queries.ts): any product that answers it may lead.
  it.each([
    ['1:128', getProducts().filter((p) => JSON.stringify(p.page?.specTables ?? []).includes('1:128')).map((p) => product(p.key))],
    ['ribbon splicer', judgedAnswers('ribbon splicer')],
    ['live otdr', judgedAnswers('in-service otdr')],
    ['vfl', judgedAnswers('visual fault locator')],
    ['pon power meter', where('deviser', (f) => f.type === 'pon-power-meter')],
    ['light source', judgedAnswers('light source')],
    ['24 fibre', judgedAnswers('24 fibre cable')],
    ['otdr', judgedAnswers('otdr')],
  ])('%j leads with a product that answers it', (query, answers) => {
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.map(targetLabel)).toContain(first(query)?.id);
  });

  it('G.652D leads with a fibre cable, however the standard is typed', () => {
    for (const q of ['G.652D', 'g652d', 'G.652 D', 'g.652.d']) {
      expect(first(q)?.url).toMatch(/^\/lumora-?fiber/);
    }
  });

  it('kolkata leads with the Kolkata office, titled with its name', () => {
    expect(text(first('kolkata'))).toBe('Kolkata Office');
  });

  it('AE3100 finds every product whose model number begins with it first', () => {
    const family = getProducts().filter((p) => p.page && p.model.replace(/\s+/g, '').toUpperCase().startsWith('AE3100'));
    expect(family.length).toBeGreaterThan(1);
    const urls = engine.search('AE3100').map((r) => r.url);
    expect(urls.slice(0, family.length).sort()).toEqual(family.map((p) => p.page!.route).sort());
  });

  // A product's own model number outranks the same number in other pages' similar-products strips.
  it.each(getProducts().map((p) => [p.model, p] as const))('%s leads its own search', (_, product) => {
    const top = engine.search(product.model)[0];
    expect(top?.id).toBe(`product:${product.key}`);
  });
});

describe('results', () => {
  it('highlights the matched terms in title and excerpt', () => {
    const top = first('1:128')!;
    expect(top.excerpt.filter((s) => s.mark).map((s) => s.text)).toContain('1:128');
    expect(first('fc8r')!.title.filter((s) => s.mark).map((s) => s.text)).toEqual(['FC-8R']);
  });

  it('finds nothing for nonsense, blank or punctuation', () => {
    for (const q of ['zzqx', 'qwxzvbn', '', '   ', '<>']) expect(engine.search(q)).toEqual([]);
  });

  it('searches only the first 200 characters', () => {
    expect(engine.search(`${'zz '.repeat(70)}otdr`)).toEqual([]);
  });

  it('treats HTML in the query as words', () => {
    expect(() => engine.search('<img src=x onerror=window.__x=1>')).not.toThrow();
  });

  it(`suggests at most ${SUGGESTION_COUNT}`, () => {
    expect(engine.suggest('splicer')).toHaveLength(SUGGESTION_COUNT);
    expect(engine.suggest('fc8')[0]?.url).toBe('/sumitomo/FC8R');
  });

  it('gives the results page the best results and the count of all', () => {
    const all = engine.search('splicer');
    expect(engine.searchTop('splicer', 3)).toEqual({ total: all.length, results: all.slice(0, 3) });
    expect(engine.searchTop('zzqx')).toEqual({ total: 0, results: [] });
    // The page shows the first RESULTS_SHOWN, whatever the catalogue's size.
    const fibre = engine.search('fibre');
    expect(engine.searchTop('fibre')).toEqual({ total: fibre.length, results: fibre.slice(0, RESULTS_SHOWN) });
  });

  it('groups results by family or section, best group first', () => {
    const groups = groupResults(engine.search('kolkata'));
    expect(groups[0]?.name).toBe('Branch offices');
    const cable = groupResults(engine.search('fibre'));
    expect(new Set(cable.map((g) => g.name)).size).toBe(cable.length);
  });
});

describe('no-results suggestions', () => {
  it('offers the closest model numbers', () => {
    const { query, closest } = unlistedModelNumber();
    expect(engine.search(query)).toEqual([]);
    expect(engine.closestModels(query).map((m) => m.model)).toContain(closest.model);
    expect(engine.closestModels('ce0420m')[0]?.model).toMatch(/^CE04/);
  });

  it('offers no models for text unlike any', () => {
    expect(engine.closestModels('zzqx')).toEqual([]);
  });
});

describe('isSearchIndexFile', () => {
  it('accepts the built file and refuses anything else', () => {
    expect(isSearchIndexFile(JSON.parse(JSON.stringify(buildSearchIndex())))).toBe(true);
    expect(isSearchIndexFile({ version: 0, documents: [] })).toBe(false);
    expect(isSearchIndexFile(null)).toBe(false);
    expect(isSearchIndexFile('[]')).toBe(false);
  });
});

describe('understanding buyers', () => {
  const ids = (query: string, n = 3) => engine.search(query, n).map((r) => r.id);
  const isProductOf = (family: string) => (id: string) => getProducts().some((p) => `product:${p.key}` === id && p.family === family);

  /** The top results of a query that no answer of it is among: none, and at least one result. */
  const strays = (query: string, answers: readonly Target[], n?: number) => {
    const top = ids(query, n);
    return top.length === 0 ? [`${query}: no result`] : top.filter((id) => !answers.map(targetLabel).includes(id));
  };

  it('ranks what a plain need means above pages that only share its words', () => {
    const meters = where('deviser', (f) => ['power-meter', 'pon-power-meter', 'light-source', 'multimeter'].includes(f.type ?? ''));
    expect(strays('measure loss', meters)).toEqual([]);
    expect(strays('fiber cutter', judgedAnswers('fiber cutter'))).toEqual([]);
    expect(ids('splicing machine').every(isProductOf('sumitomo'))).toBe(true);
    expect(ids('cable tv amplifier').every(isProductOf('edfa'))).toBe(true);
  });

  it('ranks a product whose figure matches above a word match in prose', () => {
    // The amplifiers offered with 16 outputs lead (the PE table gives 4 or 8 outputs, which do not meet a need of 16).
    const sixteen = where('edfa', (f) => f.outputs !== null && meetsBetween(f.outputs, 16, 16)).map(targetLabel);
    expect(sixteen.length).toBeGreaterThan(0);
    expect(ids('16 port edfa', sixteen.length).sort()).toEqual([...sixteen].sort());
    expect(strays('24 core cable', judgedAnswers('24 core cable'), 1)).toEqual([]);
    // An OTDR that tests at 1625 nm, by its records.
    expect(strays('otdr 1625', judgedAnswers('otdr 1625'), 1)).toEqual([]);
  });

  it('reads a mistyped model number as the model one edit away, and says so', () => {
    expect(engine.searchTop('s1b').correction).toBe('S1V');
    expect(ids('s1b', 1)).toEqual(['product:s1v']);
    expect(engine.searchTop('ae1000').correction).toBe('AE1001');
    expect(ids('ae1000', 1)).toEqual(['product:ae1001']);
    expect(ids('ls310b', 1)).toEqual(['product:ls310']);
    // Two characters swapped apart in a long number: the same characters, two edits.
    expect(ids('pe1916m', 1)).toEqual(['product:pe1619m']);
    expect(engine.searchTop('op100p16g').correction).toBeUndefined();
  });

  it('reads no typo into a model number two real edits away', () => {
    expect(engine.search(unlistedModelNumber().query)).toEqual([]);
  });

  it('puts a family page first only when the query names the family and nothing narrower', () => {
    expect(ids('sumitomo', 1)).toEqual(['family:sumitomo']);
    expect(ids('edfa', 1)).toEqual(['family:edfa']);
    expect(ids('sumitomo splicer').includes('family:sumitomo')).toBe(false);
    expect(ids('otdr').every(isProductOf('deviser'))).toBe(true);
  });

  it('keeps a card-only variant under its base model’s page, unless asked for by its own number', () => {
    const order = engine.search('ce0419m').map((r) => r.id);
    expect(order.indexOf('product:ce0419m')).toBeLessThan(order.indexOf('product:ce0419m-osw'));
    expect(ids('ce0419m+osw', 1)).toEqual(['product:ce0419m-osw']);
  });

  it('still finds a page by its own title', () => {
    expect(ids('cable factory', 1)).toEqual(['page:ofc']);
    expect(ids('kolkata', 1)).toEqual(['branch:kolkata']);
    expect(ids('email', 1)).toEqual(['page:contact']);
    expect(ids('fibre link planner', 1)).toEqual(['page:planner']);
  });
});

describe('the site’s tools and contacts, found by need', () => {
  const firstUrl = (query: string) => [engine.search(query)[0]?.url, header.suggest(query)[0]?.url];
  const direct = `${paths.contact}#${contactAnchors.direct}`;

  it('puts the page a phrase leads to first, in both places, whatever else the words match', () => {
    for (const q of ['link budget calculator', 'how many homes on one pon port', 'pon power budget']) expect(firstUrl(q)).toEqual([paths.planner, paths.planner]);
    for (const q of ['offline catalogue', 'catalogue without internet']) expect(firstUrl(q)).toEqual([paths.fieldKit, paths.fieldKit]);
    for (const q of ['whatsapp', 'warranty', 'contact number']) expect(firstUrl(q)).toEqual([direct, direct]);
  });

  it('sends a query of nothing but a price to the contact card, and keeps a product query with a price on its products', () => {
    expect(firstUrl('price')).toEqual([direct, direct]);
    expect(firstUrl('price list')).toEqual([direct, direct]);
    expect(engine.search('splicing machine price')[0]?.url).toMatch(/^\/sumitomo\//);
    expect(engine.search('otdr price')[0]?.url).toMatch(/^\/devisor\/AE3100/);
  });
});

describe('places', () => {
  const placesOf = (name: string) => gazetteer.filter((p) => p.name === name);

  // Every place of the gazetteer, by its usual name: the branch nearest it first, saying how far unless the branch is in it.
  it.each(gazetteer.map((p) => [p.name] as const))('%s finds the office nearest it, in both places', (name) => {
    const place = placesOf(name)[0]!;
    const found = nearest(place, branches)!;
    const inPlace = [place.name, ...(place.aliases ?? [])].some((n) => phraseKey(n) === phraseKey(found.item.city));
    for (const top of [engine.search(name)[0], header.suggest(name)[0]]) {
      expect(top?.id).toBe(`branch:${found.item.key}`);
      expect(top?.note).toBe(inPlace ? undefined : nearNote(searchCopy.nearestOffice, { office: top!.id, place: place.name, km: roughKm(found.km) }));
    }
  });

  it('finds a place by its older name, and names it as it is called today', () => {
    expect(engine.search('trivandrum')[0]?.note).toMatch(/^Nearest office to Thiruvananthapuram: about \d+ km/);
    expect(engine.search('bombay')[0]?.id).toBe('branch:mumbai');
  });

  it('reads a place among the words a visitor adds to it', () => {
    for (const q of ['lucknow office', 'branch near lucknow', 'nearest office to lucknow']) expect(engine.search(q)[0]?.note).toMatch(/Lucknow/);
  });

  it('does not take a place for what a product query asks', () => {
    expect(engine.search('otdr lucknow')[0]?.url).toMatch(/^\/devisor\//);
    expect(engine.search('fibre cut ho gaya').some((r) => r.kind === 'branch')).toBe(false);
  });

  it('fills the note with the place and the distance', () => {
    expect(nearNote('Nearest to {place}, {km} km ({place})', { office: 'branch:noida', place: 'Lucknow', km: 400 })).toBe('Nearest to Lucknow, 400 km (Lucknow)');
  });
});

describe('what a query asks of a product', () => {
  const inService = (id: string | undefined) =>
    getProducts().some((p) => `product:${p.key}` === id && p.models.some((m) => (m.figures as Record<string, unknown>).inService === true));
  const isOtdr = (id: string | undefined) =>
    getProducts().some((p) => `product:${p.key}` === id && p.models.some((m) => (m.figures as Record<string, unknown>).type === 'otdr'));

  it('ranks an in-service OTDR first when a query asks to test through the splitter or in service', () => {
    for (const q of ['otdr through splitter', 'in-service otdr', 'in service otdr', 'live pon otdr']) {
      for (const top of [engine.search(q)[0], header.suggest(q)[0]]) {
        expect(inService(top?.id) && isOtdr(top?.id)).toBe(true);
      }
    }
  });

  it('reads a cut fibre as a break to find, and cutting before a splice as a cleave', () => {
    const deviser = (id: string | undefined) => getProducts().some((p) => `product:${p.key}` === id && p.family === 'deviser');
    for (const q of ['fibre cut', 'cut fibre', 'fibre break', 'cable cut']) expect(deviser(engine.search(q)[0]?.id)).toBe(true);
    expect(engine.search('cut fibre before splicing')[0]?.title.map((t) => t.text).join('')).toMatch(/Cleaver/);
  });

  it('shows a splicing kit as its parts in turn: a splicer and a cleaver in the first two', () => {
    for (const results of [engine.search('splicing kit', 2), header.suggest('splicing kit', 2)]) {
      const titles = results.map((r) => r.title.map((t) => t.text).join(''));
      expect(titles.some((t) => /Splicer/.test(t))).toBe(true);
      expect(titles.some((t) => /Cleaver/.test(t))).toBe(true);
    }
  });

  it('merges lists by turns, each result once', () => {
    const list = (...ids: string[]) => ids.map((id) => ({ id }));
    expect(takeTurns([list('a', 'b', 'c'), list('x', 'b'), list()]).map((r) => r.id)).toEqual(['a', 'x', 'b', 'c']);
    expect(takeTurns([])).toEqual([]);
  });
});
