import { getPage, sitePageKeys, type PageRecord, type SitePageKey } from '@/content/pages';
import { DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, documentTitle } from '@/lib/seo/metadata';

/**
 * The page registry (content/pages.ts): every page names itself in the
 * search result, the link preview and the breadcrumb, in lengths a search
 * result shows uncut. A family landing's words are its family record's,
 * checked with the catalogue.
 */
export function pageProblems(records: Readonly<Partial<Record<SitePageKey, PageRecord>>> = Object.fromEntries(sitePageKeys.map((k) => [k, getPage(k)]))): string[] {
  return Object.entries(records).flatMap(([key, page]) => {
    if (!page) return [];
    const found: string[] = [];
    const at = (field: string, what: string) => found.push(`content/pages.ts › ${key}.${field}: ${what}`);
    for (const field of ['title', 'description', 'crumb'] as const) if (page[field].trim() === '') at(field, 'empty; every page needs one');
    const title = documentTitle(page);
    if (title.length > MAX_TITLE_LENGTH) at('title', `"${title}" is ${title.length} characters with the site name, at most ${MAX_TITLE_LENGTH}; shorten it`);
    const { length } = page.description;
    if (page.description.trim() !== '' && (length < DESCRIPTION_LENGTH.min || length > DESCRIPTION_LENGTH.max)) {
      at('description', `${length} characters; write ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max}, which search results show whole`);
    }
    return found;
  });
}
