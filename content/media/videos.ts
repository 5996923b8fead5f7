/**
 * Every video clip the site serves. The files live in public/media/video/
 * and are rendered by scripts/media/make-videos.sh; this catalogue is what
 * pages use, and videos.test.ts holds it to the files (size, duration,
 * dimensions, byte budget).
 */

/** Kinds of clip, each with its own byte ceiling in lib/media/video-budgets.ts. */
export type VideoBudget = 'hero' | 'tile' | 'showcase' | 'feature' | 'tutorial' | 'tour' | 'tutorials';

/** 'ambient': muted, looping, no controls. 'player': controls, chosen by the visitor. */
export type VideoKind = 'ambient' | 'player';

export interface Video {
  key: VideoKey;
  /** Path under public/, e.g. /media/video/home-hero-desktop.mp4 */
  src: string;
  /** WebP of the clip's first meaningful frame, same size as the video. */
  poster: string;
  width: number;
  height: number;
  durationSeconds: number;
  title: string;
  kind: VideoKind;
  /** Which byte ceiling in lib/media/video-budgets.ts applies. */
  budget: VideoBudget;
  /**
   * The same clip on the company's YouTube channel, once it is uploaded: the
   * eleven-character id from its watch URL. Until one is set, players show
   * the self-hosted file. Never put a made-up id here: visitors would see
   * 'video unavailable'.
   */
  youtubeId?: string;
}

type VideoSpec = Omit<Video, 'key' | 'src' | 'poster'> & { key: string };

const HERO_DESKTOP = { width: 1280, height: 720 } as const;
const HERO_MOBILE = { width: 540, height: 960 } as const;
const TILE = { width: 480, height: 270, kind: 'ambient', budget: 'tile' } as const;
const SHOWCASE = { width: 640, height: 360, durationSeconds: 6, kind: 'ambient', budget: 'showcase' } as const;
const TUTORIAL = { width: 854, height: 480, durationSeconds: 23.5, kind: 'player', budget: 'tutorial' } as const;

const VIDEO_SPECS = [
  { key: 'home-hero-desktop', ...HERO_DESKTOP, durationSeconds: 10, title: 'Light pulses travelling along a bundle of optical fibres', kind: 'ambient', budget: 'hero' },
  { key: 'home-hero-mobile', ...HERO_MOBILE, durationSeconds: 10, title: 'Light pulses travelling along a bundle of optical fibres', kind: 'ambient', budget: 'hero' },

  { key: 'tile-solder-paste-inspection', ...TILE, durationSeconds: 5, title: 'Solder paste inspection scanning a board' },
  { key: 'tile-pick-and-place', ...TILE, durationSeconds: 6, title: 'Pick-and-place head mounting components' },
  { key: 'tile-3d-aoi', ...TILE, durationSeconds: 5, title: '3D optical inspection of an assembled board' },
  { key: 'tile-manual-insertion', ...TILE, durationSeconds: 5, title: 'Light-guided manual insertion of through-hole parts' },
  { key: 'tile-wave-soldering', ...TILE, durationSeconds: 5, title: 'Boards passing over the solder wave' },
  { key: 'tile-utility', ...TILE, durationSeconds: 5, title: 'Factory utilities: compressed air, nitrogen and power' },
  { key: 'tile-testing-and-packing', ...TILE, durationSeconds: 6, title: 'Final inspection and labelling of a cable drum' },
  { key: 'tile-fiber-coloring', ...TILE, durationSeconds: 5, title: 'Fibre colouring line with UV curing' },
  { key: 'tile-fiber-sheathing', ...TILE, durationSeconds: 5, title: 'Outer sheath extrusion and cooling' },
  { key: 'tile-fiber-buffering', ...TILE, durationSeconds: 5, title: 'Twelve fibres drawn into a gel-filled loose tube' },
  { key: 'tile-ftth-cable', ...TILE, durationSeconds: 5, title: 'Cross-section of a flat FTTH drop cable' },
  { key: 'tile-fiber-testing-and-packing', ...TILE, durationSeconds: 6, title: 'OTDR test of a fibre spool' },

  { key: 'educational-featured', width: 960, height: 540, durationSeconds: 8, title: 'Fusion splice: align, arc, estimate loss', kind: 'ambient', budget: 'feature' },

  { key: 'ofc-fiber-coloring', ...SHOWCASE, title: 'Fibre colouring line' },
  { key: 'ofc-fiber-buffering', ...SHOWCASE, title: 'Fibre buffering line' },
  { key: 'ofc-fiber-testing', ...SHOWCASE, title: 'Fibre testing with an OTDR' },
  { key: 'ofc-sheathing', ...SHOWCASE, title: 'Cable sheathing line' },
  { key: 'ofc-ftth-sheathing', ...SHOWCASE, title: 'FTTH cable sheathing line' },
  { key: 'ofc-hdpe-testing', ...SHOWCASE, title: 'HDPE duct pressure test' },
  { key: 'ofc-packaging', ...SHOWCASE, title: 'Labelling and packaging' },
  { key: 'factory-smt', ...SHOWCASE, title: 'Surface-mount line overview' },
  { key: 'factory-mi', ...SHOWCASE, title: 'Manual insertion line overview' },

  { key: 'tutorial-power-on', ...TUTORIAL, title: 'How to turn on the splicer' },
  { key: 'tutorial-pass-fail', ...TUTORIAL, title: 'Pass and fail functions' },
  { key: 'tutorial-nanotune', ...TUTORIAL, title: 'What NanoTune is' },
  { key: 'tutorial-wireless-lan', ...TUTORIAL, title: 'Wireless LAN setup' },
  { key: 'tutorial-electrode-change', ...TUTORIAL, title: 'Changing the electrode' },
  { key: 'tutorial-v-groove-cleaning', ...TUTORIAL, title: 'Cleaning the V-groove' },
  { key: 'tutorial-general-cleaning', ...TUTORIAL, title: 'General cleaning' },
  { key: 'tutorial-fiber-stripping', ...TUTORIAL, title: 'Stripping the fibre coating' },

  { key: 'smt-tour', width: 960, height: 540, durationSeconds: 41, title: 'SMT line video tour', kind: 'player', budget: 'tour' },
  {
    key: 'tutorials-smt-line',
    width: 1280,
    height: 720,
    durationSeconds: 75,
    title: 'SMT line: loader, solder paste printer, pick and place, reflow oven, unloader',
    kind: 'ambient',
    budget: 'tutorials',
  },
] as const satisfies readonly VideoSpec[];

export type VideoKey = (typeof VIDEO_SPECS)[number]['key'];

export const VIDEO_KEYS: readonly VideoKey[] = VIDEO_SPECS.map((spec) => spec.key);

const VIDEO_DIR = '/media/video';

export const videos: readonly Video[] = VIDEO_SPECS.map((spec) => ({
  ...spec,
  src: `${VIDEO_DIR}/${spec.key}.mp4`,
  poster: `${VIDEO_DIR}/${spec.key}.webp`,
}));

const byKey = new Map<VideoKey, Video>(videos.map((video) => [video.key, video]));

export function getVideo(key: VideoKey): Video {
  const video = byKey.get(key);
  // Unreachable while VideoKey is derived from VIDEO_SPECS; kept so a bad cast fails loudly.
  if (!video) throw new Error(`Unknown video: ${key}`);
  return video;
}
