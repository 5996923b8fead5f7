import { isYoutubeId } from '@/lib/media/youtube';
import { formatEventDate } from '@/lib/format/event-date';
import { paths } from '@/content/paths';
import { getVideo, videos } from './media/videos';
import { partners } from './partners';
import { educationalVideos, events, hero, manufacturing, story, testimonials } from './home';

describe('home content', () => {
  it('has the spec’s twelve manufacturing tiles, each going to its factory page', () => {
    const routes = (id: string) =>
      manufacturing.rows.find((r) => r.id === id)!.tiles.map((t) => [t.label, paths[t.page]]);
    expect(routes('electronics')).toEqual([
      ['Solder Paste Inspection', '/surface-mounting'],
      ['Pick and Place', '/surface-mounting'],
      ['3D AOI', '/surface-mounting'],
      ['Manual Insertion', '/mi'],
      ['Wave Soldering', '/mi'],
      ['Utility', '/mi'],
    ]);
    expect(routes('fiber-optic-cable')).toEqual([
      ['Testing and Packing', '/ofcpage'],
      ['Fiber Coloring', '/ofcpage'],
      ['Fiber Sheathing', '/ofcpage'],
      ['Fiber Buffering', '/ofcpage'],
      ['FTTH Cable', '/ofcpage'],
      ['Fiber Testing and Packing', '/ofcpage'],
    ]);
  });

  it('gives every tile and the hero an ambient clip, and every video card a tutorial poster', () => {
    for (const row of manufacturing.rows) for (const tile of row.tiles) expect(getVideo(tile.video).kind).toBe('ambient');
    expect(getVideo(hero.video.desktop).width).toBeGreaterThan(getVideo(hero.video.desktop).height);
    expect(getVideo(hero.video.mobile).height).toBeGreaterThan(getVideo(hero.video.mobile).width);
    for (const v of educationalVideos.videos) expect(getVideo(v.video).poster).toMatch(/^\/media\/video\/.+\.webp$/);
  });

  it('has four partners in the spec’s order', () => {
    expect(partners.map((p) => p.name)).toEqual(['Sumitomo Electric', 'Deviser', 'SPEC Technology', 'Invas Technologies']);
  });

  it('links the story to the About page’s three anchors', () => {
    expect(story.links.map((l) => [l.label, l.id])).toEqual([
      ['Vision', 'vision'],
      ['Mission', 'mission'],
      ['Core Value', 'corevalue'],
    ]);
  });

  it('has the four educational videos, each a tutorial clip of our own', () => {
    expect(educationalVideos.videos.map((v) => v.title)).toEqual([
      'Splicer: how to turn on',
      'WLAN Setup',
      'V-Groove Cleaning',
      'Electrode change',
    ]);
    for (const v of educationalVideos.videos) expect({ id: v.id, kind: getVideo(v.video).kind }).toEqual({ id: v.id, kind: 'player' });
    expect(new Set(educationalVideos.videos.map((v) => v.video)).size).toBe(4);
  });

  it('ships no YouTube id but a well-formed one, and none twice', () => {
    const ids = videos.flatMap((v) => (v.youtubeId === undefined ? [] : [{ key: v.key, id: v.youtubeId }]));
    for (const { key, id } of ids) expect({ key, valid: isYoutubeId(id) }).toEqual({ key, valid: true });
    expect(new Set(ids.map((x) => x.id)).size).toBe(ids.length);
  });

  it('has three event slides of four or five pictures, the Kotdwar Annual Day first', () => {
    expect(events.slides).toHaveLength(3);
    const [first] = events.slides;
    expect(first.title).toBe('Annual Day Celebration - Kotdwar');
    expect(formatEventDate(first.date)).toBe('February 02, 2025');
    for (const slide of events.slides) {
      expect(slide.images.length).toBeGreaterThanOrEqual(4);
      expect(slide.images.length).toBeLessThanOrEqual(5);
    }
  });

  it('has eight testimonials with distinct ids, avatars and quotes', () => {
    const items = testimonials.items;
    expect(items).toHaveLength(8);
    expect(new Set(items.map((t) => t.id)).size).toBe(8);
    expect(new Set(items.map((t) => t.avatar.image)).size).toBe(8);
    for (const t of items) expect(t.text.length).toBeGreaterThan(40);
  });
});
