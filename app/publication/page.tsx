import { PublicationList } from '@/components/company/publication-list';
import { PageBanner } from '@/components/layout/page-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { getPublications, publicationPage } from '@/content/publications';
import { definePage } from '@/lib/routing/pages';
import styles from './page.module.css';

const page = definePage('publication');
export const metadata = page.metadata;

export default function PublicationPage() {
  return (
    <>
      <PageBanner {...page.banner} eyebrow={publicationPage.eyebrow} title={publicationPage.title} lead={publicationPage.lead} />
      <div className={`container ${styles.body}`}>
        <PublicationList publications={getPublications()} />
      </div>
      <JsonLd nodes={page.jsonLd} />
    </>
  );
}
