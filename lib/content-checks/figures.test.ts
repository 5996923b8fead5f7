import type { Product, SpecTable } from '@/content/catalogue/types';
import { currentCatalogue, type CatalogueInput } from '@/lib/catalogue/checks';
import { figureProblems } from './figures';

/** The real catalogue with one cell of one product's tables changed. */
function withCell(key: string, label: string, value: string): CatalogueInput {
  const catalogue = currentCatalogue();
  const swap = (table: SpecTable): SpecTable => ({
    ...table,
    groups: table.groups.map((g) => ({ ...g, rows: g.rows.map((r) => (r[0] === label ? ([r[0], ...r.slice(1).map(() => value)] as typeof r) : r)) })),
  });
  return {
    ...catalogue,
    products: catalogue.products.map((p): Product => (p.key === key && p.page ? { ...p, page: { ...p.page, specTables: p.page.specTables.map(swap) } } : p)),
  };
}

describe('figure checks', () => {
  it('pass the catalogue as it stands', () => {
    expect(figureProblems(currentCatalogue())).toEqual([]);
  });

  it('name an amplifier noise figure below the quantum limit, with the record, row, value and bound', () => {
    expect(figureProblems(withCell('ce0416m', 'Noise Figure', '≤0.4/0.4/0.5 dB'))).toEqual([
      'ce0416m › page.specTables[0] "Specifications" › "Noise Figure": 0.4 dB is below 3 dB, the lowest plausible amplifier noise figure (no optical amplifier has a noise figure below the quantum limit of about 3 dB); check the figure against the maker\'s datasheet',
      'ce0416m › page.specTables[0] "Specifications" › "Noise Figure": 0.4 dB is below 3 dB, the lowest plausible amplifier noise figure (no optical amplifier has a noise figure below the quantum limit of about 3 dB); check the figure against the maker\'s datasheet',
      'ce0416m › page.specTables[0] "Specifications" › "Noise Figure": 0.5 dB is below 3 dB, the lowest plausible amplifier noise figure (no optical amplifier has a noise figure below the quantum limit of about 3 dB); check the figure against the maker\'s datasheet',
    ]);
  });

  it('name a G.652 attenuation outside 0.15–0.45 dB/km', () => {
    const problems = figureProblems(withCell('flat-cable', 'Attenuation @ 1310 nm', '≤ 0.04 dB/km'));
    expect(problems.some((p) => /^flat-cable › .*: 0\.04 dB\/km is below 0\.15 dB\/km/.test(p))).toBe(true);
  });

  it('name a PON split beyond 1:128 in a table or in prose', () => {
    const input = currentCatalogue();
    const olt = input.products.find((p) => p.key === 'op-100p16g')!;
    const broken = { ...input, products: input.products.map((p) => (p.key === olt.key ? { ...p, summary: `${p.summary} Splits each port up to 1:256.` } : p)) };
    expect(figureProblems(broken)).toEqual([
      'op-100p16g › summary: 1:256 is above 1:128, the highest plausible PON split ratio (a GPON or EPON port splits at most 1:128); check the figure against the maker\'s datasheet',
    ]);
  });

  it('name a light source’s output at a receiver’s level, in every model’s column', () => {
    expect(figureProblems(withCell('ls310', 'Output power', '> -30 dBm'))).toEqual(
      ['LS310A', 'LS310B'].map(
        (model) =>
          `ls310 › page.specTables[0] "Specifications" › "Output power" (${model}): -30 dBm is below -10 dBm, the lowest plausible light-source output power (a Fabry-Perot or DFB test source launches about -10 to +5 dBm; a level tens of dB lower is a receiver’s sensitivity, not a source’s output); check the figure against the maker's datasheet`,
      ),
    );
    expect(figureProblems(withCell('ls310', 'Output power', '> -5 dBm'))).toEqual([]);
  });

  it('leave a row of another kind alone, whatever its figure', () => {
    expect(figureProblems(withCell('ce0416m', 'Output Power Stability', '±0.5 dB'))).toEqual([]);
  });
});
