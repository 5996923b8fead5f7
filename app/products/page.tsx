import type { Metadata } from 'next';
import { FamilyCards } from '@/components/catalogue/family-cards';
import { PageBanner } from '@/components/layout/page-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { productsPage } from '@/content/families';
import { banners } from '@/content/media/imagery';
import { pageTrail } from '@/lib/breadcrumbs';
import { paths } from '@/content/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbList } from '@/lib/seo/structured-data';
import styles from './page.module.css';

const trail = pageTrail('products');

export const metadata: Metadata = pageMetadata({
  path: paths.products,
  title: productsPage.metaTitle,
  description: productsPage.metaDescription,
});

export default function ProductsPage() {
  return (
    <>
      <PageBanner trail={trail} banner={banners.products} title={productsPage.title} lead={productsPage.lead} />
      <section className={`container ${styles.body}`} aria-labelledby="families-title">
        <h2 id="families-title" className="visually-hidden">
          {productsPage.familiesTitle}
        </h2>
        <FamilyCards headingLevel="h3" />
      </section>
      <JsonLd nodes={[breadcrumbList(trail)]} />
    </>
  );
}
