/**
 * Distances between places on the Earth, for the branch office nearest a
 * place a visitor names (lib/search/lexicon.ts), and the bounds a point in
 * India lies within (the content checks of branches and the gazetteer).
 */

export interface LatLon {
  /** Degrees north. */
  lat: number;
  /** Degrees east. */
  lon: number;
}

/** The Earth's mean radius in km (IUGG): the sphere great-circle distances are taken on. */
export const EARTH_RADIUS_KM = 6371.0088;

/**
 * The degrees India lies within, its islands included, with a small margin.
 * A point outside is a typo; a point with its latitude and longitude swapped
 * always falls outside, as every longitude in India is above 37.
 */
export const INDIA_BOUNDS = { south: 6, north: 37, west: 68, east: 98 } as const;

export function inIndia({ lat, lon }: LatLon): boolean {
  return lat > INDIA_BOUNDS.south && lat < INDIA_BOUNDS.north && lon > INDIA_BOUNDS.west && lon < INDIA_BOUNDS.east;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in km (the haversine formula, exact on a sphere at every distance). */
export function greatCircleKm(a: LatLon, b: LatLon): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point of `among` nearest `from`, with its distance; the first of equals; null for none. */
export function nearest<T extends LatLon>(from: LatLon, among: readonly T[]): { item: T; km: number } | null {
  let best: { item: T; km: number } | null = null;
  for (const item of among) {
    const km = greatCircleKm(from, item);
    if (best === null || km < best.km) best = { item, km };
  }
  return best;
}

/** Distances under this many km are told to the nearest 5 km, longer ones to the nearest 10 km. */
export const ROUGH_KM_FINE_BELOW = 100;

/**
 * A distance as a visitor is told it, roughly: "about 400 km" is what a
 * straight-line distance is worth, since the road is always longer. Never 0:
 * a place a kilometre away is "about 5 km".
 */
export function roughKm(km: number): number {
  const step = km < ROUGH_KM_FINE_BELOW ? 5 : 10;
  return Math.max(5, Math.round(km / step) * step);
}
