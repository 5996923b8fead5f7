import { ArrowRight } from 'lucide-react';
import { FamilyCards } from '@/components/catalogue/family-cards';
import { FactGrid } from '@/components/company/fact-grid';
import { PartnerCards } from '@/components/company/partner-cards';
import { PageBanner } from '@/components/layout/page-banner';
import { Section } from '@/components/layout/section';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { aboutPage, landingAboutPage } from '@/content/about';
import { facilityFacts } from '@/content/company';
import { partnerPage, partners } from '@/content/partners';
import { paths } from '@/content/paths';
import { definePage } from '@/lib/routing/pages';
import styles from './page.module.css';

const page = definePage('landingAbout');
export const metadata = page.metadata;

export default function LandingAboutPage() {
  return (
    <>
      <PageBanner {...page.banner} eyebrow={landingAboutPage.eyebrow} title={landingAboutPage.title} lead={landingAboutPage.lead}>
        <p className={styles.bannerAction}>
          <ButtonLink href={paths.about}>
            {landingAboutPage.aboutLink}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
        </p>
      </PageBanner>

      <Section titleId="overview-story" title={landingAboutPage.storyTitle}>
        <div className={styles.story}>
          {aboutPage.story.paragraphs.slice(0, 2).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section titleId="overview-facility" title={landingAboutPage.facilityTitle} tone="alt">
        <FactGrid facts={facilityFacts} />
      </Section>

      <Section titleId="overview-partners" title={landingAboutPage.partnersTitle}>
        <PartnerCards partners={partners} headingLevel="h3" visitLabel={partnerPage.visit} compact />
      </Section>

      <Section titleId="overview-families" title={landingAboutPage.familiesTitle}>
        <FamilyCards headingLevel="h3" />
        <p className={styles.more}>
          <ButtonLink href={paths.about} variant="secondary">
            {landingAboutPage.aboutLink}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
        </p>
      </Section>
      <JsonLd nodes={page.jsonLd} />
    </>
  );
}
