import { getFamily, getSimilarProducts, type PagedProduct } from '@/content/catalogue';
import { catalogueLabels } from '@/content/catalogue/labels';
import { CompareTray } from '@/components/compare/compare-tray';
import { ApplicationSection } from './application-section';
import { FeatureBanner } from './feature-banner';
import { FeaturesSection } from './features-section';
import { HighlightsSection } from './highlights-section';
import { IconFeaturesSection } from './icon-features-section';
import { ProductHero } from './product-hero';
import { ShowcaseSection } from './showcase-section';
import { SimilarProducts } from './similar-products';
import { TablesSection } from './tables-section';
import styles from './product-detail.module.css';

/**
 * One template for every product page, whatever its family: the sections
 * beside this file, each shown only when the record has something for it.
 */
export function ProductDetail({ product }: { product: PagedProduct }) {
  const family = getFamily(product.family);
  const page = product.page;
  const accessories = [page.accessories, page.basicAccessories].filter((t) => t !== undefined);
  return (
    <>
      <ProductHero product={product} family={family} />
      <FeatureBanner text={page.banner} />
      <div className={`container ${styles.body}`}>
        <HighlightsSection highlights={page.highlights} />
        {page.iconFeatures ? <IconFeaturesSection features={page.iconFeatures} /> : null}
        {page.showcase ? <ShowcaseSection product={product} blocks={page.showcase} /> : null}
        <FeaturesSection heading={family.featuresHeading} features={page.features} shared={page.shared ?? []} />
        <ApplicationSection product={product} />
        <TablesSection id="specifications" title={catalogueLabels.specifications} tables={page.specTables} />
        <TablesSection id="accessories" title={catalogueLabels.accessories} tables={accessories} />
        <SimilarProducts products={getSimilarProducts(product)} />
      </div>
      <CompareTray family={product.family} />
    </>
  );
}
