import { getAirportByCountryCode } from 'airport-data-js';
import type { LocalizedText } from '../../i18n/map-locale';
import type { LandingSiteType } from '../../map.constants';
import { packageVersion } from './package-files';

/** An aerodrome of Russia from OurAirports (via the airport-data-js package, CC BY 4.0). */
export interface AerodromeRecord {
  /** ICAO location indicator when the aerodrome has one, otherwise its IATA code. */
  code: string;
  icao: string | null;
  iata: string | null;
  name: string;
  lat: number;
  lng: number;
  elevationM: number | null;
  landingSiteType: LandingSiteType;
  /** OurAirports' size class: what the control zone and the marker's importance follow. */
  size: 'large' | 'medium' | 'small' | 'heliport' | 'seaplane';
  scheduledService: boolean;
  runwayLengthM: number | null;
}

export const AIRPORTS_PACKAGE = 'airport-data-js';
/** Russian names are derived from the English ones with the GeoNames localities (see data/names/aerodrome-names.ts). */
export const AIRPORTS_ATTRIBUTION: LocalizedText = {
  ru: 'OurAirports (ourairports.com, CC BY 4.0), пакет airport-data-js; русское название — по населённым пунктам GeoNames (CC BY 4.0) или транслитерация',
  en: 'OurAirports (ourairports.com, CC BY 4.0), via the airport-data-js package; the Russian name from GeoNames localities (CC BY 4.0) or transliterated',
};

const FEET = 0.3048;

/** OurAirports' types mapped to the spec's landing-site types; a small airfield is a landing site. */
const TYPES: Record<string, { landingSiteType: LandingSiteType; size: AerodromeRecord['size'] }> = {
  large_airport: { landingSiteType: 'AIRPORT', size: 'large' },
  medium_airport: { landingSiteType: 'AIRPORT', size: 'medium' },
  small_airport: { landingSiteType: 'LANDING', size: 'small' },
  heliport: { landingSiteType: 'HELIPORT', size: 'heliport' },
  seaplane_base: { landingSiteType: 'SEAPLANE_BASE', size: 'seaplane' },
};

export async function loadRussianAerodromes(): Promise<AerodromeRecord[]> {
  const airports = await getAirportByCountryCode('RU');
  const records: AerodromeRecord[] = [];
  for (const airport of airports) {
    const type = TYPES[airport.type];
    const icao = airport.icao?.trim() || null;
    const iata = airport.iata?.trim() || null;
    const code = icao ?? iata;
    if (!type || !code || !Number.isFinite(airport.latitude) || !Number.isFinite(airport.longitude)) continue;
    records.push({
      code,
      icao,
      iata,
      name: airport.airport,
      lat: airport.latitude,
      lng: airport.longitude,
      elevationM: typeof airport.elevation_ft === 'number' ? Math.round(airport.elevation_ft * FEET) : null,
      landingSiteType: type.landingSiteType,
      size: type.size,
      scheduledService: String(airport.scheduled_service).toUpperCase() === 'TRUE',
      runwayLengthM: typeof airport.runway_length === 'number' ? Math.round(airport.runway_length * FEET) : null,
    });
  }
  return records.sort((a, b) => a.code.localeCompare(b.code));
}

export function airportsVersion(): string {
  return packageVersion(AIRPORTS_PACKAGE);
}
