import Link from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's one link component: next/link without prefetching. A static
 * export has no server to spare prefetches from, and prefetching every link
 * that scrolls into view loaded other pages' payloads and scripts into each
 * first view (about 30 KB on a product page). Navigation stays client-side;
 * the target's payload loads on the click.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}
