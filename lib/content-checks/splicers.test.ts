import type { IllustrationSpec } from '@/content/catalogue/illustration';
import type { ProductImage } from '@/content/catalogue/types';
import { currentCatalogue } from '@/lib/catalogue/checks';
import { withCell, withPage, withSummary } from './catalogue-fixture';
import { sourceSlipProblems } from './slips';
import * as splicers from './splicers';

const { galleryDrawingProblems, oneLineCellProblems, ribbonTimeProblems } = splicers;

/** The page with the picture of one gallery button changed. */
const withGalleryImage = (key: string, label: string, change: (image: ProductImage) => ProductImage) =>
  withPage(key, (page) => ({ gallery: page.gallery?.map((item) => (item.label === label && item.image ? { ...item, image: change(item.image) } : item)) }));

describe('splicer and cleaver checks', () => {
  it('pass the catalogue as it stands', () => {
    expect([...splicers.splicerChecks.flatMap((check) => check.run(currentCatalogue())), ...sourceSlipProblems(currentCatalogue())]).toEqual([]);
  });

  it('keep a ribbon splicer’s times under the ribbon, and its words to the ribbon’s times', () => {
    const loose = withPage('82m12', (page) => ({
      specTables: page.specTables.map((t) => ({ ...t, groups: t.groups.map((g) => (g.label === 'Standard performance, 12-fibre ribbon' ? { ...g, label: 'Standard performance (typical)' } : g)) })),
    }));
    expect(ribbonTimeProblems(loose)).toEqual(
      ['Splicing loss (typical)', 'Splice time (typical)', 'Heating time (typical)'].map(
        (row) => `82m12 › page.specTables[0] "Specifications" › "Standard performance (typical)" › "${row}": a ribbon splicer's time or loss holds for its 12-fibre ribbon; put the row in a group that names the ribbon`,
      ),
    );
    expect(ribbonTimeProblems(withSummary('82m12', 'It splices in 9 s.'))).toEqual([
      '82m12 › summary: "It splices in 9 s" gives 9 s without naming the ribbon it holds for; name the 12-fibre ribbon',
    ]);
    expect(ribbonTimeProblems(withSummary('82m12', 'A 12-fibre ribbon splices in 9 s.'))).toEqual([
      '82m12 › summary: "A 12-fibre ribbon splices in 9 s" gives 9 s, which its table does not; give the table\'s time',
    ]);
    expect(ribbonTimeProblems(withSummary('82m12', 'Our older catalogue gives 5 s.'))).toEqual([]);
  });

  it('keep a Sumitomo table cell on one line', () => {
    expect(oneLineCellProblems(withCell('s1v', 'Weight', '0.9 kg\n(without battery)'))).toEqual([
      's1v › page.specTables[0] "Specifications" › "Weight": a cell on more than one line; write it on one line, parts joined with \', \'',
    ]);
  });

  it('draw each gallery button as its model’s column gives it, named in its alt text', () => {
    const single = withGalleryImage('fc-6-series', 'FC-6M', (image) => (image.kind === 'illustration' ? { ...image, spec: { ...image.spec, fiberCount: 1 } as IllustrationSpec } : image));
    expect(galleryDrawingProblems(single)).toEqual([
      'fc-6-series › page.gallery[0] FC-6M: drawn cleaving 1 fibre, but its column gives "Single to 12"; draw 12',
      'fc-6-series › page.gallery[0] FC-6M › image.alt: names a ribbon; say what the drawing shows',
      'fc-6-series › page.gallery[2] FC-6S: the same drawing as FC-6M; draw each model as its column gives it',
    ]);
    const unnamed = withGalleryImage('fc-6-series', 'FC-6S-C', (image) => ({ ...image, alt: 'Sumitomo tabletop cleaver for single fibre' }));
    expect(galleryDrawingProblems(unnamed)).toEqual([
      'fc-6-series › page.gallery[3] FC-6S-C › image.alt: does not name the FC-6S-C; name the model it shows',
      'fc-6-series › page.gallery[3] FC-6S-C › image.alt: does not say the collector is fitted; say what the drawing shows',
    ]);
  });

  it('name a slip of the source tables with its correction, in any product’s table', () => {
    expect(sourceSlipProblems(withCell('ae3100', 'Loss resolution', 'Bellcare format'))).toEqual([
      expect.stringMatching(/^ae3100 › page\.specTables\[\d+\] "[^"]+" › "Loss resolution": "Bellcare" is a slip of the source table; write "Bellcore"$/),
    ]);
  });
});
