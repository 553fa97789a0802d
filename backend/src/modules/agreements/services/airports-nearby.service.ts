import { Injectable } from '@nestjs/common';
import { LANDING_SITE_TYPES } from '@nebo/shared-vocabulary';
import type { MapLocale } from '../../map/i18n/map-locale';
import { CrossingsService } from '../../map/services/crossings.service';
import type { AirportDto } from '../dtos/airport.dto';

/** Rings around the point, in km: an aerodrome is placed in the smallest ring that holds it. */
export const AIRPORT_RINGS_KM = [1, 2, 3, 5, 7.5, 10, 15, 20, 25, 30] as const;
export const AIRPORTS_MAX = 20;

/**
 * Aerodromes and helipads within 30 km of a point, nearest first. The map exports no distance query, so this asks
 * its crossings service which aerodromes lie inside circles of growing radius around the point: an aerodrome's
 * distance is the radius of the first ring that holds it (an upper bound, within the ring's step). Aerodromes only
 * reached through their control zone are left out: the aerodrome itself must be within the ring.
 */
@Injectable()
export class AirportsNearby {
  constructor(private readonly crossings: CrossingsService) {}

  async near(point: { lat: number; lng: number }, locale: MapLocale): Promise<AirportDto[]> {
    const inRing = async (km: number) =>
      (
        await this.crossings.forGeometry(
          { type: 'CIRCLE', points: [point], radius: km * 1000 },
          { aerodromeTypes: LANDING_SITE_TYPES, authorityTypes: [] },
          locale,
        )
      ).aerodromes.filter((a) => a.crossedBy === 'AERODROME');
    const outer = await inRing(AIRPORT_RINGS_KM[AIRPORT_RINGS_KM.length - 1]);
    if (outer.length === 0) return [];
    const rings = await Promise.all(AIRPORT_RINGS_KM.slice(0, -1).map(inRing));
    return outer
      .map((a) => ({ id: a.id, icao: a.icao, name: a.name, landingSiteType: a.landingSiteType, distanceKm: ringDistance(rings, a.id) }))
      .sort((x, y) => x.distanceKm - y.distanceKm || x.name.localeCompare(y.name))
      .slice(0, AIRPORTS_MAX);
  }
}

/** The radius of the smallest ring holding the aerodrome; the outer ring when none of the inner ones does. */
function ringDistance(rings: readonly { id: string }[][], id: string): number {
  const index = rings.findIndex((ring) => ring.some((a) => a.id === id));
  return index === -1 ? AIRPORT_RINGS_KM[AIRPORT_RINGS_KM.length - 1] : AIRPORT_RINGS_KM[index];
}
