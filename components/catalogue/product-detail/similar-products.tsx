import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from 'lucide-react';
import type { PagedProduct } from '@/content/catalogue';
import { catalogueLabels } from '@/content/catalogue/labels';
import { MOBILE_QUERY } from '@/lib/browser/breakpoints';
import { ProductImage } from '../product-image';
import { DetailSection } from './detail-section';
import styles from './product-detail.module.css';

/** The 'Similar Products' strip: a card per product the record names (four, six on EDFA pages), each with 'Know More' to its page. */
export function SimilarProducts({ products }: { products: readonly PagedProduct[] }) {
  return (
    <DetailSection id="similar" title={catalogueLabels.similar}>
      <ul className={styles.similar} data-count={products.length}>
        {products.map((s) => {
          const name = s.cardTitle ?? s.model;
          return (
            <li key={s.key} className={styles.similarCard}>
              <div className={styles.similarMedia}>
                <ProductImage image={s.image} sizes={`${MOBILE_QUERY} 45vw, 260px`} />
              </div>
              <h3>{name}</h3>
              <SiteLink className={styles.knowMore} href={s.page.route}>
                {catalogueLabels.knowMore}
                <span className="visually-hidden">{catalogueLabels.about(name)}</span>
                <ArrowRight size={16} aria-hidden="true" />
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
