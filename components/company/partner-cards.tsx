import { ExternalLink } from 'lucide-react';
import { PartnerLogo } from './partner-logo';
import type { Partner } from '@/content/partners';
import { Card, CardGrid } from '@/components/ui/card';
import styles from './partner-cards.module.css';

export interface PartnerCardsProps {
  partners: readonly Partner[];
  headingLevel?: 'h2' | 'h3';
  /** The link's visible text, e.g. 'Visit website'. */
  visitLabel: string;
  /** Leave the long description out (compact strips). */
  compact?: boolean;
}

/** Partner brands as cards: wordmark, name, tagline, description and a link to their site in a new tab. */
export function PartnerCards({ partners, headingLevel = 'h2', visitLabel, compact = false }: PartnerCardsProps) {
  const Heading = headingLevel;
  return (
    <CardGrid>
      {partners.map((p) => (
        <Card key={p.key}>
          <PartnerLogo partner={p} sizes="220px" className={styles.logo} />
          <p className={styles.kind}>{p.kind}</p>
          <Heading className={styles.name}>{p.name}</Heading>
          <p className={styles.tagline}>{p.tagline}</p>
          {compact ? null : <p className={styles.description}>{p.description}</p>}
          <a className={styles.link} href={p.link} target="_blank" rel="noopener noreferrer">
            {visitLabel}
            <span className="visually-hidden">
              {' '}
              of {p.name} (opens in a new tab)
            </span>
            <ExternalLink size={16} aria-hidden="true" />
          </a>
        </Card>
      ))}
    </CardGrid>
  );
}
