import type { Graph, Thing } from 'schema-dts';

/**
 * One JSON-LD document per page: every node the page describes goes into a
 * single `@graph`, so a page carries one `<script type="application/ld+json">`.
 */
export function jsonLdGraph(nodes: readonly Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/**
 * JSON for an inline `<script>` element. The HTML parser ends a script at
 * the first `</script` whatever the type, and `<!--` changes how it scans, so
 * every `<` (and `>` and `&`, for good measure) is written as a JSON unicode
 * escape: the document parses to the same value and the markup stays inert.
 * U+2028 and U+2029 are escaped too, for tools that read the block as script.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
