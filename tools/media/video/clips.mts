/**
 * Every clip the site plays: its key (the file name in public/media/video/),
 * its pixel size, the view box its scene draws in, its length and encoding,
 * and the scene with the options it draws with.
 */
import type { Scene, SceneOptions } from './lib/scene.mjs';
import type { Pair } from './lib/svg.mjs';
import { heroScene } from './scenes/hero.mjs';
import {
  bufferingScene, cablePackScene, colouringScene, ftthScene, hdpeScene, otdrScene, packagingScene, sheathingScene,
} from './scenes/ofc.mjs';
import {
  aoiScene, manualInsertionScene, miLineScene, pickPlaceScene, smtLineScene, spiScene, utilityScene, waveScene,
} from './scenes/smt.mjs';
import { LINE_DURATION, TOUR_DURATION, smtLineStagesScene, smtTourScene } from './scenes/sequences.mjs';
import { TUTORIALS, TUTORIAL_KEYS, featuredSpliceScene, tutorialDuration, tutorialScene } from './scenes/splicer.mjs';

export interface Clip extends SceneOptions {
  key: string;
  /** Width and height in pixels. */
  size: Pair;
  /** The view box the scene draws in; the frame is cut to fill `size`. */
  view: Pair;
  /** Frames a second (25 when left out). */
  fps?: number;
  /** x264's constant rate factor (26 when left out). */
  crf?: number;
  /** Frames between keyframes (four seconds' worth when left out). */
  gop?: number;
  /** Seconds into the clip of the poster frame (0 when left out). */
  posterAt?: number;
  /** Also write the poster as a small AVIF for the page's HTML: its width and AVIF quality. */
  inlinePoster?: { width: number; quality: number };
  scene: Scene<Clip>;
}

const WIDE: Pair = [1280, 720];
const TALL: Pair = [720, 1280];
const TILE: Pair = [480, 270];
const SHOWCASE: Pair = [640, 360];

export const clips: Clip[] = [
  // The page restarts the hero 0.4 s before its end (HERO_RESTART_MARGIN_SECONDS in
  // lib/media/playback.ts) and timeupdate lands within 0.25 s after that, so the
  // jump happens between 9.6 and 9.85 s. A 9.7 s motion cycle puts every such
  // jump within 0.15 s of a seamless loop.
  { key: 'home-hero-desktop', size: [1280, 720], view: WIDE, duration: 10, period: 9.7, crf: 24, scene: heroScene },
  // The phone hero's poster is the home page's largest paint: a small AVIF of it
  // (inlinePoster) goes into the HTML itself, so that paint needs no request of its own.
  { key: 'home-hero-mobile', size: [540, 960], view: TALL, duration: 10, period: 9.7, crf: 24, scene: heroScene, inlinePoster: { width: 432, quality: 45 } },
  { key: 'tile-solder-paste-inspection', size: TILE, view: WIDE, duration: 5, phase: 2.2, scene: spiScene },
  { key: 'tile-pick-and-place', size: TILE, view: WIDE, duration: 6, phase: 0.3, scene: pickPlaceScene },
  { key: 'tile-3d-aoi', size: TILE, view: WIDE, duration: 5, phase: 2.4, scene: aoiScene },
  { key: 'tile-manual-insertion', size: TILE, view: WIDE, duration: 5, phase: 0.3, scene: manualInsertionScene },
  { key: 'tile-wave-soldering', size: TILE, view: WIDE, duration: 5, scene: waveScene },
  { key: 'tile-utility', size: TILE, view: WIDE, duration: 5, scene: utilityScene },
  { key: 'tile-testing-and-packing', size: TILE, view: WIDE, duration: 6, phase: 4.3, scene: cablePackScene },
  { key: 'tile-fiber-coloring', size: TILE, view: WIDE, duration: 5, scene: colouringScene },
  { key: 'tile-fiber-sheathing', size: TILE, view: WIDE, duration: 5, scene: sheathingScene },
  { key: 'tile-fiber-buffering', size: TILE, view: WIDE, duration: 5, scene: bufferingScene },
  { key: 'tile-ftth-cable', size: TILE, view: WIDE, duration: 5, scene: ftthScene },
  { key: 'tile-fiber-testing-and-packing', size: TILE, view: WIDE, duration: 6, phase: 3.9, scene: otdrScene },
  { key: 'educational-featured', size: [960, 540], view: WIDE, duration: 8, phase: 1.8, scene: featuredSpliceScene },
  ...TUTORIAL_KEYS.map((key): Clip => ({
    key, size: [854, 480], view: WIDE, duration: tutorialDuration(TUTORIALS[key]), crf: 28, gop: 50, posterAt: 1.5, scene: tutorialScene,
  })),
  { key: 'ofc-fiber-coloring', size: SHOWCASE, view: WIDE, duration: 6, colour: 1, detail: true, scene: colouringScene },
  { key: 'ofc-fiber-buffering', size: SHOWCASE, view: WIDE, duration: 6, tubeColour: 1, detail: true, scene: bufferingScene },
  { key: 'ofc-fiber-testing', size: SHOWCASE, view: WIDE, duration: 6, phase: 3.9, colour: 0, detail: true, scene: otdrScene },
  { key: 'ofc-sheathing', size: SHOWCASE, view: WIDE, duration: 6, scene: sheathingScene },
  { key: 'ofc-ftth-sheathing', size: SHOWCASE, view: WIDE, duration: 6, cable: 'flat', scene: sheathingScene },
  { key: 'ofc-hdpe-testing', size: SHOWCASE, view: WIDE, duration: 6, phase: 3, scene: hdpeScene },
  { key: 'ofc-packaging', size: SHOWCASE, view: WIDE, duration: 6, scene: packagingScene },
  { key: 'factory-smt', size: SHOWCASE, view: WIDE, duration: 6, scene: smtLineScene },
  { key: 'factory-mi', size: SHOWCASE, view: WIDE, duration: 6, scene: miLineScene },
  { key: 'smt-tour', size: [960, 540], view: WIDE, duration: TOUR_DURATION, crf: 28, gop: 50, posterAt: 1.5, scene: smtTourScene },
  { key: 'tutorials-smt-line', size: [1280, 720], view: WIDE, duration: LINE_DURATION, crf: 29, gop: 25, posterAt: 3, scene: smtLineStagesScene },
];
