import { buildSuggestIndex } from '@/lib/search/build-index';

// Rendered once at build time into out/search-suggest.json, the header box's first stage.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(buildSuggestIndex());
}
