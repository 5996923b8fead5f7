import { SiteLink } from '@/components/ui/site-link';
import { Mail, Phone } from 'lucide-react';
import { enquiryListControls } from '@/content/enquiry-list';
import { site } from '@/content/site';
import { LogoMark } from '@/components/brand/logo';
import { EnquiryListLink } from '@/components/enquiry/enquiry-list-link';
import { ENQUIRY_LIST_ID } from '@/lib/enquiry/list';
import { enquiryPath, paths } from '@/content/paths';
import { enquireNavLink, mainNavLinks } from '@/lib/nav/links';
import { MainNav } from './main-nav';
import { NetworkStatus } from './network-status';
import { SearchForm } from './search-form';
import { SocialLinks } from './social-links';
import { phoneText } from '@/lib/contact/phone';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <>
      {/* The top bar scrolls away; the header below it stays pinned. */}
      <div className={styles.topBar}>
        <div className={`container ${styles.topInner}`}>
          <ul className={styles.contact}>
            <li>
              <a href={`tel:${site.phone.tel}`} className={styles.contactLink}>
                <Phone size={15} aria-hidden="true" />
                <span className="visually-hidden-if">{phoneText(site.phone.display)}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={styles.contactLink}>
                <Mail size={15} aria-hidden="true" />
                <span className="visually-hidden-if">{site.email}</span>
              </a>
            </li>
          </ul>
          <div className={styles.social}>
            <SocialLinks />
          </div>
          <div className={styles.search}>
            <SearchForm action={paths.search} />
          </div>
        </div>
      </div>
      <header className={styles.mainBar}>
        <div className={`container ${styles.mainInner}`}>
          <SiteLink href="/" className={styles.brand}>
            <LogoMark width={40} height={40} />
            <span className={styles.wordmark}>
              <span className={styles.name}>{site.name}</span>
              <span className={styles.sub}>Photonics</span>
            </span>
            <span className="visually-hidden">: home</span>
          </SiteLink>
          <div className={styles.tools}>
            <NetworkStatus />
            <MainNav entries={mainNavLinks()} cta={enquireNavLink()} />
            <EnquiryListLink
              href={`${enquiryPath()}#${ENQUIRY_LIST_ID}`}
              label={enquiryListControls.headerLink}
              nouns={enquiryListControls.countNouns}
            />
          </div>
        </div>
      </header>
    </>
  );
}
