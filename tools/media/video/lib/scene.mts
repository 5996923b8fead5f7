/**
 * What a scene is: a pure function of time and its clip's options that
 * returns the frame's SVG body. One options type serves every scene, so a
 * clip (clips.mts), a stage of a sequence (scenes/sequences.mts) or a still
 * (art/factory.mts) passes the same names.
 */
import type { Pair } from './svg.mjs';

export interface SceneOptions {
  /** Seconds: the loop the motion repeats over, or, for a stage of a sequence, how long the stage lasts. */
  duration: number;
  /** Seconds added to t before it wraps, so a loop can start part-way through. */
  phase?: number;
  /** Seconds of one motion cycle when it is shorter than the file (the hero). */
  period?: number;
  /** The view box the scene draws in (the hero lays itself out for landscape or portrait). */
  view?: Pair;
  /** A stage of a longer sequence: time runs forward from 0 instead of looping. */
  sequence?: boolean;
  /** false hides the machine's name plate (a sequence captions the stage itself). */
  hud?: boolean;
  /** Adds a HUD naming the process (the showcase clips and stills). */
  detail?: boolean;
  /** Index into the fibre colour order: the ink (colouring) or the spool under test (OTDR). */
  colour?: number;
  /** Index into the fibre colour order: the loose tube's colour (buffering). */
  tubeColour?: number;
  /** 'flat' draws the FTTH drop cable instead of the round stranded one (sheathing). */
  cable?: 'flat';
  /** Part ids the chip mounter places, in order. */
  targets?: readonly number[];
  /** Shows the chip mounter's placed-parts counter. */
  counter?: boolean;
  /** Boards fed (loader) or stacked (unloader) in the clip. */
  cycles?: number;
  /** Parts inserted per board, and the first of them (manual insertion). */
  inserts?: number;
  firstInsert?: number;
  /** The clip's key: which tutorial the tutorial scene draws. */
  key?: string;
}

/** A scene's options apart from its length: what a stage or a still adds to the duration it is given. */
export type SceneSettings = Omit<SceneOptions, 'duration'>;

/** Draws the frame at `t` seconds. */
export type Scene<O extends SceneOptions = SceneOptions> = (t: number, clip: O) => string;
