import { latinKey, relativeDistance, transliterate } from '@nebo/geo-names';
import type { LocalizedText } from '../../i18n/map-locale';
import type { GazetteerPlace, RussianGazetteer } from './russian-gazetteer';
import { russianFromEnglishSpelling } from './latin-to-russian';

/** An aerodrome's names: OurAirports' English one and the Russian one derived from it. */
export interface AerodromeNames {
  name: LocalizedText;
  /** Some word of the Russian name is the English one written in Russian letters (no data set has it). */
  transliterated: boolean;
}

/** What the last words of an OurAirports name say the place is, in Russian (longest first). */
const KINDS: ReadonlyArray<{ en: RegExp; ru: string }> = [
  { en: /\s+International Airport$/i, ru: 'Международный аэропорт' },
  { en: /\s+Naval Air Base$/i, ru: 'Авиабаза ВМФ' },
  { en: /\s+(?:Air Base|AB)$/, ru: 'Авиабаза' },
  { en: /\s+Airport$/i, ru: 'Аэропорт' },
  { en: /\s+(?:Airfield|Aerodrome|Field)$/i, ru: 'Аэродром' },
  { en: /\s+Airstrip$/i, ru: 'Посадочная площадка' },
  { en: /\s+Seaplane Base$/i, ru: 'Гидроаэродром' },
  { en: /\s+Heliport$/i, ru: 'Вертодром' },
  { en: /\s+Helipad$/i, ru: 'Вертолётная площадка' },
];

/**
 * English words of aerodrome names that are not place names; `first` goes before the place it names, as
 * Russian puts it (Provideniya Bay → Бухта Провидения).
 */
const WORDS: Record<string, { ru: string; first?: boolean }> = {
  north: { ru: 'Северный' },
  south: { ru: 'Южный' },
  east: { ru: 'Восточный' },
  west: { ru: 'Западный' },
  bay: { ru: 'Бухта', first: true },
  closed: { ru: 'закрыт' },
};

/** English forms of Russian place names that GeoNames spells the Russian way (Rostov-on-Don: Rostov-na-Donu). */
const ENGLISH_FORMS: ReadonlyArray<readonly [RegExp, string]> = [[/-on-/gi, '-na-']];

/**
 * How far from the aerodrome a place it is named after may lie: Domodedovo airport is 42 km from the
 * centre of Moscow, whose name it also carries; farther places of the same name are other places.
 */
const NAMESAKE_RADIUS_KM = 75;
/** A place's name spells the aerodrome's word when at most this share of the letters differ (Zhukovsky, Zhukovskiy). */
const SAME_SPELLING = 0.2;

/**
 * The Russian name of an aerodrome from its English OurAirports name: the kind ("International Airport",
 * "Air Base"…) in Russian, first, as Russian names put it (Vnukovo International Airport → Международный
 * аэропорт Внуково), then each place name in it as the place near the aerodrome is named in Russian
 * (GeoNames via the dictionaries' data set: Moscow Domodedovo → Москва Домодедово). A word no nearby place
 * spells (Sheremetyevo, Pulkovo: the airports are not settlements of their own) is written in Russian
 * letters, and the name is marked transliterated. Codes (UUWK) and numbers stay as they are.
 */
export function aerodromeNames(english: string, lat: number, lng: number, gazetteer: RussianGazetteer): AerodromeNames {
  const nearby = gazetteer.near(lat, lng, NAMESAKE_RADIUS_KM);
  const remarks: string[] = [];
  const withoutRemarks = english.replace(/\s*\(([^)]*)\)/g, (_, inner: string) => {
    remarks.push(inner.trim());
    return '';
  });
  const kind = KINDS.find((k) => k.en.test(withoutRemarks));
  const core = kind ? withoutRemarks.replace(kind.en, '') : withoutRemarks;
  const main = placeWords(core.trim(), nearby);
  const translatedRemarks = remarks.map((remark) => placeWords(remark, nearby));
  const ru = [kind?.ru, main.ru, ...translatedRemarks.map((r) => `(${r.ru})`)].filter(Boolean).join(' ');
  return {
    name: { ru, en: english },
    transliterated: main.transliterated || translatedRemarks.some((r) => r.transliterated),
  };
}

/** Place names in Russian, longest run of words first (Belaya Gora is one place, not two words). */
function placeWords(text: string, nearby: readonly GazetteerPlace[]): { ru: string; transliterated: boolean } {
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let transliterated = false;
  for (let i = 0; i < words.length;) {
    let matched = false;
    for (let end = words.length; end > i; end--) {
      const { base, suffix } = splitNumberSuffix(words.slice(i, end).join(' '));
      const place = namesake(base, nearby);
      if (place) {
        out.push(place.nameRu + suffix);
        transliterated ||= place.nameRuTransliterated;
        i = end;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    const word = words[i];
    const known = WORDS[word.toLowerCase()];
    if (known?.first) out.unshift(known.ru);
    else if (known) out.push(known.ru);
    else if (/^[A-Z0-9-]+$/.test(word) && /[0-9]|^[A-Z]{3,4}$/.test(word)) out.push(word);
    else {
      out.push(russianFromEnglishSpelling(word));
      transliterated = true;
    }
    i++;
  }
  return { ru: out.join(' '), transliterated };
}

/** "Pereyaslavka-2" is the place Pereyaslavka and a number that stays as written. */
function splitNumberSuffix(text: string): { base: string; suffix: string } {
  const match = /^(.*?)(-\d+)$/.exec(text);
  return match ? { base: match[1], suffix: match[2] } : { base: text, suffix: '' };
}

/** The nearest place whose English name, or Russian name read in Latin letters, spells the text. */
function namesake(text: string, nearby: readonly GazetteerPlace[]): GazetteerPlace | undefined {
  const keys = [...new Set([text, ENGLISH_FORMS.reduce((t, [english, russian]) => t.replace(english, russian), text)].map(latinKey))];
  if (keys[0].length < 3) return undefined;
  let best: { place: GazetteerPlace; distance: number } | undefined;
  for (const place of nearby) {
    const spellings = [latinKey(place.nameEn), latinKey(transliterate(place.nameRu))];
    const distance = Math.min(...keys.flatMap((key) => spellings.map((spelling) => relativeDistance(key, spelling))));
    // `nearby` is sorted by distance: a strictly better spelling farther away wins, an equal one does not.
    if (distance <= SAME_SPELLING && (!best || distance < best.distance)) best = { place, distance };
  }
  return best?.place;
}
