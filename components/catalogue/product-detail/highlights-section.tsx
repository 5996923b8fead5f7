import { CheckCircle2 } from 'lucide-react';
import { catalogueLabels } from '@/content/catalogue/labels';
import { DetailSection } from './detail-section';
import styles from './product-detail.module.css';

/** 'Key Highlights': the four points of an OLT page (spec 2.3); nothing when the record has none. */
export function HighlightsSection({ highlights }: { highlights: readonly string[] }) {
  if (highlights.length === 0) return null;
  return (
    <DetailSection id="highlights" title={catalogueLabels.highlights}>
      <ul className={styles.highlights}>
        {highlights.map((h) => (
          <li key={h}>
            <CheckCircle2 size={20} aria-hidden="true" />
            <span>{h}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
