import { ArrowRight } from 'lucide-react';
import { FactGrid } from '@/components/company/fact-grid';
import { Section } from '@/components/layout/section';
import { ButtonLink } from '@/components/ui/button-link';
import { aboutValueHref } from '@/content/about';
import { companyFacts } from '@/content/company';
import { story } from '@/content/home';
import styles from './our-story.module.css';

/** Where we come from, the company in figures, and the way on to our vision, mission and values. */
export function OurStory() {
  return (
    <Section titleId="story-title" title={story.title} tone="alt" id="story">
      <div className={styles.layout}>
        <div>
          {story.paragraphs.map((p) => (
            <p key={p} className={styles.text}>
              {p}
            </p>
          ))}
          <ul className={styles.links}>
            {story.links.map((link) => (
              <li key={link.id}>
                <ButtonLink href={aboutValueHref(link.id)} variant="secondary">
                  {link.label}
                  <ArrowRight size={16} aria-hidden="true" />
                </ButtonLink>
              </li>
            ))}
          </ul>
        </div>
        <FactGrid facts={companyFacts} label={story.factsLabel} />
      </div>
    </Section>
  );
}
