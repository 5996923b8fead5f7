/**
 * `npm run check:content`: every content check, in seconds, with one plain
 * line per problem (`record › field: what is wrong, and what to do`) and no
 * stack trace. The build runs it first (scripts/steps/00-content.mts), so an
 * editor's mistake stops `npm run build` before `next build` starts.
 *
 *   npm run check:content
 */
import { contentChecks, runContentChecks } from '@/lib/content-checks';
import { countOf } from '@/content/count';

function main(): number {
  const started = performance.now();
  let results;
  try {
    results = runContentChecks();
  } catch (error) {
    // A record that cannot even be read (a mistyped import, a helper that throws) is one line too.
    console.error(`content: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const problems = results.flatMap((r) => r.problems);
  const ms = Math.round(performance.now() - started);
  if (problems.length === 0) {
    console.log(`content: ${contentChecks.length} checks passed (${ms} ms)`);
    return 0;
  }
  for (const problem of problems) console.error(problem);
  const failed = results.filter((r) => r.problems.length > 0).map((r) => r.name);
  console.error(`\ncontent: ${countOf(problems.length, { one: 'problem', other: 'problems' })} (${failed.join(', ')}); fix each line above, then run npm run check:content again`);
  return 1;
}

process.exitCode = main();
