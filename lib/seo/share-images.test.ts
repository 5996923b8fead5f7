/** @jest-environment node */
import * as fontkit from 'fontkit';
import { getFamilies, getPagedProducts } from '@/content/catalogue';
import { renderIllustrationToString } from '@/components/media/illustrations/render';
import { decodeXml, keepFiguresTogether } from './outline';
import { SHARE_FONT_SUBSETS, SHARE_FONT_WEIGHTS, shareFontModule } from './share-fonts';
import { allShareImages, defaultShareImage, shareCard, shareImageFor, SHARE_DIR } from './share-images';

describe('share pictures', () => {
  const images = allShareImages();

  it('draws one for the default, each family and each product page, under distinct names', () => {
    expect(images).toHaveLength(1 + getFamilies().length + getPagedProducts().length);
    expect(new Set(images.map((i) => i.path)).size).toBe(images.length);
    for (const image of images) expect(image.path).toMatch(new RegExp(`^${SHARE_DIR}/[a-z0-9-]+-[a-z0-9]+\\.png$`));
  });

  it('shows the product its page is about: its title, brand and drawing', () => {
    const product = getPagedProducts().find((p) => p.key === 'op-100p16g')!;
    const card = shareCard({ kind: 'product', product });
    expect(card).toMatchObject({ title: product.title, eyebrow: 'Lumora', detail: 'GPON OLT', picture: product.image });
  });

  it('renames a picture when what it shows changes', () => {
    const product = getPagedProducts()[0]!;
    const renamed = { ...product, title: `${product.title} Mark II` };
    expect(shareImageFor({ kind: 'product', product: renamed }).path).not.toBe(shareImageFor({ kind: 'product', product }).path);
  });

  it('describes each picture for screen readers', () => {
    for (const image of images) expect(image.alt.length).toBeGreaterThan(10);
    expect(defaultShareImage().card.picture).toBeNull();
  });
});

describe('share picture text', () => {
  // The renderer sets every word in Inter from @fontsource/inter; a character none of these files has would fail the build.
  const faces = SHARE_FONT_SUBSETS.flatMap((subset) =>
    SHARE_FONT_WEIGHTS.map((weight) => fontkit.openSync(require.resolve(shareFontModule(subset, weight))) as fontkit.Font),
  );
  const covered = (ch: string) => faces.some((f) => f.hasGlyphForCodePoint(ch.codePointAt(0)!));

  it('uses only characters the Inter files have, on the cards and inside the drawings', () => {
    const texts = allShareImages().flatMap(({ card }) => [
      keepFiguresTogether(card.title),
      card.eyebrow.toUpperCase(),
      card.detail,
      card.footer,
      card.host,
      ...(card.picture?.kind === 'illustration'
        ? [...renderIllustrationToString(card.picture.spec, 'x').matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => decodeXml(m[1]!))
        : []),
    ]);
    const missing = [...new Set(texts.join(''))].filter((ch) => !covered(ch));
    expect(missing).toEqual([]);
  });
});
