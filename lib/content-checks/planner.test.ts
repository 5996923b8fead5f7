import { xponOptics } from '@/content/catalogue/pon/optics';
import { currentPlannerInput, opticsProblems, plannerProblems, type PlannerInput } from './planner';

const withChange = (change: Partial<PlannerInput>): PlannerInput => ({ ...currentPlannerInput(), ...change });

describe('the link planner’s constants and the products’ optics', () => {
  it('pass as the records stand', () => {
    expect(plannerProblems()).toEqual([]);
  });

  it('refuse a splitter that loses less than the even share of the light, or less than a smaller split', () => {
    const problems = plannerProblems(withChange({ splitters: { source: 'splitters', byRatio: { 2: 3.7, 4: 5.9, 8: 5.9 } } }));
    expect(problems).toEqual([
      'planner › splitter 1:4: 5.9 dB is less than the even share of the light, 6.02 dB: no splitter loses less',
      'planner › splitter 1:8: 5.9 dB is less than the even share of the light, 9.03 dB: no splitter loses less',
      'planner › splitter 1:8: 5.9 dB is not more than the smaller split\'s 5.9 dB',
    ]);
  });

  it('refuse a class range upside down, an unknown source, a product without a page and a default pair it cannot compute', () => {
    const problems = plannerProblems(
      withChange({
        classes: [{ name: 'C+', ponType: 'gpon', minDb: 32, maxDb: 17, source: 'nowhere' as never }],
        products: { dropCable: 'c-plus4' },
        defaults: { gpon: { olt: 'C++++', ont: 'op821gwv-d' }, epon: { olt: 'PX20', ont: 'nothing' } },
        computable: { gpon: { olts: ['C+', 'C++'], onts: ['op821gwv-d'] }, epon: { olts: [], onts: ['op821gwv-d'] } },
      }),
    );
    expect(problems).toContain('planner › class C+: names the source “nowhere”, which plannerSources does not hold; add it there');
    expect(problems).toContain('planner › class C+: 32 to 17 dB is not a loss range (least under most, both from 0 to 40 dB)');
    expect(problems).toContain('planner › link product dropCable: C++++ has no page to link to; choose a product with one');
    expect(problems).toContain('planner › GPON default pair: the C++++ module is not one the planner can compute with (C+, C++); choose one of those in defaultPonPair');
    expect(problems).toContain('planner › EPON default pair: “nothing” is not an ONT with EPON optics (op821gwv-d); choose one of those in defaultPonPair');
    expect(problems).toContain('planner › EPON optics: no module the catalogue’s OLTs take has optics figures or a class range, so the planner could check no link');
  });

  it('refuse attenuation no single-mode fibre has, a least above the most, and a receiver default outside its range', () => {
    const problems = plannerProblems(
      withChange({
        attenuation: { most: { 1310: { dbPerKm: 0.04, source: 'g652' } }, least: { 1310: { dbPerKm: 0.3, source: 'smf28ultra' } } },
        receiver: { source: 'gs7000', minDbm: -3, maxDbm: 2, defaultDbm: 5 },
      }),
    );
    expect(problems).toEqual([
      'planner › most attenuation at 1310 nm: 0.04 dB/km is outside 0.1 to 1 dB/km, what single-mode fibre can have',
      'planner › attenuation at 1310 nm: the least, 0.3 dB/km, is more than the most, 0.04 dB/km',
      'planner › CATV receiver: the default 5 dBm is outside its range, -3 to 2 dBm',
    ]);
  });

  it('refuse an optics record without its source, a figure no optic has, and an overload under the sensitivity', () => {
    const good = xponOptics.gpon;
    expect(opticsProblems([{ where: 'x › optics.gpon', optics: good }])).toEqual([]);
    expect(
      opticsProblems([
        { where: 'a › optics.gpon', optics: { ...good, source: { document: '', place: '' } } },
        { where: 'b › optics.gpon', optics: { ...good, sensitivityDbm: 27 } },
        { where: 'c › optics.gpon', optics: { ...good, overloadDbm: -30 } },
      ]),
    ).toEqual([
      'planner › a › optics.gpon.source: names no source; give the document and where in it the figures stand, or write notPublished for a figure no source gives',
      'planner › b › optics.gpon.sensitivityDbm: 27 dBm is outside -40 to -10 dBm, what a PON optic can have; check it against the datasheet',
      'planner › b › optics.gpon.overloadDbm: overload -8 dBm is not above sensitivity 27 dBm; a receiver that overloads below what it reads reads nothing',
      'planner › c › optics.gpon.overloadDbm: -30 dBm is outside -20 to 5 dBm, what a PON optic can have; check it against the datasheet',
      'planner › c › optics.gpon.overloadDbm: overload -30 dBm is not above sensitivity -27 dBm; a receiver that overloads below what it reads reads nothing',
    ]);
  });
});
