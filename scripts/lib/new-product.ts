/**
 * The text edits behind `npm run new:product -- <family> <MODEL> --like <key>`
 * (scripts/new-product.mts): each takes a file's text and returns the new
 * text, or throws an Error whose message is the one line the editor reads.
 * No file system here, so the tests run every edit on strings.
 */

/** What the editor asked for, before it is checked. */
export interface ScaffoldRequest {
  family: string;
  model: string;
  like: string;
  /** An explicit key, where the one derived from the model will not do. */
  key?: string;
}

/** A product key: lower case letters, digits and single hyphens, as content/catalogue/keys.ts writes them. */
const KEY_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The key a model number gets, in the form of the keys already listed:
 * 'OP-100P32G' → 'op-100p32g', 'CE0816M+OSW' → 'ce0816m-osw',
 * '82C+' → '82c-plus', 'PX20++++' → 'px20-plus4', 'AE3100 DM' → 'ae3100-dm'.
 */
export function productKeyFor(model: string): string {
  return model
    .trim()
    .toLowerCase()
    .replace(/\++$/, (pluses) => `-plus${pluses.length > 1 ? pluses.length : ''}`)
    .replace(/[+\s/_.]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The name a product's import takes in its family's index: 'op-100p32g' → op100p32g, '82c-plus' → product82cPlus. */
export function importNameFor(key: string): string {
  const camel = key.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return /^\d/.test(camel) ? `product${camel.charAt(0).toUpperCase()}${camel.slice(1)}` : camel;
}

/**
 * The request checked against the catalogue's keys (`productKeys` of
 * content/catalogue/keys.ts): a known family, a key no product has yet, and a
 * `--like` product of that family.
 */
export function checkRequest(request: ScaffoldRequest, keys: Readonly<Record<string, readonly string[]>>): { family: string; key: string; like: string } {
  const families = Object.keys(keys);
  const { family, model, like } = request;
  if (!Object.hasOwn(keys, family)) throw new Error(`new:product: there is no family '${family}'; the families are ${families.join(', ')}`);
  if (model.trim() === '') throw new Error('new:product: give the model number as the maker prints it, e.g. npm run new:product -- pon OP-100P32G --like op-100p16g');
  const key = request.key ?? productKeyFor(model);
  if (!KEY_SHAPE.test(key)) throw new Error(`new:product: '${key}' cannot be a key (lower case letters, digits and single hyphens); give one with --key`);
  const owner = families.find((f) => keys[f]!.includes(key));
  if (owner) throw new Error(`new:product: the key '${key}' is already a ${owner} product (content/catalogue/${owner}/${key}.ts); give another with --key, or edit that file`);
  if (!keys[family]!.includes(like)) {
    const elsewhere = families.find((f) => keys[f]!.includes(like));
    throw new Error(
      elsewhere
        ? `new:product: --like ${like} is a ${elsewhere} product, not a ${family} one; copy a product of the same family`
        : `new:product: there is no product '${like}' to copy; the ${family} keys are ${keys[family]!.join(', ')}`,
    );
  }
  return { family, key, like };
}

/** content/catalogue/keys.ts with `key` listed right after `like`, so the landing grid shows the two side by side. */
export function insertKey(source: string, family: string, like: string, key: string): string {
  const list = new RegExp(`^  ${family}: \\[[^\\]]*\\]`, 'm').exec(source);
  if (!list) throw new Error(`new:product: content/catalogue/keys.ts has no list for ${family}`);
  const inList = list[0];
  const multiLine = inList.includes('\n');
  const at = multiLine ? inList.indexOf(`\n    '${like}',`) : inList.indexOf(`'${like}'`);
  if (at < 0) throw new Error(`new:product: content/catalogue/keys.ts does not list '${like}' under ${family}`);
  const edited = multiLine
    ? `${inList.slice(0, at + `\n    '${like}',`.length)}\n    '${key}',${inList.slice(at + `\n    '${like}',`.length)}`
    : `${inList.slice(0, at + like.length + 2)}, '${key}'${inList.slice(at + like.length + 2)}`;
  return source.slice(0, list.index) + edited + source.slice(list.index + inList.length);
}

/**
 * A family's index.ts with the new product imported and listed, each right
 * after the product it copies: every binding the index imports from the
 * copied file (its `product`, and its `record` where the family keeps one),
 * and every list that names the copied product (the products, and the
 * records where the family keeps them).
 */
export function addToFamilyIndex(source: string, like: string, key: string): string {
  const likeName = importNameFor(like);
  const name = importNameFor(key);
  const importLine = new RegExp(`^import \\{ ([^}]*\\bproduct as ${likeName}\\b[^}]*) \\} from '\\./${like}';$`, 'm').exec(source);
  const entries = [...source.matchAll(new RegExp(`^  (?:(?:'${like}'|${like}): ${likeName}(\\w*)|${like}),$`, 'gm'))];
  if (!importLine || entries.length === 0) throw new Error(`new:product: the family index does not import and list '${like}' the way new:product expects`);
  const keyText = name === key ? key : `'${key}'`;
  let edited = source;
  // Last first, so the earlier matches' places still hold.
  for (const entry of [...entries].reverse()) {
    const suffix = entry[1];
    const line = suffix === undefined && name === key ? `\n  ${key},` : `\n  ${keyText}: ${name}${suffix ?? ''},`;
    const at = entry.index + entry[0].length;
    edited = edited.slice(0, at) + line + edited.slice(at);
  }
  const specifiers = importLine[1]!.replace(new RegExp(`\\b${likeName}(\\w*)\\b`, 'g'), `${name}$1`);
  const at = importLine.index + importLine[0].length;
  return `${edited.slice(0, at)}\nimport { ${specifiers} } from './${key}';${edited.slice(at)}`;
}

/** Where a product file names its own key: `key: '…'`, or the first argument of the builder that makes it. */
const keySite = (key: string) => new RegExp(`(\\bkey: |\\b(?:orderable|variantProduct|seriesProduct)\\(\\s*)'${key}'`, 'g');

/** How many times a product file names its own key where new:product rewrites it (exactly once in every file it can copy). */
export function keySites(source: string, key: string): number {
  return source.match(keySite(key))?.length ?? 0;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The model number as a whole word: 'CE0416M' but not the 'CE0416M' of 'CE0416M+OSW'. */
const modelWord = (model: string) => new RegExp(`(?<![A-Za-z0-9+-])${escape(model)}(?![A-Za-z0-9+])`, 'g');

/**
 * A page address segment for `model`, spelt the way the copied page's is:
 * with hyphens where it keeps them ('OP-100P16G'), else letters and digits
 * only, '+' written PLUS ('82CPLUS', 'VF10').
 */
export function routeSegmentFor(model: string, likeSegment: string): string {
  const trimmed = model.trim();
  if (likeSegment.includes('-')) return trimmed.replace(/\s+/g, '-');
  return trimmed.replace(/\+/g, 'PLUS').replace(/[^A-Za-z0-9]/g, '');
}

export interface ProductCopy {
  like: string;
  /** The copied product's model as its record gives it (`product.model`). */
  likeModel: string;
  key: string;
  model: string;
  /** The new page's similar products, or null for a product without a page. */
  similar: readonly string[] | null;
}

/**
 * A new product file from the file of the product it copies: its own key,
 * its model number wherever the copy named the old one, no old addresses of
 * the copied page, its similar products, and a comment above the record that
 * says everything else is still the copied product's.
 */
export function copyProductFile(source: string, copy: ProductCopy): string {
  const { like, likeModel, key, model, similar } = copy;
  if (new RegExp(`seriesProduct\\(\\s*'${like}'`).test(source)) {
    throw new Error(
      `new:product: ${like} is a cable series; a new series needs its cable facts (a CableSeries in content/catalogue/fiber/shared.ts, seriesFacts), which new:product does not write. Copy a fibre-count product (e.g. gold-8f), or add the series by hand`,
    );
  }
  if (keySites(source, like) !== 1) throw new Error(`new:product: cannot find where ${like}.ts names its own key once (key: '${like}'); copy another product`);
  let text = source.replace(keySite(like), (_, before: string) => `${before}'${key}'`);
  // The page's address from the new model, spelt as the copy's is; the copy's old addresses (numbered links, other spellings) stay its own.
  text = text.replace(/routes\.model\('([^']*)'(?:, \{[^}]*\})?\)/g, (_, segment: string) => `routes.model('${routeSegmentFor(model, segment)}')`);
  text = text.replace(modelWord(likeModel), model);
  if (similar) {
    const list = `[${similar.map((k) => `'${k}'`).join(', ')}]`;
    text = text.replace(/\bsimilar: (?:\[[^\]]*\]|\w+(?:\['[^']*'\]|\.\w+)?)/, `similar: ${list}`);
    text = text.replace(new RegExp(`variantProduct\\('${key}', \\[[^\\]]*\\]\\)`), `variantProduct('${key}', ${list})`);
  }
  text = dropUnusedImports(text);
  const note = [
    '/*',
    ` * Written by \`npm run new:product\` from ${like} (${likeModel}). Every figure,`,
    ` * table, sentence and picture below is still the ${likeModel}'s: check each`,
    ` * against the ${model} datasheet, write the words for the ${model}, then delete`,
    ' * this comment. `npm run check:content` names what still repeats the copy.',
    ' */',
  ].join('\n');
  const imports = [...text.matchAll(/^import [^;]+;$/gm)].at(-1);
  const at = imports ? imports.index + imports[0].length : 0;
  return `${text.slice(0, at)}\n\n${note}${text.slice(at).replace(/^\n+/, '\n')}`;
}

/** The copy's imports less the names its text no longer uses (a similar list it read from a shared table, say). */
export function dropUnusedImports(text: string): string {
  return text.replace(/^import (type )?\{ ([^}]+) \} from ('[^']+');\n/gm, (line, typeOnly: string | undefined, names: string, from: string) => {
    const rest = text.replace(line, '');
    const used = (name: string) => new RegExp(`\\b${name.replace(/^type /, '').split(' as ').at(-1)}\\b`).test(rest);
    const kept = names.split(', ').filter(used);
    if (kept.length === 0) return '';
    return `import ${typeOnly ?? ''}{ ${kept.join(', ')} } from ${from};\n`;
  });
}

/**
 * The similar products of the new page: the copied product first (the
 * closest match there is), then the copy's own list, as many as it had.
 */
export function similarFor(like: string, likeSimilar: readonly string[], key: string): readonly string[] {
  return [like, ...likeSimilar.filter((k) => k !== like && k !== key)].slice(0, likeSimilar.length);
}

/**
 * A fibre-count product's row in fiber/shared.ts (`variantSpecs`), copied
 * from the product it copies: its series, fibre count, numbered route word
 * and search description live there, because the series pages read them.
 */
export function addVariantSpec(source: string, like: string, key: string): string {
  const row = new RegExp(`^  '${like}': \\{\\n(?:    .*\\n)+?  \\},\\n`, 'm').exec(source);
  if (!row) throw new Error(`new:product: content/catalogue/fiber/shared.ts has no variantSpecs row for '${like}'`);
  const copy = row[0].replace(`'${like}'`, `'${key}'`);
  const at = row.index + row[0].length;
  return source.slice(0, at) + copy + source.slice(at);
}

/** What the editor fills in, file by file, once the scaffold is written. */
export function editorSteps(family: string, copy: ProductCopy): string[] {
  const file = `content/catalogue/${family}/${copy.key}.ts`;
  const steps =
    family === 'fiber'
      ? [
          `content/catalogue/fiber/shared.ts, variantSpecs['${copy.key}']: the series, the fibre count, the route word (one no other page has) and the search description are still the ${copy.like}'s; the page's tables and words follow from them`,
        ]
      : [
          `${file}: the key figures (the model's record that the tables, cards and words read), every spec-table row, the title, the summary and the picture's alt text are still the ${copy.likeModel}'s; write the ${copy.model}'s from its datasheet, or leave a row out where the facts give none`,
        ];
  if (copy.similar && family !== 'fiber') {
    steps.push(`${file}: page.metaDescription, banner, features and highlights: write them for the ${copy.model} (a sentence of eight or more words that another product also has fails the checks)`);
  }
  if (family === 'edfa' && copy.similar) steps.push(`${file}: page.word is the copy's page number; give the new page one no other EDFA page has`);
  if (copy.similar) steps.push(`${file}: similar is ${copy.similar.join(', ')} (the copy, then its list); keep ${copy.similar.length} products that have pages`);
  steps.push(`last, delete the comment at the top of ${file}`);
  return steps;
}
