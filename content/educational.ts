import type { VideoKey } from '@/content/media/videos';

/**
 * /educationalpage (catalogue spec, section 2.11): a featured loop and the
 * eight splicer tutorials. Titles come from the video catalogue; this module
 * says which videos, in which order, and the words around them.
 */
export const educationalPage = {
  header: {
    eyebrow: 'Learning centre',
    title: 'Educational Videos',
    lead: 'Short, practical videos on getting good splices from your fusion splicer and keeping it in shape, made for technicians in the field and in training.',
  },
  featured: {
    title: 'Inside a fusion splice',
    video: 'educational-featured',
    paragraphs: [
      'Two cleaved fibres are brought together in V-grooves, aligned by their cores under the splicer’s cameras, and joined by a short electric arc. The splicer then estimates the loss of the finished joint.',
      'The videos below take each part of that routine in turn, along with the cleaning and care that keep the splicer’s results consistent year after year.',
    ],
    pauseLabels: { pause: 'Pause the featured video', play: 'Play the featured video' },
  },
  watchNext: {
    title: 'Watch next',
    lead: 'Each one takes under half a minute. Starting a video pauses whichever was playing.',
    videos: [
      'tutorial-power-on',
      'tutorial-pass-fail',
      'tutorial-nanotune',
      'tutorial-wireless-lan',
      'tutorial-electrode-change',
      'tutorial-v-groove-cleaning',
      'tutorial-general-cleaning',
      'tutorial-fiber-stripping',
    ],
  },
} as const satisfies {
  header: { eyebrow: string; title: string; lead: string };
  featured: { title: string; video: VideoKey; paragraphs: readonly string[]; pauseLabels: { pause: string; play: string } };
  watchNext: { title: string; lead: string; videos: readonly VideoKey[] };
};
