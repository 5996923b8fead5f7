'use client';

import { useState } from 'react';
import { PlayCircle } from '@/components/ui/icons/circle-play';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TourPlayer, type TourClip } from './tour-player';
import { Button } from '@/components/ui/button';
import styles from './video-tour.module.css';

/**
 * The 'Watch Video Tour' button and the modal player it opens. The player
 * mounts only while the dialog is open, so the page loads none of the tour
 * until asked, and closing the dialog stops it.
 */
export function VideoTour({ label, title, video }: { label: string; title: string; video: TourClip }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className={styles.button} variant="primary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <PlayCircle size={22} aria-hidden="true" />
        {label}
      </Button>
      <ModalDialog open={open} onClose={() => setOpen(false)} title={title}>
        <TourPlayer video={video} />
      </ModalDialog>
    </>
  );
}
