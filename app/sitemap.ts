import type { MetadataRoute } from 'next';
import { lastModified } from '@/lib/seo/last-modified';
import { sitemapEntries } from '@/lib/seo/sitemap';

// Static export: written once at build into out/sitemap.xml.
export const dynamic = 'force-static';

/** Every indexable page with an absolute URL from SITE_URL (lib/seo/sitemap.ts). */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(lastModified);
}
