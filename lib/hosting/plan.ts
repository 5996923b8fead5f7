import type { RouteEntry } from '@/lib/routing/routes';
import { fingerprintedFiles, immutableRules, workerScripts, type ImmutableRule } from './cache';
import { policySources, type PolicySources } from './csp';
import { securityHeaders, type Header } from './headers';
import { redirectsOf, type Redirect } from './redirects';

/**
 * How the site is served, as one description every host configuration is
 * written from: the old addresses and their pages, the clean URL of every
 * page and its file, the headers every response carries, which files are
 * immutable, the 404 page, and the files that must never be served.
 * Built from the route table and the files the export wrote, never from a
 * hand-kept list.
 */
export interface HostingPlan {
  redirects: readonly Redirect[];
  /** Every page of the route table: its clean URL and the exported file. */
  pages: readonly { path: string; file: string }[];
  headers: readonly Header[];
  /** Cache-Control is immutable under these rules, `no-cache` on the worker scripts and revalidate elsewhere. */
  immutable: readonly ImmutableRule[];
  /** The service-worker scripts of the export (WORKER_SCRIPTS that it holds): `no-cache` on every host. */
  workers: readonly string[];
  notFound: string;
  /** Files in out/ that configure a host; every host answers them 404. */
  hidden: readonly string[];
}

export const NOT_FOUND_FILE = '/404.html';

/** Host configuration files written into out/ (Netlify and Cloudflare Pages read them there). */
export const HOST_CONFIG_FILES = ['/_headers', '/_redirects'] as const;

export interface PlanInput {
  routes: readonly RouteEntry[];
  /** Every file of the export, as a URL path ('/about.html', '/_next/static/…'). */
  files: readonly string[];
  /** Image variants named by fingerprint (media/image-manifest.json). */
  imageVariants: ReadonlySet<string>;
  sources?: PolicySources;
}

export function pageFile(path: string): string {
  return path === '/' ? '/index.html' : `${path}.html`;
}

export function planHosting({ routes, files, imageVariants, sources = policySources() }: PlanInput): HostingPlan {
  const exported = new Set(files);
  const pages = routes.filter((r) => r.kind !== 'redirect').map((r) => ({ path: r.path, file: pageFile(r.path) }));
  const missing = pages.filter((p) => !exported.has(p.file)).map((p) => p.file);
  if (missing.length > 0) throw new Error(`pages of the route table missing from the export: ${missing.join(', ')}`);
  if (!exported.has(NOT_FOUND_FILE)) throw new Error(`the export has no ${NOT_FOUND_FILE}`);

  const allFiles = [...new Set([...files, ...HOST_CONFIG_FILES])].sort();
  const workers = workerScripts(allFiles);
  // A worker is never immutable, even in a fingerprinted folder: that folder's rule then names its other files one by one.
  const fingerprinted = fingerprintedFiles(allFiles, imageVariants);
  for (const worker of workers) fingerprinted.delete(worker);
  return {
    redirects: redirectsOf(routes),
    pages,
    headers: securityHeaders(sources),
    immutable: immutableRules(allFiles, fingerprinted),
    workers,
    notFound: NOT_FOUND_FILE,
    hidden: [...HOST_CONFIG_FILES],
  };
}
