import { Inject, Injectable } from '@nestjs/common';
import type { GeoShape, StoredGeometry } from '../geometry/geo-shape';
import { exactGeometry, shapeVertexCount } from '../geometry/prepared-object';
import { MapObjectsRepository } from '../repositories/map-objects.repository';

/** The most vertices kept in memory (about 60 MB, texts included); least recently used entries go first. */
export const MAX_CACHED_VERTICES = 1_000_000;
/** The budget's token: MapModule provides MAX_CACHED_VERTICES, tests may override it with a small one. */
export const LARGE_SHAPE_CACHE_BUDGET = Symbol('LARGE_SHAPE_CACHE_BUDGET');

/**
 * A large shape for one zoom band: its stored JSON text (sent as is when the whole shape is in view), the
 * shape parsed (to cut it to a view) and its GeoJSON geometry (for the visibility test), each built once.
 */
export interface CachedShape {
  json: string;
  shape: GeoShape;
  geometry: StoredGeometry;
}

interface Entry {
  version: string;
  vertices: number;
  value: CachedShape | StoredGeometry;
}

/**
 * A read-through cache of large shapes, per object and zoom band, checked against the row's version
 * (its update time) on every use, so an import or a re-seed is seen at once by every instance. It holds
 * copies of database data only; an instance that starts empty reads from PostgreSQL as usual.
 */
@Injectable()
export class LargeShapeCache {
  private readonly entries = new Map<string, Entry>();
  private vertices = 0;

  constructor(
    private readonly repository: MapObjectsRepository,
    @Inject(LARGE_SHAPE_CACHE_BUDGET) private readonly maxVertices: number = MAX_CACHED_VERTICES,
  ) {}

  async bandShape(id: string, version: string, bandIndex: number): Promise<CachedShape | null> {
    return this.get(`${id}:${bandIndex}`, version, async () => {
      const json = await this.repository.findBandShapeJson(id, bandIndex);
      if (json === null) return null;
      const shape = JSON.parse(json) as GeoShape;
      // Counted three times: the text, the parsed shape and the geometry each hold every vertex once.
      return { value: { json, shape, geometry: exactGeometry(shape) }, vertices: 3 * shapeVertexCount(shape) };
    }) as Promise<CachedShape | null>;
  }

  /** The exact geometry used by crossings (built from the full-detail shape). */
  async geometry(id: string, version: string): Promise<StoredGeometry | null> {
    return this.get(`${id}:geometry`, version, async () => {
      const shape = await this.repository.findBandShape(id, 4);
      return shape ? { value: exactGeometry(shape), vertices: shapeVertexCount(shape) } : null;
    }) as Promise<StoredGeometry | null>;
  }

  private async get(
    key: string,
    version: string,
    load: () => Promise<{ value: CachedShape | StoredGeometry; vertices: number } | null>,
  ): Promise<CachedShape | StoredGeometry | null> {
    const cached = this.entries.get(key);
    if (cached && cached.version === version) {
      // Re-insert: a Map iterates in insertion order, so the first entry is the least recently used.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.value;
    }
    const loaded = await load();
    if (cached) this.remove(key, cached);
    if (!loaded) return null;
    this.entries.set(key, { version, ...loaded });
    this.vertices += loaded.vertices;
    for (const [oldest, entry] of this.entries) {
      if (this.vertices <= this.maxVertices || oldest === key) break;
      this.remove(oldest, entry);
    }
    return loaded.value;
  }

  private remove(key: string, entry: Entry): void {
    if (this.entries.delete(key)) this.vertices -= entry.vertices;
  }
}
