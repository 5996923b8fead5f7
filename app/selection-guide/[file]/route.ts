import { buildGuideCsv, guideCsvFiles } from '@/lib/guide/files';

/**
 * `/selection-guide/<family>.csv`: a family's selection guide as a CSV file
 * for buyers' procurement spreadsheets (lib/guide/csv.ts), written once at
 * build time from the same key figures as the landing's table.
 */

export const dynamic = 'force-static';
export const dynamicParams = false;

interface Props {
  params: Promise<{ file: string }>;
}

export function generateStaticParams(): { file: string }[] {
  return guideCsvFiles().map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: Props): Promise<Response> {
  const { file } = await params;
  const entry = guideCsvFiles().find((f) => f.file === file);
  if (!entry) return new Response('Not found', { status: 404 });
  return new Response(buildGuideCsv(entry.family), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
}
