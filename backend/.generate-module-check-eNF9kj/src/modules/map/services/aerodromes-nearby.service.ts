import { Injectable } from '@nestjs/common';
import type { MapObjectGeometryRow } from '../entities/map-object.row';
import type { BBox } from '../geometry/bbox';
import { positionsOf } from '../geometry/bbox';
import { distanceKm } from '../geometry/great-circle';
import type { MapLocale } from '../i18n/map-locale';
import { MapObjectsRepository } from '../repositories/map-objects.repository';

/** An aerodrome near a point, as the agreements' take-off and landing choices list it. */
export interface NearbyAerodrome {
  id: string;
  icao: string | null;
  name: string;
  landingSiteType: string;
  distanceKm: number;
}

const KM_PER_DEGREE_LAT = 111.32;

/**
 * Aerodromes (every landing-site type of the AIRPORTS layer) within `radiusKm` of a point, nearest first: one
 * index probe for the box around the circle, then the great-circle distance to each aerodrome's reference point.
 */
@Injectable()
export class AerodromesNearby {
  constructor(private readonly repository: MapObjectsRepository) {}

  async near(point: { lat: number; lng: number }, radiusKm: number, limit: number, locale: MapLocale): Promise<NearbyAerodrome[]> {
    const rows = await this.repository.findGeometriesInBoxes([boxAround(point, radiusKm)], ['AIRPORTS'], [], locale);
    return rows
      .flatMap((row) => {
        const at = referencePoint(row);
        if (!at) return [];
        const km = distanceKm(point.lat, point.lng, at.lat, at.lng);
        return km <= radiusKm ? [toAerodrome(row, km)] : [];
      })
      .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name))
      .slice(0, limit);
  }
}

function boxAround(point: { lat: number; lng: number }, radiusKm: number): BBox {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  // Longitude degrees shrink with latitude; the box is widened for the circle's farthest (polar-side) latitude.
  const farLat = Math.min(89, Math.abs(point.lat) + dLat);
  const dLng = radiusKm / (KM_PER_DEGREE_LAT * Math.cos((farLat * Math.PI) / 180));
  return {
    minLat: Math.max(-90, point.lat - dLat),
    maxLat: Math.min(90, point.lat + dLat),
    minLng: Math.max(-180, point.lng - dLng),
    maxLng: Math.min(180, point.lng + dLng),
  };
}

/** An aerodrome is stored as its reference point; a shape, if one ever is, counts by its first position. */
function referencePoint(row: MapObjectGeometryRow): { lat: number; lng: number } | null {
  if (!row.geometry) return null;
  for (const [lng, lat] of positionsOf(row.geometry)) return { lat, lng };
  return null;
}

function toAerodrome(row: MapObjectGeometryRow, km: number): NearbyAerodrome {
  return {
    id: row.id,
    icao: typeof row.properties.icao === 'string' ? row.properties.icao : null,
    name: row.name,
    landingSiteType: String(row.kind ?? row.properties.landingSiteType ?? 'AIRPORT'),
    distanceKm: Math.round(km * 10) / 10,
  };
}
