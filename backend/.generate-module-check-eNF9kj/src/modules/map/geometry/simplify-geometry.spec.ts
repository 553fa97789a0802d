import type { MultiPolygon, Polygon, Position } from 'geojson';
import { vertexCount } from './bbox';
import { simplifyForBand } from './simplify-geometry';
import { MIN_VISIBLE_PIXELS, ZOOM_BANDS, bandForZoom, degreesPerPixel, minZoomForExtent } from './zoom-bands';

/** A wiggly ring of n vertices around (lng, lat): plenty of detail for a simplifier to remove. */
function wigglyRing(lng: number, lat: number, radius: number, n: number): Position[] {
  const ring: Position[] = Array.from({ length: n }, (_, i) => {
    const angle = (2 * Math.PI * i) / n;
    const r = radius * (1 + 0.02 * Math.sin(angle * 50));
    return [lng + r * Math.cos(angle), lat + r * Math.sin(angle)];
  });
  return [...ring, ring[0]];
}

describe('zoom bands', () => {
  it('cover every zoom from 0 to 22 exactly once, coarser tolerances first', () => {
    for (let zoom = 0; zoom <= 22; zoom++) expect(bandForZoom(zoom)).toBeDefined();
    expect(bandForZoom(3).index).toBe(0);
    expect(bandForZoom(10).index).toBe(2);
    expect(bandForZoom(14).tolerance).toBe(0);
    const tolerances = ZOOM_BANDS.map((b) => b.tolerance);
    expect([...tolerances].sort((a, b) => b - a)).toEqual(tolerances);
    expect(() => bandForZoom(23)).toThrow(RangeError);
  });

  it('makes an object visible from the zoom where it spans MIN_VISIBLE_PIXELS pixels', () => {
    // A 1 km wide zone at the equator (0.009°): visible from the first zoom where it covers enough pixels.
    const zoom = minZoomForExtent(0.009, 0.009, 0);
    expect(0.009 / degreesPerPixel(zoom)).toBeGreaterThanOrEqual(MIN_VISIBLE_PIXELS);
    expect(0.009 / degreesPerPixel(zoom - 1)).toBeLessThan(MIN_VISIBLE_PIXELS);
    // The same latitude span counts for more in the north, where Mercator stretches it.
    expect(minZoomForExtent(0, 0.009, 60)).toBeLessThan(minZoomForExtent(0, 0.009, 0));
    expect(minZoomForExtent(0, 0, 0)).toBe(22);
    expect(minZoomForExtent(400, 400, 0)).toBe(0);
  });
});

describe('simplifyForBand', () => {
  const detailed: Polygon = { type: 'Polygon', coordinates: [wigglyRing(37.6, 55.75, 0.5, 2000)] };

  it('reduces vertices more at coarser bands and keeps every ring closed and valid', () => {
    const counts = ZOOM_BANDS.map((band) => {
      const simplified = simplifyForBand(detailed, band) as Polygon;
      for (const ring of simplified.coordinates) {
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring[0]).toEqual(ring[ring.length - 1]);
      }
      return vertexCount(simplified);
    });
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThanOrEqual(counts[i - 1]);
    expect(counts[0]).toBeLessThan(100);
    expect(counts[4]).toBe(2001);
  });

  it('never moves the outline by more than the band tolerance', () => {
    const band = bandForZoom(6);
    const simplified = simplifyForBand(detailed, band) as Polygon;
    // Every kept vertex is an original vertex, rounded to the band's decimals.
    const original = new Set(detailed.coordinates[0].map(([x, y]) => `${x.toFixed(band.decimals)},${y.toFixed(band.decimals)}`));
    for (const [x, y] of simplified.coordinates[0])
      expect(original.has(`${x.toFixed(band.decimals)},${y.toFixed(band.decimals)}`)).toBe(true);
  });

  it('drops islands and holes too small to see, and the whole shape when it is a speck', () => {
    const islandRing = wigglyRing(40, 55, 0.001, 20);
    const multi: MultiPolygon = {
      type: 'MultiPolygon',
      coordinates: [[wigglyRing(37.6, 55.75, 0.5, 200), wigglyRing(37.6, 55.75, 0.001, 20)], [islandRing]],
    };
    const coarse = simplifyForBand(multi, bandForZoom(3));
    expect(coarse?.type).toBe('Polygon');
    expect((coarse as Polygon).coordinates).toHaveLength(1);
    const fine = simplifyForBand(multi, bandForZoom(15)) as MultiPolygon;
    expect(fine.coordinates).toHaveLength(2);
    expect(fine.coordinates[0]).toHaveLength(2);
    expect(simplifyForBand({ type: 'Polygon', coordinates: [islandRing] }, bandForZoom(3))).toBeNull();
  });

  it('rounds points and simplifies lines', () => {
    expect(simplifyForBand({ type: 'Point', coordinates: [37.61734567, 55.75581234] }, bandForZoom(3))).toEqual({
      type: 'Point',
      coordinates: [37.617, 55.756],
    });
    const line = { type: 'LineString' as const, coordinates: wigglyRing(30, 60, 1, 500).slice(0, 250) };
    const simplified = simplifyForBand(line, bandForZoom(4));
    expect(simplified?.type).toBe('LineString');
    expect(vertexCount(simplified!)).toBeLessThan(60);
  });
});
