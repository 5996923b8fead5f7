/**
 * `npm run fix:notation`: rewrites the content modules' text into the house
 * notation (content/notation.ts), so an editor who pasted '650nm' or
 * 'G.652 D' from a maker's sheet fixes every place in one step. It edits
 * string literals and the text parts of template literals only, never code,
 * and leaves keys and slugs ('fc-6s') alone. Check the diff, then run
 * `npm run check:content`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { notationRules } from '@/content/notation';
import { isKeyShaped, kept } from '@/lib/content-checks/notation';
import { countOf } from '@/content/count';

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !/notation\.ts$|units\.ts$|plausibility\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** The text with every rule applied, matches inside kept phrases left as they are. */
export function housed(text: string): string {
  if (isKeyShaped(text)) return text;
  let out = text;
  for (const rule of notationRules) {
    out = out.replace(rule.find, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const index = args.at(-2) as number;
      const source = args.at(-1) as string;
      return kept(rule, source, index, match[0].length) ? match[0] : rule.write(match);
    });
  }
  return out;
}

/** The whole template literal a head, middle or tail belongs to. */
function templateOf(node: ts.Node): ts.Node {
  let at: ts.Node = node;
  while (at.parent && !ts.isTemplateExpression(at)) at = at.parent;
  return at;
}

function fix(file: string): number {
  const source = readFileSync(file, 'utf8');
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      // Only literals in value positions: an import path or a type is never text.
      const parent = node.parent;
      // An address is never text: '/lumora-fiber' stays, however its template is split.
      const whole = ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) ? templateOf(node) : node;
      const address = /^[`'"]?(\/|https?:|mailto:|tel:)/.test(whole.getText(tree));
      const isName = (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node;
      if (!address && !isName && !ts.isImportDeclaration(parent) && !ts.isLiteralTypeNode(parent) && !ts.isExportDeclaration(parent) && !ts.isElementAccessExpression(parent)) {
        const start = node.getStart(tree);
        const raw = source.slice(start, node.getEnd());
        const open = 1; // the quote, backtick or closing brace before the text
        const close = ts.isTemplateHead(node) || ts.isTemplateMiddle(node) ? 2 : 1;
        const body = raw.slice(open, raw.length - close);
        // A '\n' escape is a line break in the text, not an 'n' before the next figure.
        const next = body.includes('\n') ? housed(body) : housed(body.replace(/\\n/g, '\n')).replace(/\n/g, '\\n');
        if (next !== body) edits.push({ start: start + open, end: start + open + body.length, text: next });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  if (edits.length === 0) return 0;
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  writeFileSync(file, out);
  return edits.length;
}

const files = contentFiles('content');
let total = 0;
for (const file of files) {
  const n = fix(file);
  if (n > 0) console.log(`${file}: ${countOf(n, { one: 'string', other: 'strings' })} rewritten`);
  total += n;
}
console.log(`fix:notation: ${countOf(total, { one: 'string', other: 'strings' })} in ${countOf(files.length, { one: 'content module', other: 'content modules' })} rewritten into the house notation`);
