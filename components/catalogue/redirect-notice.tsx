import { SiteLink } from '@/components/ui/site-link';
import styles from './redirect-notice.module.css';

/**
 * The body of an old link's page. The meta refresh and the script send
 * browsers on at once; this is for anyone whose browser does neither.
 */
export function RedirectNotice({ to, title }: { to: string; title: string }) {
  return (
    <div className={`container ${styles.wrap}`}>
      <meta httpEquiv="refresh" content={`0; url=${to}`} />
      <script dangerouslySetInnerHTML={{ __html: `location.replace(${JSON.stringify(to)}+location.hash)` }} />
      <h1>This page has moved</h1>
      <p>
        The {title} page now lives at a new address: <SiteLink href={to}>{title}</SiteLink>.
      </p>
    </div>
  );
}
