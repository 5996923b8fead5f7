/**
 * Where the web-vitals beacons go: an https URL, or a path on this site.
 * `VITALS_ENDPOINT` at build wins over content/site.ts; unset, nothing is
 * sent and no page loads the reporter.
 */

/** The `<meta name>` the layout writes the endpoint into, for the idle-loaded reporter to read. */
export const VITALS_ENDPOINT_META = 'vitals-endpoint';

/** Why `value` cannot be an endpoint, or null when it can. */
export function vitalsEndpointProblem(value: string): string | null {
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (url && url.protocol === 'https:' && url.username === '' && url.password === '' && !/\s/.test(value)) return null;
  return `"${value}" is neither an https URL nor a path on this site; write it like https://rum.example.com/vitals or /vitals, or leave it unset to send nothing`;
}

/** The endpoint as the page wrote it, or null when the build set none. */
export function readVitalsEndpoint(doc: Pick<Document, 'querySelector'>): string | null {
  const value = doc.querySelector<HTMLMetaElement>(`meta[name="${VITALS_ENDPOINT_META}"]`)?.content;
  return value ? value : null;
}
