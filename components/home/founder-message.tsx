import { Quote } from 'lucide-react';
import { Section } from '@/components/layout/section';
import { Picture } from '@/components/media/picture';
import { RevealOnce } from '@/components/ui/reveal-once';
import { founderMessage } from '@/content/home';
import { BEYOND_MOBILE_QUERY } from '@/lib/browser/breakpoints';
import styles from './founder-message.module.css';

/**
 * The founder's photo and words, fading in once as they scroll into view.
 * The server HTML shows them as they are: the reveal is added by the client,
 * never under reduced motion, and never without JavaScript.
 */
export function FounderMessage() {
  const { portrait } = founderMessage;
  return (
    <Section titleId="founder-title" title={founderMessage.title} id="founder">
      <div className={styles.layout}>
        <RevealOnce className={styles.photo}>
          <Picture
            image={portrait.image}
            alt={portrait.alt}
            sizes={`(min-width: 1024px) 360px, ${BEYOND_MOBILE_QUERY} 40vw, 70vw`}
            className={styles.portrait}
          />
        </RevealOnce>
        <RevealOnce className={styles.message}>
          <figure className={styles.figure}>
            <Quote className={styles.mark} size={40} aria-hidden="true" />
            <blockquote className={styles.quote}>
              {founderMessage.quote.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.role}>{founderMessage.role}</span>
              <span className={styles.org}>{founderMessage.organisation}</span>
            </figcaption>
          </figure>
        </RevealOnce>
      </div>
    </Section>
  );
}
