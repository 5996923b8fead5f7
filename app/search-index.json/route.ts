import { buildSearchIndex } from '@/lib/search/build-index';

// Rendered once at build time into out/search-index.json; there is no server.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(buildSearchIndex());
}
