import { EARTH_RADIUS_KM, INDIA_BOUNDS, ROUGH_KM_FINE_BELOW, greatCircleKm, inIndia, nearest, roughKm } from './geo';

describe('great-circle distance', () => {
  it('measures a degree of longitude at the equator as the Earth’s circumference over 360', () => {
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo((2 * Math.PI * EARTH_RADIUS_KM) / 360, 6);
  });

  it('measures half the circumference between antipodes', () => {
    expect(greatCircleKm({ lat: 10, lon: 20 }, { lat: -10, lon: -160 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 3);
  });

  it('shrinks a degree of longitude with the cosine of the latitude', () => {
    const atEquator = greatCircleKm({ lat: 0, lon: 77 }, { lat: 0, lon: 78 });
    expect(greatCircleKm({ lat: 60, lon: 77 }, { lat: 60, lon: 78 })).toBeCloseTo(atEquator / 2, 0);
  });

  it('is the same both ways and zero at one point', () => {
    const delhi = { lat: 28.61, lon: 77.21 };
    const mumbai = { lat: 19.08, lon: 72.88 };
    expect(greatCircleKm(delhi, mumbai)).toBe(greatCircleKm(mumbai, delhi));
    expect(greatCircleKm(delhi, delhi)).toBe(0);
    // The published great-circle distance between the two cities' centres is about 1,150 km.
    expect(greatCircleKm(delhi, mumbai)).toBeGreaterThan(1130);
    expect(greatCircleKm(delhi, mumbai)).toBeLessThan(1170);
  });
});

describe('the nearest point', () => {
  const points = [
    { name: 'west', lat: 20, lon: 70 },
    { name: 'east', lat: 20, lon: 90 },
    { name: 'also east', lat: 20, lon: 90 },
  ];

  it('picks the point at the least distance, with that distance', () => {
    const found = nearest({ lat: 21, lon: 88 }, points);
    expect(found?.item.name).toBe('east');
    expect(found?.km).toBeCloseTo(greatCircleKm({ lat: 21, lon: 88 }, { lat: 20, lon: 90 }), 9);
  });

  it('keeps the first of two at the same distance, and finds nothing among none', () => {
    expect(nearest({ lat: 20, lon: 89 }, points)?.item.name).toBe('east');
    expect(nearest({ lat: 20, lon: 89 }, [])).toBeNull();
  });
});

describe('India’s bounds', () => {
  it('hold a point in India and refuse one with latitude and longitude swapped', () => {
    expect(inIndia({ lat: 26.85, lon: 80.95 })).toBe(true);
    expect(inIndia({ lat: 80.95, lon: 26.85 })).toBe(false);
  });

  it('refuse a point on or past each edge', () => {
    const inside = { lat: 20, lon: 80 };
    expect(inIndia({ ...inside, lat: INDIA_BOUNDS.south })).toBe(false);
    expect(inIndia({ ...inside, lat: INDIA_BOUNDS.north })).toBe(false);
    expect(inIndia({ ...inside, lon: INDIA_BOUNDS.west })).toBe(false);
    expect(inIndia({ ...inside, lon: INDIA_BOUNDS.east })).toBe(false);
  });
});

describe('a rough distance', () => {
  it('is told to the nearest 5 km under 100 km, and to the nearest 10 km beyond', () => {
    expect(roughKm(12.4)).toBe(10);
    expect(roughKm(12.6)).toBe(15);
    expect(roughKm(97.4)).toBe(95);
    expect(roughKm(ROUGH_KM_FINE_BELOW)).toBe(100);
    expect(roughKm(404)).toBe(400);
    expect(roughKm(1_156)).toBe(1160);
  });

  it('is never 0', () => {
    expect(roughKm(0.4)).toBe(5);
    expect(roughKm(0)).toBe(5);
  });
});
