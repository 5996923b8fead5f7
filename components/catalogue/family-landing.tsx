import { getProducts } from '@/content/catalogue';
import { countOf, productNoun } from '@/content/count';
import { paths } from '@/content/paths';
import { plannerPage } from '@/content/planner';
import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from '@/components/ui/icons/arrow-right';
import type { Family } from '@/content/catalogue/types';
import { familyTrail } from '@/lib/nav/breadcrumbs';
import { CompareTray } from '@/components/compare/compare-tray';
import { Breadcrumbs } from './breadcrumbs';
import { ProductCard } from './product-card';
import { ProductImage } from './product-image';
import { guideRows, islandFacets } from '@/lib/guide/rows';
import { guideCsvPath } from '@/lib/guide/files';
import { LandingCatalogueIsland } from './guide/landing-catalogue-island';
import guideStyles from './guide/guide.module.css';
import tabStyles from './guide/tabs.module.css';
import { MOBILE_QUERY } from '@/lib/browser/breakpoints';
import hero from './catalogue-hero.module.css';
import styles from './family-landing.module.css';

/** One template for every family landing page: hero, then the selection guide and the product grid, narrowed together by the tabs and the guide's filters. */
export function FamilyLanding({ family }: { family: Family }) {
  const products = getProducts(family.key);
  return (
    <>
      <section className={styles.hero} aria-labelledby="family-title" data-family={family.key}>
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <Breadcrumbs trail={familyTrail(family)} />
            <p className={hero.eyebrow}>{family.hero.eyebrow}</p>
            <h1 id="family-title" className={`${hero.title} ${styles.title}`}>
              {family.title}
            </h1>
            <p className={`${hero.lead} ${styles.lead}`}>{family.hero.lead}</p>
            <p className={styles.meta}>
              {countOf(products.length, productNoun)} · {family.brand}
            </p>
            <p className={styles.planner}>
              <SiteLink href={paths.planner}>
                {plannerPage.landingPrompt}
                <ArrowRight size={16} aria-hidden="true" />
              </SiteLink>
            </p>
          </div>
          <div className={styles.heroImage}>
            <ProductImage image={family.hero.image} sizes={`${MOBILE_QUERY} 80vw, 420px`} priority inline />
          </div>
        </div>
      </section>
      <section className={`container ${styles.catalogue}`} aria-labelledby="family-products">
        <h2 id="family-products" className="visually-hidden">
          Products
        </h2>
        <LandingCatalogueIsland
          classes={{ tabs: tabStyles, guide: guideStyles }}
          family={family.key}
          name={family.shortTitle}
          idPrefix={family.key}
          tabsLabel={`${family.shortTitle} product categories`}
          tabs={family.tabs}
          facets={islandFacets(family.key)}
          rows={guideRows(products)}
          csvHref={guideCsvPath(family.key)}
          cards={products.map((product) => ({
            key: product.key,
            tabs: product.tabs as readonly string[],
            models: product.models.map((m) => m.name),
            card: <ProductCard product={product} />,
          }))}
        />
      </section>
      <CompareTray family={family.key} />
    </>
  );
}
