import type { CompanyFact } from '@/content/company';
import styles from './fact-grid.module.css';

/** Figures as a definition list: the number large, what it measures beneath. */
export function FactGrid({ facts, label }: { facts: readonly CompanyFact[]; label?: string }) {
  return (
    <dl className={styles.grid} aria-label={label}>
      {facts.map((f) => (
        <div key={f.label} className={styles.fact}>
          <dt className={styles.label}>{f.label}</dt>
          <dd className={styles.value}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
