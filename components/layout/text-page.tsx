import type { BreadcrumbList } from 'schema-dts';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import type { Imagery } from '@/content/media/imagery';
import type { Crumb } from '@/lib/nav/breadcrumbs';
import type { PageText } from '@/lib/routing/pages';
import { PageBanner } from './page-banner';
import { Section } from './section';
import styles from './text-page.module.css';

/** What the template takes of `definePage(key)` for a page whose record holds its words. */
export interface TextPageProps {
  page: {
    banner: { banner?: Imagery; trail?: readonly Crumb[] };
    text: PageText;
    jsonLd: readonly BreadcrumbList[];
  };
}

/**
 * A simple page, laid out from its record's words (content/pages.ts
 * `words`): the banner with the heading, then each section under its h2 with
 * its paragraphs, its list and its link. A page needs no layout of its own
 * to say a few things.
 */
export function TextPage({ page: { banner, text, jsonLd } }: TextPageProps) {
  return (
    <>
      <PageBanner {...banner} eyebrow={text.eyebrow} title={text.heading} lead={text.lead} />
      {text.sections.map((section) => (
        <Section key={section.id} id={section.id} titleId={`${section.id}-title`} title={section.heading}>
          <div className={styles.body}>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list.length > 0 ? (
              <ul className={styles.list}>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </div>
          {section.link ? (
            <p className={styles.action}>
              <ButtonLink href={section.link.href} external={section.link.external}>
                {section.link.label}
              </ButtonLink>
            </p>
          ) : null}
        </Section>
      ))}
      <JsonLd nodes={jsonLd} />
    </>
  );
}
