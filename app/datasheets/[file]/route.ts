import { datasheetFileName, getDatasheetBuildDate, getDatasheetProduct, getDatasheetProducts } from '@/lib/datasheet/content';
import { renderDatasheet } from '@/lib/datasheet/render';

/**
 * `/datasheets/<key>.pdf`: each product's datasheet, rendered once at build
 * time and written by the static export as a plain file.
 */

export const dynamic = 'force-static';
export const dynamicParams = false;

interface Props {
  params: Promise<{ file: string }>;
}

export function generateStaticParams(): { file: string }[] {
  return getDatasheetProducts().map((product) => ({ file: datasheetFileName(product) }));
}

export async function GET(_request: Request, { params }: Props): Promise<Response> {
  const { file } = await params;
  const product = getDatasheetProduct(file);
  if (!product) return new Response('Not found', { status: 404 });
  const bytes = await renderDatasheet(product, { issued: getDatasheetBuildDate() });
  // pdf-lib types its bytes over ArrayBufferLike; Response takes only an ArrayBuffer-backed view.
  return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'application/pdf' } });
}
