import {
  amplifiersThatDeliver,
  classesThatFit,
  directionBudget,
  largestSplitThatFits,
  longestReachKm,
  otdrsThatReach,
  outputPerPortNeeded,
  requiredDynamicRange,
  verdict,
  type LinkInput,
  type LossConstants,
  type OpticsClass,
} from './link-budget';

/*
 * Worked examples with constants written out here, so each figure below can be
 * checked by hand. (The page reads the sourced records in content/; these are
 * round test values, not the company's figures.)
 */
const constants: LossConstants = {
  attenuationDbPerKm: { 1310: 0.35, 1490: 0.25, 1550: 0.25 },
  splitterLossDb: { 2: 3.7, 4: 7.1, 8: 10.5, 16: 13.8, 32: 17.1, 64: 20.4, 128: 23.7 },
  connectorLossDb: 0.5,
  spliceLossDb: 0.1,
};
const classes: OpticsClass[] = [
  { name: 'B+', minDb: 13, maxDb: 28 },
  { name: 'C+', minDb: 17, maxDb: 32 },
  { name: 'C++', minDb: 17, maxDb: 35 },
];
const [bPlus, cPlus] = classes as [OpticsClass, OpticsClass, OpticsClass];
const GPON = [1490, 1310] as const;

describe('the PON loss budget', () => {
  // GPON C+, 1:64, 20 km, 4 connectors, 6 splices, 3 dB margin.
  const link: LinkInput = { distanceKm: 20, split: [64], connectors: 4, splices: 6, marginDb: 3 };

  it('adds each row per direction: fibre 20 × 0.35 = 7, splitter 20.4, connectors 2, splices 0.6, margin 3 → 33 dB upstream', () => {
    const up = directionBudget(link, constants, 1310);
    expect(up.rows.map((r) => [r.id, r.db])).toEqual([
      ['fibre', 7],
      ['splitter', 20.4],
      ['connectors', 2],
      ['splices', 0.6],
      ['margin', 3],
    ]);
    expect(up.totalDb).toBe(33);
    expect(up.lossDb).toBe(30);
    expect(up.rows[0]!.working).toBe('20 km × 0.35 dB/km');
    // Downstream: 20 × 0.25 = 5 in place of 7.
    expect(directionBudget(link, constants, 1490).totalDb).toBe(31);
  });

  it('says "does not fit" on C+ by 1 dB, proposes C++, a 1:32 split or 17.1 km', () => {
    const directions = GPON.map((wl) => directionBudget(link, constants, wl));
    expect(verdict(directions, cPlus)).toEqual({ kind: 'does-not-fit', excessDb: 1 });
    expect(classesThatFit(classes, 33).map((c) => c.name)).toEqual(['C++']);
    expect(largestSplitThatFits(link, constants, GPON, cPlus)).toBe(32);
    // (32 − 26) / 0.35 = 17.14 km upstream, the worse direction.
    expect(longestReachKm(link, constants, GPON, cPlus)).toBe(17.1);
  });

  it('fits exactly at the class maximum, and not a hundredth over', () => {
    const atMax: LinkInput = { distanceKm: 0, split: [64], connectors: 10, splices: 6, marginDb: 3 }; // 20.4 + 5 + 0.6 + 3 = 29
    const directions = GPON.map((wl) => directionBudget(atMax, constants, wl));
    expect(verdict(directions, { name: 'edge', minDb: 0, maxDb: 29 })).toEqual({ kind: 'fits', headroomDb: 0 });
    expect(verdict(directions, { name: 'edge', minDb: 0, maxDb: 28.99 })).toEqual({ kind: 'does-not-fit', excessDb: 0.01 });
  });

  it('says "too little loss" on B+ at 1:8 and 1 km, and names the attenuator: the margin is not light taken away', () => {
    // Downstream: 0.25 + 10.5 + 2 × 0.5 + 2 × 0.1 = 11.95 dB of loss, 1.05 short of B+'s 13: a 2 dB attenuator.
    const short: LinkInput = { distanceKm: 1, split: [8], connectors: 2, splices: 2, marginDb: 3 };
    const directions = GPON.map((wl) => directionBudget(short, constants, wl));
    expect(verdict(directions, bPlus)).toEqual({ kind: 'too-little-loss', shortDb: 1.05, attenuatorDb: 2 });
  });

  it('adds the stages of a two-stage split', () => {
    const twoStage = directionBudget({ distanceKm: 10, split: [4, 16], connectors: 0, splices: 0, marginDb: 0 }, constants, 1310);
    expect(twoStage.rows[1]).toEqual({ id: 'splitter', db: 20.9, working: '1:4 7.1 dB + 1:16 13.8 dB' });
    expect(twoStage.totalDb).toBe(24.4);
  });

  it('refuses a wavelength or a ratio it has no figure for', () => {
    expect(() => directionBudget({ distanceKm: 1, split: [3], connectors: 0, splices: 0, marginDb: 0 }, constants, 1310)).toThrow('1:3');
    expect(() => directionBudget({ distanceKm: 1, split: [], connectors: 0, splices: 0, marginDb: 0 }, constants, 1625)).toThrow('1625 nm');
  });
});

describe('the OTDR for a span', () => {
  const otdrs = [
    { model: 'F', dynamicRangeDb: { 1310: 45, 1550: 43 } },
    { model: 'B', dynamicRangeDb: { 1310: 34, 1550: 32 } },
    { model: 'D', dynamicRangeDb: { 1310: 40, 1550: 38 } },
    { model: 'Live', dynamicRangeDb: { 1310: 40, 1550: 38, 1625: 38 } },
  ];

  it('needs the link loss plus the headroom', () => {
    expect(requiredDynamicRange(24.3, 6.6)).toBe(30.9);
  });

  it('lists the models that reach it, enough-not-more first', () => {
    expect(otdrsThatReach(otdrs, 1550, 33).map((o) => o.model)).toEqual(['D', 'Live', 'F']);
  });

  it('at 1625 nm takes only the models that test there', () => {
    expect(otdrsThatReach(otdrs, 1625, 20).map((o) => o.model)).toEqual(['Live']);
  });
});

describe('the CATV amplifier output', () => {
  it('sizes 16 outputs, each split 1:4 to nodes 10 km away at 0 dBm: 0 + 2.5 + 7.1 + 1 + 0.2 + 2 = 12.8 dBm per port', () => {
    const path = directionBudget({ distanceKm: 10, split: [4], connectors: 2, splices: 2, marginDb: 2 }, constants, 1550);
    const needed = outputPerPortNeeded(0, path);
    expect(needed).toBe(12.8);
    const edfas = [
      { model: '32×13', ports: 32, outputPerPortDbm: 13 },
      { model: '16×14', ports: 16, outputPerPortDbm: 14 },
      { model: '16×12', ports: 16, outputPerPortDbm: 12 },
      { model: '8×19', ports: 8, outputPerPortDbm: 19 },
      { model: '16×13', ports: 16, outputPerPortDbm: 13 },
    ];
    expect(amplifiersThatDeliver(edfas, 16, needed).map((e) => e.model)).toEqual(['16×13', '16×14', '32×13']);
  });
});
