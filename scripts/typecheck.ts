/**
 * `npm run typecheck`: the TypeScript compiler over the whole project, with
 * its errors put where an editor looks. tsc lists errors file by file, so a
 * misspelt key in a content record used to surface first in a test file, as
 * 2,800 characters naming every key of the catalogue. Here:
 *
 * - errors in content/ come first, then lib/, components/, app/, and tests last;
 * - a string that is not one of the keys allowed where it stands reads
 *   `content/catalogue/sumitomo.ts:1405:36  'z2x' is not a key allowed here. Did you mean 'z2c'?`;
 * - a long list of allowed values is cut to its first few.
 *
 * The compiler, its options and its verdict are tsc's own (tsconfig.json).
 */
import path from 'node:path';
import ts from 'typescript';
import { formatDiagnostic, suggestionFor, type Suggestion } from './lib/typecheck-messages';

/** The project as tsc sees it, incremental as tsconfig asks, so a second run reuses tsconfig.tsbuildinfo. */
function program(): ts.EmitAndSemanticDiagnosticsBuilderProgram {
  const configPath = ts.findConfigFile(process.cwd(), ts.sys.fileExists, 'tsconfig.json');
  if (!configPath) throw new Error('tsconfig.json not found');
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

const builder = program();
const p = builder.getProgram();
const checker = p.getTypeChecker();
const diagnostics = [
  ...builder.getConfigFileParsingDiagnostics(),
  ...builder.getOptionsDiagnostics(),
  ...builder.getGlobalDiagnostics(),
  ...builder.getSyntacticDiagnostics(),
  ...builder.getSemanticDiagnostics(),
];
builder.emit(); // with noEmit, writes only tsconfig.tsbuildinfo
const cwd = process.cwd();
const lines = diagnostics.map((d) => formatDiagnostic(d, cwd, literalSuggestion(checker, d)));
lines.sort((a, b) => a.rank - b.rank || a.order - b.order);
for (const line of lines) console.error(line.text);
const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
if (errors > 0) {
  console.error(`\ntypecheck: ${errors} ${errors === 1 ? 'error' : 'errors'}; the first lines above are the ones to fix first`);
  process.exitCode = 1;
} else {
  console.log(`typecheck: ${p.getRootFileNames().length} files, no errors`);
}
