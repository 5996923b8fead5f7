import {
  amplifiersThatDeliver,
  assuredClassRange,
  checkDirection,
  directionBudget,
  directionLimits,
  largestSplitThatFits,
  longestReachKm,
  otdrsThatReach,
  outputPerPortNeeded,
  requiredDynamicRange,
  verdict,
  type LinkEnd,
  type LinkInput,
  type LossConstants,
} from './link-budget';

/*
 * Worked examples with constants written out here, so each figure below can be
 * checked by hand. (The page reads the sourced records in content/; these are
 * round test values, not the company's figures, apart from the optics, which
 * are the datasheets' own: the C++ module sends +4.5 to +10 dBm, reads down
 * to −30 dBm and saturates at −12 dBm; the ONTs send 0 to +4 dBm, read down
 * to −27 dBm and overload at −8 dBm on GPON and −3 dBm on EPON.)
 */
const constants: LossConstants = {
  worst: {
    attenuationDbPerKm: { 1310: 0.4, 1490: 0.25, 1550: 0.25 },
    splitterLossDb: { 2: 3.7, 4: 7.1, 8: 10.5, 16: 13.8, 32: 17.1, 64: 20.4, 128: 23.7 },
    connectorLossDb: 0.75,
    spliceLossDb: 0.3,
  },
  least: {
    attenuationDbPerKm: { 1310: 0.3, 1490: 0.2, 1550: 0.18 },
    splitterLossDb: { 2: 3.01, 4: 6.02, 8: 9.03, 16: 12.04, 32: 15.05, 64: 18.06, 128: 21.07 },
    connectorLossDb: 0.2,
    spliceLossDb: 0.05,
  },
};

const cPlusPlus: LinkEnd = { name: 'the C++ module', role: 'olt', classRange: null, transmitDbm: { min: 4.5, max: 10 }, sensitivityDbm: -30, overloadDbm: -12 };
const cPlus: LinkEnd = { name: 'the C+ module', role: 'olt', classRange: { name: 'C+', minDb: 17, maxDb: 32 }, transmitDbm: null, sensitivityDbm: null, overloadDbm: null };
const gponOnt: LinkEnd = { name: 'the ONT', role: 'ont', classRange: { name: 'B+', minDb: 13, maxDb: 28 }, transmitDbm: { min: 0, max: 4 }, sensitivityDbm: -27, overloadDbm: -8 };
const px20: LinkEnd = { name: 'the PX20 module', role: 'olt', classRange: { name: 'PX20', minDb: 10, maxDb: 24 }, transmitDbm: null, sensitivityDbm: null, overloadDbm: null };
const eponOnt: LinkEnd = { ...gponOnt, classRange: null, overloadDbm: -3 };

const wavelengthOf = (d: 'downstream' | 'upstream') => (d === 'downstream' ? 1490 : 1310);

function check(link: LinkInput, olt: LinkEnd, ont: LinkEnd) {
  const down = directionLimits('downstream', olt, ont)!;
  const up = directionLimits('upstream', olt, ont)!;
  const checks = [checkDirection(down, directionBudget(link, constants, 1490)), checkDirection(up, directionBudget(link, constants, 1310))];
  return { down, up, checks, verdict: verdict(checks, link.distanceKm, [{ name: 'the ONT', km: 20 }]) };
}

describe('a path’s loss, worst case and least', () => {
  const link: LinkInput = { distanceKm: 20, split: [64], connectors: 4, splices: 6, marginDb: 3 };

  it('adds each row per direction: fibre 20 × 0.4 = 8, splitter 20.4, connectors 3, splices 1.8, margin 3 → 36.2 dB upstream', () => {
    const up = directionBudget(link, constants, 1310);
    expect(up.rows.map((r) => [r.id, r.db])).toEqual([
      ['fibre', 8],
      ['splitter', 20.4],
      ['connectors', 3],
      ['splices', 1.8],
      ['margin', 3],
    ]);
    expect(up.totalDb).toBe(36.2);
    expect(up.lossDb).toBe(33.2);
    expect(up.rows[0]!.working).toBe('20 km × 0.4 dB/km');
  });

  it('gives each row its least loss with its working, and never counts the margin toward it', () => {
    const up = directionBudget(link, constants, 1310);
    // 20 × 0.3 + 18.06 + 4 × 0.2 + 6 × 0.05 = 6 + 18.06 + 0.8 + 0.3 = 25.16 dB.
    expect(up.rows.map((r) => [r.id, r.leastDb])).toEqual([
      ['fibre', 6],
      ['splitter', 18.06],
      ['connectors', 0.8],
      ['splices', 0.3],
      ['margin', null],
    ]);
    expect(up.leastDb).toBe(25.16);
    expect(up.rows[1]!.leastWorking).toBe('1:64 18.06 dB');
  });

  it('adds the stages of a two-stage split, and refuses a wavelength or a ratio it has no figure for', () => {
    const twoStage = directionBudget({ distanceKm: 10, split: [4, 16], connectors: 0, splices: 0, marginDb: 0 }, constants, 1310);
    expect(twoStage.rows[1]).toMatchObject({ id: 'splitter', db: 20.9, working: '1:4 7.1 dB + 1:16 13.8 dB' });
    expect(() => directionBudget({ distanceKm: 1, split: [3], connectors: 0, splices: 0, marginDb: 0 }, constants, 1310)).toThrow('1:3');
    expect(() => directionBudget({ distanceKm: 1, split: [], connectors: 0, splices: 0, marginDb: 0 }, constants, 1625)).toThrow('1625 nm');
  });
});

describe('what the two ends allow', () => {
  it('computes each direction from the products’ own optics: C++ module and B+ ONT', () => {
    // Downstream +4.5 − (−27) = 31.5 dB, upstream 0 − (−30) = 30 dB; overload +10 − (−8) = 18 dB and +4 − (−12) = 16 dB.
    expect(directionLimits('downstream', cPlusPlus, gponOnt)).toMatchObject({ maxDb: 31.5, minDb: 18, basis: { max: 'optics', min: 'optics' } });
    expect(directionLimits('upstream', cPlusPlus, gponOnt)).toMatchObject({ maxDb: 30, minDb: 16, sender: gponOnt, receiver: cPlusPlus });
  });

  it('falls back to the range both classes assure where a product has no figures: C+ module and B+ ONT hold 17 to 28 dB', () => {
    expect(assuredClassRange(cPlus, gponOnt)).toEqual({ minDb: 17, maxDb: 28, names: ['C+', 'B+'] });
    expect(directionLimits('upstream', cPlus, gponOnt)).toMatchObject({ maxDb: 28, minDb: 17, basis: { max: 'class', min: 'class' } });
  });

  it('gives nothing where neither figures nor a class range do', () => {
    const unknown: LinkEnd = { ...cPlus, classRange: null };
    expect(directionLimits('downstream', unknown, eponOnt)).toBeNull();
  });
});

describe('the verdict', () => {
  it('GPON, C++ module, B+ ONT, 31 dB upstream: does not fit, limited upstream by the ONT’s 0 dBm against the module’s −30 dBm', () => {
    // 15.25 km × 0.4 + 17.1 + 3 + 1.8 + 3 = 31 dB upstream; downstream 3.81 + 24.9 = 28.71 dB fits 31.5.
    const { verdict: v } = check({ distanceKm: 15.25, split: [32], connectors: 4, splices: 6, marginDb: 3 }, cPlusPlus, gponOnt);
    expect(v.kind).toBe('does-not-fit');
    if (v.kind !== 'does-not-fit') return;
    expect(v.limiting.limits.direction).toBe('upstream');
    expect(v.limiting.limits.sender).toBe(gponOnt);
    expect(v.limiting.budget.totalDb).toBe(31);
    expect(v.excessDb).toBe(1);
  });

  it('GPON at 30.1 dB upstream with the C+ module and a B+ ONT does not fit: the class range both assure ends at 28 dB', () => {
    // 13 km × 0.4 = 5.2, + 17.1 + 3 + 1.8 + 3 = 30.1 dB upstream.
    const { verdict: v } = check({ distanceKm: 13, split: [32], connectors: 4, splices: 6, marginDb: 3 }, cPlus, gponOnt);
    expect(v).toMatchObject({ kind: 'does-not-fit' });
  });

  it('fits at exactly the most a direction allows, and not a hundredth over', () => {
    // 0 km, 1:32, 3 connectors, 6 splices, 3.65 dB margin: 17.1 + 2.25 + 1.8 + 3.65 = 24.8 dB; against a 24.8 dB limit.
    const atMax: LinkInput = { distanceKm: 0, split: [32], connectors: 3, splices: 6, marginDb: 3.65 };
    const limits = { ...directionLimits('upstream', px20, eponOnt)!, maxDb: 24.8, minDb: 0 };
    const budget = directionBudget(atMax, constants, 1310);
    expect(verdict([checkDirection(limits, budget)], 0, [])).toMatchObject({ kind: 'fits', headroomDb: 0 });
    expect(verdict([checkDirection({ ...limits, maxDb: 24.79 }, budget)], 0, [])).toMatchObject({ kind: 'does-not-fit', excessDb: 0.01 });
  });

  it('EPON, PX20 module, 1:4 at 0 km, 4 connectors, 6 splices: the least loss, 7.12 dB, is under PX20’s 10 dB, so too little loss: a 3 dB attenuator, which the worst case still carries', () => {
    const { verdict: v, checks } = check({ distanceKm: 0, split: [4], connectors: 4, splices: 6, marginDb: 3 }, px20, eponOnt);
    // 6.02 + 0.8 + 0.3 = 7.12 dB at least; 7.1 + 3 + 1.8 + 3 = 14.9 dB at worst, the 3 dB margin not counted toward overload.
    expect(checks[0]!.budget.leastDb).toBe(7.12);
    expect(v).toMatchObject({ kind: 'too-little-loss', shortDb: 2.88, attenuatorDb: 3, attenuatorFits: true });
  });

  it('says when the attenuator overload needs would push the worst case over', () => {
    const wide: LinkEnd = { ...cPlusPlus, transmitDbm: { min: 4.5, max: 20 } };
    const { verdict: v } = check({ distanceKm: 0, split: [64], connectors: 4, splices: 6, marginDb: 3 }, wide, gponOnt);
    // Overload downstream: 20 + 8 = 28 dB at least, against 18.06 + 0.8 + 0.3 = 19.16 dB: 9 dB; worst 28.2 + 9 > 30.
    expect(v).toMatchObject({ kind: 'too-little-loss', attenuatorDb: 9, attenuatorFits: false });
  });

  it('does not fit past a product’s rated reach, whatever the budget', () => {
    const { checks } = check({ distanceKm: 21, split: [2], connectors: 0, splices: 0, marginDb: 0 }, cPlusPlus, gponOnt);
    expect(verdict(checks, 21, [{ name: 'the ONT', km: 20 }])).toEqual({ kind: 'beyond-reach', reachKm: 20, ratedBy: ['the ONT'] });
  });
});

describe('what would make it fit', () => {
  const link: LinkInput = { distanceKm: 20, split: [64], connectors: 4, splices: 6, marginDb: 3 };
  const limits = [directionLimits('downstream', cPlusPlus, gponOnt)!, directionLimits('upstream', cPlusPlus, gponOnt)!];

  it('finds the largest single split and the longest reach at which every direction carries its worst case', () => {
    // Upstream, the tighter, at 1:32: 8 + 17.1 + 3 + 1.8 + 3 = 32.9 > 30; at 1:16: 29.6 ≤ 30.
    expect(largestSplitThatFits(link, constants, limits, wavelengthOf)).toBe(16);
    // Upstream at 0 km: 28.2 dB; (30 − 28.2) / 0.4 = 4.5 km.
    expect(longestReachKm(link, constants, limits, wavelengthOf)).toBe(4.5);
  });
});

describe('the OTDR for a span', () => {
  const otdrs = [
    { model: 'F', dynamicRangeDb: { 1310: 45, 1550: 43 }, longestRangeKm: 400 },
    { model: 'B', dynamicRangeDb: { 1310: 34, 1550: 32 }, longestRangeKm: 400 },
    { model: 'D', dynamicRangeDb: { 1310: 40, 1550: 38 }, longestRangeKm: 400 },
    { model: 'Mini', dynamicRangeDb: { 1310: 36, 1550: 36 }, longestRangeKm: 80 },
    { model: 'Live', dynamicRangeDb: { 1310: 40, 1550: 38, 1625: 38 }, longestRangeKm: null },
  ];

  it('needs the link loss plus the headroom', () => {
    expect(requiredDynamicRange(24.3, 6.6)).toBe(30.9);
  });

  it('lists the models that reach it, enough-not-more first, and only those whose distance range covers the span', () => {
    expect(otdrsThatReach(otdrs, 1550, 33, 50).map((o) => o.model)).toEqual(['Mini', 'D', 'Live', 'F']);
    expect(otdrsThatReach(otdrs, 1550, 33, 100).map((o) => o.model)).toEqual(['D', 'Live', 'F']);
  });

  it('at 1625 nm takes only the models that test there', () => {
    expect(otdrsThatReach(otdrs, 1625, 20, 10).map((o) => o.model)).toEqual(['Live']);
  });
});

describe('the CATV amplifier output', () => {
  it('sizes 16 outputs, each split 1:4 to nodes 10 km away at 0 dBm: 0 + 2.5 + 7.1 + 1.5 + 0.6 = 11.7 dBm per port', () => {
    const path = directionBudget({ distanceKm: 10, split: [4], connectors: 2, splices: 2, marginDb: 0 }, constants, 1550);
    const needed = outputPerPortNeeded(0, path);
    expect(needed).toBe(11.7);
    const edfas = [
      { model: '32×13', outputs: [32], outputPerPortDbm: [13] },
      { model: '16×14', outputs: [16], outputPerPortDbm: [14] },
      { model: '16×11', outputs: [16], outputPerPortDbm: [11] },
      { model: '8×19', outputs: [8], outputPerPortDbm: [19] },
      { model: '16×13', outputs: [16], outputPerPortDbm: [13] },
      { model: '4 or 8 × 13, 14 or 16', outputs: [4, 8], outputPerPortDbm: [13, 14, 16] },
    ];
    expect(amplifiersThatDeliver(edfas, 16, needed).map((e) => e.model)).toEqual(['16×13', '16×14', '32×13']);
    // Options meet a need with the smallest build that does: 6 outputs at 13.5 dBm is the 8-output, 14 dBm build.
    expect(amplifiersThatDeliver(edfas, 6, 13.5).find((e) => e.model.startsWith('4 or 8'))?.build).toEqual({ outputs: 8, dbm: 14 });
  });
});
