/**
 * `npm run fix:notation`: rewrites what the notation check reports into the
 * house notation (content/notation.ts), so an editor who pasted '650nm' or
 * 'G.652 D' from a maker's sheet fixes every place in one step. It changes
 * only strings the check reports, in string literals and the text parts of
 * template literals, never code, keys or slugs; a clean tree stays byte for
 * byte the same (scripts/lib/fix-notation.ts). Check the diff, then run
 * `npm run check:content`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { contentStrings } from '@/lib/content-checks/content-strings';
import { notationProblems } from '@/lib/content-checks/notation';
import { countOf } from '@/content/count';
import { checkReading, contentFiles, planFixes, type Rewrite } from './lib/fix-notation';

const strings = contentStrings();
const reading = checkReading(strings);
const made: Rewrite[] = [];
let refusedCount = 0;
for (const file of contentFiles('content')) {
  const source = readFileSync(file, 'utf8');
  const plan = planFixes(file, source, reading);
  if (plan.output !== source) writeFileSync(file, plan.output);
  for (const r of plan.rewrites) console.log(`${file}:${r.line}: "${r.from}" → "${r.to}"`);
  for (const r of plan.refused) {
    console.error(`${file}:${r.line}: left "${r.from}" as it is: "${r.to}" is already in the same list; remove one of the two or reword it by hand`);
  }
  made.push(...plan.rewrites);
  refusedCount += plan.refused.length;
}

// What the check will still say once the rewrites are in: text built by code, or a rewrite left undone. Whole sentences first, then the parts of templates.
const longestFirst = [...made].sort((a, b) => b.from.length - a.from.length);
const after = strings.map((s) => ({ ...s, text: longestFirst.reduce((text, r) => text.replaceAll(r.from, r.to), s.text) }));
const left = notationProblems(after);
for (const problem of left) console.error(`still to fix by hand: ${problem}`);

console.log(`fix:notation: ${countOf(made.length, { one: 'string', other: 'strings' })} rewritten, ${refusedCount} left to avoid a duplicate`);
process.exitCode = left.length > 0 || refusedCount > 0 ? 1 : 0;
