import { getImage, ImageNotFoundError, imageKeys, isImageKey, type ImageKey } from './images';

jest.mock('@/media/image-manifest.json', () => ({
  encoder: '',
  images: {
    'banners/about': { source: 'media/images/banners/about.svg', hash: 'h', width: 1920, height: 640, opaque: true, blur: 'data:', variants: [] },
  },
}));

describe('getImage', () => {
  it('returns the manifest entry of a key', () => {
    expect(getImage('banners/about' as ImageKey)).toMatchObject({ width: 1920, height: 640 });
  });

  it('throws ImageNotFoundError naming the key, and the record when given', () => {
    expect(() => getImage('banners/abuot' as ImageKey)).toThrow(ImageNotFoundError);
    expect(() => getImage('banners/abuot' as ImageKey, 'content/about.ts hero')).toThrow(
      'content/about.ts hero: image "banners/abuot" is not in the media manifest; add media/images/banners/abuot.<ext> or fix the key',
    );
  });

  it('does not treat inherited object properties as keys', () => {
    expect(isImageKey('toString')).toBe(false);
    expect(imageKeys).toEqual(['banners/about']);
  });
});
