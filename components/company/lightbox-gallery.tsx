'use client';

import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { stepForKey, stepIndex } from '@/lib/lightbox';
import styles from './lightbox-gallery.module.css';

export interface GalleryItem {
  key: string;
  /** What the picture shows; the caption under the full-size view. */
  alt: string;
  /** The full-size file: where the thumbnail links without JavaScript. */
  href: string;
  /** Server-rendered pictures, passed in so the image manifest stays out of the browser bundle. */
  thumb: ReactNode;
  full: ReactNode;
}

/**
 * Thumbnails that open a full-size viewer on a native modal <dialog>: arrow
 * keys and the side buttons move (wrapping), Escape or Close shut it, and
 * focus returns to the thumbnail it came from. Without JavaScript each
 * thumbnail is a plain link to the full-size file.
 */
export function LightboxGallery({ label, items }: { label: string; items: readonly GalleryItem[] }) {
  const id = useId();
  const titleId = `${id}-title`;
  const statusId = `${id}-status`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openers = useRef<(HTMLAnchorElement | null)[]>([]);
  const [index, setIndex] = useState(0);
  const count = items.length;
  const current = items[index];

  function open(event: MouseEvent<HTMLAnchorElement>, i: number) {
    // Modified clicks keep their usual meaning: open the file in a new tab or window.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setIndex(i);
    dialogRef.current?.showModal();
  }

  function step(delta: number) {
    setIndex((i) => stepIndex(i, delta, count));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const delta = stepForKey(event.key);
    if (delta === null) return;
    event.preventDefault();
    step(delta);
  }

  // A click that lands on the dialog itself, not its content, is on the backdrop.
  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) dialogRef.current?.close();
  }

  return (
    <>
      <ul className={styles.thumbs}>
        {items.map((item, i) => (
          <li key={item.key}>
            <a
              ref={(el) => {
                openers.current[i] = el;
              }}
              href={item.href}
              className={styles.thumbLink}
              onClick={(event) => open(event, i)}
            >
              <span className="visually-hidden">View full size: </span>
              {item.thumb}
            </a>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        aria-describedby={statusId}
        onKeyDown={onKeyDown}
        onClick={onDialogClick}
        onClose={() => openers.current[index]?.focus()}
      >
        <div className={styles.panel}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {label}
            </h2>
            <p id={statusId} className={styles.status} aria-live="polite">
              Picture {index + 1} of {count}
            </p>
            <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()}>
              <X size={18} aria-hidden="true" /> Close
            </button>
          </div>
          <figure className={styles.figure}>
            <div className={styles.stage}>
              {items.map((item, i) => (
                <div key={item.key} className={styles.slide} hidden={i !== index}>
                  {item.full}
                </div>
              ))}
              {count > 1 ? (
                <>
                  <button type="button" className={styles.nav} data-direction="previous" onClick={() => step(-1)}>
                    <ChevronLeft size={28} aria-hidden="true" />
                    <span className="visually-hidden">Previous picture</span>
                  </button>
                  <button type="button" className={styles.nav} data-direction="next" onClick={() => step(1)}>
                    <ChevronRight size={28} aria-hidden="true" />
                    <span className="visually-hidden">Next picture</span>
                  </button>
                </>
              ) : null}
            </div>
            {/* The picture's alt text already names it for screen readers; the caption is for eyes. */}
            <figcaption className={styles.caption} aria-hidden="true">
              {current?.alt}
            </figcaption>
          </figure>
        </div>
      </dialog>
    </>
  );
}
