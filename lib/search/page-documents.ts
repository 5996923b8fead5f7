import { pageSearch, type PageSearch } from '@/content/page-search';
import { getPage, sitePageKeys, type PageRecord, type PageWords } from '@/content/pages';
import { searchCopy } from '@/content/search';
import { emptyFields, lines } from './document-fields';
import type { SearchDocument } from './index-file';

/**
 * The site's own pages as search results, from their records
 * (content/pages.ts): a result takes its page's path and title and is found
 * by the page's words, with its description under it where the words give no
 * sentence of their own. A new page needs no line of code here.
 */

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** What search reads of a page whose record holds its words: all of them, its heading, lead and description first. */
function wordsSearch(page: PageRecord, { eyebrow, heading, lead, sections }: PageWords): PageSearch {
  return {
    excerpt: lead ?? page.description,
    labels: [page.crumb, ...(eyebrow ? [eyebrow] : []), ...sections.map((s) => s.heading)],
    summary: [heading, ...(lead ? [lead] : []), page.description],
    body: sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.list ?? [])]),
  };
}

/** One result for a page: its record's path, title and description, and the words search reads of it. */
function pageDocument(key: string, page: PageRecord, search: PageSearch): SearchDocument {
  return {
    ...emptyFields,
    id: `page:${kebab(key)}`,
    kind: search.kind ?? 'page',
    url: search.fragment ? `${page.path}#${search.fragment}` : page.path,
    title: search.title ?? page.title,
    group: searchCopy.groups[search.group ?? 'company'],
    excerpt: search.excerpt ?? page.description,
    labels: lines(search.labels ?? []),
    summary: lines(search.summary ?? []),
    body: lines(search.body ?? []),
  };
}

/**
 * One result per searchable page, in the records' order: a page whose record
 * holds its words is found by them; one with a module of its own by what
 * `moduleWords` (content/page-search.ts) gives for it; an unindexed page never.
 */
export function pageDocumentsOf(
  records: Readonly<Record<string, PageRecord>>,
  moduleWords: Readonly<Record<string, PageSearch>> = pageSearch,
): SearchDocument[] {
  return Object.entries(records).flatMap(([key, page]) => {
    const search = page.indexed === false ? undefined : page.words ? wordsSearch(page, page.words) : moduleWords[key];
    return search ? [pageDocument(key, page, search)] : [];
  });
}

export const pageDocuments = (): SearchDocument[] => pageDocumentsOf(Object.fromEntries(sitePageKeys.map((key) => [key, getPage(key)])));

