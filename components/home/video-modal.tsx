'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { PlayerVideo, type PlayerClip } from '@/components/media/player-video';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { youtubeEmbedUrl } from '@/lib/media/youtube';
import styles from './video-modal.module.css';

/** A clip the dialog plays: from YouTube when it has an id there, else our own file. */
export interface ModalVideo {
  title: string;
  clip: PlayerClip;
  youtubeId?: string;
}

const OpenVideoContext = createContext<((video: ModalVideo) => void) | null>(null);

function useOpenVideo() {
  const open = useContext(OpenVideoContext);
  if (!open) throw new Error('PlayVideoButton must be inside a VideoModalProvider');
  return open;
}

/**
 * One video dialog for a group of cards. The player exists only while the
 * dialog is open: it is created when a Play button opens it and removed on
 * every way of closing (×, backdrop, Escape), which stops playback. A clip
 * with a YouTube id plays in the privacy-enhanced embed; one without plays
 * the self-hosted file, so no visitor meets 'video unavailable'.
 */
export function VideoModalProvider({ children }: { children: ReactNode }) {
  const [video, setVideo] = useState<ModalVideo | null>(null);
  // Keeps the last title while the dialog closes, so its label never goes blank.
  const [title, setTitle] = useState('');
  const open = (next: ModalVideo) => {
    setTitle(next.title);
    setVideo(next);
  };
  return (
    <OpenVideoContext.Provider value={open}>
      {children}
      <ModalDialog open={video !== null} title={title} onClose={() => setVideo(null)}>
        {video ? <Player video={video} /> : null}
      </ModalDialog>
    </OpenVideoContext.Provider>
  );
}

function Player({ video }: { video: ModalVideo }) {
  if (!video.youtubeId) {
    // The visitor pressed Play, so the clip starts at once.
    return <PlayerVideo video={video.clip} caption={false} autoPlay className={styles.clip} />;
  }
  return (
    <div className={styles.player}>
      <iframe
        className={styles.frame}
        src={youtubeEmbedUrl(video.youtubeId)}
        title={video.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        // YouTube refuses embeds that send no referrer.
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

/** A primary button that opens the surrounding provider's dialog on `video`. */
export function PlayVideoButton({ video, className, children }: { video: ModalVideo; className?: string; children: ReactNode }) {
  const open = useOpenVideo();
  return (
    <Button className={className} variant="primary" onClick={() => open(video)}>
      {children}
    </Button>
  );
}
