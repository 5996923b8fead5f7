import type { Metadata } from 'next';
import { PartnerCards } from '@/components/company/partner-cards';
import { PageBanner } from '@/components/layout/page-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { banners } from '@/content/media/imagery';
import { partnerPage, partners } from '@/content/partners';
import { pageTrail } from '@/lib/breadcrumbs';
import { paths } from '@/content/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbList } from '@/lib/seo/structured-data';
import styles from './page.module.css';

const trail = pageTrail('partner');

export const metadata: Metadata = pageMetadata({
  path: paths.partner,
  title: partnerPage.metaTitle,
  description: partnerPage.metaDescription,
});

export default function PartnerPage() {
  return (
    <>
      <PageBanner trail={trail} banner={banners.partner} eyebrow={partnerPage.eyebrow} title={partnerPage.title} lead={partnerPage.lead} />
      <section className={`container ${styles.body}`} aria-labelledby="partners-title">
        <h2 id="partners-title" className="visually-hidden">
          {partnerPage.metaTitle}
        </h2>
        <PartnerCards partners={partners} headingLevel="h3" visitLabel={partnerPage.visit} />
      </section>
      <JsonLd nodes={[breadcrumbList(trail)]} />
    </>
  );
}
