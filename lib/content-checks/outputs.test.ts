import { currentCatalogue } from '@/lib/catalogue/checks';
import { withPage, withProduct, withSummary } from './catalogue-fixture';
import * as outputs from './outputs';

const { datasheetCharacterProblems, searchResultProblems } = outputs;

describe('output checks', () => {
  it('pass the catalogue as it stands', () => {
    expect(outputs.outputChecks.flatMap((check) => check.run(currentCatalogue()))).toEqual([]);
  });

  it('name a character the datasheets cannot print, with its record and field', () => {
    expect(datasheetCharacterProblems(withSummary('vf10', 'Rated ☢ safe.'))).toEqual([
      "vf10 › summary: \"☢\" (U+2622) has no stand-in in the datasheets' Helvetica; write a character it has, or add a stand-in to lib/datasheet/win-ansi.ts",
    ]);
    expect(datasheetCharacterProblems(withSummary('vf10', 'Rated −10 to +50 °C, ≥ 10 mW.'))).toEqual([]);
  });

  it('ask each page for a title and description a search result shows whole, and its own', () => {
    expect(searchResultProblems(withPage('vf10', () => ({ metaDescription: 'A fault locator.' })))).toEqual([
      'vf10 › metaDescription: 16 characters; write 70 to 160, which search results show whole',
    ]);
    const ep710 = currentCatalogue().products.find((p) => p.key === 'ep710')!;
    expect(searchResultProblems(withProduct('vf10', (p) => ({ ...p, title: ep710.title })))).toEqual([`vf10 › title: "${ep710.title}" is also ep710's; give each page its own`]);
    const swapped = ep710.page!.metaDescription.replaceAll('EP710', 'VF10');
    expect(searchResultProblems(withPage('vf10', () => ({ metaDescription: swapped })))).toEqual([
      "vf10 › metaDescription: the same sentence as ep710's with only the names and figures changed; say what is particular to this page",
    ]);
  });
});
