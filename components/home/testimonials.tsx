import { Section } from '@/components/layout/section';
import { Picture } from '@/components/media/picture';
import { testimonials } from '@/content/home';
import { TestimonialMarquee } from './testimonial-marquee';
import styles from './testimonials.module.css';

/** Eight customer quotes scrolling upwards; rendered here once, looped by the marquee. */
export function Testimonials() {
  return (
    <Section titleId="testimonials-title" title={testimonials.title} lead={testimonials.lead} tone="alt" id="testimonials">
      <TestimonialMarquee labels={{ region: testimonials.region, pause: testimonials.pause, play: testimonials.play }}>
        <ul className={styles.list}>
          {testimonials.items.map((t) => (
            <li key={t.id} className={styles.item}>
              <figure className={styles.figure}>
                <blockquote className={styles.quote}>
                  <p>{t.text}</p>
                </blockquote>
                <figcaption className={styles.caption}>
                  <Picture image={t.avatar.image} alt={t.avatar.alt} sizes="56px" className={styles.avatar} />
                  <span className={styles.who}>
                    <span className={styles.name}>{t.name}</span>
                    <span className={styles.org}>{t.organisation}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </TestimonialMarquee>
    </Section>
  );
}
