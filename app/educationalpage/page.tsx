import type { Metadata } from 'next';
import { PageBanner } from '@/components/factory/page-banner';
import { AmbientVideo } from '@/components/media/ambient-video';
import { PlayerVideo } from '@/components/media/player-video';
import { JsonLd } from '@/components/seo/json-ld';
import { educationalPage as page } from '@/content/educational';
import { banners } from '@/content/media/imagery';
import { getVideo } from '@/content/media/videos';
import { pageTrail } from '@/lib/breadcrumbs';
import { compactBannerHeight } from '@/lib/factory/banner-height';
import { paths } from '@/content/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { breadcrumbList, videoObject } from '@/lib/seo/structured-data';
import styles from './page.module.css';

const trail = pageTrail('educational');

export const metadata: Metadata = pageMetadata({
  path: paths.educational,
  title: page.title,
  description: page.metaDescription,
});

export default function EducationalPage() {
  const featured = getVideo(page.featured.video);
  return (
    <>
      <PageBanner trail={trail} image={banners.educational} header={page.header} height={compactBannerHeight} />
      <section className={`container ${styles.featured}`} aria-labelledby="featured-title">
        <div className={styles.featuredMedia}>
          <AmbientVideo video={featured} aboveFold pauseLabels={page.featured.pauseLabels} />
        </div>
        <div className={styles.featuredText}>
          <h2 id="featured-title">{page.featured.title}</h2>
          {page.featured.paragraphs.map((p) => (
            <p key={p.slice(0, 32)}>{p}</p>
          ))}
        </div>
      </section>
      <section className={`container ${styles.watchNext}`} aria-labelledby="watch-next-title">
        <h2 id="watch-next-title">{page.watchNext.title}</h2>
        <p className={styles.lead}>{page.watchNext.lead}</p>
        <ul className={styles.grid}>
          {page.watchNext.videos.map((key) => (
            <li key={key} className={styles.card}>
              <PlayerVideo video={getVideo(key)} />
            </li>
          ))}
        </ul>
      </section>
      <JsonLd
        nodes={[breadcrumbList(trail), videoObject(featured), ...page.watchNext.videos.map((key) => videoObject(getVideo(key)))]}
      />
    </>
  );
}
