/**
 * `npm run new:product -- <family> <MODEL> --like <key> [--key <key>]`: starts a
 * product by copying one of its family. It lists the key in
 * content/catalogue/keys.ts after the copied one, writes
 * content/catalogue/<family>/<key>.ts from the copy's file (its own key and
 * model number, the copy's page as its first similar product, and a comment
 * saying every figure and sentence is still the copy's), imports and lists it
 * in the family's index.ts, and prints what to fill in and how to check.
 *
 *   npm run new:product -- pon OP-100P32G --like op-100p16g
 *
 * The text edits are scripts/lib/new-product.ts, with their tests.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getProduct } from '@/content/catalogue';
import { productKeys } from '@/content/catalogue/keys';
import {
  addToFamilyIndex,
  addVariantSpec,
  checkRequest,
  copyProductFile,
  editorSteps,
  insertKey,
  similarFor,
  type ProductCopy,
} from './lib/new-product';

const USAGE = 'usage: npm run new:product -- <family> <MODEL> --like <key> [--key <key>]';

function main(argv: readonly string[]): number {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: { like: { type: 'string' }, key: { type: 'string' } } });
  } catch (error) {
    console.error(`new:product: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  const [family, model, ...rest] = parsed.positionals;
  if (family === undefined || model === undefined || rest.length > 0 || parsed.values.like === undefined) {
    console.error(USAGE);
    return 1;
  }

  const root = process.cwd();
  const catalogue = path.join(root, 'content', 'catalogue');
  try {
    const { key, like } = checkRequest({ family, model, like: parsed.values.like, key: parsed.values.key }, productKeys);
    const likeProduct = getProduct(like);
    if (!likeProduct) throw new Error(`new:product: ${like} is listed in keys.ts but has no record; run npm run check:content first`);
    const copy: ProductCopy = {
      like,
      likeModel: likeProduct.model,
      key,
      model: model.trim(),
      similar: likeProduct.page ? similarFor(like, likeProduct.page.similar, key) : null,
    };

    const files = {
      keys: path.join(catalogue, 'keys.ts'),
      index: path.join(catalogue, family, 'index.ts'),
      like: path.join(catalogue, family, `${like}.ts`),
      product: path.join(catalogue, family, `${key}.ts`),
      shared: path.join(catalogue, family, 'shared.ts'),
    };
    if (existsSync(files.product)) throw new Error(`new:product: ${path.relative(root, files.product)} already exists`);

    // Every edit is made in memory first, so a refusal leaves no file half written.
    const writes = new Map<string, string>([
      [files.keys, insertKey(readFileSync(files.keys, 'utf8'), family, like, key)],
      [files.product, copyProductFile(readFileSync(files.like, 'utf8'), copy)],
      [files.index, addToFamilyIndex(readFileSync(files.index, 'utf8'), like, key)],
    ]);
    if (family === 'fiber') writes.set(files.shared, addVariantSpec(readFileSync(files.shared, 'utf8'), like, key));
    for (const [file, text] of writes) writeFileSync(file, text);

    console.log(`new:product: ${copy.model} (${key}) started from ${copy.likeModel} (${like}). Written:`);
    for (const file of writes.keys()) console.log(`  ${path.relative(root, file)}`);
    console.log('\nFill in:');
    for (const step of editorSteps(family, copy)) console.log(`  - ${step}`);
    console.log('\nCheck: npm run check:content');
    console.log(`Then: npx jest content/catalogue/${family} (the family's rules; a correct product needs no test edited, so a failure names a figure or a word to fix)`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

process.exitCode = main(process.argv.slice(2));
