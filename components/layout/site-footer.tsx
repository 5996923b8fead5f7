import { SiteLink } from '@/components/ui/site-link';
import { popularLinks, quickLinks, type FooterLink } from '@/content/navigation';
import { site } from '@/content/site';
import { paths } from '@/content/paths';
import { LogoMark } from '@/components/brand/logo';
import { SocialLinks } from './social-links';
import { FIRST_PAINT_UNTIL_ID } from '@/lib/hosting/page-markers';
import styles from './site-footer.module.css';
// After the footer's own styles, so the island's follow them in the page's stylesheet, as they always have.
import { LazyBranchOffices } from './lazy-branch-offices';

/** The build year: the copyright line is fixed when the site is exported. */
const buildYear = new Date().getFullYear();

export function SiteFooter() {
  return (
    // The first paint waits for the parser to get here (build/post-export/first-paint.ts).
    <footer id={FIRST_PAINT_UNTIL_ID} className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.brand} aria-labelledby="footer-company">
          <div className={styles.brandRow}>
            <LogoMark width={44} height={44} />
            <h2 id="footer-company" className={styles.company}>
              {site.legalName}
            </h2>
          </div>
          <p className={styles.tagline}>{site.tagline}</p>
          <p className={styles.blurb}>
            Splicing, test, PON, amplification and cable for India&apos;s fibre networks, backed by our own factories and
            twelve branch offices.
          </p>
          <SocialLinks size={18} />
        </section>

        <section className={styles.branches} aria-label="Branch offices">
          <LazyBranchOffices />
        </section>

        <nav className={styles.links} aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={styles.heading}>
            Quick Links
          </h2>
          <LinkList links={quickLinks} />
        </nav>

        <nav className={styles.links} aria-labelledby="footer-popular">
          <h2 id="footer-popular" className={styles.heading}>
            Popular Links
          </h2>
          <LinkList links={popularLinks} />
        </nav>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p className={styles.copyright}>
            © {site.copyrightStartYear}–{buildYear} {site.legalName}
          </p>
        </div>
      </div>
    </footer>
  );
}

function LinkList({ links }: { links: readonly FooterLink[] }) {
  return (
    <ul className={styles.linkList}>
      {links.map((link) => (
        <li key={link.label}>
          {link.page ? (
            <SiteLink href={paths[link.page]}>{link.label}</SiteLink>
          ) : (
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
