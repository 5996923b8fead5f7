import { SEARCH_QUERY_PARAM, searchHrefFor } from './query';
import { readQuery } from './read-query';
import { paths } from '@/content/paths';

describe('searchHrefFor', () => {
  it('trims the text', () => {
    expect(searchHrefFor('  otdr  ', paths.search)).toBe('/search?query=otdr');
  });

  it.each(['', '   ', '\t\n '])('ignores empty or blank text %j', (text) => {
    expect(searchHrefFor(text, paths.search)).toBeNull();
  });

  it('encodes &, #, % and spaces', () => {
    expect(searchHrefFor('a&b #1 100%', paths.search)).toBe('/search?query=a%26b%20%231%20100%25');
  });

  it('encodes non-ASCII text as UTF-8', () => {
    expect(searchHrefFor('फाइबर केबल', paths.search)).toBe(`/search?query=${encodeURIComponent('फाइबर केबल')}`);
    expect(searchHrefFor('82C+ Ø', paths.search)).toBe('/search?query=82C%2B%20%C3%98');
  });

  it('round-trips through URLSearchParams', () => {
    const text = 'FC-8R & 82C+ #ribbon 50% off';
    const href = searchHrefFor(text, paths.search)!;
    expect(new URL(href, 'https://x.example').searchParams.get('query')).toBe(text);
  });

  it('writes the parameter the results page reads back', () => {
    const href = searchHrefFor(' 1:128 splitter ', paths.search)!;
    expect(href.startsWith(`${paths.search}?${SEARCH_QUERY_PARAM}=`)).toBe(true);
    expect(readQuery(new URL(href, 'https://x.example').search)).toBe('1:128 splitter');
  });
});
