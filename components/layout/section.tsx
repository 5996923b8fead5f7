import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { DEFERRED_RENDER_ATTRIBUTE } from '@/lib/hosting/page-markers';
import styles from './section.module.css';
import { withClass } from '@/components/ui/class-names';

export interface SectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** Id of the h2, which names the section. */
  titleId: string;
  title: string;
  lead?: string;
  /** 'alt' sets the section on the pale surface, to separate it from its neighbours. */
  tone?: 'plain' | 'alt';
  /** Keep the title for assistive technology only. */
  hideTitle?: boolean;
  children: ReactNode;
}

/**
 * A page section: a container-width block under an h2, with an optional lead
 * line. It sits below the page's opening, so the first paint skips it while
 * it is out of view (DEFERRED_RENDER_ATTRIBUTE).
 */
export function Section({ titleId, title, lead, tone = 'plain', hideTitle = false, children, className, ...rest }: SectionProps) {
  return (
    <section
      {...rest}
      aria-labelledby={titleId}
      data-tone={tone}
      {...{ [DEFERRED_RENDER_ATTRIBUTE]: '' }}
      className={withClass(styles.section, className)}
    >
      <div className="container">
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h2>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
