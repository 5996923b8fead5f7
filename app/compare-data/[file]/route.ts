import { buildCompareData, comparableFamilies, compareDataFiles } from '@/lib/compare/build-data';
import { COMPARE_FAMILIES_PATH } from '@/lib/compare/url';

/**
 * `/compare-data/<family>.json`: one family's specifications for the
 * comparison page, and `/compare-data/families.json`, every comparable key's
 * family; written once at build time. Only /compare fetches them.
 */

const familiesFile = COMPARE_FAMILIES_PATH.split('/').pop() ?? '';

export const dynamic = 'force-static';
export const dynamicParams = false;

interface Props {
  params: Promise<{ file: string }>;
}

export function generateStaticParams(): { file: string }[] {
  return [...compareDataFiles().map(({ file }) => ({ file })), { file: familiesFile }];
}

export async function GET(_request: Request, { params }: Props): Promise<Response> {
  const { file } = await params;
  if (file === familiesFile) return Response.json(comparableFamilies());
  const entry = compareDataFiles().find((f) => f.file === file);
  if (!entry) return new Response('Not found', { status: 404 });
  return Response.json(buildCompareData(entry.family));
}
