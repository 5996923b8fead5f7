import type { Metadata } from 'next';
import { PartnerCards } from '@/components/company/partner-cards';
import { PageBanner } from '@/components/layout/page-banner';
import { banners } from '@/content/media/imagery';
import { partnerPage, partners } from '@/content/partners';
import { paths } from '@/content/paths';
import styles from './page.module.css';

export const metadata: Metadata = {
  title: partnerPage.metaTitle,
  description: partnerPage.metaDescription,
  alternates: { canonical: paths.partner },
};

export default function PartnerPage() {
  return (
    <>
      <PageBanner banner={banners.partner} eyebrow={partnerPage.eyebrow} title={partnerPage.title} lead={partnerPage.lead} />
      <section className={`container ${styles.body}`} aria-labelledby="partners-title">
        <h2 id="partners-title" className="visually-hidden">
          {partnerPage.metaTitle}
        </h2>
        <PartnerCards partners={partners} headingLevel="h3" visitLabel={partnerPage.visit} />
      </section>
    </>
  );
}
