import type { LandingSiteType } from '../../map.constants';
import type { MapObjectDraft } from '../../geometry/prepared-object';
import { AIRPORTS_ATTRIBUTION, AerodromeRecord } from '../sources/airports.source';

export const AERODROMES_DATASET = 'seed:aerodromes';

/**
 * Control zone radius and ceiling by aerodrome class. Official control zones of Russian aerodromes are
 * published in the AIP, which no npm package ships; until an operator imports them (map:import), each
 * aerodrome gets a zone of the typical size for its class, marked as generated.
 */
const CONTROL_ZONES: Record<AerodromeRecord['size'], { radiusM: number; upperM: number; markerMinZoom: number }> = {
  large: { radiusM: 30_000, upperM: 1_500, markerMinZoom: 3 },
  medium: { radiusM: 20_000, upperM: 1_200, markerMinZoom: 5 },
  small: { radiusM: 5_000, upperM: 450, markerMinZoom: 7 },
  seaplane: { radiusM: 5_000, upperM: 300, markerMinZoom: 7 },
  heliport: { radiusM: 2_000, upperM: 300, markerMinZoom: 8 },
};

const GENERATED_ZONE_SOURCE = 'generated: circle of the typical control-zone radius for the aerodrome class';
const GENERATED_STATION_SOURCE = 'generated: an aerodrome weather station (METAR) assumed at each aerodrome with an ICAO code';

/** The aerodrome itself (real data), its generated control zone, and its weather station when it has an ICAO code. */
export function aerodromeObjects(aerodrome: AerodromeRecord): MapObjectDraft[] {
  const zone = CONTROL_ZONES[aerodrome.size];
  const point = { lat: aerodrome.lat, lng: aerodrome.lng };
  const landingSiteType: LandingSiteType = aerodrome.landingSiteType;
  const objects: MapObjectDraft[] = [
    {
      layer: 'AIRPORTS',
      externalId: aerodrome.code,
      name: aerodrome.name,
      kind: landingSiteType,
      shape: { type: 'MARKER', points: [point] },
      properties: compact({
        landingSiteType,
        icao: aerodrome.icao,
        iata: aerodrome.iata,
        elevation: aerodrome.elevationM,
        altitudeUnit: aerodrome.elevationM === null ? null : 'M',
        scheduledService: aerodrome.scheduledService,
        runwayLength: aerodrome.runwayLengthM,
      }),
      dataset: AERODROMES_DATASET,
      source: AIRPORTS_ATTRIBUTION,
      generated: false,
      minZoom: zone.markerMinZoom,
    },
    {
      layer: 'CONTROL_AREAS',
      externalId: aerodrome.code,
      name: `${aerodrome.name} — control zone`,
      kind: landingSiteType,
      shape: { type: 'CIRCLE', points: [point], radius: zone.radiusM },
      lowerLimitM: 0,
      upperLimitM: zone.upperM,
      properties: compact({
        aerodrome: aerodrome.code,
        icao: aerodrome.icao,
        landingSiteType,
        lowerLimit: 0,
        upperLimit: zone.upperM,
        altitudeUnit: 'M',
        verticalReference: 'AGL',
      }),
      dataset: AERODROMES_DATASET,
      source: GENERATED_ZONE_SOURCE,
      generated: true,
    },
  ];
  if (aerodrome.icao) {
    objects.push({
      layer: 'WEATHER_STATIONS',
      externalId: aerodrome.icao,
      name: `АМСГ ${aerodrome.icao} (${aerodrome.name})`,
      kind: 'METAR',
      shape: { type: 'MARKER', points: [point] },
      properties: { icao: aerodrome.icao, aerodrome: aerodrome.code, report: 'METAR' },
      dataset: AERODROMES_DATASET,
      source: GENERATED_STATION_SOURCE,
      generated: true,
      minZoom: 7,
    });
  }
  return objects;
}

/** Drops null and undefined properties: absent is clearer (and smaller) than null in every answer. */
export function compact(properties: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== null && value !== undefined));
}
