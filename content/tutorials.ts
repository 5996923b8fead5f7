/**
 * /tutorials: the SMT line film, driven by the visitor's wheel or swipe
 * (catalogue spec, section 2.15). Stage times are whole seconds of the film;
 * each stage ends the second before the next begins.
 */
export interface TutorialStage {
  /** Anchor id and React key. */
  key: string;
  title: string;
  /** Seconds into the film where the stage begins. */
  startTime: number;
  /** Last whole second of the stage; the next stage begins at the next second. */
  endTime: number;
  playbackSpeed: number;
  /** What happens at this station, for the notes under the film. */
  summary: string;
}

export const tutorialStages = [
  {
    key: 'loader',
    title: 'Loader',
    startTime: 0,
    endTime: 19,
    playbackSpeed: 2,
    summary:
      'Bare boards wait in a slotted magazine. The loader lifts the magazine one pitch at a time and pushes each board onto the conveyor, so the line is fed at a steady rhythm without anyone handling the copper.',
  },
  {
    key: 'solder-paste-printer',
    title: 'Solder Paste Printer',
    startTime: 20,
    endTime: 26,
    playbackSpeed: 2,
    summary:
      'A steel stencil is aligned to the board’s fiducials and a squeegee sweeps solder paste through its apertures, leaving a measured deposit on every pad that a part will sit on.',
  },
  {
    key: 'pick-and-place',
    title: 'Pick and Place',
    startTime: 27,
    endTime: 49,
    playbackSpeed: 2,
    summary:
      'Nozzles pick chips, resistors and capacitors from their reels, a camera checks each part’s position on the way, and the head sets it down onto the wet paste. This is the longest stage because every part is placed here.',
  },
  {
    key: 'reflow-oven',
    title: 'Reflow Oven',
    startTime: 50,
    endTime: 58,
    playbackSpeed: 2,
    summary:
      'The populated board rides through heated zones that preheat it, melt the paste and then cool it, so every joint forms at once and the parts are pulled square onto their pads.',
  },
  {
    key: 'unloader',
    title: 'Unloader',
    startTime: 59,
    endTime: 74,
    playbackSpeed: 2,
    summary:
      'Finished boards leave the conveyor and are stacked into an empty magazine, ready for inspection, testing and the next assembly step.',
  },
] as const satisfies readonly TutorialStage[];

export const tutorialsPage = {
  heading: 'A board’s journey through the SMT line',
  hint: 'Scroll down over the film to speed it up, scroll up to step back. On a touch screen, swipe up or down.',
  reducedMotionHint: 'The film waits for you: choose a stage below, or press Play.',
  stageListLabel: 'Stages of the line',
  /** The live line over the film; {stage} and {total} are filled in. */
  stageCount: 'Stage {stage} of {total}',
  notesLink: 'Read about each stage',
  notesTitle: 'What happens at each stage',
  notesLead:
    'The film follows one board through the five stations of our surface-mount line. Each station does one job and hands the board on.',
  pauseLabels: { pause: 'Pause the film', play: 'Play the film' },
} as const;
