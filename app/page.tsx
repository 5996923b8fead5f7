import type { Metadata } from 'next';
import Link from 'next/link';
import { companyFacts, homeIntro } from '@/content/company';
import { site } from '@/content/site';
import { paths } from '@/lib/paths';
import { FamilyCards } from '@/components/catalogue/family-cards';
import styles from './page.module.css';

export const metadata: Metadata = {
  title: { absolute: `${site.legalName}: ${site.tagline}` },
  description: site.description,
};

export default function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroInner}`}>
          <p className={styles.eyebrow}>{homeIntro.eyebrow}</p>
          <h1 id="home-title" className={styles.title}>
            {homeIntro.title}
          </h1>
          <p className={styles.lead}>{homeIntro.lead}</p>
          <div className={styles.actions}>
            <a className={styles.primary} href="#families">
              Explore products
            </a>
            <Link className={styles.secondary} href={paths.contact}>
              Enquire Now
            </Link>
          </div>
        </div>
      </section>

      <section id="families" className={`container ${styles.families}`} aria-labelledby="families-title">
        <h2 id="families-title">{homeIntro.familiesTitle}</h2>
        <p className={styles.sectionLead}>{homeIntro.familiesLead}</p>
        <FamilyCards headingLevel="h3" />
      </section>

      <section className={`container ${styles.facts}`} aria-label="Company facts">
        <dl className={styles.factList}>
          {companyFacts.map((f) => (
            <div key={f.value} className={styles.fact}>
              <dt className={styles.factLabel}>{f.label}</dt>
              <dd className={styles.factValue}>{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
