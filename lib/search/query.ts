/** The search page's query parameter: the header's and the page's forms send it, the results page reads it. */
export const SEARCH_QUERY_PARAM = 'query';

/**
 * Where a search submit goes: `<searchPage>?query=<trimmed text>`, or nowhere
 * (null) when the text is empty or only white space. The page comes in as an
 * argument so the header's box needs none of the content modules in the browser.
 */
export function searchHrefFor(text: string, searchPage: string): string | null {
  const query = text.trim();
  return query === '' ? null : `${searchPage}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(query)}`;
}
