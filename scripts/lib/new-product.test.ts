/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { productKeys } from '@/content/catalogue/keys';
import {
  addToFamilyIndex,
  addVariantSpec,
  checkRequest,
  copyProductFile,
  dropUnusedImports,
  importNameFor,
  insertKey,
  keySites,
  productKeyFor,
  routeSegmentFor,
  similarFor,
  type ProductCopy,
} from './new-product';

const catalogue = path.join(process.cwd(), 'content', 'catalogue');
const read = (file: string) => readFileSync(path.join(catalogue, file), 'utf8');

describe('productKeyFor', () => {
  it.each([
    ['OP-100P32G', 'op-100p32g'],
    ['CE0816M+OSW', 'ce0816m-osw'],
    ['82C+', '82c-plus'],
    ['PX20++++', 'px20-plus4'],
    ['AE3100 DM', 'ae3100-dm'],
    ['  S1V Ultra ', 's1v-ultra'],
  ])('writes %s as the key %s', (model, key) => {
    expect(productKeyFor(model)).toBe(key);
  });
});

describe('importNameFor', () => {
  it('camel-cases a key, and prefixes one that starts with a digit', () => {
    expect(importNameFor('op-100p32g')).toBe('op100p32g');
    expect(importNameFor('82c-plus')).toBe('product82cPlus');
    expect(importNameFor('vf10')).toBe('vf10');
  });
});

describe('checkRequest', () => {
  // A catalogue of its own: the real one may by now hold the OP-100P32G these requests start.
  const keys = { sumitomo: ['s1v'], deviser: ['ae3100'], pon: ['op-100p16g', 'op-100p8g'], fiber: ['neo'], edfa: ['ce0416m'] };
  const ask = (family: string, model: string, like: string, key?: string) => () => checkRequest({ family, model, like, key }, keys);

  it('accepts a new model copied from a product of its family', () => {
    expect(checkRequest({ family: 'pon', model: 'OP-100P32G', like: 'op-100p16g' }, keys)).toEqual({ family: 'pon', key: 'op-100p32g', like: 'op-100p16g' });
  });

  it('refuses an unknown family and names the families there are', () => {
    expect(ask('cables', 'X1', 's1v')).toThrow("new:product: there is no family 'cables'; the families are sumitomo, deviser, pon, fiber, edfa");
  });

  it('refuses a key a product already has, in its family or another', () => {
    expect(ask('pon', 'OP-100P16G', 'op-100p8g')).toThrow("the key 'op-100p16g' is already a pon product");
    expect(ask('pon', 'X', 'op-100p8g', 's1v')).toThrow("the key 's1v' is already a sumitomo product");
  });

  it('refuses a --like key that is no product, or one of another family', () => {
    expect(ask('pon', 'OP-100P32G', 'op-100p99')).toThrow("there is no product 'op-100p99' to copy");
    expect(ask('pon', 'OP-100P32G', 's1v')).toThrow('--like s1v is a sumitomo product, not a pon one');
  });

  it('refuses an empty model and a key that cannot be one', () => {
    expect(ask('pon', ' ', 'op-100p16g')).toThrow('give the model number');
    expect(ask('pon', 'OP-1', 'op-100p16g', 'OP_1')).toThrow("'OP_1' cannot be a key");
  });
});

describe('insertKey', () => {
  it('lists the key right after the copied one, in a one-line list and in a list of lines', () => {
    const source = "export const productKeys = {\n  a: ['x', 'y'],\n  b: [\n    'p',\n    'q',\n  ],\n} as const;\n";
    expect(insertKey(source, 'a', 'x', 'z')).toContain("  a: ['x', 'z', 'y'],");
    expect(insertKey(source, 'b', 'p', 'r')).toContain("  b: [\n    'p',\n    'r',\n    'q',\n  ],");
  });

  it('keeps the rest of the real keys.ts as it is', () => {
    const source = read('keys.ts');
    const edited = insertKey(source, 'edfa', 'ce0416m', 'ce0816m');
    expect(edited.replace("\n    'ce0816m',", '')).toBe(source);
    expect(() => insertKey(source, 'edfa', 'nope', 'ce0816m')).toThrow("does not list 'nope' under edfa");
  });
});

describe('addToFamilyIndex', () => {
  it('imports and lists the new product after the copied one in the real PON index', () => {
    const edited = addToFamilyIndex(read('pon/index.ts'), 'op-100p16g', 'op-100p32g');
    expect(edited).toContain(
      "import { product as op100p16g, record as op100p16gRecord } from './op-100p16g';\nimport { product as op100p32g, record as op100p32gRecord } from './op-100p32g';",
    );
    expect(edited).toContain("  'op-100p16g': op100p16g,\n  'op-100p32g': op100p32g,");
    // The PON family keeps each product's record (its optics) too: the new one is listed there as well.
    expect(edited).toContain("  'op-100p16g': op100p16gRecord,\n  'op-100p32g': op100p32gRecord,");
    expect(addToFamilyIndex(read('pon/index.ts'), 'op821gwv', 'op822gwv')).toContain('  op821gwv: op821gwvRecord,\n  op822gwv: op822gwvRecord,');
  });

  it('writes a plain key without quotes, as the index does', () => {
    expect(addToFamilyIndex(read('deviser/index.ts'), 'vf10', 'vf20')).toContain('  vf10,\n  vf20,');
  });
});

describe('copyProductFile', () => {
  const copy: ProductCopy = { like: 'op-100p16g', likeModel: 'OP-100P16G', key: 'op-100p32g', model: 'OP-100P32G', similar: ['op-100p16g', 'op-100p8g', 'op-100p4g', 'op-100p8'] };
  const copied = copyProductFile(read('pon/op-100p16g.ts'), copy);

  it("gives the copy its own key, model number, address and similar products", () => {
    expect(copied).toContain("orderable('op-100p32g', 'OP-100P32G', gpon16)");
    expect(copied).toContain("routes.model('OP-100P32G')");
    expect(copied).toContain("similar: ['op-100p16g', 'op-100p8g', 'op-100p4g', 'op-100p8'],");
    expect(copied.slice(copied.indexOf('export const product'))).not.toContain('OP-100P16G');
  });

  it('says above the record that every figure and sentence is still the copied product’s', () => {
    expect(copied).toMatch(/\/\*\n \* Written by `npm run new:product` from op-100p16g \(OP-100P16G\)\. Every figure,\n \* table, sentence and picture below is still the OP-100P16G's/);
    expect(copied.indexOf('Written by')).toBeLessThan(copied.indexOf('export const product'));
  });

  it('drops an import the copy no longer reads (the similar list it took from a shared table)', () => {
    expect(copied).not.toContain('oltSimilar');
    expect(dropUnusedImports("import { a, type B, c as d } from './x';\nimport { e } from './y';\nconst z: B = a(d);\n")).toBe("import { a, type B, c as d } from './x';\nconst z: B = a(d);\n");
  });

  it('leaves the copied page’s old addresses to it', () => {
    const s1v = copyProductFile(read('sumitomo/s1v.ts'), { like: 's1v', likeModel: 'S1V', key: 't-72c', model: 'T-72C', similar: ['s1v'] });
    expect(s1v).toContain("routes.model('T72C')");
    expect(s1v).not.toContain("numbered: ['one']");
  });

  it('renames the model as a whole word only', () => {
    const source = "export const product = { key: 'ce0416m', model: 'CE0416M', text: 'CE0416M or CE0416M+OSW' };\n";
    expect(copyProductFile(source, { like: 'ce0416m', likeModel: 'CE0416M', key: 'ce0816m', model: 'CE0816M', similar: null })).toContain(
      "{ key: 'ce0816m', model: 'CE0816M', text: 'CE0816M or CE0416M+OSW' }",
    );
  });

  it('refuses to copy a cable series, whose facts it cannot write', () => {
    expect(() => copyProductFile(read('fiber/gold.ts'), { ...copy, like: 'gold', likeModel: 'Lumora Gold' })).toThrow('gold is a cable series');
  });

  it('can copy every product of the catalogue but the cable series: each file names its own key once where the copy rewrites it', () => {
    const series = new Set(['flat-cable', 'drop-cable', 'neo', 'gold', 'platinum']);
    const counts = Object.entries(productKeys).flatMap(([family, keys]) =>
      keys.filter((key) => !series.has(key)).map((key) => ({ key, sites: keySites(read(`${family}/${key}.ts`), key) })),
    );
    expect(counts.filter((c) => c.sites !== 1)).toEqual([]);
  });
});

describe('routeSegmentFor', () => {
  it('spells the address the way the copied page spells its own', () => {
    expect(routeSegmentFor('OP-100P32G', 'OP-100P16G')).toBe('OP-100P32G');
    expect(routeSegmentFor('VF-20', 'VF10')).toBe('VF20');
    expect(routeSegmentFor('83C+', '82CPLUS')).toBe('83CPLUS');
  });
});

describe('similarFor', () => {
  it('puts the copied product first and keeps the list’s length', () => {
    expect(similarFor('a', ['b', 'c', 'd', 'e'], 'z')).toEqual(['a', 'b', 'c', 'd']);
    expect(similarFor('a', ['z', 'b', 'c', 'd'], 'z')).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('addVariantSpec', () => {
  it('copies the fibre-count row of the copied product under the new key, right after it', () => {
    const source = read('fiber/shared.ts');
    const edited = addVariantSpec(source, 'gold-8f', 'gold-24f');
    const row = /\n  'gold-8f': \{\n[\s\S]*?\n  \},\n/.exec(source)![0];
    expect(edited).toContain(row + row.slice(1).replace("'gold-8f'", "'gold-24f'"));
    expect(() => addVariantSpec(source, 'gold', 'gold-24f')).toThrow("no variantSpecs row for 'gold'");
  });
});
