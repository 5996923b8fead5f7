/**
 * Runs the judged query set (tests/search-quality/queries.ts) through /search
 * and the header's suggestions, both built from the content here (no build
 * needed), and prints hit@1, hit@3 and MRR@5 per place, overall and per
 * class, then every query whose top three misses.
 * Usage: npm run bench:search-quality
 */
import type { Figures, Miss } from '../../tests/search-quality/evaluate';
import { hit3Floor } from '../../tests/search-quality/floor';
import { queryClasses, type QueryClass } from '../../tests/search-quality/queries';
import { places, runSearchQuality, type Place } from '../../tests/search-quality/run';

const placeNames: Record<Place, string> = { page: '/search', header: 'header' };

const percent = (share: number) => `${(share * 100).toFixed(1)}%`.padStart(7);
const cells = (f: Figures | undefined) => (f ? `${percent(f.hit1)} ${percent(f.hit3)} ${f.mrr.toFixed(3).padStart(6)}` : ''.padEnd(22));

const reports = runSearchQuality();
const rows: [label: string, pick: (place: Place) => Figures | undefined][] = [
  ...queryClasses.map((cls): [string, (place: Place) => Figures | undefined] => [cls, (place) => reports[place].byClass.get(cls)]),
  ['all', (place) => reports[place].overall],
];

console.log(`search quality: ${reports.page.overall.queries} judged queries (tests/search-quality/queries.ts)\n`);
console.log(`${''.padEnd(16)}${places.map((p) => placeNames[p].padEnd(24)).join('')}`);
console.log(`${'class'.padEnd(11)}${'n'.padStart(4)} ${places.map(() => '  hit@1   hit@3  MRR@5  ').join('')}`);
for (const [label, pick] of rows) {
  const n = pick('page')?.queries ?? 0;
  console.log(`${label.padEnd(11)}${String(n).padStart(4)} ${places.map((p) => `${cells(pick(p))}  `).join('')}`);
}
console.log(`\nfloor (tests/search-quality/floor.ts): ${places.map((p) => `${placeNames[p]} hit@3 ≥ ${percent(hit3Floor[p]).trim()}`).join(', ')}`);

const missLine = (m: Miss<QueryClass>) => {
  const expected = m.expected.length > 3 ? `${m.expected.slice(0, 3).join(', ')} … (${m.expected.length})` : m.expected.join(', ');
  return `  [${m.class}] ${JSON.stringify(m.query)}\n      expected ${expected}\n      got      ${m.got.join(', ') || '(nothing)'}`;
};
for (const place of places) {
  const misses = reports[place].misses;
  console.log(`\nmisses on ${placeNames[place]} (${misses.length}, none of the expected in the top 3):`);
  for (const m of misses) console.log(missLine(m));
}

const below = places.filter((p) => reports[p].overall.hit3 < hit3Floor[p]);
if (below.length > 0) {
  console.error(`\nbench:search-quality: hit@3 is below the committed floor on ${below.map((p) => placeNames[p]).join(' and ')}`);
  process.exitCode = 1;
}
