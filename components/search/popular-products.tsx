import { getFamily, getProduct, hasPage, type PagedProduct } from '@/content/catalogue';
import { popularProductKeys } from '@/content/search';
import { Card, CardGrid } from '@/components/ui/card';
import styles from './popular-products.module.css';

/** The featured products, as cards linking to their pages. */
export function PopularProducts() {
  const products = popularProductKeys.map(getProduct).filter((p): p is PagedProduct => p !== null && hasPage(p));
  return (
    <CardGrid className={styles.grid}>
      {products.map((p) => (
        <Card key={p.key} className={styles.card} linked>
          <p className={styles.family}>{getFamily(p.family).shortTitle}</p>
          <h3 className={styles.title}>
            <a className="stretched-link" href={p.page.route}>
              {p.title}
            </a>
          </h3>
          <p className={styles.summary}>{p.summary}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
