import { MAP_BBOX_HALF_WIDTH, bboxAround, osmEmbedUrl, osmPageUrl } from './map';

describe('map helpers', () => {
  it('uses a half-width of 0.01°', () => {
    expect(MAP_BBOX_HALF_WIDTH).toBe(0.01);
  });

  it('builds a bbox of lat/lon ± 0.01', () => {
    expect(bboxAround(28.5494, 77.2736)).toEqual({ west: 77.2636, south: 28.5394, east: 77.2836, north: 28.5594 });
  });

  it('puts the bbox (west,south,east,north) and a marker into the embed URL', () => {
    const url = new URL(osmEmbedUrl(22.5482, 88.3531));
    expect(url.searchParams.get('bbox')).toBe('88.3431,22.5382,88.3631,22.5582');
    expect(url.searchParams.get('marker')).toBe('22.5482,88.3531');
  });

  it('opens the maps page on the point with a marker', () => {
    const url = new URL(osmPageUrl(22.5482, 88.3531));
    expect(url.searchParams.get('mlat')).toBe('22.5482');
    expect(url.searchParams.get('mlon')).toBe('88.3531');
    expect(url.hash).toBe('#map=16/22.5482/88.3531');
  });
});
