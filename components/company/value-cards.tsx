import { Compass, Gem, Target, type LucideIcon } from 'lucide-react';
import type { AboutValue, AboutValueId } from '@/content/about';
import { Card, CardGrid } from '@/components/ui/card';
import styles from './value-cards.module.css';

const icons: Record<AboutValueId, LucideIcon> = { vision: Compass, mission: Target, corevalue: Gem };

/** Vision, Mission and Core Values; each card's id is an anchor the home page links to. */
export function ValueCards({ values }: { values: readonly AboutValue[] }) {
  return (
    <CardGrid className={styles.grid}>
      {values.map((value) => {
        const Icon = icons[value.id];
        return (
          <Card key={value.id} id={value.id} className={styles.card}>
            <span className={styles.icon} aria-hidden="true">
              <Icon size={26} strokeWidth={1.75} />
            </span>
            <h3 id={`${value.id}-title`} className={styles.title}>
              {value.title}
            </h3>
            {value.list ? (
              <ul className={styles.list}>
                {value.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p className={styles.text}>{value.content}</p>
            )}
          </Card>
        );
      })}
    </CardGrid>
  );
}
