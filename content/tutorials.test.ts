import { tutorialStages } from './tutorials';

describe('tutorial stages', () => {
  it('are the spec’s five stages with their times and speed', () => {
    expect(tutorialStages.map((s) => [s.title, s.startTime, s.endTime, s.playbackSpeed])).toEqual([
      ['Loader', 0, 19, 2],
      ['Solder Paste Printer', 20, 26, 2],
      ['Pick and Place', 27, 49, 2],
      ['Reflow Oven', 50, 58, 2],
      ['Unloader', 59, 74, 2],
    ]);
  });

});
