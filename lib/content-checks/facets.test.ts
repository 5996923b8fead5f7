import type { Product } from '@/content/catalogue/types';
import { currentCatalogue } from '@/lib/catalogue/checks';
import { familyFacets } from '@/content/catalogue/facets/index';
import { withFigures } from './catalogue-fixture';
import { facetDeclarationProblems, facetLayoutProblems, facetProblems, modelNameProblems, writtenTwiceProblems } from './facets';

describe('key figure checks', () => {
  it('pass the catalogue as it stands', () => {
    const catalogue = currentCatalogue();
    expect([...facetProblems(catalogue), ...modelNameProblems(catalogue), ...writtenTwiceProblems()]).toEqual([]);
  });

  it('name a figure outside its facet’s bounds, with the product, model and facet', () => {
    expect(facetProblems(withFigures('ae3100', 5, { dynamicRange1550: 55 }))).toEqual([
      "ae3100 › models[5] AE3100F › dynamicRange1550: 55 dB is above 50 dB, the highest plausible dynamic range at 1550 nm; check it against the maker's datasheet",
    ]);
    expect(facetProblems(withFigures('s1v', 0, { spliceLoss: 0.3 }))[0]).toMatch(/^s1v › models\[0\] S1V › spliceLoss: 0\.3 dB is above 0\.1 dB/);
    expect(facetProblems(withFigures('ce0416m', 0, { outputPower: { min: 30, max: 30 } }))[0]).toMatch(/^ce0416m › models\[0\] CE0416M › outputPower: 30 dBm is above 27 dBm/);
    // A bound, options and a qualified figure are held to the bounds by every number they name.
    expect(facetProblems(withFigures('vf10', 0, { weight: { atMost: 12, strict: true } }))[0]).toMatch(/^vf10 › models\[0\] VF-10 › weight: 12 kg is above 10 kg/);
    expect(facetProblems(withFigures('ce0416m', 0, { outputs: { oneOf: [4, 128] } }))[0]).toMatch(/outputs: 128 ports is above 64 ports/);
    expect(facetProblems(withFigures('ae1001', 0, { dynamicRange1310: { stated: 60, note: 'x' } }))[0]).toMatch(/dynamicRange1310: 60 dB is above 50 dB/);
  });

  it('name a figure of the wrong shape: backwards, options out of order, a qualification without its note', () => {
    expect(facetProblems(withFigures('ce0416m', 0, { outputPower: { min: 20, max: 16 } }))[0]).toMatch(/outputPower: the span 20–16 runs backwards/);
    expect(facetProblems(withFigures('ce0416m', 0, { outputs: { oneOf: [8, 4] } }))[0]).toMatch(/outputs: the options 8, 4 are not in rising order/);
    expect(facetProblems(withFigures('ce0416m', 0, { outputs: { oneOf: [8] } }))[0]).toMatch(/outputs: options with fewer than two figures/);
    expect(facetProblems(withFigures('ae1001', 0, { dynamicRange1310: { stated: 20, note: ' ' } }))[0]).toMatch(/dynamicRange1310: qualified with no note/);
    expect(facetProblems(withFigures('ae1001', 0, { weight: { below: 1 } }))[0]).toMatch(/weight: \{"below":1\} is not a figure/);
  });

  it('pass the facets as declared, and refuse a count with a direction or ports that are not a count', () => {
    expect(facetDeclarationProblems()).toEqual([]);
    const outputs = familyFacets.edfa.facets.find((f) => f.id === 'outputs')!;
    const bad = { edfa: { facets: [{ ...outputs, better: 'higher' }, { ...outputs, id: 'spare', count: false }] } } as never;
    expect(facetDeclarationProblems(bad)).toEqual([
      "facets/edfa.ts › outputs: a count with better: 'higher'; a count is a need the buyer sizes, so take the direction off and say in its explanation how to choose",
      'facets/edfa.ts › spare: a figure in ports that is not marked count: true; ports are a need, never a quality',
    ]);
  });

  it('refuse a repeated id, a long explanation and backward bounds', () => {
    const [first, second] = familyFacets.deviser.facets;
    const weight = familyFacets.deviser.facets.find((f) => f.id === 'weight')!;
    const facets = [first!, { ...second!, id: first!.id }, { ...weight, bounds: { min: 5, max: 1 }, explain: 'Lighter is better. It is carried all day.' }];
    expect(facetDeclarationProblems({ deviser: { facets } } as never)).toEqual([
      `facets/deviser.ts › ${first!.id}: another facet has this id; give each its own (it is the guide's filter key and CSV column)`,
      'facets/deviser.ts › weight.explain: 2 sentences, 41 characters; say what it means in one sentence of at most 240',
      'facets/deviser.ts › weight.bounds: 5 to 1; the lower bound comes first',
    ]);
  });

  it('compare a family on four figures or more, and show two or three of its own on a card', () => {
    expect(facetLayoutProblems()).toEqual([]);
    const facets = familyFacets.deviser.facets.slice(0, 3);
    expect(facetLayoutProblems({ deviser: { facets, cardFigures: [facets[0]!.id, 'colour'] } })).toEqual([
      'facets/deviser.ts: 3 facets; a family is compared on at least 4 figures',
      "facets/deviser.ts › cardFigures: 'colour' is not a facet of deviser; name one of its facets",
    ]);
  });

  it('refuse a figure a buyer compares that names no table rows', () => {
    const weight = familyFacets.deviser.facets.find((f) => f.id === 'weight')!;
    expect(facetDeclarationProblems({ deviser: { facets: [{ ...weight, rows: [] }] } } as never)).toEqual([
      'facets/deviser.ts › weight: names no rows; list the headers of the spec-table rows that state it, so they are rendered from the values and checked against them',
    ]);
  });

  it('name a value of the wrong kind, an unknown option, a missing facet and a stray one', () => {
    const problems = [
      ...facetProblems(withFigures('op-100p16g', 0, { ponPorts: '16' })),
      ...facetProblems(withFigures('op-100p16g', 0, { ponType: 'xgspon' })),
      ...facetProblems(withFigures('op-100p16g', 0, { opticsClass: ['C+', 'D'] })),
      ...facetProblems(withFigures('op-100p16g', 0, { colour: 'grey' })),
    ];
    expect(problems).toEqual([
      expect.stringMatching(/^op-100p16g › models\[0\] OP-100P16G › ponPorts: "16" is not a figure/),
      "op-100p16g › models[0] OP-100P16G › ponType: 'xgspon' is not an option; the options are gpon, epon, xpon",
      expect.stringMatching(/^op-100p16g › models\[0\] OP-100P16G › opticsClass: 'D' is not an option/),
      expect.stringMatching(/^op-100p16g › models\[0\] OP-100P16G › colour: not a facet of pon/),
    ]);
    const catalogue = currentCatalogue();
    const missing = {
      ...catalogue,
      products: catalogue.products.map((p): Product => {
        if (p.key !== 'vf10') return p;
        const rest: Record<string, unknown> = { ...p.models[0]!.figures };
        delete rest.weight;
        return { ...p, models: [{ ...p.models[0]!, figures: rest }] } as unknown as Product;
      }),
    };
    expect(facetProblems(missing)).toEqual(['vf10 › models[0] VF-10 › weight: missing; give its value, or null where no source gives one']);
  });

  it('name one model name given two sets of figures', () => {
    const problems = modelNameProblems(withFigures('neo-2f', 0, { tensileStrength: 999 }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/ is also a model of .* with other figures \(tensileStrength 280 N against 999 N\)/);
  });

  it('name a row that types a key figure as text, with the file and line', () => {
    const source = `const t = { rows: [['Event dead zone', '≤ 1.5 m', '≤ 1.0 m'], ['Event dead zone', ...models.map((m) => \`≤ \${m.dz} m\`)], everyModel('Weight', '< 2 kg')] };`;
    expect(writtenTwiceProblems([{ file: 'content/catalogue/x.ts', source }])).toEqual([
      `content/catalogue/x.ts:1 row "Event dead zone": "≤ 1.5 m", "≤ 1.0 m" typed as text; render the cells from the models' eventDeadZone values, so the figure is written once`,
      `content/catalogue/x.ts:1 row "Weight": "< 2 kg" typed as text; render the cells from the models' weight values, so the figure is written once`,
    ]);
  });
});
