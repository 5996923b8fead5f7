import { ExternalLink, MessageSquare } from 'lucide-react';
import { PartnerLogo } from '@/components/company/partner-logo';
import { PageBanner } from '@/components/layout/page-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonRow } from '@/components/ui/button-row';
import { ButtonLink } from '@/components/ui/button-link';
import { catvPartner, specCatvPage } from '@/content/partners';
import { paths } from '@/content/paths';
import { definePage } from '@/lib/routing/pages';
import styles from './page.module.css';

const page = definePage('specCatv');
export const metadata = page.metadata;

export default function SpecCatvPage() {
  const partner = catvPartner;
  return (
    <>
      <PageBanner {...page.banner} eyebrow={partner.kind} title={specCatvPage.title} lead={specCatvPage.lead} />
      <section className={`container ${styles.body}`} aria-labelledby="spec-partner">
        <div className={styles.card}>
          <PartnerLogo partner={partner} sizes="280px" className={styles.logo} />
          <div className={styles.text}>
            <h2 id="spec-partner" className={styles.name}>
              {partner.name}
            </h2>
            <p className={styles.tagline}>{partner.tagline}</p>
            <p>{partner.description}</p>
            <p>{specCatvPage.enquiry}</p>
            <ButtonRow>
              <ButtonLink href={paths.contact}>
                <MessageSquare size={18} aria-hidden="true" />
                {specCatvPage.enquire}
              </ButtonLink>
              <ButtonLink href={partner.link} variant="secondary" external>
                <ExternalLink size={16} aria-hidden="true" />
                {specCatvPage.visit}
              </ButtonLink>
            </ButtonRow>
          </div>
        </div>
      </section>
      <JsonLd nodes={page.jsonLd} />
    </>
  );
}
