import { PartnerCards } from '@/components/company/partner-cards';
import { PageBanner } from '@/components/layout/page-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { partnerPage, partners } from '@/content/partners';
import { pages } from '@/content/pages';
import { definePage } from '@/lib/routing/pages';
import styles from './page.module.css';

const page = definePage('partner');
export const metadata = page.metadata;

export default function PartnerPage() {
  return (
    <>
      <PageBanner {...page.banner} eyebrow={partnerPage.eyebrow} title={partnerPage.title} lead={partnerPage.lead} />
      <section className={`container ${styles.body}`} aria-labelledby="partners-title">
        <h2 id="partners-title" className="visually-hidden">
          {pages.partner.title}
        </h2>
        <PartnerCards partners={partners} headingLevel="h3" visitLabel={partnerPage.visit} />
      </section>
      <JsonLd nodes={page.jsonLd} />
    </>
  );
}
