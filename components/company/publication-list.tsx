import { Picture } from '@/components/media/picture';
import { publicationPage, type Publication } from '@/content/publications';
import { getImage, type ImageKey } from '@/lib/media/images';
import { LightboxGallery } from './lightbox-gallery';
import { PublicationMeta } from './publication-meta';
import { ReadMoreLink } from './read-more-link';
import styles from './publication-list.module.css';

/** Every publication in full, newest first, each with its pictures in a lightbox gallery. */
export function PublicationList({ publications }: { publications: readonly Publication[] }) {
  return (
    <ol className={styles.list}>
      {publications.map((p) => (
        <li key={p.id}>
          <article id={p.id} className={styles.entry} aria-labelledby={`${p.id}-title`}>
            <header className={styles.header}>
              <PublicationMeta publication={p} />
              <h2 id={`${p.id}-title`} className={styles.title}>
                {p.title}
              </h2>
            </header>
            <div className={styles.body}>
              {p.content.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {p.link ? (
                <ReadMoreLink href={p.link} label={publicationPage.readMore} about={p.title} />
              ) : null}
            </div>
            <LightboxGallery
              label={p.title}
              items={p.images.map((img) => ({
                key: img.image,
                alt: img.alt,
                href: fullSizeUrl(img.image),
                thumb: <Picture image={img.image} alt={img.alt} sizes="(min-width: 1240px) 340px, (min-width: 1024px) 28vw, 46vw" />,
                full: <Picture image={img.image} alt={img.alt} sizes="(min-width: 1200px) 1120px, 94vw" />,
              }))}
            />
          </article>
        </li>
      ))}
    </ol>
  );
}

/** The widest WebP the pipeline wrote: the no-JavaScript target of a thumbnail. */
function fullSizeUrl(key: ImageKey): string {
  const variants = getImage(key).variants;
  const widest = variants[variants.length - 1];
  if (widest === undefined) throw new Error(`Image ${key} has no variants`);
  return widest.webp;
}
