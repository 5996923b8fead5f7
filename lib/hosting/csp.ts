import { createHash } from 'node:crypto';
import { site, type SiteSettings } from '@/content/site';
import { osmEmbedUrl } from '@/lib/contact/map';
import { YOUTUBE_EMBED_ORIGIN } from '@/lib/media/youtube';

/**
 * The Content-Security-Policy of the site, in two parts:
 *
 * - the document policy, written per page into a `<meta>` tag by the
 *   post-build step: `script-src 'self'` plus the SHA-256 of each inline
 *   script of that page, and exactly the outside origins the pages use;
 * - the header policy, sent by the host on every response: the directives a
 *   `<meta>` policy cannot carry (`frame-ancestors`) and the ones that must
 *   hold even where the page policy is absent (base, objects, forms,
 *   workers).
 *
 * Every outside origin is derived from the code or setting that builds its
 * URLs, so changing an endpoint in content/site.ts changes the policy.
 */

export interface PolicySources {
  /** Origins that pages embed in an iframe: the branch map and video players. */
  frames: readonly string[];
  /** Origins that forms post to: the enquiry form service. */
  forms: readonly string[];
  /** Origins that scripts send data to: the web-vitals endpoint when set. */
  connect: readonly string[];
}

type Settings = Pick<SiteSettings, 'enquiryEndpoint' | 'vitalsEndpoint'>;

export function policySources(settings: Settings = site): PolicySources {
  return {
    frames: unique([originOf(osmEmbedUrl(0, 0)), YOUTUBE_EMBED_ORIGIN]),
    forms: crossOrigin(settings.enquiryEndpoint),
    connect: settings.vitalsEndpoint === null ? [] : crossOrigin(settings.vitalsEndpoint),
  };
}

/** A policy as ordered directives: name, then its sources. */
export type Directives = ReadonlyArray<readonly [string, ...string[]]>;

export function serialise(directives: Directives): string {
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The page's own policy: everything a `<meta>` policy may carry. */
export function documentDirectives(
  scriptHashes: readonly string[],
  sources: PolicySources = policySources(),
  styleHashes: readonly string[] = [],
): Directives {
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...unique(scriptHashes).sort()],
    // The page's inline <style> (its stylesheets, inlined after the build) by hash; never 'unsafe-inline'.
    ['style-src', "'self'", ...unique(styleHashes).sort()],
    // React writes style attributes (sizes, blurred placeholders).
    ['style-src-attr', "'unsafe-inline'"],
    // Blurred placeholders are data: URLs inside those style attributes.
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['media-src', "'self'"],
    ['connect-src', "'self'", ...sources.connect],
    // The service worker (lib/offline/caches.ts SERVICE_WORKER_PATH) comes from the site; no blob: or outside workers.
    ['worker-src', "'self'"],
    ['frame-src', ...(sources.frames.length > 0 ? sources.frames : ["'none'"])],
    ['form-action', "'self'", ...sources.forms],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
  ];
}

/** The policy every response carries as a header, pages or not. */
export function headerDirectives(sources: PolicySources = policySources()): Directives {
  return [
    ['frame-ancestors', "'none'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['form-action', "'self'", ...sources.forms],
    // As in the page policy: any document the host serves, with a page policy of its own or not, runs workers from the site only.
    ['worker-src', "'self'"],
  ];
}

export function documentPolicy(scriptHashes: readonly string[], sources?: PolicySources, styleHashes: readonly string[] = []): string {
  return serialise(documentDirectives(scriptHashes, sources, styleHashes));
}

export function headerPolicy(sources?: PolicySources): string {
  return serialise(headerDirectives(sources));
}

/**
 * The CSP source expression for an inline script: SHA-256 of its text as the
 * browser sees it (UTF-8, line breaks normalised by the HTML parser).
 */
export function scriptHash(text: string): string {
  return sourceHash(text);
}

/** The CSP source expression for an inline <style>: SHA-256 of its text, as for scripts. */
export function styleHash(text: string): string {
  return sourceHash(text);
}

function sourceHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** The origin of an absolute URL; nothing for a same-origin path, which 'self' covers. */
function crossOrigin(url: string): string[] {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) ? [originOf(url)] : [];
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
