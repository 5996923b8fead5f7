import type { CompanyFact } from '@/content/company';
import styles from './fact-grid.module.css';

/**
 * Figures as a definition list: the number large, what it measures beneath.
 * With a label, the list is a figure captioned (for screen readers) by it;
 * a plain <dl> takes no name of its own.
 */
export function FactGrid({ facts, label }: { facts: readonly CompanyFact[]; label?: string }) {
  const list = (
    <dl className={styles.grid}>
      {facts.map((f) => (
        <div key={f.label} className={styles.fact}>
          <dt className={styles.label}>{f.label}</dt>
          <dd className={styles.value}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
  if (!label) return list;
  return (
    <figure className={styles.figure}>
      <figcaption className="visually-hidden">{label}</figcaption>
      {list}
    </figure>
  );
}
