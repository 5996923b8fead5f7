import { SiteLink } from '@/components/ui/site-link';
import { footerBlurb } from '@/content/navigation';
import { site } from '@/content/site';
import { LogoMark } from '@/components/brand/logo';
import { SocialLinks } from './social-links';
import { FIRST_PAINT_UNTIL_ID } from '@/lib/hosting/page-markers';
import { footerLinks, type FooterLinkGroup } from '@/lib/nav/links';
import styles from './site-footer.module.css';
// After the footer's own styles, so the island's follow them in the page's stylesheet, as they always have.
import { LazyBranchOffices } from './lazy-branch-offices';

/** The build year: the copyright line is fixed when the site is exported. */
const buildYear = new Date().getFullYear();

export function SiteFooter() {
  const links = footerLinks();
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
          <p className={styles.blurb}>{footerBlurb}</p>
          <SocialLinks size={18} />
        </section>

        <section className={styles.branches} aria-label="Branch offices">
          <LazyBranchOffices />
        </section>

        {/* Written out, not mapped: a keyed list would add its keys to every page's hydration payload. */}
        <FooterNav group={links.quick} />
        <FooterNav group={links.popular} />
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

function FooterNav({ group: { id, heading, links } }: { group: FooterLinkGroup }) {
  return (
    <nav className={styles.links} aria-labelledby={`footer-${id}`}>
      <h2 id={`footer-${id}`} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.label}>
            {link.external ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <SiteLink href={link.href}>{link.label}</SiteLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
