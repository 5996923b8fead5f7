import type { PagedProduct } from '@/content/catalogue';
import { catalogueLabels } from '@/content/catalogue/labels';
import type { ShowcaseBlock } from '@/content/catalogue/types';
import { MOBILE_QUERY } from '@/lib/browser/breakpoints';
import { ProductImage } from '../product-image';
import { EnquireLink } from '../product-links';
import { DetailSection } from './detail-section';
import styles from './product-detail.module.css';

/** Alternating picture and text blocks (EDFA product five, spec 2.9); the last ends with 'Enquire Now'. */
export function ShowcaseSection({ product, blocks }: { product: PagedProduct; blocks: readonly ShowcaseBlock[] }) {
  return (
    <DetailSection id="in-detail" title={catalogueLabels.inDetail(product.model)}>
      {blocks.map((block, i) => (
        <article key={block.title} className={styles.showcase} data-side={i % 2 === 0 ? 'left' : 'right'}>
          <div className={styles.showcaseMedia}>
            <ProductImage image={block.image} sizes={`${MOBILE_QUERY} 90vw, 520px`} />
          </div>
          <div>
            <h3>{block.title}</h3>
            <p>{block.text}</p>
            {i === blocks.length - 1 ? (
              <EnquireLink product={product} className={styles.primary} button="primary" hiddenSuffix={catalogueLabels.enquireAbout(product.model)} />
            ) : null}
          </div>
        </article>
      ))}
    </DetailSection>
  );
}
