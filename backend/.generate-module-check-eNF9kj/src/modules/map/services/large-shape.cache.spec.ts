import type { GeoShape } from '../geometry/geo-shape';
import type { MapObjectsRepository } from '../repositories/map-objects.repository';
import { LargeShapeCache } from './large-shape.cache';

/** A polygon of n vertices, standing in for a zonal centre. */
function polygon(n: number, offset = 0): GeoShape {
  return {
    type: 'POLYGON',
    points: Array.from({ length: n }, (_, i) => ({ lat: Math.sin((2 * Math.PI * i) / n) + offset, lng: Math.cos((2 * Math.PI * i) / n) })),
  };
}

function fakeRepository(shapes: Map<string, GeoShape>) {
  const calls: string[] = [];
  const repository = {
    findBandShape: async (id: string, band: number) => {
      calls.push(`${id}:${band}`);
      return shapes.get(id) ?? null;
    },
    findBandShapeJson: async (id: string, band: number) => {
      calls.push(`${id}:${band}`);
      const shape = shapes.get(id);
      return shape ? JSON.stringify(shape) : null;
    },
  } as unknown as MapObjectsRepository;
  return { repository, calls };
}

describe('LargeShapeCache', () => {
  it('reads a shape once per version and band, and again when the row changes', async () => {
    const shapes = new Map([['zc', polygon(3000)]]);
    const { repository, calls } = fakeRepository(shapes);
    const cache = new LargeShapeCache(repository);
    const first = await cache.bandShape('zc', 'v1', 2);
    expect(first?.shape.points).toHaveLength(3000);
    expect(first?.geometry.type).toBe('Polygon');
    // The stored text is kept to be sent as is.
    expect(first?.json).toBe(JSON.stringify(shapes.get('zc')));
    await cache.bandShape('zc', 'v1', 2);
    await cache.geometry('zc', 'v1');
    expect(calls).toEqual(['zc:2', 'zc:4']);
    shapes.set('zc', polygon(2500));
    expect((await cache.bandShape('zc', 'v2', 2))?.shape.points).toHaveLength(2500);
    expect(calls).toEqual(['zc:2', 'zc:4', 'zc:2']);
  });

  it('answers null for a row that is gone', async () => {
    const { repository } = fakeRepository(new Map());
    expect(await new LargeShapeCache(repository).geometry('missing', 'v1')).toBeNull();
  });

  it('drops the least recently used shapes beyond its vertex budget', async () => {
    const shapes = new Map(Array.from({ length: 12 }, (_, i) => [`zc${i}`, polygon(500, i)] as const));
    const { repository, calls } = fakeRepository(new Map(shapes));
    const cache = new LargeShapeCache(repository, 10_000);
    // Twelve shapes of 500 vertices (1,500 counting their text and geometry) exceed a 10,000 budget.
    for (let i = 0; i < 12; i++) await cache.bandShape(`zc${i}`, 'v1', 3);
    calls.length = 0;
    await cache.bandShape('zc11', 'v1', 3);
    expect(calls).toEqual([]);
    await cache.bandShape('zc0', 'v1', 3);
    expect(calls).toEqual(['zc0:3']);
  });
});
