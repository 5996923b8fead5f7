import {
  FUZZY_MIN_LETTERS,
  MAX_QUERY_LENGTH,
  chunkTerms,
  clampQuery,
  compact,
  fold,
  fuzzyFor,
  modelTerms,
  planQuery,
  splitChunks,
  tokenize,
} from './normalise';

/** Every term the query plan searches for. */
const planned = (text: string) => {
  const plan = planQuery(text);
  return [...plan.terms, ...plan.parts, ...plan.joined.map((j) => j.term)];
};

/** Index terms of a model number, as the models field stores them. */
const indexed = (model: string) => tokenize(model).flatMap((c) => [...modelTerms(c)]);

/** True when one of the query's terms equals, or (as typed) starts, one of the model's index terms. */
function finds(query: string, model: string): boolean {
  const plan = planQuery(query);
  const terms = indexed(model);
  const prefixable = [...plan.terms, ...plan.joined.map((j) => j.term)];
  return plan.parts.some((q) => terms.includes(q)) || prefixable.some((q) => terms.some((t) => t.startsWith(q)));
}

describe('compact form', () => {
  it.each([
    ['OP-100P16G', 'op100p16g'],
    ['op100p16g', 'op100p16g'],
    ['OP 100 P16G', 'op100p16g'],
    ['FC-8R', 'fc8r'],
    ['82C+', '82cplus'],
    ['82c plus', '82cplus'],
    ['C++++', 'cplusplusplusplus'],
    ['G.652.D', 'g652d'],
    ['G.652 D', 'g652d'],
    ['1:128', '1128'],
    ['ＯＰ－１００Ｐ１６Ｇ', 'op100p16g'],
  ])('%s → %s', (text, expected) => {
    expect(compact(text)).toBe(expected);
  });
});

describe('model numbers match however typed', () => {
  it.each([
    ['OP-100P16G', 'OP-100P16G'],
    ['op100p16g', 'OP-100P16G'],
    ['OP 100 P16G', 'OP-100P16G'],
    ['100p16', 'OP-100P16G'],
    ['op-100', 'OP-100P16G'],
    ['FC-8R', 'FC-8R'],
    ['fc8r', 'FC-8R'],
    ['fc 8r', 'FC-8R'],
    ['82C+', '82C+'],
    ['82c plus', '82C+'],
    ['82c', '82C+'],
    ['AE3100', 'AE3100A~F'],
    ['ae3100c', 'AE3100A~F'],
    ['AE3100', 'AE3100 DM'],
    ['ae3100 live', 'AE3100 Live'],
    ['841gwv', 'OP-841GWV-DGB'],
    ['ce0416m+osw', 'CE0416M+OSW'],
    ['ce0416m osw', 'CE0416M+OSW'],
  ])('%j finds %s', (query, model) => {
    expect(finds(query, model)).toBe(true);
  });

  it.each([
    ['op100p8g', 'OP-100P16G'],
    ['fc6', 'FC-8R'],
    ['82m', '82C+'],
    ['ae3100g', 'AE3100A~F'],
  ])('%j does not find %s', (query, model) => {
    expect(finds(query, model)).toBe(false);
  });

  it('spells out a letter range', () => {
    expect(indexed('AE3100A~F')).toEqual(expect.arrayContaining(['ae3100a', 'ae3100b', 'ae3100c', 'ae3100d', 'ae3100e', 'ae3100f']));
  });
});

describe('chunks and terms', () => {
  it('keeps model punctuation inside a chunk and drops brackets, commas and quotes', () => {
    expect(tokenize('The "OP-100P16G" (GPON), 1:128 split; SFP/SFP+ slots.')).toEqual([
      'The',
      'OP-100P16G',
      'GPON',
      '1:128',
      'split',
      'SFP/SFP+',
      'slots',
    ]);
  });

  it('reports where each chunk sits in the text', () => {
    const text = 'Fits (SC, FC)';
    expect(splitChunks(text).map((c) => text.slice(c.start, c.end))).toEqual(['Fits', 'SC', 'FC']);
  });

  it('joins a standard written with a space before its letter', () => {
    expect(tokenize('ITU-T G.652 D fibre')).toEqual(['ITU-T', 'G.652 D', 'fibre']);
    expect(tokenize('Class C and D')).toEqual(['Class', 'C', 'and', 'D']);
  });

  it('gives the compact form and the pieces of a punctuated chunk', () => {
    expect(chunkTerms('FC-8R')).toEqual(['fc8r', 'fc', '8r']);
    expect(chunkTerms('single-mode')).toEqual(['singlemode', 'single', 'mode']);
  });

  it('drops stop words and lone letters', () => {
    expect(chunkTerms('the')).toEqual([]);
    expect(chunkTerms('a')).toEqual([]);
    expect(chunkTerms('x')).toEqual([]);
  });

  it('makes plain plurals singular and unifies fibre and fiber', () => {
    expect(chunkTerms('Splicers')).toEqual(['splicer']);
    expect(chunkTerms('fibers')).toEqual(['fibre']);
    expect(chunkTerms('Fiber')).toEqual(['fibre']);
    expect(chunkTerms('glass')).toEqual(['glass']);
    expect(chunkTerms('bus')).toEqual(['bus']);
  });

  it('folds case, width and Latin accents but keeps other scripts whole', () => {
    expect(fold('Câble ÉCO')).toBe('cable eco');
    expect(chunkTerms('केबल')).toEqual(['केबल']);
    expect(chunkTerms('光纤')).toEqual(['光纤']);
  });
});

describe('query plan', () => {
  it('joins adjacent chunks into model-number candidates', () => {
    expect(planQuery('OP 100 P16G').joined).toEqual([
      { term: 'op100', chunks: 2 },
      { term: '100p16g', chunks: 2 },
      { term: 'op100p16g', chunks: 3 },
    ]);
    expect(planQuery('82c plus').joined).toEqual([{ term: '82cplus', chunks: 2 }]);
  });

  it('joins words too, as some model names are words (Lumora Gold)', () => {
    expect(planQuery('lumora gold').joined).toEqual([{ term: 'lumoragold', chunks: 2 }]);
  });

  it('searches nothing for blank or punctuation-only text', () => {
    expect(planned('   ')).toEqual([]);
    expect(planned('<> !! ,,')).toEqual([]);
  });

  it('reads HTML as plain words', () => {
    expect(planned('<img src=x onerror=alert(1)>')).toEqual(expect.arrayContaining(['img', 'onerror']));
  });
});

describe('query length', () => {
  it(`cuts a query to ${MAX_QUERY_LENGTH} characters`, () => {
    expect(clampQuery('a'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
    expect(clampQuery('short')).toBe('short');
  });

  it('never splits a character outside the basic plane', () => {
    const cut = clampQuery('😀'.repeat(250));
    expect(Array.from(cut)).toHaveLength(MAX_QUERY_LENGTH);
    expect(cut).not.toMatch(/[\uD800-\uDBFF]$/);
  });

  it('plans only the first 200 characters', () => {
    expect(planQuery(`${'x'.repeat(199)} zebra`).terms).not.toContain('zebra');
  });
});

describe('fuzzy matching', () => {
  it(`forgives one typo in words of ${FUZZY_MIN_LETTERS} or more letters`, () => {
    expect(fuzzyFor('splicr')).toBe(1);
    expect(fuzzyFor('cleav')).toBe(1);
  });

  it('is exact for short words and anything with digits', () => {
    expect(fuzzyFor('otdr')).toBe(0);
    expect(fuzzyFor('op100p8g')).toBe(0);
    expect(fuzzyFor('g652d')).toBe(0);
  });
});
