import type { LocalizedText } from '../../i18n/map-locale';
import type { MapGenerator } from '../../map.constants';

/** What each generator does, in both languages (the UI has its own texts for the same codes). */
const GENERATOR_TEXTS: Record<MapGenerator, LocalizedText> = {
  CIRCLE_AROUND_LOCALITY: {
    ru: 'круг вокруг населённого пункта, радиус по численности населения',
    en: 'circle around the locality, radius from its population',
  },
  TYPICAL_CONTROL_ZONE: {
    ru: 'круг типового радиуса зоны управления для класса аэродрома',
    en: 'circle of the typical control-zone radius for the aerodrome class',
  },
  STATION_AT_AERODROME: {
    ru: 'аэродромная метеостанция (METAR), принятая на каждом аэродроме с кодом ИКАО',
    en: 'an aerodrome weather station (METAR) assumed at each aerodrome with an ICAO code',
  },
  UNION_OF_NEAREST_REGIONS: {
    ru: 'объединение субъектов РФ, ближайших к зональному центру',
    en: 'union of the federal subjects nearest to the zonal centre',
  },
};

/**
 * A generated object's `source` in both languages: how it was made and from what data, e.g. "generated:
 * circle around the locality, radius from its population (GeoNames …)". The same generator goes into
 * `properties.generator` as a code.
 */
export function generatedSource(generator: MapGenerator, basedOn: LocalizedText): LocalizedText {
  const text = GENERATOR_TEXTS[generator];
  return { ru: `сгенерировано: ${text.ru} (${basedOn.ru})`, en: `generated: ${text.en} (${basedOn.en})` };
}
