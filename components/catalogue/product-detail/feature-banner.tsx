import { Sparkles } from 'lucide-react';
import styles from './product-detail.module.css';

/** The one-line banner under the hero. */
export function FeatureBanner({ text }: { text: string }) {
  return (
    <div className={styles.banner}>
      <p className={`container ${styles.bannerText}`}>
        <Sparkles size={20} aria-hidden="true" />
        <span>{text}</span>
      </p>
    </div>
  );
}
