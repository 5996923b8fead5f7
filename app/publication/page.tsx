import type { Metadata } from 'next';
import { PublicationList } from '@/components/company/publication-list';
import { PageBanner } from '@/components/layout/page-banner';
import { getPublications, publicationPage } from '@/content/publications';
import { paths } from '@/content/paths';
import styles from './page.module.css';

export const metadata: Metadata = {
  title: publicationPage.metaTitle,
  description: publicationPage.metaDescription,
  alternates: { canonical: paths.publication },
};

export default function PublicationPage() {
  return (
    <>
      <PageBanner eyebrow={publicationPage.eyebrow} title={publicationPage.title} lead={publicationPage.lead} />
      <div className={`container ${styles.body}`}>
        <PublicationList publications={getPublications()} />
      </div>
    </>
  );
}
