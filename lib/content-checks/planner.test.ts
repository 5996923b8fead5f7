import { currentPlannerInput, plannerProblems, type PlannerInput } from './planner';

const withChange = (change: Partial<PlannerInput>): PlannerInput => ({ ...currentPlannerInput(), ...change });

describe('the link planner’s constants', () => {
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

  it('refuse a class range upside down, an unknown source and a product without a page', () => {
    const problems = plannerProblems(
      withChange({
        classes: [{ name: 'C+', ponType: 'gpon', minDb: 32, maxDb: 17, source: 'nowhere' as never }],
        products: { dropCable: 'c-plus4' },
      }),
    );
    expect(problems).toContain('planner › class C+: names the source “nowhere”, which plannerSources does not hold; add it there');
    expect(problems).toContain('planner › class C+: 32 to 17 dB is not a loss range (least under most, both from 0 to 40 dB)');
    expect(problems).toContain('planner › link product dropCable: C++++ has no page to link to; choose a product with one');
    expect(problems).toContain('planner › EPON classes: no class the catalogue’s OLTs carry has a loss range here, so the planner could offer none');
  });

  it('refuse attenuation no single-mode fibre has and a receiver default outside its range', () => {
    const problems = plannerProblems(
      withChange({
        attenuation: { source: 'g652', recorded: { 1310: 0.04 } },
        receiver: { source: 'gs7000', minDbm: -3, maxDbm: 2, defaultDbm: 5 },
      }),
    );
    expect(problems).toEqual([
      'planner › attenuation at 1310 nm: 0.04 dB/km is outside 0.1 to 1 dB/km, what single-mode fibre can have',
      'planner › CATV receiver: the default 5 dBm is outside its range, -3 to 2 dBm',
    ]);
  });
});
