import { Play } from 'lucide-react';
import { Section } from '@/components/layout/section';
import { ButtonLink } from '@/components/ui/button-link';
import { educationalVideos } from '@/content/home';
import { getVideo } from '@/content/media/videos';
import { paths } from '@/content/paths';
import { ScrollRow } from './scroll-row';
import { PlayVideoButton, VideoModalProvider } from './video-modal';
import styles from './educational-videos.module.css';

/**
 * Four how-to videos as cards. Thumbnails are our own tutorial posters, so
 * nothing is fetched from YouTube until a visitor presses Play; then one
 * dialog plays the video (from YouTube once its record has an id, from our
 * own file until then) and closing it removes the player.
 */
export function EducationalVideos() {
  return (
    <Section titleId="videos-title" title={educationalVideos.title} lead={educationalVideos.lead} tone="alt" id="videos">
      <VideoModalProvider>
        <ScrollRow labels={{ prev: educationalVideos.scrollPrev, next: educationalVideos.scrollNext }}>
          {educationalVideos.videos.map((video) => {
            const clip = getVideo(video.video);
            return (
              <li key={video.id} className={styles.card}>
                <div className={styles.thumb}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser; the poster is already a sized WebP */}
                  <img src={clip.poster} width={clip.width} height={clip.height} alt="" loading="lazy" decoding="async" />
                </div>
                <h3 className={styles.title}>{video.title}</h3>
                <p className={styles.description}>{video.description}</p>
                <PlayVideoButton video={{ title: video.title, clip, youtubeId: clip.youtubeId }} className={styles.play}>
                  <Play size={18} aria-hidden="true" />
                  {educationalVideos.play}
                  <span className="visually-hidden"> {video.title}</span>
                </PlayVideoButton>
              </li>
            );
          })}
        </ScrollRow>
      </VideoModalProvider>
      <div className={styles.more}>
        <ButtonLink href={paths[educationalVideos.viewMore.page]} variant="secondary">
          {educationalVideos.viewMore.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
