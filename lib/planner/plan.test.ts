import { getProduct, getProducts } from '@/content/catalogue';
import { ponRecords } from '@/content/catalogue/pon';
import type { FamilyFigures } from '@/content/catalogue/facets/index';
import { defaultPonPair, ponReachLimits } from '@/content/planner';
import { isExported } from '@/lib/routing/routes';
import { amplifierOptions, otdrOptions, plannerContext, plannerProductIndex } from './catalogue';
import { verdictWords } from './describe';
import { decodePlan, defaultPlan, encodePlan, ontsFor, oltsFor, planCatv, planOtdr, planPon, withPonType, type PlanState } from './plan';

/*
 * The planner on the catalogue's own records, as rules a new product keeps:
 * what it proposes always carries the plan, by the proposed products' own
 * figures. The worked examples use the figures the datasheets give (the C++
 * module: +4.5 to +10 dBm, −30 dBm, −12 dBm; the ONTs: 0 to +4 dBm,
 * −27 dBm) and the planner's sourced part losses (0.4 dB/km at 1310 nm from
 * the cable records, TIA-568's 0.75 dB a connector and 0.3 dB a splice).
 */
const context = plannerContext();
const plan = (change: Partial<PlanState>): PlanState => ({ ...defaultPlan, ...change });
const epon = (change: Partial<PlanState>): PlanState => ({ ...withPonType(defaultPlan, 'epon', context), ...change });
const carries = (state: PlanState) => {
  const v = planPon(state, context).outcome?.verdict;
  return v?.kind === 'fits' || (v?.kind === 'too-little-loss' && v.attenuatorFits);
};

describe('the PON budget from the products’ own optics', () => {
  it('opens with the default pair, which the planner can compute', () => {
    expect(planPon(defaultPlan, context).outcome).toMatchObject({ olt: { key: defaultPonPair.gpon.olt }, ont: { key: defaultPonPair.gpon.ont } });
  });

  it('GPON with the C++ module and a B+ ONT at 31 dB upstream: does not fit, limited upstream by the ONT, in words an engineer can check', () => {
    // 15.25 km × 0.4 + 17.1 + 4 × 0.75 + 6 × 0.3 + 3 = 31 dB upstream.
    const { outcome } = planPon(plan({ olt: 'C++', km: '15.25' }), context);
    expect(outcome!.upstream.budget.totalDb).toBe(31);
    expect(outcome!.upstream.limits).toMatchObject({ maxDb: 30, basis: { max: 'optics' } });
    expect(outcome!.verdict).toMatchObject({ kind: 'does-not-fit', excessDb: 1 });
    const v = outcome!.verdict;
    if (v.kind !== 'does-not-fit') return;
    expect(v.limiting.limits.direction).toBe('upstream');
    expect(v.limiting.limits.sender.role).toBe('ont');
    const ont = getProduct(defaultPonPair.gpon.ont)!;
    expect(verdictWords(v, 15.25).detail).toBe(`Upstream: the ${ont.cardTitle ?? ont.model}’s 0 dBm reaches the C++ module’s −30 dBm across 30.0 dB; this link needs 31.0 dB.`);
    // Nothing is proposed for a plan that does not fit; each change offered makes it fit.
    expect(outcome!.products).toEqual([]);
    expect(outcome!.remedies.length).toBeGreaterThan(0);
  });

  it('holds a C+ module with a B+ ONT to the range both classes assure, and says so', () => {
    const { outcome } = planPon(plan({ olt: 'C+', km: '13' }), context);
    // 13 × 0.4 + 17.1 + 3 + 1.8 + 3 = 30.1 dB upstream: within C+’s 32 dB, but not within the 28 dB B+ and C+ both assure.
    expect(outcome!.upstream.limits).toMatchObject({ maxDb: 28, minDb: 17, basis: { max: 'class', min: 'class' } });
    expect(outcome!.verdict.kind).toBe('does-not-fit');
    expect(outcome!.olt.notes.join(' ')).toMatch(/No source gives the C\+ module’s launch power, sensitivity or overload/);
  });

  it('EPON, PX20 module, 1:4 at 0 km: too little loss, and the whole-dB attenuator that fixes it', () => {
    const { outcome } = planPon(epon({ split: '4', km: '0' }), context);
    expect(outcome!.verdict).toMatchObject({ kind: 'too-little-loss', attenuatorDb: 3, attenuatorFits: true });
    // The margin never counts toward overload: the least loss is the same with none.
    expect(planPon(epon({ split: '4', km: '0', margin: '0' }), context).outcome!.downstream.budget.leastDb).toBe(outcome!.downstream.budget.leastDb);
  });

  it('uses 1490 nm’s own attenuation downstream, not 1310 nm’s', () => {
    const { outcome } = planPon(plan({ km: '20' }), context);
    const fibre = (d: 'downstream' | 'upstream') => outcome![d].budget.rows.find((r) => r.id === 'fibre')!.db;
    expect(fibre('downstream')).toBeLessThan(fibre('upstream'));
  });

  it('refuses a distance past the PON type’s logical reach, with the right reason', () => {
    expect(planPon(plan({ km: String(ponReachLimits.gpon.km + 1) }), context).fields.km).toEqual({ ok: false, message: `The distance is at most ${ponReachLimits.gpon.km} km: ${ponReachLimits.gpon.reason}.` });
    expect(planPon(epon({ km: String(ponReachLimits.epon.km + 1) }), context).fields.km).toMatchObject({ ok: false, message: expect.stringContaining('EPON') });
    expect(ponReachLimits.epon.reason).not.toMatch(/G\.984/);
  });

  it('yields no budget while a field is wrong, and says why beside it', () => {
    const result = planPon(plan({ km: '-2', splices: 'six' }), context);
    expect(result.outcome).toBeNull();
    expect(result.fields.km).toEqual({ ok: false, message: 'The distance cannot be negative.' });
    expect(result.fields.splices).toEqual({ ok: false, message: 'The number of splices must be a number; “six” is not one.' });
  });
});

describe('what the planner proposes carries the plan', () => {
  const plans: PlanState[] = (['gpon', 'epon'] as const).flatMap((t) =>
    oltsFor(context, t).flatMap((o) =>
      ['8', '32', '64'].flatMap((split) => ['0', '5', '10', '20'].map((km) => ({ ...withPonType(defaultPlan, t, context), olt: o.key, split, km }))),
    ),
  );

  it('lists products only for a plan the pair carries: the OLTs that take the module and the ONTs whose optics carry it', () => {
    for (const state of plans) {
      const { outcome } = planPon(state, context);
      if (!carries(state)) {
        expect([encodePlan(state), outcome!.products]).toEqual([encodePlan(state), []]);
        continue;
      }
      for (const p of outcome!.products) {
        const product = getProduct(p.key)!;
        const record = (ponRecords as Record<string, (typeof ponRecords)[keyof typeof ponRecords]>)[p.key];
        if (record?.device === 'olt') expect([p.key, (product.models[0]!.figures as FamilyFigures['pon']).opticsClass]).toEqual([p.key, expect.arrayContaining([state.olt])]);
        if (record?.device === 'ont') expect([encodePlan(state), p.key, carries({ ...state, ont: p.key })]).toEqual([encodePlan(state), p.key, true]);
      }
    }
  });

  it('offers only changes that make a failing plan carry', () => {
    for (const state of plans) {
      const { outcome } = planPon(state, context);
      for (const remedy of outcome?.remedies ?? []) {
        const applied =
          remedy.kind === 'optics'
            ? { ...state, olt: remedy.olt }
            : remedy.kind === 'ont'
              ? { ...state, ont: remedy.ont }
              : remedy.kind === 'split'
                ? { ...state, split: String(remedy.ratio), split2: '' }
                : { ...state, km: String(remedy.km) };
        expect([encodePlan(state), remedy, carries(applied)]).toEqual([encodePlan(state), remedy, true]);
      }
    }
  });

  it('never offers a module whose figures and class are both unknown', () => {
    for (const t of ['gpon', 'epon'] as const) {
      for (const o of oltsFor(context, t)) expect(o.end.classRange !== null || (o.end.transmitDbm !== null && o.end.sensitivityDbm !== null)).toBe(true);
      for (const cls of context.unchecked[t]) expect(oltsFor(context, t).map((o) => o.key)).not.toContain(cls);
    }
  });

  it('offers every ONT that registers on the PON type', () => {
    const onts = getProducts('pon').filter((p) => (p.models[0]!.figures as FamilyFigures['pon']).device === 'ont');
    expect(ontsFor(context, 'gpon').map((o) => o.key).sort()).toEqual(onts.map((p) => p.key).sort());
  });
});

describe('the OTDR for a span on the catalogue’s figures', () => {
  it('proposes only OTDRs whose stated range meets the requirement and whose distance range covers the span, smallest first', () => {
    for (const [km, nm] of [
      ['20', '1550'],
      ['30', '1310'],
      ['150', '1550'],
      ['5', '1625'],
    ] as const) {
      const { outcome } = planOtdr(plan({ otdrKm: km, otdrNm: nm }), context);
      const ranges = outcome!.reaching.map((o) => o.dynamicRangeDb[Number(nm)]!);
      for (const o of outcome!.reaching) {
        expect(o.dynamicRangeDb[Number(nm)]).toBeGreaterThanOrEqual(outcome!.requiredDb);
        if (o.longestRangeKm !== null) expect(o.longestRangeKm).toBeGreaterThanOrEqual(Number(km));
      }
      expect(ranges).toEqual([...ranges].sort((a, b) => a - b));
    }
  });

  it('at 1625 nm proposes only models that test there', () => {
    const { outcome } = planOtdr(plan({ otdrNm: '1625', otdrKm: '5' }), context);
    expect(outcome!.reaching.length).toBeGreaterThan(0);
    for (const o of outcome!.reaching) {
      const figures = getProduct(o.productKey)!.models.find((m) => m.name === o.model)!.figures as FamilyFigures['deviser'];
      expect(figures.wavelengths).toContain('1625');
    }
  });

  it('lets the span run to the longest distance range any OTDR lists, and no further', () => {
    const longest = Math.max(...otdrOptions().flatMap((o) => (o.longestRangeKm === null ? [] : [o.longestRangeKm])));
    expect(context.otdrMaxKm).toBe(longest);
    expect(planOtdr(plan({ otdrKm: String(longest) }), context).fields.otdrKm.ok).toBe(true);
    expect(planOtdr(plan({ otdrKm: String(longest + 1) }), context).fields.otdrKm.ok).toBe(false);
  });
});

describe('the CATV amplifier output on the catalogue’s figures', () => {
  it('proposes only amplifiers offered with enough outputs at enough power, and says where no combination is stated', () => {
    for (const outputs of ['4', '8', '16']) {
      const { outcome } = planCatv(plan({ outputs }), context);
      for (const a of outcome!.delivering) {
        expect(a.build.outputs).toBeGreaterThanOrEqual(Number(outputs));
        expect(a.build.dbm).toBeGreaterThanOrEqual(outcome!.neededDbm);
        expect(a.outputs).toContain(a.build.outputs);
        if (a.outputs.length > 1 || a.outputPerPortDbm.length > 1) expect(a.combinationNote).not.toBeNull();
      }
    }
  });

  it('with PON on the fibre, only WDM amplifiers', () => {
    const { outcome } = planCatv(plan({ withPon: 'yes', outputs: '4' }), context);
    expect(outcome!.delivering.length).toBeGreaterThan(0);
    expect(outcome!.delivering.every((a) => a.line === 'wdm')).toBe(true);
  });

  it('takes a negative receiver target within the receiver’s range and refuses one outside it', () => {
    const needed = planCatv(defaultPlan, context).outcome!.neededDbm;
    expect(planCatv(plan({ receiver: '-2' }), context).outcome!.neededDbm).toBe(Math.round((needed - 2) * 100) / 100);
    expect(planCatv(plan({ receiver: '-5' }), context).fields.receiver).toEqual({ ok: false, message: 'The receiver input is at least −3 dBm.' });
  });
});

describe('the plan in the address', () => {
  it('writes only what differs from the defaults, and reads it back', () => {
    const changed = plan({ split: '64', km: '18.5', otdrNm: '1625', withPon: 'yes' });
    const search = encodePlan(changed);
    expect(search).toBe('?split=64&km=18.5&otdr-nm=1625&with-pon=yes');
    expect(decodePlan(search, context)).toEqual({ state: changed, notes: [] });
    expect(encodePlan(defaultPlan)).toBe('');
  });

  it('carries the OLT optics and the ONT', () => {
    const other = ontsFor(context, 'gpon').find((o) => o.key !== defaultPlan.ont)!;
    const changed = plan({ olt: 'C+', ont: other.key });
    expect(decodePlan(encodePlan(changed), context).state).toEqual(changed);
  });

  it('falls back to the default for a bad value, with a note, and ignores names it does not know', () => {
    const { state, notes } = decodePlan('?km=far&split=3&class=Z&pon=gpon&utm_source=mail', context);
    expect(state).toEqual(defaultPlan);
    expect(notes).toEqual([
      `The link’s OLT optics “Z” is not one the planner offers; it shows ${defaultPlan.olt} instead.`,
      'The link’s split ratio “3” is not one the planner offers; it shows 32 instead.',
      'The link’s km value was not used (The distance must be a number; “far” is not one.); the planner shows 10 instead.',
    ]);
  });

  it('checks the optics against the PON type the address names, and takes that type’s default pair', () => {
    expect(decodePlan('?pon=epon', context).state).toMatchObject({ ponType: 'epon', olt: defaultPonPair.epon.olt, ont: defaultPonPair.epon.ont });
    expect(decodePlan('?pon=epon&class=C%2B', context).state).toMatchObject({ ponType: 'epon', olt: defaultPonPair.epon.olt });
  });
});

describe('what the planner can propose', () => {
  it('is a catalogue product whose link is an exported page: its own, or its card on its family landing for a card-only product', () => {
    const proposed = [
      ...context.linkProducts,
      ...(['gpon', 'epon'] as const).flatMap((t) => [...oltsFor(context, t).flatMap((o) => o.products), ...ontsFor(context, t).map((o) => o.product)]),
      ...Object.entries(plannerProductIndex()).map(([key, p]) => ({ key, href: p.href })),
    ];
    expect(proposed.length).toBeGreaterThan(10);
    for (const p of proposed) expect([p.key, isExported(p.href.split('#')[0]!)]).toEqual([p.key, true]);
    for (const o of otdrOptions()) expect(plannerProductIndex()[o.productKey]).toBeDefined();
    for (const a of amplifierOptions()) expect(plannerProductIndex()[a.productKey]).toBeDefined();
  });
});
