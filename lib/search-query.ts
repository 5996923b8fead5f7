import { searchPath } from '@/content/paths';

/**
 * Where a header search submit goes: `/search?query=<trimmed text>`, or
 * nowhere (null) when the text is empty or only white space.
 */
export function searchHrefFor(text: string): string | null {
  const query = text.trim();
  return query === '' ? null : searchPath(query);
}
