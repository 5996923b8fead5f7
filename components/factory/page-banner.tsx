import type { CSSProperties, ReactNode } from 'react';
import { Picture } from '@/components/media/picture';
import type { PageHeader } from '@/content/factory/types';
import type { Imagery } from '@/content/media/imagery';
import { bannerHeightVars, type BannerHeight, type ZoomBannerHeights } from '@/lib/factory/banner-height';
import { ZoomAwareHeight } from './zoom-aware-height';
import styles from './page-banner.module.css';

const TITLE_ID = 'page-title';

/**
 * A page's opening banner: full-bleed art with the page's one h1 over its dark
 * left side. The height comes from lib/factory/banner-height.ts; given one
 * height per zoom state, it follows the visitor's zoom on the client.
 */
export function PageBanner({
  image,
  header,
  height,
  children,
}: {
  image: Imagery;
  header: PageHeader;
  height: BannerHeight | ZoomBannerHeights;
  /** Actions under the lead, such as a video tour button. */
  children?: ReactNode;
}) {
  const section = (style?: CSSProperties) => (
    <section className={styles.banner} aria-labelledby={TITLE_ID} style={style}>
      <Picture image={image.image} alt={image.alt} sizes="100vw" priority className={styles.image} />
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{header.eyebrow}</p>
          <h1 id={TITLE_ID} className={styles.title}>
            {header.title}
          </h1>
          <p className={styles.lead}>{header.lead}</p>
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
      </div>
    </section>
  );

  if ('normal' in height) return <ZoomAwareHeight heights={height}>{section()}</ZoomAwareHeight>;
  return section(bannerHeightVars(height) as CSSProperties);
}
