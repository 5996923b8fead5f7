import { externalFooterLinks, footerGroups, navMenus } from '@/content/navigation';
import { getPage, pageKeys, pages, sitePageKeys, type LandingRecord, type PageRecord, type PageWords, type SitePageKey } from '@/content/pages';
import { footerPlacesOf, navPlaceOf } from '@/lib/nav/links';
import { sectionId } from '@/lib/routing/pages';
import { DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, documentTitle } from '@/lib/seo/metadata';

/**
 * The page registry (content/pages.ts): every page names itself in the
 * search result, the link preview and the breadcrumb, in lengths a search
 * result shows uncut; a simple page's words make sections that say
 * something, each with its own anchor, and link to pages that exist. A
 * family landing's words are its family record's, checked with the
 * catalogue.
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
    if (page.words) wordsProblems(page.words, at);
    return found;
  });
}

function wordsProblems(words: PageWords, at: (field: string, what: string) => void): void {
  if (words.heading.trim() === '') at('words.heading', 'empty; the page needs a heading');
  if (words.sections.length === 0) at('words.sections', 'none; give the page at least one section');
  const anchors = new Map<string, number>();
  words.sections.forEach((section, i) => {
    const field = `words.sections[${i}]`;
    const id = sectionId(section.heading);
    if (id === '') at(`${field}.heading`, 'empty; every section needs a heading');
    else if (anchors.has(id)) at(`${field}.heading`, `"${section.heading}" makes the anchor #${id}, as sections[${anchors.get(id)}] does; give each section its own heading`);
    else anchors.set(id, i);
    if (!section.paragraphs?.length && !section.list?.length && !section.link) at(field, 'says nothing; give it paragraphs, a list or a link');
    const link = section.link;
    if (link && 'page' in link && !(pageKeys as readonly string[]).includes(link.page)) {
      at(`${field}.link.page`, `'${link.page}' is no page's key; the keys are ${pageKeys.join(', ')}`);
    }
  });
}

/**
 * The menus and the footer list the pages whose records place them there,
 * by `order` (lib/nav/links.ts): two links of one list at one place would
 * stand in an order nobody chose, and a link needs words.
 */
export function linkPlaceProblems(records: Readonly<Record<string, PageRecord | LandingRecord>> = pages): string[] {
  const taken = new Map<string, string>();
  const found: string[] = [];
  const place = (where: string, list: string, { order, label }: { order: number; label: string }) => {
    if (label.trim() === '') found.push(`${where}.label: empty; a link needs words`);
    const other = taken.get(`${list} ${order}`);
    if (other) found.push(`${where}.order: ${order} is the place of ${other} in ${list} too; give each link its own number`);
    else taken.set(`${list} ${order}`, where);
  };
  const footerList = (id: string) => footerGroups.find((g) => g.id === id)?.heading ?? id;
  const menuList = (id: string | undefined) => (id ? `the ${navMenus.find((m) => m.id === id)?.label ?? id} menu` : 'the menu bar');
  for (const menu of navMenus) place(`content/navigation.ts › navMenus.${menu.id}`, menuList(undefined), menu);
  externalFooterLinks.forEach((link, i) => place(`content/navigation.ts › externalFooterLinks[${i}]`, footerList(link.group), link));
  for (const [key, record] of Object.entries(records)) {
    const nav = navPlaceOf(record);
    if (nav) place(`content/pages.ts › ${key}.nav`, menuList(nav.menu), nav);
    const footer = footerPlacesOf(record);
    footer.forEach((link, i) => place(`content/pages.ts › ${key}.footer${footer.length > 1 ? `[${i}]` : ''}`, footerList(link.group), link));
  }
  return found;
}
