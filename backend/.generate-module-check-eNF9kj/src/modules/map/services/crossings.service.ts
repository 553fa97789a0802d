import { Injectable } from '@nestjs/common';
import { FieldValidationException } from '../../../common/errors/field-validation.exception';
import { CrossedAerodromeDto, CrossedAuthorityDto, CrossedZoneDto, CrossingsResponseDto } from '../dtos/crossings.dto';
import type { CrossingsOptions } from '../dtos/crossings.query';
import type { MapObjectGeometryRow } from '../entities/map-object.row';
import type { BBox } from '../geometry/bbox';
import { FlightGeometry, footprintIntersects, parseFlightGeometry } from '../geometry/flight-geometry';
import type { MapLocale } from '../i18n/map-locale';
import { LandingSiteType, LayerCode, ZONE_CODES } from '../map.constants';
import { flightAgreementIdMissing, flightAgreementNotFound } from '../map.exceptions';
import { FlightGeometryRegistry } from '../ports/flight-geometry';
import { MapObjectsRepository } from '../repositories/map-objects.repository';
import { LargeShapeCache } from './large-shape.cache';

/** Layers a route is checked against. Federal subjects are not authorities: only municipalities are. */
export const CROSSING_LAYERS: readonly LayerCode[] = [
  'AIRPORTS',
  'CONTROL_AREAS',
  'ZONAL_CENTERS',
  'BOUNDARIES',
  'RESTRICTED_ZONES',
  'DANGER_ZONES',
  'TEMPORARY_ZONES',
];

/** Kinds of boundary left out of crossings: a federal subject is not an authority a flight is agreed with. */
export const NOT_AUTHORITY_KINDS: readonly string[] = ['REGION'];

/**
 * Which aerodromes, authorities (zonal centres, local governments) and zones a flight's geometry crosses.
 * Candidates come from the database by box overlap (GiST index); each is then tested exactly in code.
 */
@Injectable()
export class CrossingsService {
  constructor(
    private readonly repository: MapObjectsRepository,
    private readonly largeShapes: LargeShapeCache,
    private readonly flights: FlightGeometryRegistry,
  ) {}

  /**
   * `POST /api/map/crossings`: the route editor's live check of a geometry in the flight-request shape.
   * Names of what is crossed are in `locale` (the request's language).
   */
  async forGeometry(input: unknown, options: CrossingsOptions, locale: MapLocale): Promise<CrossingsResponseDto> {
    const parsed = parseFlightGeometry(input, 'geometry');
    if (!parsed.ok) throw new FieldValidationException(parsed.errors);
    return this.crossings(parsed.value, options, locale);
  }

  /**
   * `GET /api/flight-agreements/{id}/crossings`. Until the flights module stores geometry (see
   * ports/flight-geometry.ts) every id is unknown and this answers 404 in the error shape.
   */
  async forFlightAgreement(
    id: string | undefined,
    callerUserId: string,
    options: CrossingsOptions,
    locale: MapLocale,
  ): Promise<CrossingsResponseDto> {
    const trimmed = id?.trim();
    if (!trimmed || trimmed === 'undefined' || trimmed === 'null') {
      throw flightAgreementIdMissing();
    }
    const geometry = await this.flights.geometryOf(trimmed, callerUserId);
    if (geometry === null) throw flightAgreementNotFound(trimmed);
    const parsed = parseFlightGeometry(geometry, 'geometry');
    if (!parsed.ok) throw new FieldValidationException(parsed.errors);
    return this.crossings(parsed.value, options, locale);
  }

  async crossings(flight: FlightGeometry, options: CrossingsOptions, locale: MapLocale): Promise<CrossingsResponseDto> {
    const candidates = await this.repository.findGeometriesInBoxes(candidateBoxes(flight), CROSSING_LAYERS, NOT_AUTHORITY_KINDS, locale);
    const crossed: MapObjectGeometryRow[] = [];
    for (const row of candidates) {
      const geometry = row.geometry ?? (await this.largeShapes.geometry(row.id, row.version));
      if (geometry && footprintIntersects(flight.footprint, geometry)) crossed.push(row);
    }

    const airports = new Map((await this.airportsFor(crossed, candidates, locale)).map((row) => [row.external_id, row] as const));
    const aerodromes = new Map<string, CrossedAerodromeDto>();
    const zones: CrossedZoneDto[] = [];
    const authorities: CrossedAuthorityDto[] = [];

    for (const row of crossed) {
      switch (row.layer) {
        case 'AIRPORTS':
          aerodromes.set(row.external_id, aerodromeDto(row, 'AERODROME'));
          break;
        case 'CONTROL_AREAS': {
          const airport = airports.get(String(row.properties.aerodrome ?? row.external_id));
          if (airport && !aerodromes.has(airport.external_id)) aerodromes.set(airport.external_id, aerodromeDto(airport, 'CONTROL_ZONE'));
          if (!airport) zones.push(zoneDto(row));
          break;
        }
        case 'ZONAL_CENTERS':
          if (options.authorityTypes.includes('ZONAL_CENTER')) authorities.push(authorityDto(row, 'ZONAL_CENTER'));
          break;
        case 'BOUNDARIES':
          if (row.kind === 'MUNICIPALITY' && options.authorityTypes.includes('LOCAL_GOVERNMENT'))
            authorities.push(authorityDto(row, 'LOCAL_GOVERNMENT'));
          break;
        default:
          zones.push(zoneDto(row));
      }
    }
    return {
      aerodromes: [...aerodromes.values()].filter((a) => options.aerodromeTypes.includes(a.landingSiteType as LandingSiteType)),
      // The zonal centre first: its agreement is the one every flight needs; then local governments.
      authorities: [...authorities.filter((a) => a.type === 'ZONAL_CENTER'), ...authorities.filter((a) => a.type !== 'ZONAL_CENTER')],
      zones,
    };
  }

  /**
   * The aerodromes whose control zones were crossed: usually among the candidates already (the aerodrome
   * lies inside its zone, so within the route's box or near it); fetched by code otherwise.
   */
  private async airportsFor(
    crossed: MapObjectGeometryRow[],
    candidates: MapObjectGeometryRow[],
    locale: MapLocale,
  ): Promise<MapObjectGeometryRow[]> {
    const known = candidates.filter((row) => row.layer === 'AIRPORTS');
    const needed = crossed
      .filter((row) => row.layer === 'CONTROL_AREAS')
      .map((row) => String(row.properties.aerodrome ?? row.external_id))
      .filter((code) => !known.some((row) => row.external_id === code));
    if (needed.length === 0) return known;
    return [...known, ...(await this.repository.findGeometriesByExternalIds('AIRPORTS', needed, locale))];
  }
}

/** Metres per degree of latitude; a degree of longitude is this times cos(latitude). */
const METRES_PER_DEGREE = 111_320;

/** Most boxes one crossings query probes; each is an index scan. */
const MAX_CANDIDATE_BOXES = 8;

/**
 * Boxes to look for candidates in. A long diagonal route's single box holds many objects far from it, so a
 * polyline is covered by boxes around runs of its segments (each grown by half the corridor width), a run
 * growing while its box stays within a few times the area of its segments' own boxes. Other shapes use
 * their box.
 */
export function candidateBoxes(flight: FlightGeometry): BBox[] {
  const { shape } = flight;
  if (shape.type !== 'POLYLINE' || shape.points.length < 3) return [flight.box];
  const halfWidth = (shape.width ?? 0) / 2 + 1;
  const segments = shape.points.slice(1).map((end, i) => {
    const start = shape.points[i];
    const latPad = halfWidth / METRES_PER_DEGREE;
    const cos = Math.max(0.01, Math.cos((Math.max(Math.abs(start.lat), Math.abs(end.lat)) * Math.PI) / 180));
    const lngPad = halfWidth / (METRES_PER_DEGREE * cos);
    return {
      minLng: Math.min(start.lng, end.lng) - lngPad,
      minLat: Math.min(start.lat, end.lat) - latPad,
      maxLng: Math.max(start.lng, end.lng) + lngPad,
      maxLat: Math.max(start.lat, end.lat) + latPad,
    };
  });
  for (let slack = 4; ; slack *= 2) {
    const boxes = groupBoxes(segments, slack);
    if (boxes.length <= MAX_CANDIDATE_BOXES) return boxes;
  }
}

function groupBoxes(segments: BBox[], slack: number): BBox[] {
  const area = (b: BBox) => (b.maxLng - b.minLng) * (b.maxLat - b.minLat);
  const groups: BBox[] = [];
  let current = segments[0];
  let ownArea = area(current);
  for (const next of segments.slice(1)) {
    const merged = {
      minLng: Math.min(current.minLng, next.minLng),
      minLat: Math.min(current.minLat, next.minLat),
      maxLng: Math.max(current.maxLng, next.maxLng),
      maxLat: Math.max(current.maxLat, next.maxLat),
    };
    if (area(merged) <= slack * (ownArea + area(next))) {
      current = merged;
      ownArea += area(next);
    } else {
      groups.push(current);
      current = next;
      ownArea = area(next);
    }
  }
  groups.push(current);
  return groups;
}

function aerodromeDto(row: MapObjectGeometryRow, crossedBy: 'AERODROME' | 'CONTROL_ZONE'): CrossedAerodromeDto {
  return {
    id: row.id,
    name: row.name,
    code: row.external_id,
    icao: typeof row.properties.icao === 'string' ? row.properties.icao : null,
    landingSiteType: String(row.kind ?? row.properties.landingSiteType ?? 'AIRPORT'),
    crossedBy,
  };
}

function authorityDto(row: MapObjectGeometryRow, type: 'ZONAL_CENTER' | 'LOCAL_GOVERNMENT'): CrossedAuthorityDto {
  return { id: row.id, type, name: row.name, code: row.external_id, generated: row.generated };
}

function zoneDto(row: MapObjectGeometryRow): CrossedZoneDto {
  const code = row.properties.code;
  return {
    id: row.id,
    layer: row.layer,
    name: row.name,
    ...(typeof code === 'string' && (ZONE_CODES as readonly string[]).includes(code) ? { code } : {}),
    active: row.active,
    properties: row.properties,
  };
}
