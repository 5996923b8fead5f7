import { SERVICE_WORKER_PATH } from '@/lib/offline/caches';
import { routeEntries, type RouteEntry } from '@/lib/routing/routes';
import { pageFile, type PlanInput } from './plan';

/**
 * For tests: an export as the build writes it (every route's file, the 404
 * page, fingerprinted and plain assets, the service worker), without
 * running the build.
 */
export function sampleExport(routes: readonly RouteEntry[] = routeEntries): PlanInput {
  const imageVariants = new Set(['/img/banners/about-320.cd6ce410.avif', '/img/banners/about-320.cd6ce410.webp']);
  const files = [
    ...routes.map((r) => pageFile(r.path)),
    '/404.html',
    '/search-index.json',
    '/sitemap.xml',
    '/robots.txt',
    '/_next/static/chunks/0abc.js',
    '/_next/static/media/inter.woff2',
    ...imageVariants,
    '/media/video/home-hero.mp4',
    '/icons/icon-192.png',
    '/datasheets/s1v.pdf',
    SERVICE_WORKER_PATH,
  ];
  return { routes, files, imageVariants };
}
