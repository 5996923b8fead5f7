import { opticsClassBudgets } from '@/content/planner';
import { isExported } from '@/lib/routing/routes';
import { amplifierOptions, otdrOptions, plannerClasses, plannerProductIndex, ponLinkProducts } from './catalogue';
import { decodePlan, defaultPlan, encodePlan, planCatv, planOtdr, planPon, type PlanState } from './plan';

/*
 * Worked examples on the site's own constants (content/planner.ts): 0.4 dB/km
 * at 1310 and 1490 nm and 0.2 at 1550 nm from the cable records, TIA-568's
 * 0.75 dB a connector and 0.3 dB a splice, C+ at 17 to 32 dB.
 */
const { offered } = plannerClasses();
const plan = (change: Partial<PlanState>): PlanState => ({ ...defaultPlan, ...change });

describe('the PON power budget on the catalogue’s constants', () => {
  it('GPON C+, 1:64, 20 km, 4 connectors, 6 splices, 3 dB margin: 8 + 20.4 + 3 + 1.8 + 3 = 36.2 dB, does not fit by 4.2 dB', () => {
    const { outcome } = planPon(plan({ split: '64', km: '20' }), offered);
    expect(outcome!.downstream.rows.map((r) => [r.id, r.db])).toEqual([
      ['fibre', 8],
      ['splitter', 20.4],
      ['connectors', 3],
      ['splices', 1.8],
      ['margin', 3],
    ]);
    expect(outcome!.downstream.rows[0]!.working).toBe('20 km × 0.4 dB/km');
    expect(outcome!.upstream.totalDb).toBe(36.2);
    expect(outcome!.verdict).toEqual({ kind: 'does-not-fit', excessDb: 4.2 });
    // No class with a published range carries 36.2 dB; a 1:16 split (29.6 dB) or 9.5 km ((32 − 28.2) / 0.4) would.
    expect(outcome!.remedies).toEqual({ opticsClass: null, split: 16, reachKm: 9.5 });
  });

  it('the default plan, 1:32 over 10 km, fits C+ with 3.1 dB to spare', () => {
    expect(planPon(defaultPlan, offered).outcome!.verdict).toEqual({ kind: 'fits', headroomDb: 3.1 });
  });

  it('a two-stage split adds both stages: 1:4 then 1:8 is 7.1 + 10.5 dB', () => {
    const { outcome } = planPon(plan({ split: '4', split2: '8' }), offered);
    expect(outcome!.downstream.rows[1]).toEqual({ id: 'splitter', db: 17.6, working: '1:4 7.1 dB + 1:8 10.5 dB' });
  });

  it('EPON PX20 at 1:4 over 0 km: 7.1 + 3 + 1.8 = 11.9 dB of loss is over PX20’s 10 dB minimum, so it fits', () => {
    const { outcome } = planPon(plan({ ponType: 'epon', opticsClass: 'PX20', split: '4', km: '0' }), offered);
    expect(outcome!.optics.name).toBe('PX20');
    expect(outcome!.verdict.kind).toBe('fits');
  });

  it('EPON PX20 at 1:2 over 0 km with no joints: 3.7 dB, too little loss, a 7 dB attenuator', () => {
    const { outcome } = planPon(plan({ ponType: 'epon', opticsClass: 'PX20', split: '2', km: '0', connectors: '0', splices: '0' }), offered);
    expect(outcome!.verdict).toEqual({ kind: 'too-little-loss', shortDb: 6.3, attenuatorDb: 7 });
  });

  it('yields no budget while a field is wrong, and says why beside it', () => {
    const result = planPon(plan({ km: '-2', splices: 'six' }), offered);
    expect(result.outcome).toBeNull();
    expect(result.fields.km).toEqual({ ok: false, message: 'The distance cannot be negative.' });
    expect(result.fields.splices).toEqual({ ok: false, message: 'The number of splices must be a number; “six” is not one.' });
    expect(result.fields.margin.ok).toBe(true);
  });

  it('proposes the OLTs of the class, the ONTs that register on it, cable and a splicer, each with a page', () => {
    const products = ponLinkProducts('gpon', 'C+');
    expect(products.filter((p) => p.role === 'OLT').map((p) => p.name)).toEqual(['OP-100P16G', 'OP-100P8G']);
    expect(products.filter((p) => p.role === 'ONT').length).toBeGreaterThan(0);
    expect(products.map((p) => p.role)).toEqual(expect.arrayContaining(['Feeder cable', 'Drop cable', 'Fusion splicer']));
    for (const p of products) expect(p.href).toMatch(/^\//);
  });
});

describe('the OTDR for a span on the catalogue’s figures', () => {
  it('20 km at 1550 nm through 1:32 with 4 connectors and 6 splices: 4 + 17.1 + 3 + 1.8 = 25.9 dB, needs 32.5 dB', () => {
    const { outcome } = planOtdr(defaultPlan, otdrOptions());
    expect(outcome!.path.lossDb).toBe(25.9);
    expect(outcome!.requiredDb).toBe(32.5);
    // Enough, not more: AE3100C's 34 dB first.
    expect(outcome!.reaching.map((o) => o.model)).toEqual(['AE3100C', 'AE3100 Live', 'AE3100D', 'AE3100E', 'AE3100F']);
    for (const o of outcome!.reaching) expect(o.dynamicRangeDb[1550]).toBeGreaterThanOrEqual(32.5);
  });

  it('at 1625 nm only the models that test there qualify', () => {
    const { outcome } = planOtdr(plan({ otdrNm: '1625', otdrKm: '5' }), otdrOptions());
    expect(outcome!.reaching.map((o) => o.model)).toEqual(['AE3100 Live']);
  });
});

describe('the CATV amplifier output on the catalogue’s figures', () => {
  it('16 outputs, 1:8 after each, 10 km to 0 dBm: 2 + 10.5 + 1.5 + 1.2 = 15.2 dBm a port', () => {
    const { outcome } = planCatv(defaultPlan, amplifierOptions());
    expect(outcome!.neededDbm).toBe(15.2);
    expect(outcome!.delivering.every((a) => a.ports >= 16 && a.outputPerPortDbm >= 15.2)).toBe(true);
    expect(outcome!.delivering[0]).toMatchObject({ model: 'PE1619M', ports: 16, outputPerPortDbm: 16 });
  });

  it('with PON on the fibre, only WDM amplifiers', () => {
    const { outcome } = planCatv(plan({ withPon: 'yes' }), amplifierOptions());
    expect(outcome!.delivering.length).toBeGreaterThan(0);
    expect(outcome!.delivering.every((a) => a.line === 'wdm')).toBe(true);
  });

  it('takes a negative receiver target within the receiver’s range and refuses one outside it', () => {
    expect(planCatv(plan({ receiver: '-2' }), amplifierOptions()).outcome!.neededDbm).toBe(13.2);
    expect(planCatv(plan({ receiver: '-5' }), amplifierOptions()).fields.receiver).toEqual({ ok: false, message: 'The receiver input is at least −3 dBm.' });
  });
});

describe('the plan in the address', () => {
  it('writes only what differs from the defaults, and reads it back', () => {
    const changed = plan({ split: '64', km: '18.5', otdrNm: '1625', withPon: 'yes' });
    const search = encodePlan(changed);
    expect(search).toBe('?split=64&km=18.5&otdr-nm=1625&with-pon=yes');
    expect(decodePlan(search, offered)).toEqual({ state: changed, notes: [] });
    expect(encodePlan(defaultPlan)).toBe('');
  });

  it('falls back to the default for a bad value, with a note, and ignores names it does not know', () => {
    const { state, notes } = decodePlan('?km=far&split=3&class=Z&pon=gpon&utm_source=mail', offered);
    expect(state).toEqual(defaultPlan);
    expect(notes).toEqual([
      'The link’s optics class “Z” is not one the planner offers; it shows C+ instead.',
      'The link’s split ratio “3” is not one the planner offers; it shows 32 instead.',
      'The link’s km value was not used (The distance must be a number; “far” is not one.); the planner shows 10 instead.',
    ]);
  });

  it('checks the class against the PON type the address names', () => {
    expect(decodePlan('?pon=epon&class=PX20', offered).state).toMatchObject({ ponType: 'epon', opticsClass: 'PX20' });
    expect(decodePlan('?pon=epon&class=C%2B', offered).state).toMatchObject({ ponType: 'epon', opticsClass: 'PX20' });
  });
});

describe('what the planner can propose', () => {
  it('is a catalogue product whose link is an exported page: its own, or its card on its family landing for a card-only product', () => {
    const proposed = [
      ...opticsClassBudgets.flatMap((c) => ponLinkProducts(c.ponType, c.name)),
      ...Object.entries(plannerProductIndex()).map(([key, p]) => ({ key, href: p.href })),
    ];
    expect(proposed.length).toBeGreaterThan(20);
    for (const p of proposed) expect([p.key, isExported(p.href.split('#')[0]!)]).toEqual([p.key, true]);
    for (const o of otdrOptions()) expect(plannerProductIndex()[o.productKey]).toBeDefined();
    for (const a of amplifierOptions()) expect(plannerProductIndex()[a.productKey]).toBeDefined();
  });
});
