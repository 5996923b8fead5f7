import Link from 'next/link';
import { ArrowRight, FileDown, MessageSquare } from 'lucide-react';
import { datasheetPath, hasDatasheet } from '@/content/catalogue';
import type { Product } from '@/content/catalogue/types';
import { enquiryPath } from '@/content/paths';
import { ProductImage } from './product-image';
import { MOBILE_QUERY } from '@/lib/breakpoints';
import styles from './product-card.module.css';

/**
 * A landing-grid card. With a page, the title link stretches over the whole
 * card, so a click anywhere but the buttons opens the product page.
 */
export function ProductCard({ product }: { product: Product }) {
  const page = product.page;
  const name = product.cardTitle ?? product.model;
  return (
    <article className={styles.card} data-linked={page ? true : undefined}>
      <div className={styles.media}>
        <ProductImage image={product.image} sizes={`${MOBILE_QUERY} 90vw, 300px`} className={styles.image} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          {page ? (
            <Link href={page.route} className={styles.stretched}>
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        <p className={styles.description}>{product.summary}</p>
        <div className={styles.actions}>
          <Link className={styles.primary} href={enquiryPath(product.key)}>
            <MessageSquare size={16} aria-hidden="true" />
            Enquire Now<span className="visually-hidden"> about {name}</span>
          </Link>
          {page ? (
            <Link className={styles.secondary} href={page.route}>
              Read More<span className="visually-hidden"> about {name}</span>
              <ArrowRight size={16} aria-hidden="true" />
            </Link>
          ) : null}
          {hasDatasheet(product) ? (
            <a className={styles.secondary} href={datasheetPath(product)} target="_blank" rel="noopener">
              <FileDown size={16} aria-hidden="true" />
              Download Catalog<span className="visually-hidden"> for {name} (PDF, opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
    </article>
  );
}
