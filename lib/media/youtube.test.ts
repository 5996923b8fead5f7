import { isYoutubeId, youtubeEmbedUrl } from './youtube';

describe('youtubeEmbedUrl', () => {
  it('builds a privacy-enhanced embed URL that starts playing', () => {
    expect(youtubeEmbedUrl('abcDEF12_-x')).toBe('https://www.youtube-nocookie.com/embed/abcDEF12_-x?autoplay=1');
  });

  it('refuses anything that is not an eleven-character id', () => {
    expect(isYoutubeId('short')).toBe(false);
    expect(isYoutubeId('abcDEF12_-x')).toBe(true);
    expect(() => youtubeEmbedUrl('abc/../../x')).toThrow();
    expect(() => youtubeEmbedUrl('https://youtu.be/abcDEF12_-x')).toThrow();
  });
});
