import { ArrowRight } from 'lucide-react';
import { FactGrid } from '@/components/company/fact-grid';
import { PublicationTimeline } from '@/components/company/publication-timeline';
import { ValueCards } from '@/components/company/value-cards';
import { PageBanner } from '@/components/layout/page-banner';
import { Section } from '@/components/layout/section';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { aboutPage } from '@/content/about';
import { facilityFacts } from '@/content/company';
import { getPublications } from '@/content/publications';
import { paths } from '@/content/paths';
import { definePage } from '@/lib/routing/pages';
import styles from './page.module.css';

const page = definePage('about');
export const metadata = page.metadata;

export default function AboutPage() {
  const { hero, story, publications } = aboutPage;
  return (
    <>
      <PageBanner {...page.banner} eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />

      <Section titleId="story-title" title={story.title}>
        <div className={styles.storyText}>
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <h3 className={styles.factsTitle}>{aboutPage.facilityTitle}</h3>
        <FactGrid facts={facilityFacts} />
      </Section>

      <Section titleId="values-title" title={aboutPage.valuesTitle} tone="alt">
        <ValueCards values={aboutPage.values} />
      </Section>

      <Section titleId="publications-title" title={publications.title} lead={publications.lead}>
        <PublicationTimeline publications={getPublications()} />
        <p className={styles.more}>
          <ButtonLink href={paths.publication} variant="secondary">
            {publications.more}
            <ArrowRight size={18} aria-hidden="true" />
          </ButtonLink>
        </p>
      </Section>
      <JsonLd nodes={page.jsonLd} />
    </>
  );
}
