import { ArrowRight } from 'lucide-react';
import { DirectContact } from '@/components/contact/direct-contact';
import { BranchDetails } from '@/components/layout/branch-details';
import { PageBanner } from '@/components/layout/page-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { defaultBranchKey, getBranch } from '@/content/branches';
import { contactHeaderPage } from '@/content/contact';
import { paths } from '@/content/paths';
import { definePage } from '@/lib/routing/pages';
import styles from './page.module.css';

const page = definePage('contactHeader');
export const metadata = page.metadata;

export default function ContactHeaderPage() {
  const headOffice = getBranch(defaultBranchKey);
  return (
    <>
      <PageBanner {...page.banner} eyebrow={contactHeaderPage.eyebrow} title={contactHeaderPage.title} lead={contactHeaderPage.lead} />
      <div className={`container ${styles.body}`}>
        <section className={styles.card} aria-labelledby="summary-direct">
          <h2 id="summary-direct" className={styles.cardTitle}>
            {contactHeaderPage.directTitle}
          </h2>
          <DirectContact />
        </section>
        <section className={styles.card} aria-labelledby="summary-office">
          <h2 id="summary-office" className={styles.cardTitle}>
            {contactHeaderPage.headOfficeTitle}
          </h2>
          <BranchDetails branch={headOffice} headingLevel="h3" tone="light" />
        </section>
        <p className={styles.more}>
          <ButtonLink href={paths.contact}>
            {contactHeaderPage.allBranches}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
        </p>
      </div>
      <JsonLd nodes={page.jsonLd} />
    </>
  );
}
