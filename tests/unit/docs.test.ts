/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { branchKeys } from '@/content/branches';
import { getProducts, hasPage } from '@/content/catalogue';
import { contentChecks } from '@/lib/content-checks';
import { judgedQueries } from '@/tests/search-quality/queries';

/**
 * The docs state few counts the code produces, and none that can drift
 * unseen: where one of these phrases stands in a Markdown file ('24
 * checks', 'the twelve branch offices'), its number must be the code's.
 * Better still, leave the number out.
 */
const counted: readonly { phrase: RegExp; what: string; real: number }[] = [
  { phrase: /(?:content )?checks?\b/, what: 'content checks registered in lib/content-checks/index.ts', real: contentChecks.length },
  { phrase: /product pages?\b/, what: 'products with a page', real: getProducts().filter(hasPage).length },
  { phrase: /judged (?:buyers’ |buyers' )?quer(?:y|ies)\b/, what: 'judged queries in tests/search-quality/queries.ts', real: judgedQueries.length },
  { phrase: /branch(?:es| offices?)\b/, what: 'branch offices in content/branches.ts', real: branchKeys.length },
];

const UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A number as the docs write it, in figures ('24', '1,200') or in words up to ninety-nine ('twelve', 'twenty-four'). */
export function numberIn(word: string): number | null {
  const w = word.toLowerCase();
  if (/^\d[\d,]*$/.test(w)) return Number(w.replace(/,/g, ''));
  const [tens, unit] = w.split('-');
  if (unit === undefined) return UNITS.includes(w) ? UNITS.indexOf(w) : TENS.indexOf(w) > 1 ? TENS.indexOf(w) * 10 : null;
  const t = TENS.indexOf(tens ?? '');
  const u = UNITS.indexOf(unit);
  return t > 1 && u > 0 && u < 10 ? t * 10 + u : null;
}

const NUMBER = String.raw`(\d[\d,]*|[a-z]+(?:-[a-z]+)?)`;

/** Each stated count that is not the code's, as `file:line: "…" but there are N <what>`. */
export function wrongCounts(file: string, text: string, rules = counted): string[] {
  return text.split('\n').flatMap((line, i) =>
    rules.flatMap(({ phrase, what, real }) =>
      [...line.matchAll(new RegExp(String.raw`\b${NUMBER} ${phrase.source}`, 'gi'))].flatMap((match) => {
        const n = numberIn(match[1]!);
        return n === null || n === real ? [] : [`${file}:${i + 1}: "${match[0]}" but there are ${real} ${what}`];
      }),
    ),
  );
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return /^(node_modules|out|\.next|\.git|test-results|playwright-report)$/.test(entry.name) ? [] : markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

describe('counts in the docs', () => {
  it('reads numbers in figures and in words', () => {
    expect(['24', '1,200', 'twelve', 'Eighteen', 'twenty-four', 'fifty', 'two-thirds', 'the'].map(numberIn)).toEqual([24, 1200, 12, 18, 24, 50, null, null]);
  });

  it('names a stated count of checks that is not the number registered', () => {
    const rules = [{ phrase: /(?:content )?checks?\b/, what: 'content checks', real: 24 }];
    expect(wrongCounts('docs/content.md', 'The build runs 18 checks.\nAll twenty-four content checks pass.\nCheck it twice.', rules)).toEqual([
      'docs/content.md:1: "18 checks" but there are 24 content checks',
    ]);
  });

  it('finds every count the README, the guides and docs/ state equal to the code’s', () => {
    const files = markdownFiles(process.cwd());
    expect(files.map((f) => path.relative(process.cwd(), f))).toEqual(expect.arrayContaining(['README.md', 'content/README.md', 'docs/content.md']));
    expect(files.flatMap((file) => wrongCounts(path.relative(process.cwd(), file), readFileSync(file, 'utf8')))).toEqual([]);
  });
});
