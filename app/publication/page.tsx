import type { Metadata } from 'next';
import { PublicationList } from '@/components/company/publication-list';
import { PageBanner } from '@/components/layout/page-banner';
import { JsonLd } from '@/components/seo/json-ld';
import { getPublications, publicationPage } from '@/content/publications';
import { pageTrail } from '@/lib/breadcrumbs';
import { paths } from '@/content/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbList } from '@/lib/seo/structured-data';
import styles from './page.module.css';

const trail = pageTrail('publication');

export const metadata: Metadata = pageMetadata({
  path: paths.publication,
  title: publicationPage.metaTitle,
  description: publicationPage.metaDescription,
});

export default function PublicationPage() {
  return (
    <>
      <PageBanner trail={trail} eyebrow={publicationPage.eyebrow} title={publicationPage.title} lead={publicationPage.lead} />
      <div className={`container ${styles.body}`}>
        <PublicationList publications={getPublications()} />
      </div>
      <JsonLd nodes={[breadcrumbList(trail)]} />
    </>
  );
}
