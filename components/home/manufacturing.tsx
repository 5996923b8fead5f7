import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight } from 'lucide-react';
import { Section } from '@/components/layout/section';
import { CardGrid } from '@/components/ui/card';
import { AmbientVideo } from '@/components/media/ambient-video';
import { manufacturing } from '@/content/home';
import { getVideo } from '@/content/media/videos';
import { paths } from '@/content/paths';
import styles from './manufacturing.module.css';

/**
 * Our factories: a short text and two rows of looping clips, electronics and
 * fibre optic cable. Each tile is one link named by its label; the clip in it
 * is decoration, hidden from assistive technology, and plays only on screen.
 */
export function Manufacturing() {
  return (
    <Section titleId="manufacturing-title" title={manufacturing.title} tone="alt" id="manufacturing">
      <div className={styles.intro}>
        {manufacturing.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      {manufacturing.rows.map((row) => (
        <div key={row.id} className={styles.row}>
          <div className={styles.rowHead}>
            <h3 id={`manufacturing-${row.id}`} className={styles.rowTitle}>
              {row.title}
            </h3>
            <p className={styles.rowSummary}>{row.summary}</p>
          </div>
          <CardGrid className={styles.tiles}>
            {row.tiles.map((tile) => (
              <li key={tile.label}>
                <SiteLink href={paths[tile.page]} className={styles.tile}>
                  <AmbientVideo video={getVideo(tile.video)} className={styles.clip} />
                  <span className={styles.label}>
                    {tile.label}
                    <ArrowRight size={16} aria-hidden="true" />
                  </span>
                </SiteLink>
              </li>
            ))}
          </CardGrid>
        </div>
      ))}
    </Section>
  );
}
