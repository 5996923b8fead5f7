import type { FeatureCard as FeatureCardRecord } from '@/content/factory/types';
import { FeatureCard } from './feature-card';
import styles from './feature-grid.module.css';

/** A grid of feature cards; a card marked hideOnMobile is hidden at 768 px and below, by CSS alone. */
export function FeatureGrid({ cards, label }: { cards: readonly FeatureCardRecord[]; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {cards.map((card) => (
        <li key={card.title} className={styles.item} data-hide-on-mobile={card.hideOnMobile ? '' : undefined}>
          <FeatureCard card={card} />
        </li>
      ))}
    </ul>
  );
}
