/**
 * What `npm run fix:notation` (scripts/fix-notation.ts) rewrites in one
 * content module, and how, without touching any other byte of the file.
 *
 * The notation check decides what is wrong, not this file. A literal is
 * rewritten only where the check reads its text and the rewrite takes away a
 * problem the check reports there. A string the check never reads (the
 * search vocabulary's buyers' words, 'fiber tester') or reads and accepts
 * (a kept label, 'Optical Fiber Cable') stays as it is, so a clean file
 * stays byte for byte the same. A rewrite that would make two entries of one
 * list equal is not made, and is reported instead.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { notationRules } from '@/content/notation';
import type { ContentString } from '@/lib/content-checks/content-strings';
import { isKeyShaped, kept, notationProblems } from '@/lib/content-checks/notation';

/** Every content module under `dir` (tests are not content), the files the tool reads. */
export function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** What the notation check makes of a literal's text: it never reads it, it reads it and has nothing against it, or the rewrite answers a problem it reports. */
export type Verdict = 'unread' | 'accepted' | 'wrong';

/** Asks the check about one literal's text and the text the rules would write instead. */
export type Reading = (text: string, rewritten: string) => Verdict;

/**
 * The check's verdict on a literal, from the strings it reads: a literal
 * stands in the read strings equal to its text (a cell, a sentence) or, where
 * none is, in those that contain it (a template's part, joined lines). It is
 * wrong if, in one of them, the check reports fewer problems once the
 * literal is rewritten.
 */
export function checkReading(strings: readonly ContentString[]): Reading {
  return (text, rewritten) => {
    // Where the check reads the literal as it is (a cell, a sentence), that reading decides; text built from it counts only where there is none.
    const exact = strings.filter((s) => s.text === text);
    const holding = exact.length > 0 ? exact : strings.filter((s) => s.text.includes(text));
    if (holding.length === 0) return 'unread';
    const answers = holding.some((s) => notationProblems([{ ...s, text: s.text.replaceAll(text, rewritten) }]).length < notationProblems([s]).length);
    return answers ? 'wrong' : 'accepted';
  };
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Which ends of a template's part touch a `${…}`, whose text is not known here. */
interface Open {
  start: boolean;
  end: boolean;
}

/**
 * Each match of a rule that is not yet the house notation and not inside a
 * kept phrase, as the check finds them; of two that overlap, the first. A
 * match at an end that touches a `${…}` is left: the rules look at the
 * characters around a match ('fiber' in `${slug}fiber` is part of a slug).
 */
function fixesIn(text: string, open: Open): Edit[] {
  const found = notationRules.flatMap((rule) =>
    [...text.matchAll(rule.find)].flatMap((match) => {
      const write = rule.write(match as RegExpExecArray);
      const end = match.index + match[0].length;
      if (match[0] === write || kept(rule, text, match.index, match[0].length)) return [];
      if ((open.start && match.index === 0) || (open.end && end === text.length)) return [];
      return [{ start: match.index, end, text: write }];
    }),
  );
  const chosen: Edit[] = [];
  for (const edit of found.sort((a, b) => a.start - b.start)) {
    if (chosen.every((c) => edit.start >= c.end)) chosen.push(edit);
  }
  return chosen;
}

/** Edits applied from the end, so each one's offsets still hold. */
function applied(text: string, edits: readonly Edit[]): string {
  return [...edits].sort((a, b) => b.start - a.start).reduce((out, e) => out.slice(0, e.start) + e.text + out.slice(e.end), text);
}

const ESCAPED: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

/** A literal's source as the program reads it, and where each character of that text starts in the source. */
function decode(raw: string): { text: string; at: number[] } {
  let text = '';
  const at: number[] = [];
  let i = 0;
  while (i < raw.length) {
    const start = i;
    let chars: string;
    const hex = raw[i] === '\\' ? /^\\(?:u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2}))/.exec(raw.slice(i)) : null;
    if (raw[i] !== '\\') {
      chars = raw[i]!;
      i += 1;
    } else if (hex) {
      chars = String.fromCodePoint(parseInt(hex[1] ?? hex[2] ?? hex[3]!, 16));
      i += hex[0].length;
    } else if (raw.startsWith('\r\n', i + 1)) {
      // A backslash before a line break continues the line: no text.
      chars = '';
      i += 3;
    } else {
      const c = raw[i + 1] ?? '';
      chars = /[\n\r\u2028\u2029]/.test(c) ? '' : (ESCAPED[c] ?? c);
      i += 2;
    }
    for (let k = 0; k < chars.length; k += 1) at.push(start);
    text += chars;
  }
  at.push(raw.length);
  return { text, at };
}

/** Text written back between the given quotes. */
function encode(text: string, quote: string): string {
  const out = text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replaceAll(quote, `\\${quote}`);
  return quote === '`' ? out.replaceAll('${', '\\${') : out;
}

/** The literal's source with the rules applied until none applies, each edit made where its text stands; null when it cannot be read back. */
function housed(raw: string, cooked: string, quote: string, open: Open): { raw: string; text: string } | null {
  let source = raw;
  for (let pass = 0; pass < 5; pass += 1) {
    const { text, at } = decode(source);
    if (pass === 0 && text !== cooked) return null;
    const edits = fixesIn(text, open);
    if (edits.length === 0) return { raw: source, text };
    source = applied(
      source,
      edits.map((e) => ({ start: at[e.start]!, end: at[e.end]!, text: encode(e.text, quote) })),
    );
  }
  return null;
}

/** The whole template literal a head, middle or tail belongs to. */
function templateOf(node: ts.Node): ts.Node {
  let at: ts.Node = node;
  while (at.parent && !ts.isTemplateExpression(at)) at = at.parent;
  return at;
}

type TextNode = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateHead | ts.TemplateMiddle | ts.TemplateTail;

const isPart = (node: ts.Node) => ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node);

/** A literal in a value position that holds words: an import path, a type, a property name, an index or an address is code. */
function isText(node: ts.Node, tree: ts.SourceFile): node is TextNode {
  if (!(ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || isPart(node))) return false;
  const parent = node.parent;
  const isName = (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node;
  // An address is never text: '/lumora-fiber' stays, however its template is split.
  const address = /^[`'"]?(\/|https?:|mailto:|tel:)/.test((isPart(node) ? templateOf(node) : node).getText(tree));
  const code = ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent) || ts.isElementAccessExpression(parent);
  return !isName && !address && !code && !(!isPart(node) && isKeyShaped(node.text));
}

export interface Rewrite {
  /** 1-based line of the literal. */
  line: number;
  from: string;
  to: string;
}

export interface Plan {
  /** The file with every rewrite made; the same string when there is none. */
  output: string;
  rewrites: Rewrite[];
  /** Rewrites not made: each would make its entry equal to another of its list. */
  refused: Rewrite[];
}

interface Planned extends Rewrite {
  node: TextNode;
  start: number;
  end: number;
  raw: string;
}

/**
 * Drops each rewrite that would make two entries of one array literal equal
 * which were not equal before ('fiber tester' beside 'fibre tester'): a list
 * of phrases, aliases or keys must not gain a duplicate. Cells of a table row
 * that were already equal may stay so.
 */
function refuseDuplicates(planned: Planned[]): { kept: Planned[]; refused: Rewrite[] } {
  const refused: Rewrite[] = [];
  let left = planned;
  for (let changed = true; changed; ) {
    changed = false;
    const after = new Map(left.map((p) => [p.node, p.to]));
    for (const p of left) {
      const list = p.node.parent;
      if (!ts.isArrayLiteralExpression(list)) continue;
      const twin = list.elements.some(
        (e) =>
          e !== p.node && (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) && e.text !== p.from && (after.get(e) ?? e.text) === p.to,
      );
      if (!twin) continue;
      refused.push({ line: p.line, from: p.from, to: p.to });
      left = left.filter((q) => q !== p);
      changed = true;
      break;
    }
  }
  return { kept: left, refused };
}

/** What fix:notation does to one content module's source, as the check's reading judges each literal. */
export function planFixes(file: string, source: string, reading: Reading): Plan {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const planned: Planned[] = [];
  const visit = (node: ts.Node) => {
    if (isText(node, tree)) {
      const start = node.getStart(tree) + 1; // after the quote, backtick or closing brace
      const end = node.getEnd() - (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) ? 2 : 1);
      const quote = ts.isStringLiteral(node) ? source[start - 1]! : '`';
      const open = { start: ts.isTemplateMiddle(node) || ts.isTemplateTail(node), end: ts.isTemplateHead(node) || ts.isTemplateMiddle(node) };
      const next = housed(source.slice(start, end), node.text, quote, open);
      if (next && next.text !== node.text && reading(node.text, next.text) === 'wrong') {
        planned.push({ node, start, end, raw: next.raw, line: tree.getLineAndCharacterOfPosition(start).line + 1, from: node.text, to: next.text });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  const { kept: made, refused } = refuseDuplicates(planned);
  return {
    output: applied(
      source,
      made.map((p) => ({ start: p.start, end: p.end, text: p.raw })),
    ),
    rewrites: made.map(({ line, from, to }) => ({ line, from, to })),
    refused,
  };
}
