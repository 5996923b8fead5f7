import type { AnchorHTMLAttributes } from 'react';

/**
 * The site's one link component: a plain anchor, so every page is a document
 * of its own. A static catalogue gains little from client-side navigation,
 * and its router code (next/link, about 3.5 KB gzipped) would ride on every
 * first view; each page instead paints from its own HTML, with its own
 * inline styles and policy, and the browser caches the shared scripts.
 */
export function SiteLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} {...props} />;
}
