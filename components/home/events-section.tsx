import { Section } from '@/components/layout/section';
import { Picture } from '@/components/media/picture';
import { events } from '@/content/home';
import { formatEventDate } from '@/lib/format/event-date';
import { paths } from '@/content/paths';
import { EventsCarousel, type CarouselSlide } from './events-carousel';
import { ButtonLink } from '@/components/ui/button-link';
import styles from './events-section.module.css';

const SLIDE_SIZES = '(min-width: 1240px) 680px, (min-width: 1024px) 55vw, calc(100vw - 2rem)';
const THUMB_SIZES = '(min-width: 1024px) 200px, 30vw';

/** Our latest events as a carousel, then on to the About page. */
export function EventsSection() {
  // Pictures render here on the server and pass into the carousel as finished markup.
  const slides: CarouselSlide[] = events.slides.map((slide) => {
    const [first] = slide.images;
    if (!first) throw new Error(`event ${slide.key} has no pictures`);
    return {
      key: slide.key,
      title: slide.title,
      subtitle: slide.subtitle,
      description: slide.description,
      dateLabel: formatEventDate(slide.date),
      dateTime: slide.date,
      images: slide.images.map((image) => <Picture key={image.image} image={image.image} alt={image.alt} sizes={SLIDE_SIZES} draggable={false} />),
      thumbnail: <Picture image={first.image} alt="" sizes={THUMB_SIZES} draggable={false} />,
    };
  });

  return (
    <Section titleId="events-title" title={events.title} lead={events.lead} id="events">
      <EventsCarousel slides={slides} labels={events.controls} />
      <div className={styles.more}>
        {/* A full page load, not a client-side transition (spec 2.4). */}
        <ButtonLink href={paths.about}>{events.discoverMore}</ButtonLink>
      </div>
    </Section>
  );
}
