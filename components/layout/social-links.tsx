import { site } from '@/content/site';
import { SocialIcon } from '@/components/ui/social-icon';
import styles from './social-links.module.css';

export function SocialLinks({ tone = 'light', size = 16 }: { tone?: 'light' | 'dark'; size?: number }) {
  return (
    <ul className={styles.list} data-tone={tone}>
      {site.social.map((s) => (
        <li key={s.kind}>
          <a className={styles.link} href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} title={s.label}>
            <SocialIcon kind={s.kind} size={size} />
          </a>
        </li>
      ))}
    </ul>
  );
}
