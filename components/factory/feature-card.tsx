import type { FeatureCard as FeatureCardRecord } from '@/content/factory/types';
import { FeatureIcon } from '@/components/ui/feature-icon';
import styles from './feature-card.module.css';

/** Icon, title and a sentence: one card of a features grid. */
export function FeatureCard({ card, headingLevel: Heading = 'h3' }: { card: FeatureCardRecord; headingLevel?: 'h3' | 'h4' }) {
  return (
    <article className={styles.card}>
      <span className={styles.icon}>
        <FeatureIcon name={card.icon} size={28} strokeWidth={2} />
      </span>
      <Heading className={styles.title}>{card.title}</Heading>
      <p className={styles.description}>{card.description}</p>
    </article>
  );
}
