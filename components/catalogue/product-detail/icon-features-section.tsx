import { FeatureIcon } from '@/components/ui/feature-icon';
import { catalogueLabels } from '@/content/catalogue/labels';
import type { IconFeature } from '@/content/catalogue/types';
import { DetailSection } from './detail-section';
import styles from './product-detail.module.css';

/** 'At a glance': the five feature icons of a fibre variant page. */
export function IconFeaturesSection({ features }: { features: readonly IconFeature[] }) {
  return (
    <DetailSection id="at-a-glance" title={catalogueLabels.atAGlance}>
      <ul className={styles.iconFeatures}>
        {features.map((f) => (
          <li key={f.label}>
            <span className={styles.iconBadge}>
              <FeatureIcon name={f.icon} size={26} />
            </span>
            <strong>{f.label}</strong>
            {f.text ? <span>{f.text}</span> : null}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
