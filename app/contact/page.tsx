import { LazyBranchMapCard } from '@/components/contact/lazy-branch-map-card';
import { DirectContact } from '@/components/contact/direct-contact';
import { EnquiryForm } from '@/components/contact/enquiry-form';
import { LazyWhatsAppLink } from '@/components/enquiry/lazy-whatsapp-link';
import { PageBanner } from '@/components/layout/page-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { branches, getBranch } from '@/content/branches';
import { contactAnchors, contactPage, enquiryForm, enquiryWhatsApp } from '@/content/contact';
import { absoluteUrl, site } from '@/content/site';
import { paths } from '@/content/paths';
import { MESSAGE_FIELD } from '@/lib/enquiry/form';
import { definePage } from '@/lib/routing/pages';
import { localBusiness } from '@/lib/seo/structured-data';
import styles from './page.module.css';

const page = definePage('contact');
export const metadata = page.metadata;

/** Enquiries are copied to the head office's manager. */
const headOfficeMailbox = getBranch('new-delhi').email;

export default function ContactPage() {
  return (
    <>
      <PageBanner {...page.banner} eyebrow={contactPage.eyebrow} title={contactPage.title} lead={contactPage.lead} />
      <div className={`container ${styles.layout}`}>
        <section className={`${styles.card} ${styles.formCard}`} aria-labelledby="enquiry-title">
          <h2 id="enquiry-title" className={styles.cardTitle}>
            {contactPage.formTitle}
          </h2>
          <EnquiryForm
            action={site.enquiryEndpoint}
            notificationSubject={enquiryForm.notificationSubject}
            next={absoluteUrl(paths.thankYou)}
            cc={headOfficeMailbox}
            labelledBy="enquiry-title"
          />
          <div className={styles.whatsApp}>
            <p className={styles.cardLead}>{enquiryWhatsApp.lead}</p>
            <LazyWhatsAppLink
              chatHref={site.phone.whatsappHref}
              label={enquiryWhatsApp.link}
              newTab={enquiryWhatsApp.newTab}
              messageField={MESSAGE_FIELD}
            />
          </div>
        </section>
        <section id={contactAnchors.direct} className={`${styles.card} ${styles.directCard}`} aria-labelledby="direct-title">
          <h2 id="direct-title" className={styles.cardTitle}>
            {contactPage.directTitle}
          </h2>
          <p className={styles.cardLead}>{contactPage.directLead}</p>
          <DirectContact />
        </section>
        <div id={contactAnchors.branches} className={styles.branchCard}>
          <LazyBranchMapCard
            title={contactPage.branchTitle}
            pickerLabel={contactPage.branchPicker}
            openMapLabel={contactPage.openMap}
          />
        </div>
      </div>
      <JsonLd nodes={[...page.jsonLd, ...branches.map((branch) => localBusiness(branch))]} />
    </>
  );
}
