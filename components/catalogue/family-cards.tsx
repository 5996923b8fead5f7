import { Card, CardGrid } from '@/components/ui/card';
import { SiteLink } from '@/components/ui/site-link';
import { ArrowRight, Activity, Cable, Network, RadioTower, Zap, type LucideIcon } from 'lucide-react';
import { familyOverviews } from '@/content/families';
import type { FamilyKey } from '@/content/catalogue/types';
import { paths } from '@/content/paths';
import styles from './family-cards.module.css';

const icons: Record<FamilyKey, LucideIcon> = {
  sumitomo: Zap,
  deviser: Activity,
  pon: Network,
  edfa: RadioTower,
  fiber: Cable,
};

/** The five product families as linked cards. */
export function FamilyCards({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <CardGrid className={styles.grid}>
      {familyOverviews.map((f) => {
        const Icon = icons[f.key];
        return (
          <Card key={f.key} linked>
            <span className={styles.icon} aria-hidden="true">
              <Icon size={26} strokeWidth={1.75} />
            </span>
            <Heading className={styles.title}>
              <SiteLink href={paths[f.page]} className="stretched-link">
                {f.name}
              </SiteLink>
            </Heading>
            <p className={styles.hint}>{f.hint}</p>
            <p className={styles.blurb}>{f.blurb}</p>
            <span className={styles.more} aria-hidden="true">
              View range <ArrowRight size={16} />
            </span>
          </Card>
        );
      })}
    </CardGrid>
  );
}
