import { CheckCircle2 } from 'lucide-react';
import { FamilyCards } from '@/components/catalogue/family-cards';
import { DirectContact } from '@/components/contact/direct-contact';
import { PageBanner } from '@/components/layout/page-banner';
import { thankYouPage } from '@/content/thank-you';
import { CLEAR_SENT_ENQUIRY_SCRIPT } from '@/lib/enquiry/storage';
import { definePage } from '@/lib/routing/pages';
import styles from './page.module.css';

// A landing page after a form post, kept out of search results (`indexed: false` in its record).
const page = definePage('thankYou');
export const metadata = page.metadata;

export default function ThankYouPage() {
  return (
    <>
      {/* Landing here means the enquiry was sent: its list and draft go as the parser reaches this, not after hydration, so leaving at once cannot send them twice. */}
      <script dangerouslySetInnerHTML={{ __html: CLEAR_SENT_ENQUIRY_SCRIPT }} />
      <PageBanner {...page.banner} eyebrow={thankYouPage.eyebrow} title={thankYouPage.title} lead={thankYouPage.lead} />
      <div className={`container ${styles.layout}`}>
        <section className={styles.next} aria-labelledby="next-title">
          <h2 id="next-title">{thankYouPage.nextTitle}</h2>
          <ol className={styles.steps}>
            {thankYouPage.steps.map((step) => (
              <li key={step} className={styles.step}>
                <CheckCircle2 size={22} aria-hidden="true" />
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </section>
        <section className={styles.direct} aria-labelledby="sooner-title">
          <h2 id="sooner-title">{thankYouPage.directTitle}</h2>
          <DirectContact />
        </section>
      </div>
      <section className={`container ${styles.browse}`} aria-labelledby="browse-title">
        <h2 id="browse-title">{thankYouPage.browseTitle}</h2>
        <FamilyCards headingLevel="h3" />
      </section>
    </>
  );
}
