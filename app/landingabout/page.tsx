import type { Metadata } from 'next';
import { ArrowRight } from 'lucide-react';
import { FamilyCards } from '@/components/catalogue/family-cards';
import { FactGrid } from '@/components/company/fact-grid';
import { PartnerCards } from '@/components/company/partner-cards';
import { PageBanner } from '@/components/layout/page-banner';
import { Section } from '@/components/layout/section';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { aboutPage, landingAboutPage as page } from '@/content/about';
import { facilityFacts } from '@/content/company';
import { partnerPage, partners } from '@/content/partners';
import { pageTrail } from '@/lib/breadcrumbs';
import { paths } from '@/content/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbList } from '@/lib/seo/structured-data';
import styles from './page.module.css';

const trail = pageTrail('landingAbout');

export const metadata: Metadata = pageMetadata({
  path: paths.landingAbout,
  title: page.metaTitle,
  description: page.metaDescription,
});

export default function LandingAboutPage() {
  return (
    <>
      <PageBanner trail={trail} eyebrow={page.eyebrow} title={page.title} lead={page.lead}>
        <p className={styles.bannerAction}>
          <ButtonLink href={paths.about}>
            {page.aboutLink}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
        </p>
      </PageBanner>

      <Section titleId="overview-story" title={page.storyTitle}>
        <div className={styles.story}>
          {aboutPage.story.paragraphs.slice(0, 2).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section titleId="overview-facility" title={page.facilityTitle} tone="alt">
        <FactGrid facts={facilityFacts} />
      </Section>

      <Section titleId="overview-partners" title={page.partnersTitle}>
        <PartnerCards partners={partners} headingLevel="h3" visitLabel={partnerPage.visit} compact />
      </Section>

      <Section titleId="overview-families" title={page.familiesTitle}>
        <FamilyCards headingLevel="h3" />
        <p className={styles.more}>
          <ButtonLink href={paths.about} variant="secondary">
            {page.aboutLink}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
        </p>
      </Section>
      <JsonLd nodes={[breadcrumbList(trail)]} />
    </>
  );
}
