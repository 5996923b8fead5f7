/**
 * `npm run typecheck`: the TypeScript compiler over the whole project (the
 * site, tsconfig.json, and the build scripts and tools, tsconfig.scripts.json),
 * with its errors put where an editor looks. tsc lists errors file by file, so a
 * misspelt key in a content record used to surface first in a test file, as
 * 2,800 characters naming every key of the catalogue. Here:
 *
 * - errors in content/ come first, then lib/, components/, app/, and tests last;
 * - a string that is not one of the keys allowed where it stands reads
 *   `content/catalogue/sumitomo.ts:1405:36  'z2x' is not a key allowed here. Did you mean 'z2c'?`;
 * - a long list of allowed values is cut to its first few.
 *
 * The compiler, its options and its verdict are tsc's own (the two tsconfig files).
 */
import path from 'node:path';
import ts from 'typescript';
import { formatDiagnostic, suggestionFor, type Suggestion } from './lib/typecheck-messages';
import { countOf } from '@/content/count';

/** The tsconfig files checked, each a program of its own: the site, then the scripts and tools. */
const CONFIGS = ['tsconfig.json', 'tsconfig.scripts.json'];

/** One project as tsc sees it, incremental as its tsconfig asks, so a second run reuses its .tsbuildinfo. */
function program(configName: string): ts.EmitAndSemanticDiagnosticsBuilderProgram {
  const configPath = ts.findConfigFile(process.cwd(), ts.sys.fileExists, configName);
  if (!configPath) throw new Error(`${configName} not found`);
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configPath), undefined, configPath);
  return ts.createIncrementalProgram({ rootNames: parsed.fileNames, options: parsed.options, configFileParsingDiagnostics: parsed.errors });
}

/** The string literal an error points at, and the string values its place allows. */
function literalSuggestion(checker: ts.TypeChecker, diagnostic: ts.Diagnostic): Suggestion | null {
  const file = diagnostic.file;
  if (!file || diagnostic.start === undefined) return null;
  let node: ts.Node | undefined = (function find(n: ts.Node): ts.Node | undefined {
    if (diagnostic.start! < n.getStart(file) || diagnostic.start! >= n.getEnd()) return undefined;
    return ts.forEachChild(n, find) ?? n;
  })(file);
  while (node && !ts.isStringLiteral(node) && node.parent && node.getStart(file) === diagnostic.start) node = node.parent;
  if (!node || !ts.isStringLiteral(node)) return null;
  const expected = checker.getContextualType(node);
  if (!expected) return null;
  const members = expected.isUnion() ? expected.types : [expected];
  const allowed = members.filter((t): t is ts.StringLiteralType => t.isStringLiteral()).map((t) => t.value);
  return suggestionFor(node.text, allowed);
}

const cwd = process.cwd();
const lines: ReturnType<typeof formatDiagnostic>[] = [];
// A module both programs check (a lib/ file a script imports) would report its errors twice: once is enough.
const reported = new Set<string>();
let errors = 0;
let files = 0;
for (const configName of CONFIGS) {
  const builder = program(configName);
  const p = builder.getProgram();
  const checker = p.getTypeChecker();
  const diagnostics = [
    ...builder.getConfigFileParsingDiagnostics(),
    ...builder.getOptionsDiagnostics(),
    ...builder.getGlobalDiagnostics(),
    ...builder.getSyntacticDiagnostics(),
    ...builder.getSemanticDiagnostics(),
  ];
  builder.emit(); // with noEmit, writes only the .tsbuildinfo
  files += p.getRootFileNames().length;
  for (const d of diagnostics) {
    const key = `${d.file?.fileName ?? configName}:${d.start ?? ''}:${d.code}`;
    if (reported.has(key)) continue;
    reported.add(key);
    lines.push(formatDiagnostic(d, cwd, literalSuggestion(checker, d)));
    if (d.category === ts.DiagnosticCategory.Error) errors += 1;
  }
}
lines.sort((a, b) => a.rank - b.rank || a.order - b.order);
for (const line of lines) console.error(line.text);
if (errors > 0) {
  console.error(`\ntypecheck: ${countOf(errors, { one: 'error', other: 'errors' })}; the first lines above are the ones to fix first`);
  process.exitCode = 1;
} else {
  console.log(`typecheck: ${files} files (${CONFIGS.join(', ')}), no errors`);
}
