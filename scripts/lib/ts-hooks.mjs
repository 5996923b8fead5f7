/**
 * Node module hooks that let build scripts import the project's TypeScript
 * (content records, lib/ logic) without a compile step: `@/` maps to the repo
 * root as in tsconfig, extensionless specifiers find `.ts`/`.tsx`, and each
 * file is transpiled on its own (types are erased, never checked; `tsc` does
 * that). Registered by ./register-ts.mjs.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function findFile(base) {
  for (const suffix of candidates) {
    const file = base + suffix;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

function isTypeScript(url) {
  return /\.tsx?$/.test(url) && url.startsWith('file:') && !url.includes('/node_modules/');
}

export async function resolve(specifier, context, nextResolve) {
  const fromTs = context.parentURL !== undefined && isTypeScript(context.parentURL);
  let base = null;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (fromTs && (specifier.startsWith('./') || specifier.startsWith('../'))) {
    base = path.resolve(path.dirname(fileURLToPath(context.parentURL)), specifier);
  }
  if (base !== null) {
    const file = findFile(base);
    if (file !== null) return { url: pathToFileURL(file).href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (isTypeScript(url)) {
    const file = fileURLToPath(url);
    const { outputText } = ts.transpileModule(await readFile(file, 'utf8'), {
      fileName: file,
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        jsx: ts.JsxEmit.ReactJSX,
        sourceMap: false,
      },
    });
    return { format: 'module', source: outputText, shortCircuit: true };
  }
  // TypeScript imports JSON without an import attribute, which Node's ESM loader requires.
  if (url.endsWith('.json') && context.importAttributes?.type !== 'json' && url.startsWith('file:')) {
    const source = await readFile(fileURLToPath(url), 'utf8');
    return { format: 'module', source: `export default ${source};`, shortCircuit: true };
  }
  return nextLoad(url, context);
}
