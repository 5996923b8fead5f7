import type { Thing } from 'schema-dts';
import { jsonLdGraph, serializeJsonLd } from '@/lib/seo/json-ld';

/**
 * The page's structured data: one `application/ld+json` block holding every
 * node in a single graph. A data block never runs, and the serialiser keeps
 * `</script>` in any text from closing it early.
 */
export function JsonLd({ nodes }: { nodes: readonly Thing[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLdGraph(nodes)) }} />;
}
