import { assertImageRefs, collectImageRefs } from './image-refs';

jest.mock('@/media/image-manifest.json', () => ({ encoder: '', images: {} }));

describe('collectImageRefs', () => {
  it('finds every object with an image key and alt text, naming where it sits', () => {
    const content = {
      hero: { image: 'banners/pon', alt: 'PON tree' },
      products: [
        { key: 'OP-101X', image: { kind: 'photo', image: 'products/op-101x', alt: 'ONT' } },
        { image: { kind: 'illustration', spec: {}, alt: 'drawn' } },
      ],
    };
    expect(collectImageRefs(content, 'content/pon.ts pon')).toEqual([
      { record: 'content/pon.ts pon.hero', image: 'banners/pon' },
      { record: 'content/pon.ts pon.products[OP-101X].image', image: 'products/op-101x' },
    ]);
  });

  it('ignores strings named image without alt text, and survives cycles', () => {
    const a: Record<string, unknown> = { image: 'not-a-ref' };
    a.self = a;
    expect(collectImageRefs(a, 'x')).toEqual([]);
  });
});

describe('assertImageRefs', () => {
  const refs = [
    { record: 'content/media/imagery.ts banners.about', image: 'banners/about' },
    { record: 'content/media/imagery.ts banners.contact', image: 'banners/contcat' },
    { record: 'content/media/imagery.ts avatars[3]', image: 'avatars/99' },
  ];

  it('passes when every key is known', () => {
    expect(() => assertImageRefs(refs, () => true)).not.toThrow();
  });

  it('throws one line naming the first record with a missing image and counting the rest', () => {
    expect(() => assertImageRefs(refs, (key) => key === 'banners/about')).toThrow(
      'content/media/imagery.ts banners.contact: image "banners/contcat" is not in the media manifest; add media/images/banners/contcat.<ext> or fix the key (and 1 more)',
    );
  });
});
