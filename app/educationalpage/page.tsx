import { PageBanner } from '@/components/factory/page-banner';
import { AmbientVideo } from '@/components/media/ambient-video';
import { PlayerVideo } from '@/components/media/player-video';
import { JsonLd } from '@/components/seo/json-ld';
import { educationalPage } from '@/content/educational';
import { getVideo } from '@/content/media/videos';
import { compactBannerHeight } from '@/lib/factory/banner-height';
import { definePage } from '@/lib/routing/pages';
import { videoObject } from '@/lib/seo/structured-data';
import styles from './page.module.css';

const page = definePage('educational');
export const metadata = page.metadata;

export default function EducationalPage() {
  const featured = getVideo(educationalPage.featured.video);
  return (
    <>
      <PageBanner {...page.banner} header={educationalPage.header} height={compactBannerHeight} />
      <section className={`container ${styles.featured}`} aria-labelledby="featured-title">
        <div className={styles.featuredMedia}>
          <AmbientVideo video={featured} aboveFold pauseLabels={educationalPage.featured.pauseLabels} />
        </div>
        <div className={styles.featuredText}>
          <h2 id="featured-title">{educationalPage.featured.title}</h2>
          {educationalPage.featured.paragraphs.map((p) => (
            <p key={p.slice(0, 32)}>{p}</p>
          ))}
        </div>
      </section>
      <section className={`container ${styles.watchNext}`} aria-labelledby="watch-next-title">
        <h2 id="watch-next-title">{educationalPage.watchNext.title}</h2>
        <p className={styles.lead}>{educationalPage.watchNext.lead}</p>
        <ul className={styles.grid}>
          {educationalPage.watchNext.videos.map((key) => (
            <li key={key} className={styles.card}>
              <PlayerVideo video={getVideo(key)} />
            </li>
          ))}
        </ul>
      </section>
      <JsonLd
        nodes={[...page.jsonLd, videoObject(featured), ...educationalPage.watchNext.videos.map((key) => videoObject(getVideo(key)))]}
      />
    </>
  );
}
