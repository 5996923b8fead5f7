import { FeatureGallery } from '@/components/catalogue/feature-gallery';
import { FeatureIcon } from '@/components/ui/feature-icon';
import { CompareControl } from '@/components/compare/compare-control';
import { ButtonRow } from '@/components/ui/button-row';
import { AddToEnquiryControl } from '@/components/enquiry/add-to-enquiry-control';
import type { PagedProduct } from '@/content/catalogue';
import { catalogueLabels } from '@/content/catalogue/labels';
import { fieldKitLink } from '@/content/field-kit';
import { paths } from '@/content/paths';
import type { Family } from '@/content/catalogue/types';
import { productTrail } from '@/lib/nav/breadcrumbs';
import { MOBILE_QUERY } from '@/lib/browser/breakpoints';
import { kitChoiceId } from '@/lib/offline/choice';
import { SiteLink } from '@/components/ui/site-link';
import { Breadcrumbs } from '../breadcrumbs';
import { ProductImage } from '../product-image';
import { DatasheetLink, EnquireLink } from '../product-links';
import hero from '../catalogue-hero.module.css';
import styles from './product-detail.module.css';

const HERO_IMAGE_SIZES = `${MOBILE_QUERY} 90vw, 480px`;

/** The top of a product page: where it sits, what it is, how to ask about it, and its picture or gallery. */
export function ProductHero({ product, family }: { product: PagedProduct; family: Family }) {
  const gallery = product.page.gallery;
  return (
    <section className={styles.hero} aria-labelledby="product-title">
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <Breadcrumbs trail={productTrail(product)} />
          <p className={hero.eyebrow}>{family.brand}</p>
          <h1 id="product-title" className={`${hero.title} ${styles.title}`}>
            {product.title}
          </h1>
          <p className={`${hero.lead} ${styles.lead}`}>{product.summary}</p>
          <ButtonRow>
            <EnquireLink product={product} className={styles.primary} button="primary" />
            <AddToEnquiryControl product={product} place="hero" />
            <DatasheetLink product={product} className={styles.secondary} button="plain" />
            <CompareControl product={product} variant="hero" />
          </ButtonRow>
          <p className={styles.keepOffline}>
            {fieldKitLink.lead}{' '}
            <SiteLink href={`${paths.fieldKit}#${kitChoiceId(family.key)}`}>{fieldKitLink.label(family.shortTitle)}</SiteLink>
          </p>
        </div>
        <div className={styles.heroMedia}>
          {gallery ? (
            <FeatureGallery
              label={catalogueLabels.gallery(product.model)}
              items={gallery.map((item) => ({
                label: item.label,
                text: item.text,
                icon: <FeatureIcon name={item.icon} />,
                image: item.image ? <ProductImage image={item.image} sizes={HERO_IMAGE_SIZES} /> : null,
              }))}
              fallback={<ProductImage image={product.image} sizes={HERO_IMAGE_SIZES} priority inline />}
            />
          ) : (
            <ProductImage image={product.image} sizes={HERO_IMAGE_SIZES} priority inline />
          )}
        </div>
      </div>
    </section>
  );
}
