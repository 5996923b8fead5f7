import { getProducts } from '@/content/catalogue';

// Rendered once at build time into out/enquiry-products.json (lib/enquiry/products.ts); only the enquiry form fetches it.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(Object.fromEntries(getProducts().map((p) => [p.key, { model: p.model, title: p.title }])));
}
