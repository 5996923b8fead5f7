import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FamilyLanding } from '@/components/catalogue/family-landing';
import { ProductDetail } from '@/components/catalogue/product-detail/product-detail';
import { RedirectNotice } from '@/components/catalogue/redirect-notice';
import { catalogueRoutes, catalogueSegments, resolveCataloguePath } from '@/lib/catalogue-routes';

/**
 * Every catalogue path: family landing pages, product pages and the redirect
 * pages of old links, all from content/catalogue. Brand routes follow the
 * slug in content/site.ts, so no folder names a brand.
 */
type Props = { params: Promise<{ path: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return catalogueRoutes.map((route) => ({ path: catalogueSegments(route) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const route = resolveCataloguePath((await params).path);
  if (!route) return {};
  switch (route.kind) {
    case 'family':
      return {
        title: route.family.title,
        description: route.family.metaDescription,
        alternates: { canonical: route.path },
      };
    case 'product':
      return {
        title: route.product.title,
        description: route.product.page.metaDescription,
        alternates: { canonical: route.path },
        openGraph: { title: route.product.title, description: route.product.page.metaDescription, url: route.path },
      };
    case 'redirect':
      return {
        title: `Moved: ${route.product.model}`,
        description: `This address has moved to the ${route.product.title} page.`,
        alternates: { canonical: route.to },
        robots: { index: false, follow: true },
      };
  }
}

export default async function CataloguePage({ params }: Props) {
  const route = resolveCataloguePath((await params).path);
  if (!route) notFound();
  switch (route.kind) {
    case 'family':
      return <FamilyLanding family={route.family} />;
    case 'product':
      return <ProductDetail product={route.product} />;
    case 'redirect':
      return <RedirectNotice to={route.to} title={route.product.title} />;
  }
}
