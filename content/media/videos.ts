/**
 * Every video clip the site serves. The files live in public/media/video/
 * and are rendered by tools/media/video/make-videos.sh; this catalogue is what
 * pages use, and videos.test.ts holds it to the files (size, duration,
 * dimensions, byte budget).
 */
import type { IsoDate } from '@/content/iso-date';

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
  /**
   * The same frame as a small AVIF (tools/media/video/clips.mts `inlinePoster`)
   * for a page to draw into its HTML, where the poster is the largest paint
   * and a request of its own would cost a round trip: the phone hero.
   */
  inlinePoster?: string;
  width: number;
  height: number;
  durationSeconds: number;
  title: string;
  kind: VideoKind;
  /** Which byte ceiling in lib/media/video-budgets.ts applies. */
  budget: VideoBudget;
  /** What the clip shows, for clips a visitor watches in their own right (the structured data's VideoObject). */
  description?: string;
  /** When the clip went up on the site. */
  published: IsoDate;
  /**
   * The same clip on the company's YouTube channel, once it is uploaded: the
   * eleven-character id from its watch URL. Until one is set, players show
   * the self-hosted file. Never put a made-up id here: visitors would see
   * 'video unavailable'.
   */
  youtubeId?: string;
}

type VideoSpec = Omit<Video, 'key' | 'src' | 'poster' | 'inlinePoster' | 'published'> & { key: string; published?: IsoDate; inlinePoster?: true };

/** The day the first set of clips was published with the site; a clip added later gives its own date. */
const FIRST_PUBLISHED: IsoDate = '2026-11-21';

const HERO_DESKTOP = { width: 1280, height: 720 } as const;
const HERO_MOBILE = { width: 540, height: 960 } as const;
const TILE = { width: 480, height: 270, kind: 'ambient', budget: 'tile' } as const;
const SHOWCASE = { width: 640, height: 360, durationSeconds: 6, kind: 'ambient', budget: 'showcase' } as const;
const TUTORIAL = { width: 854, height: 480, durationSeconds: 23.5, kind: 'player', budget: 'tutorial' } as const;

const VIDEO_SPECS = [
  { key: 'home-hero-desktop', ...HERO_DESKTOP, durationSeconds: 10, title: 'Light pulses travelling along a bundle of optical fibres', kind: 'ambient', budget: 'hero' },
  { key: 'home-hero-mobile', ...HERO_MOBILE, durationSeconds: 10, title: 'Light pulses travelling along a bundle of optical fibres', kind: 'ambient', budget: 'hero', inlinePoster: true },

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

  {
    key: 'educational-featured',
    width: 960,
    height: 540,
    durationSeconds: 8,
    title: 'Fusion splice: align, arc, estimate loss',
    kind: 'ambient',
    budget: 'feature',
    description: 'Two cleaved fibres meet in the V-grooves, are aligned by their cores, joined by the arc, and the splicer estimates the loss of the finished joint.',
  },

  { key: 'ofc-fiber-coloring', ...SHOWCASE, title: 'Fibre colouring line' },
  { key: 'ofc-fiber-buffering', ...SHOWCASE, title: 'Fibre buffering line' },
  { key: 'ofc-fiber-testing', ...SHOWCASE, title: 'Fibre testing with an OTDR' },
  { key: 'ofc-sheathing', ...SHOWCASE, title: 'Cable sheathing line' },
  { key: 'ofc-ftth-sheathing', ...SHOWCASE, title: 'FTTH cable sheathing line' },
  { key: 'ofc-hdpe-testing', ...SHOWCASE, title: 'HDPE duct pressure test' },
  { key: 'ofc-packaging', ...SHOWCASE, title: 'Labelling and packaging' },
  { key: 'factory-smt', ...SHOWCASE, title: 'Surface-mount line overview' },
  { key: 'factory-mi', ...SHOWCASE, title: 'Manual insertion line overview' },

  { key: 'tutorial-power-on', ...TUTORIAL, title: 'How to turn on the splicer', description: 'Fit a charged battery or the AC adapter, hold the power key, let the start-up self-check finish and choose a splice program.' },
  { key: 'tutorial-pass-fail', ...TUTORIAL, title: 'Pass and fail functions', description: 'How the splicer judges each joint from its fibre images, when it shows PASS or FAIL, and what to do before splicing again after a FAIL.' },
  { key: 'tutorial-nanotune', ...TUTORIAL, title: 'What NanoTune is', description: 'NanoTune reads the cores of both fibres and fine-tunes the arc to suit them, for lower and steadier splice loss with no extra steps.' },
  { key: 'tutorial-wireless-lan', ...TUTORIAL, title: 'Wireless LAN setup', description: 'Switch on wireless LAN in the settings menu, join the splicer’s network from a phone or tablet and view splice records in the app.' },
  { key: 'tutorial-electrode-change', ...TUTORIAL, title: 'Changing the electrode', description: 'Power off, swap both electrodes under their covers, then run arc stabilisation and reset the arc counter.' },
  { key: 'tutorial-v-groove-cleaning', ...TUTORIAL, title: 'Cleaning the V-groove', description: 'Lift dust out of the V-grooves with an alcohol swab, and push stubborn dirt out with a cleaved fibre end.' },
  { key: 'tutorial-general-cleaning', ...TUTORIAL, title: 'General cleaning', description: 'Which parts of the splicer take an alcohol swab and which a dry cloth: clamp pads, objective lenses, wind-protector mirrors, body and screen.' },
  { key: 'tutorial-fiber-stripping', ...TUTORIAL, title: 'Stripping the fibre coating', description: 'Sleeve on first, strip the 250 µm coating to the 125 µm cladding, wipe once with alcohol and cleave at 10 mm.' },

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

const publishedOf = (spec: VideoSpec): IsoDate => spec.published ?? FIRST_PUBLISHED;

export const videos: readonly Video[] = VIDEO_SPECS.map((spec) => {
  const { inlinePoster, ...clip } = spec as typeof spec & { inlinePoster?: true };
  return {
    ...clip,
    published: publishedOf(spec),
    src: `${VIDEO_DIR}/${spec.key}.mp4`,
    poster: `${VIDEO_DIR}/${spec.key}.webp`,
    ...(inlinePoster ? { inlinePoster: `${VIDEO_DIR}/${spec.key}.inline.avif` } : {}),
  };
});

const byKey = new Map<VideoKey, Video>(videos.map((video) => [video.key, video]));

export function getVideo(key: VideoKey): Video {
  const video = byKey.get(key);
  // Unreachable while VideoKey is derived from VIDEO_SPECS; kept so a bad cast fails loudly.
  if (!video) throw new Error(`Unknown video: ${key}`);
  return video;
}
