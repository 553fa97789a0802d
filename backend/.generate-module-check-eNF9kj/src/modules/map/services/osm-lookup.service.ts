import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Geometry } from 'geojson';
import type { OsmLookupQuery } from '../dtos/osm-lookup.query';
import type { MapObjectDetailRow } from '../entities/map-object.row';
import { exactGeometry } from '../geometry/prepared-object';
import type { MapLocale } from '../i18n/map-locale';
import { MAP_CONFIG, MapConfig } from '../map.config';
import { MapObjectsRepository } from '../repositories/map-objects.repository';

/** What the offline lookup answers; the online one passes the remote service's answer through. */
export interface OsmLookupAnswer {
  body: unknown;
  source: 'remote' | 'offline';
}

const OSM_TYPES: Record<string, string> = { N: 'node', W: 'way', R: 'relation' };

/**
 * The OSM feature lookup the map uses to outline a place (Nominatim's `/lookup`). With OSM_LOOKUP_URL set
 * it forwards the call there; without it, or when that service fails or is slow, it answers from the
 * shipped data: localities by GeoNames id (`G<id>`) and any imported object that carries an `osmId`
 * property (`N…`, `W…`, `R…`). Ids it cannot resolve are left out, as Nominatim leaves out unknown ids.
 * Names are in the request's language, both ways (Nominatim's own `accept-language` parameter remotely).
 */
@Injectable()
export class OsmLookupService {
  private readonly logger = new Logger('OsmLookup');

  constructor(
    private readonly repository: MapObjectsRepository,
    @Inject(MAP_CONFIG) private readonly config: MapConfig,
  ) {}

  async lookup(query: OsmLookupQuery, locale: MapLocale): Promise<OsmLookupAnswer> {
    const remoteIds = query.ids.filter((id) => !id.startsWith('G'));
    if (this.config.osmLookupUrl && remoteIds.length === query.ids.length) {
      const remote = await this.remote(this.config.osmLookupUrl, query, locale);
      if (remote !== undefined) return { body: remote, source: 'remote' };
    }
    return { body: await this.offline(query, locale), source: 'offline' };
  }

  private async remote(baseUrl: string, query: OsmLookupQuery, locale: MapLocale): Promise<unknown | undefined> {
    const url = new URL(baseUrl);
    url.searchParams.set('osm_ids', query.ids.join(','));
    url.searchParams.set('format', query.format);
    url.searchParams.set('polygon_geojson', query.polygonGeoJson ? '1' : '0');
    url.searchParams.set('accept-language', locale);
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': 'Nebo airspace map' },
        signal: AbortSignal.timeout(this.config.osmLookupTimeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as unknown;
    } catch (error) {
      this.logger.warn(
        `OSM lookup at ${url.origin} failed (${error instanceof Error ? error.message : String(error)}); answering from shipped data`,
      );
      return undefined;
    }
  }

  private async offline(query: OsmLookupQuery, locale: MapLocale): Promise<unknown> {
    const rows = await this.repository.findForLookup(
      query.ids.filter((id) => id.startsWith('G')).map((id) => `geonames:${id.slice(1)}`),
      query.ids.filter((id) => !id.startsWith('G')),
      locale,
    );
    const byId = new Map<string, MapObjectDetailRow>();
    for (const row of rows) {
      if (typeof row.properties.osmId === 'string') byId.set(row.properties.osmId.toUpperCase(), row);
      if (row.external_id.startsWith('geonames:')) byId.set(`G${row.external_id.slice('geonames:'.length)}`, row);
    }
    const found = query.ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ id, row }] : [];
    });
    if (query.format === 'geojson') {
      return { type: 'FeatureCollection', features: found.map(({ id, row }) => feature(id, row, query.polygonGeoJson)) };
    }
    return found.map(({ id, row }) => place(id, row, query));
  }
}

function identity(id: string): { osm_type: string | null; osm_id: number | null } {
  const type = OSM_TYPES[id[0]];
  return type ? { osm_type: type, osm_id: Number(id.slice(1)) } : { osm_type: null, osm_id: null };
}

function centre(row: MapObjectDetailRow): [number, number] {
  if (row.shape.type === 'MARKER' || row.shape.type === 'CIRCLE') return [row.shape.points[0].lng, row.shape.points[0].lat];
  return [(row.min_lng + row.max_lng) / 2, (row.min_lat + row.max_lat) / 2];
}

function classOf(row: MapObjectDetailRow): { category: string; type: string } {
  return row.layer === 'BOUNDARIES'
    ? { category: 'boundary', type: 'administrative' }
    : { category: 'aeroway', type: row.layer.toLowerCase() };
}

/** One place in Nominatim's json / jsonv2 form. */
function place(id: string, row: MapObjectDetailRow, query: OsmLookupQuery): Record<string, unknown> {
  const [lng, lat] = centre(row);
  const { category, type } = classOf(row);
  return {
    place_id: row.id,
    ...identity(id),
    lat: String(lat),
    lon: String(lng),
    display_name: row.name,
    ...(query.format === 'jsonv2' ? { category } : { class: category }),
    type,
    boundingbox: [row.min_lat, row.max_lat, row.min_lng, row.max_lng].map(String),
    ...(query.polygonGeoJson ? { geojson: exactGeometry(row.shape) as Geometry } : {}),
  };
}

/** One place as a GeoJSON feature (Nominatim's geojson form). */
function feature(id: string, row: MapObjectDetailRow, polygon: boolean): Record<string, unknown> {
  const { category, type } = classOf(row);
  return {
    type: 'Feature',
    properties: { place_id: row.id, ...identity(id), display_name: row.name, category, type },
    bbox: [row.min_lng, row.min_lat, row.max_lng, row.max_lat],
    geometry: polygon ? exactGeometry(row.shape) : { type: 'Point', coordinates: centre(row) },
  };
}
