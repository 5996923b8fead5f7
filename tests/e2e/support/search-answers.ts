import { readFileSync } from 'node:fs';
import { SEARCH_INDEX_PATH } from '@/lib/search/index-file';
import { resolveTargets, targetLabel, type Target } from '@/tests/search-quality/targets';
import { resolveInOut } from './out-files';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the answers of a query look like on the built site, read from the
 * search index the export wrote: the whole address of any answer (a result's
 * link) and the start of any answer's title (a suggestion's text). The specs
 * hold search to answers computed from the records (tests/search-quality),
 * never to a page named in the spec.
 */
export function builtAnswers(): { url: (answers: readonly Target[]) => RegExp; title: (answers: readonly Target[]) => RegExp } {
  const file = resolveInOut(SEARCH_INDEX_PATH);
  if (!file) throw new Error(`${SEARCH_INDEX_PATH} is not in out/: run npm run build first`);
  const { documents } = JSON.parse(readFileSync(file, 'utf8')) as { documents: { id: string; url: string; title: string }[] };
  const urlOf = resolveTargets(documents);
  const titleOf = (t: Target) => (documents.find((d) => d.id === targetLabel(t)) ?? documents.find((d) => d.url === urlOf(t)))!.title;
  const oneOf = (texts: readonly string[]) => `(?:${[...new Set(texts)].map(escape).join('|')})`;
  return {
    url: (answers) => new RegExp(`^${oneOf(answers.map(urlOf))}$`),
    title: (answers) => new RegExp(`^${oneOf(answers.map(titleOf))}`),
  };
}
