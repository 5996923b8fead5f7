/** Half-width of a branch map's bounding box in degrees (spec 7 and 9). */
export const MAP_BBOX_HALF_WIDTH = 0.01;

export interface BBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

export function bboxAround(lat: number, lon: number, half = MAP_BBOX_HALF_WIDTH): BBox {
  return { west: round(lon - half), south: round(lat - half), east: round(lon + half), north: round(lat + half) };
}

/** OpenStreetMap embed centred on a point, with a marker. */
export function osmEmbedUrl(lat: number, lon: number): string {
  const b = bboxAround(lat, lon);
  const bbox = [b.west, b.south, b.east, b.north].join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat}%2C${lon}`;
}

/** External maps page for a point. */
export function osmPageUrl(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}
