import { Injectable } from '@nestjs/common';
import type { MapLocale } from '../../map/i18n/map-locale';
import { AerodromesNearby } from '../../map/services/aerodromes-nearby.service';
import type { AirportDto } from '../dtos/airport.dto';

/** How far from the take-off (landing) point an aerodrome is offered, and how many at most. */
export const AIRPORTS_RADIUS_KM = 30;
export const AIRPORTS_MAX = 20;

/** Aerodromes and helipads within 30 km of a point, nearest first, with their great-circle distance. */
@Injectable()
export class AirportsNearby {
  constructor(private readonly aerodromes: AerodromesNearby) {}

  near(point: { lat: number; lng: number }, locale: MapLocale): Promise<AirportDto[]> {
    return this.aerodromes.near(point, AIRPORTS_RADIUS_KM, AIRPORTS_MAX, locale);
  }
}
