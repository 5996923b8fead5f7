import { SiteLink } from '@/components/ui/site-link';
import { buttonClassName } from '@/components/ui/button';
import { ArrowRight } from 'lucide-react';
import { catalogueLabels } from '@/content/catalogue/labels';
import type { Product } from '@/content/catalogue/types';
import { MOBILE_QUERY } from '@/lib/browser/breakpoints';
import { CompareControl } from '@/components/compare/compare-control';
import { AddToEnquiryControl } from '@/components/enquiry/add-to-enquiry-control';
import { cardFigures } from '@/lib/guide/card-figures';
import { cardId } from '@/lib/catalogue/product-href';
import { ProductImage } from './product-image';
import { DatasheetLink, EnquireLink } from './product-links';
import styles from './product-card.module.css';

/**
 * A landing-grid card. With a page, the title link stretches over the whole
 * card, so a click anywhere but the buttons opens the product page. Without
 * one, the card is where links to the product lead (productHref): it carries
 * the id they name, and shows that it was the one asked for.
 */
export function ProductCard({ product }: { product: Product }) {
  const page = product.page;
  const name = product.cardTitle ?? product.model;
  const figures = cardFigures(product);
  return (
    <article
      className={page ? styles.card : `${styles.card} ${styles.linkTarget}`}
      id={page ? undefined : cardId(product)}
      data-linked={page ? true : undefined}
    >
      <div className={styles.media}>
        <ProductImage image={product.image} sizes={`${MOBILE_QUERY} 90vw, 300px`} className={styles.image} />
      </div>
      <CompareControl product={product} variant="overlay" />
      <div className={styles.body}>
        <h3 className={styles.title}>
          {page ? (
            <SiteLink href={page.route} className={styles.stretched}>
              {name}
            </SiteLink>
          ) : (
            name
          )}
        </h3>
        {figures.length > 0 ? (
          <p className={styles.figures}>
            {figures.map((figure, i) => (
              <span key={figure.label}>
                {i > 0 ? <span aria-hidden="true"> · </span> : null}
                <span className="visually-hidden">{figure.label}: </span>
                {figure.text}
                {i < figures.length - 1 ? <span className="visually-hidden">;</span> : null}
              </span>
            ))}
          </p>
        ) : null}
        <p className={styles.description}>{product.summary}</p>
        <div className={styles.actions}>
          <EnquireLink product={product} className={styles.primary} button="primary" iconSize={16} hiddenSuffix={catalogueLabels.about(name)} />
          <AddToEnquiryControl product={product} />
          {page ? (
            <SiteLink className={buttonClassName(styles.secondary)} href={page.route}>
              {catalogueLabels.readMore}
              <span className="visually-hidden">{catalogueLabels.about(name)}</span>
              <ArrowRight size={16} aria-hidden="true" />
            </SiteLink>
          ) : null}
          <DatasheetLink product={product} className={styles.secondary} button="plain" iconSize={16} hiddenSuffix={catalogueLabels.forName(name)} />
        </div>
      </div>
    </article>
  );
}
