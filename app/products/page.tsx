import type { Metadata } from 'next';
import { FamilyCards } from '@/components/catalogue/family-cards';
import { PageBanner } from '@/components/layout/page-banner';
import { productsPage } from '@/content/families';
import { banners } from '@/content/media/imagery';
import { paths } from '@/content/paths';
import styles from './page.module.css';

export const metadata: Metadata = {
  title: productsPage.metaTitle,
  description: productsPage.metaDescription,
  alternates: { canonical: paths.products },
};

export default function ProductsPage() {
  return (
    <>
      <PageBanner banner={banners.products} title={productsPage.title} lead={productsPage.lead} />
      <section className={`container ${styles.body}`} aria-labelledby="families-title">
        <h2 id="families-title" className="visually-hidden">
          {productsPage.familiesTitle}
        </h2>
        <FamilyCards headingLevel="h3" />
      </section>
    </>
  );
}
