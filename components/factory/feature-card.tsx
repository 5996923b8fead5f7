import type { FeatureCard as FeatureCardRecord } from '@/content/factory/types';
import { FeatureIcon } from './feature-icon';
import styles from './feature-card.module.css';

/** Icon, title and a sentence: one card of a features grid. */
export function FeatureCard({ card, headingLevel: Heading = 'h3' }: { card: FeatureCardRecord; headingLevel?: 'h3' | 'h4' }) {
  return (
    <article className={styles.card}>
      <span className={styles.icon}>
        <FeatureIcon name={card.icon} />
      </span>
      <Heading className={styles.title}>{card.title}</Heading>
      <p className={styles.description}>{card.description}</p>
    </article>
  );
}
