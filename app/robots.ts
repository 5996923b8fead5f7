import type { MetadataRoute } from 'next';
import { robotsRules } from '@/lib/seo/sitemap';

// Static export: written once at build into out/robots.txt.
export const dynamic = 'force-static';

/** Everything open to crawlers but the pages kept out of search results; names the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return robotsRules();
}
