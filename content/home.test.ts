import { formatEventDate } from '@/lib/format/event-date';
import { paths } from '@/content/paths';
import { getVideo } from './media/videos';
import { partners } from './partners';
import { educationalVideos, events, manufacturing, story, testimonials } from './home';

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
