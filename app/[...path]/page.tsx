import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { FamilyLanding } from '@/components/catalogue/family-landing';
import { ProductDetail } from '@/components/catalogue/product-detail/product-detail';
import { RedirectNotice } from '@/components/catalogue/redirect-notice';
import { JsonLd } from '@/components/seo/json-ld';
import { catalogueRoutes, catalogueSegments, resolveCataloguePath } from '@/lib/catalogue/routes';
import { catalogueMetadata, catalogueNodes } from '@/lib/seo/catalogue';

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
  return route ? catalogueMetadata(route) : {};
}

export default async function CataloguePage({ params }: Props) {
  const route = resolveCataloguePath((await params).path);
  if (!route) notFound();
  switch (route.kind) {
    case 'family':
      return (
        <>
          <FamilyLanding family={route.family} />
          <JsonLd nodes={catalogueNodes(route)} />
        </>
      );
    case 'product':
      return (
        <>
          <ProductDetail product={route.product} />
          <JsonLd nodes={catalogueNodes(route)} />
        </>
      );
    case 'redirect':
      return <RedirectNotice to={route.to} title={route.product.title} />;
  }
}
