import { FamilyCards } from '@/components/catalogue/family-cards';
import { PageBanner } from '@/components/layout/page-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { productsPage } from '@/content/families';
import { definePage } from '@/lib/routing/pages';
import styles from './page.module.css';

const page = definePage('products');
export const metadata = page.metadata;

export default function ProductsPage() {
  return (
    <>
      <PageBanner {...page.banner} title={productsPage.title} lead={productsPage.lead} />
      <section className={`container ${styles.body}`} aria-labelledby="families-title">
        <h2 id="families-title" className="visually-hidden">
          {productsPage.familiesTitle}
        </h2>
        <FamilyCards headingLevel="h3" />
      </section>
      <JsonLd nodes={page.jsonLd} />
    </>
  );
}
