import type { Feature, SharedFeatures } from '@/content/catalogue/types';
import { DetailSection } from './detail-section';
import styles from './product-detail.module.css';

/**
 * What is particular to the product, then, each under its own heading, the
 * facts it shares with its range: those live once in a shared record and
 * say so, instead of being pasted into every product.
 */
export function FeaturesSection({ heading, features, shared }: { heading: string; features: readonly Feature[]; shared: readonly SharedFeatures[] }) {
  if (features.length === 0 && shared.length === 0) return null;
  return (
    <DetailSection id="features" title={heading}>
      {features.length > 0 ? <FeatureList features={features} /> : null}
      {shared.map((group) => (
        <div key={group.title} className={styles.shared}>
          <h3 className={styles.sharedTitle}>{group.title}</h3>
          <FeatureList features={group.features} headingLevel="h4" />
        </div>
      ))}
    </DetailSection>
  );
}

function FeatureList({ features, headingLevel: Heading = 'h3' }: { features: readonly Feature[]; headingLevel?: 'h3' | 'h4' }) {
  return (
    <ul className={styles.features}>
      {features.map((f) => (
        <li key={f.title}>
          <Heading className={styles.featureTitle}>{f.title}</Heading>
          <p>{f.text}</p>
        </li>
      ))}
    </ul>
  );
}
