import type { Product } from '@/content/catalogue/types';
import { currentCatalogue, type CatalogueInput } from '@/lib/catalogue/checks';
import { facetProblems, modelNameProblems, writtenTwiceProblems } from './facets';

/** The real catalogue with one model's figures changed. */
function withFigures(key: string, model: number, change: Record<string, unknown>): CatalogueInput {
  const catalogue = currentCatalogue();
  return {
    ...catalogue,
    products: catalogue.products.map((p): Product =>
      p.key === key ? ({ ...p, models: p.models.map((m, i) => (i === model ? { ...m, figures: { ...m.figures, ...change } } : m)) } as Product) : p,
    ),
  };
}

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
    expect(facetProblems(withFigures('ce0416m', 0, { outputPower: { min: 30, max: 30 } }))[0]).toMatch(/^ce0416m › models\[0\] CE0416M › outputPower: 30–30 dBm lies outside 0–27 dBm/);
  });

  it('name a value of the wrong kind, an unknown option, a missing facet and a stray one', () => {
    const problems = [
      ...facetProblems(withFigures('op-100p16g', 0, { ponPorts: '16' })),
      ...facetProblems(withFigures('op-100p16g', 0, { ponType: 'xgspon' })),
      ...facetProblems(withFigures('op-100p16g', 0, { opticsClass: ['C+', 'D'] })),
      ...facetProblems(withFigures('op-100p16g', 0, { colour: 'grey' })),
    ];
    expect(problems).toEqual([
      'op-100p16g › models[0] OP-100P16G › ponPorts: "16" is not a number',
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
