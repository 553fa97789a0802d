/**
 * GeoNames (cities1000) names Russian places in Latin transliteration and lists every other name without
 * saying which language it belongs to: Russian, but also Tatar, Bashkir, Ukrainian, Belarusian, Bulgarian…
 * This picks the Russian one: among the alternate names written in the Russian alphabet only, the one
 * whose transliteration is closest to the place's Latin names (which GeoNames derives from the Russian
 * name), preferring, on a tie, the closest to the main name, then the one that keeps soft signs (forms
 * without them are usually Turkic: Казан for Казань).
 */

const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch',
  ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Russian letters only (no і, ї, є, ў, ґ, ј, ә, ө, ү, ң, һ, ҡ…), with spaces, hyphens and digits. */
const RUSSIAN_ONLY = /^[А-Яа-яЁё][А-Яа-яЁё0-9 .\-–()]*$/;
/**
 * Spellings that are Russian letters but not modern Russian: a hard sign anywhere but before е, ё, ю, я
 * (pre-1918 Москъва, Томьскъ) and a soft sign before "ск"/"к" after anything but л (Ukrainian-style
 * Хабаровськ, Липецьк; Архангельск keeps its legitimate "льск").
 */
const NOT_MODERN_RUSSIAN = /ъ(?![еёюя])|[бвгджзкмнпрстфхцчшщ]ьс?к/i;

export function transliterate(russian: string): string {
  return [...russian.toLowerCase()].map((c) => TRANSLIT[c] ?? c).join('');
}

/** Lower case, without diacritics, apostrophes and punctuation: the form transliterations are compared in. */
export function latinKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʹʼ`"]/g, '')
    .replace(/[-–.()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

interface Ranked {
  name: string;
  score: number;
  mainDistance: number;
  /** How many Latin names are near this one: most transliterations in other languages derive from the Russian name. */
  support: number;
  hyphens: number;
  softSigns: number;
}

/**
 * Closest transliteration first; then hyphenated (Ростов-на-Дону over "Ростов на Дон"); then the one most
 * Latin names resemble (Москва over Муско); then closest to the main name; then keeping soft signs
 * (Казань over Казан); then the shorter spelling (Новокузнецк over Новокузнетск, which transliterate alike).
 */
function compare(a: Ranked, b: Ranked): number {
  return (
    a.score - b.score ||
    b.hyphens - a.hyphens ||
    b.support - a.support ||
    a.mainDistance - b.mainDistance ||
    b.softSigns - a.softSigns ||
    a.name.length - b.name.length
  );
}

/** The Russian name of a place, or null when no alternate name is plausibly Russian. */
export function pickRussianName(mainName: string, alternateNames: readonly string[]): string | null {
  const latin = [mainName, ...alternateNames.filter((n) => /^[\p{Script=Latin}\s'’ʹ.\-()]+$/u.test(n))].map(latinKey);
  const main = latinKey(mainName);
  let best: Ranked | null = null;
  for (const candidate of new Set(alternateNames)) {
    if (!RUSSIAN_ONLY.test(candidate) || NOT_MODERN_RUSSIAN.test(candidate) || candidate.length < 2) continue;
    const key = latinKey(transliterate(candidate));
    const distances = latin.map((ref) => levenshtein(key, ref) / Math.max(key.length, ref.length, 1));
    const score = Math.min(...distances);
    const mainDistance = levenshtein(key, main);
    const ranked: Ranked = {
      name: candidate,
      score,
      mainDistance,
      support: distances.filter((d) => d <= 0.2).length,
      hyphens: (candidate.match(/-/g) ?? []).length,
      softSigns: (candidate.match(/[ьЬъЪ]/g) ?? []).length,
    };
    if (!best || compare(ranked, best) < 0) best = ranked;
  }
  // Beyond a third of the letters differing, the best candidate is another place's or another language's name.
  return best && best.score <= 0.34 ? best.name : null;
}
