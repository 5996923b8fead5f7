import type { CSSProperties } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { hero } from '@/content/home';
import { getVideo } from '@/content/media/videos';
import { HERO_SCRIM_ALPHA, HERO_SCRIM_SOLID_UNTIL } from '@/components/home/hero-scrim';
import { PhoneInlineSource } from '@/components/media/picture';
import { MOBILE_VIDEO_QUERY } from '@/lib/media/media-queries';
import { paths } from '@/content/paths';
import { HeroVideo } from './hero-video';
import styles from './hero.module.css';

/**
 * The home hero: the poster frame as a high-priority image (the page's
 * largest paint; on a phone a small AVIF that the build draws into the HTML,
 * INLINE_IMAGE_ATTRIBUTE, so that paint waits for no request; a tablet
 * loads the portrait poster's file), the looping video laid over it after
 * load, a navy scrim that keeps the text at AA contrast over any frame (components/home/hero-scrim.ts), and
 * the company's promise with its calls to action.
 */
export function Hero() {
  const desktop = getVideo(hero.video.desktop);
  const mobile = getVideo(hero.video.mobile);
  const scrim = {
    '--hero-scrim-alpha': HERO_SCRIM_ALPHA,
    '--hero-scrim-solid': `${HERO_SCRIM_SOLID_UNTIL * 100}%`,
  } as CSSProperties;

  return (
    <section className={styles.hero} aria-labelledby="hero-title" style={scrim}>
      <picture className={styles.picture}>
        {mobile.inlinePoster ? <PhoneInlineSource src={mobile.inlinePoster} width={mobile.width} height={mobile.height} /> : null}
        <source media={MOBILE_VIDEO_QUERY} srcSet={mobile.poster} width={mobile.width} height={mobile.height} />
        <img
          className={styles.poster}
          src={desktop.poster}
          width={desktop.width}
          height={desktop.height}
          alt=""
          fetchPriority="high"
        />
      </picture>
      <HeroVideo desktop={desktop} mobile={mobile} pauseLabels={hero.pauseLabels} className={styles.video} />
      <div className={styles.scrim} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        <p className={styles.eyebrow}>{hero.eyebrow}</p>
        <h1 id="hero-title" className={styles.title}>
          {hero.title}
        </h1>
        <p className={styles.lead}>{hero.lead}</p>
        <div className={styles.actions}>
          <ButtonLink href={paths[hero.primary.page]}>{hero.primary.label}</ButtonLink>
          <ButtonLink href={paths[hero.secondary.page]} variant="secondary" className={styles.secondary}>
            {hero.secondary.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
