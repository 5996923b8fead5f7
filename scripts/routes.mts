/**
 * Prints every URL the export writes: its kind, the record it shows, the file
 * that renders it and the content module that holds its words and figures.
 * A URL leads to its code in one step.
 *
 *   npm run routes                 every URL
 *   npm run routes -- edfa S1V     only rows that mention any of the words
 */
import { currentCatalogue, routeProblems } from '@/lib/catalogue/checks';

// A path two records claim would stop the route table with a stack trace: name both records first, in one line each.
// So the route table is read only after the check, by a dynamic import.
const claimed = routeProblems(currentCatalogue());
if (claimed.length > 0) {
  for (const problem of claimed) console.error(problem);
  process.exit(1);
}

const { routeEntries, exportedFiles, routeListing } = await import('@/lib/routing/routes');

const rows = [...routeEntries, ...exportedFiles()].map(routeListing);

const words = process.argv.slice(2).map((w) => w.toLowerCase());
const shown = words.length === 0 ? rows : rows.filter((row) => words.some((w) => row.join(' ').toLowerCase().includes(w)));

const header = ['URL', 'KIND', 'KEY', 'RENDERED BY', 'RECORD'];
const widths = header.map((h, i) => Math.max(h.length, ...shown.map((row) => (row[i] ?? '').length)));
const line = (cells: readonly string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
console.log(line(header));
for (const row of shown) console.log(line(row));
const redirectNote = shown.some((row) => row[1] === 'redirect') ? '; redirect pages are rendered by components/catalogue/redirect-notice.tsx' : '';
console.log(`\n${shown.length} of ${rows.length} URLs${redirectNote}`);
