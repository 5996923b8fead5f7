'use client';

import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { ChevronLeft } from '@/components/ui/icons/chevron-left';
import { ChevronRight } from '@/components/ui/icons/chevron-right';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { CardGrid } from '@/components/ui/card';
import { stepForKey, stepIndex } from '@/components/company/lightbox';
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
 * Thumbnails that open a full-size viewer on the shared modal <dialog>,
 * labelled by the entry: arrow keys and the side buttons move (wrapping),
 * Escape, the close button or a backdrop click shut it, and focus returns to
 * the thumbnail that opened it. Without JavaScript each thumbnail is a plain
 * link to the full-size file.
 */
export function LightboxGallery({ label, items }: { label: string; items: readonly GalleryItem[] }) {
  const statusId = useId();
  const openers = useRef<(HTMLAnchorElement | null)[]>([]);
  const openedFrom = useRef(0);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const count = items.length;
  const current = items[index];

  function show(event: MouseEvent<HTMLAnchorElement>, i: number) {
    // Modified clicks keep their usual meaning: open the file in a new tab or window.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    openedFrom.current = i;
    setIndex(i);
    setOpen(true);
  }

  function close() {
    setOpen(false);
    // Back to the thumbnail that opened the viewer, wherever the arrows went since.
    openers.current[openedFrom.current]?.focus();
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

  return (
    <>
      <CardGrid className={styles.thumbs} data-count={count}>
        {items.map((item, i) => (
          <li key={item.key}>
            <a
              ref={(el) => {
                openers.current[i] = el;
              }}
              href={item.href}
              className={styles.thumbLink}
              onClick={(event) => show(event, i)}
            >
              <span className="visually-hidden">View full size: </span>
              {item.thumb}
            </a>
          </li>
        ))}
      </CardGrid>
      <ModalDialog
        open={open}
        onClose={close}
        title={label}
        className={styles.dialog}
        aria-describedby={statusId}
        onKeyDown={onKeyDown}
      >
        <p id={statusId} className={styles.status} aria-live="polite">
          Picture {index + 1} of {count}
        </p>
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
      </ModalDialog>
    </>
  );
}
