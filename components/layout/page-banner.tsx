import type { CSSProperties, ReactNode } from 'react';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { Picture } from '@/components/media/picture';
import type { Imagery } from '@/content/media/imagery';
import type { Crumb } from '@/lib/nav/breadcrumbs';
import styles from './page-banner.module.css';

export interface PageBannerProps {
  /** The page's banner art; pages without one get the brand gradient. */
  banner?: Imagery;
  /** The page's place in the site (lib/nav/breadcrumbs.ts), shown above the title; its structured data uses the same trail. */
  trail?: readonly Crumb[];
  eyebrow?: string;
  title: string;
  lead?: string;
  /** Id of the h1, for a section labelled by it. */
  titleId?: string;
  /**
   * Custom properties `--banner-height` and `--banner-height-mobile` (lib/factory/banner-height.ts):
   * the banner takes that height instead of the art's 3:1. Omit them when an ancestor sets them.
   */
  heightVars?: Record<string, string>;
  /** Whether the height comes from the custom properties above (set here or by an ancestor). */
  fixedHeight?: boolean;
  /** Calls to action under the lead. */
  children?: ReactNode;
}

/**
 * A page's opening: its 3:1 banner art behind the h1, the page's largest
 * paint (on a phone drawn from the HTML itself). The art is darker on
 * the left where the title sits; a gradient keeps the text readable where a
 * narrow screen crops the art under it. Without art, a shorter band in the
 * brand gradient.
 */
export function PageBanner({ banner, trail, eyebrow, title, lead, titleId = 'page-title', heightVars, fixedHeight = heightVars !== undefined, children }: PageBannerProps) {
  return (
    <section
      className={styles.banner}
      aria-labelledby={titleId}
      data-art={banner ? 'image' : 'gradient'}
      data-height={fixedHeight ? 'fixed' : undefined}
      style={heightVars as CSSProperties | undefined}
    >
      {banner ? <Picture image={banner.image} alt={banner.alt} sizes="100vw" priority inlineOnPhones className={styles.image} /> : null}
      <div className={`container ${styles.inner}`}>
        {trail ? (
          <div className={styles.trail}>
            <Breadcrumbs trail={trail} />
          </div>
        ) : null}
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
