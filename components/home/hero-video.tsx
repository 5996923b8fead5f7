'use client';

import { useSyncExternalStore } from 'react';
import { AmbientVideo, type AmbientClip, type AmbientVideoPauseLabels } from '@/components/media/ambient-video';
import { HERO_RESTART_MARGIN_SECONDS } from '@/lib/media/playback';
import { MOBILE_VIDEO_QUERY } from '@/lib/media/media-queries';

function subscribeToLoad(onChange: () => void) {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

const isLoaded = () => document.readyState === 'complete';
const notLoadedOnServer = () => false;

/**
 * The hero's background video, added only after the page's load event, so
 * its metadata request never competes with the poster image (the largest
 * paint) or the page's scripts. Until then, and whenever it cannot play, the
 * server-rendered poster underneath shows through: the video has no poster
 * of its own, which on a phone would fetch the file the page drew inline.
 */
export function HeroVideo({
  desktop,
  mobile,
  pauseLabels,
  className,
}: {
  desktop: AmbientClip;
  mobile: AmbientClip;
  pauseLabels: AmbientVideoPauseLabels;
  className?: string;
}) {
  const loaded = useSyncExternalStore(subscribeToLoad, isLoaded, notLoadedOnServer);
  if (!loaded) return null;
  return (
    <AmbientVideo
      video={desktop}
      sources={[{ media: MOBILE_VIDEO_QUERY, video: mobile }]}
      aboveFold
      posterBeneath
      fit="cover"
      restartBeforeEnd={HERO_RESTART_MARGIN_SECONDS}
      pauseLabels={pauseLabels}
      className={className}
    />
  );
}
