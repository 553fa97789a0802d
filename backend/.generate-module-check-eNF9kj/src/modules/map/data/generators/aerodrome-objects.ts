import type { MapObjectDraft } from '../../geometry/prepared-object';
import type { LandingSiteType } from '../../map.constants';
import type { AerodromeNames } from '../names/aerodrome-names';
import { AIRPORTS_ATTRIBUTION, AerodromeRecord } from '../sources/airports.source';
import { generatedSource } from './generated-source';

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

/**
 * The aerodrome itself (real data), its generated control zone, and its weather station when it has an ICAO
 * code, each named in Russian and English (`names`: see data/names/aerodrome-names.ts). A Russian name that
 * is partly a transliteration says so in `nameRuTransliterated`.
 */
export function aerodromeObjects(aerodrome: AerodromeRecord, names: AerodromeNames): MapObjectDraft[] {
  const zone = CONTROL_ZONES[aerodrome.size];
  const point = { lat: aerodrome.lat, lng: aerodrome.lng };
  const landingSiteType: LandingSiteType = aerodrome.landingSiteType;
  const { ru, en } = names.name;
  const transliterated = names.transliterated ? true : null;
  const objects: MapObjectDraft[] = [
    {
      layer: 'AIRPORTS',
      externalId: aerodrome.code,
      name: names.name,
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
        nameRuTransliterated: transliterated,
      }),
      dataset: AERODROMES_DATASET,
      source: AIRPORTS_ATTRIBUTION,
      generated: false,
      minZoom: zone.markerMinZoom,
    },
    {
      layer: 'CONTROL_AREAS',
      externalId: aerodrome.code,
      name: { ru: `${ru} — зона управления`, en: `${en} — control zone` },
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
        generator: 'TYPICAL_CONTROL_ZONE',
        nameRuTransliterated: transliterated,
      }),
      dataset: AERODROMES_DATASET,
      source: generatedSource('TYPICAL_CONTROL_ZONE', AIRPORTS_ATTRIBUTION),
      generated: true,
    },
  ];
  if (aerodrome.icao) {
    objects.push({
      layer: 'WEATHER_STATIONS',
      externalId: aerodrome.icao,
      // АМСГ: the Russian term for an aerodrome weather station (авиационная метеорологическая станция гражданская).
      name: { ru: `АМСГ ${aerodrome.icao} (${ru})`, en: `Aerodrome weather station ${aerodrome.icao} (${en})` },
      kind: 'METAR',
      shape: { type: 'MARKER', points: [point] },
      properties: compact({
        icao: aerodrome.icao,
        aerodrome: aerodrome.code,
        report: 'METAR',
        generator: 'STATION_AT_AERODROME',
        nameRuTransliterated: transliterated,
      }),
      dataset: AERODROMES_DATASET,
      source: generatedSource('STATION_AT_AERODROME', AIRPORTS_ATTRIBUTION),
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
