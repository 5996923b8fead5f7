import styles from './skip-link.module.css';

export const MAIN_ID = 'main';

export function SkipLink() {
  return (
    <a className={styles.skip} href={`#${MAIN_ID}`}>
      Skip to main content
    </a>
  );
}
