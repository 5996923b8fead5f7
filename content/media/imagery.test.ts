import { getImage, isImageKey } from '@/lib/media/images';
import { banners, eventImages, founderPortrait, imagery, partnerLogos, publicationImages, testimonialAvatars, type Imagery } from './imagery';

const all: Imagery[] = [
  ...Object.values(banners),
  ...Object.values(partnerLogos),
  ...Object.values(eventImages).flat(),
  ...Object.values(publicationImages).flat(),
  founderPortrait,
  ...testimonialAvatars,
];

describe('imagery catalogue', () => {
  it('names only images that are in the media manifest', () => {
    for (const { image } of all) expect(isImageKey(image)).toBe(true);
  });

  it('has a banner for every page the site draws one for, all 3:1 and at least 1920 px wide', () => {
    expect(Object.keys(banners)).toHaveLength(16);
    for (const family of ['sumitomo', 'deviser', 'pon', 'fiber', 'edfa'] as const) expect(banners[family]).toBeDefined();
    for (const { image } of Object.values(banners)) {
      const { width, height } = getImage(image);
      expect(width).toBeGreaterThanOrEqual(1920);
      expect(width / height).toBeCloseTo(3, 1);
    }
  });

  it('has four partner wordmarks on transparent backgrounds', () => {
    expect(Object.values(partnerLogos).map((p) => p.alt)).toEqual(['Sumitomo Electric', 'Deviser', 'SPEC Technology', 'Invas Technologies']);
    for (const { image } of Object.values(partnerLogos)) expect(getImage(image).opaque).toBe(false);
  });

  it('gives each of the three event slides four or five pictures', () => {
    const slides = Object.values(eventImages);
    expect(slides).toHaveLength(3);
    for (const slide of slides) expect(slide.length === 4 || slide.length === 5).toBe(true);
  });

  it('gives every publication at least one picture', () => {
    for (const [key, images] of Object.entries(publicationImages)) expect({ key, pictures: images.length > 0 }).toEqual({ key, pictures: true });
  });

  it('has eight decorative avatars and a described founder placeholder', () => {
    expect(testimonialAvatars).toHaveLength(8);
    expect(new Set(testimonialAvatars.map((a) => a.image)).size).toBe(8);
    expect(founderPortrait.alt).toMatch(/placeholder/i);
  });

  it('groups everything under one object for lookups by purpose', () => {
    expect(Object.keys(imagery)).toEqual(['banners', 'partners', 'events', 'publications', 'founder', 'avatars']);
  });
});
