import { buildCompareData, compareDataFiles } from '@/lib/compare/build-data';

/**
 * `/compare-data/<family>.json`: one family's specifications for the
 * comparison page, written once at build time. Only /compare fetches it.
 */

export const dynamic = 'force-static';
export const dynamicParams = false;

interface Props {
  params: Promise<{ file: string }>;
}

export function generateStaticParams(): { file: string }[] {
  return compareDataFiles().map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: Props): Promise<Response> {
  const { file } = await params;
  const entry = compareDataFiles().find((f) => f.file === file);
  if (!entry) return new Response('Not found', { status: 404 });
  return Response.json(buildCompareData(entry.family));
}
