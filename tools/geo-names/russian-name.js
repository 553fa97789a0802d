'use strict';
/**
 * GeoNames (cities1000) names Russian places in Latin transliteration and lists every other name without
 * saying which language it belongs to: Russian, but also Tatar, Bashkir, Ukrainian, Belarusian, Bulgarian…
 * and former names (Усть-Сысольск for Syktyvkar). This picks the Russian one: among the alternate names
 * written in the Russian alphabet only, the one whose transliteration is closest to a Latin spelling of the
 * place's current name (the main name and its Latin variants; GeoNames derives them from the Russian name),
 * preferring, on a tie, the closest to the main name, then the one that keeps soft signs (forms without them
 * are usually Turkic: Казан for Казань).
 */
const { russianFromLatin } = require('./russian-from-latin');

/** @type {Record<string, string>} */
const TRANSLIT = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Russian letters only (no і, ї, є, ў, ґ, ј, ә, ө, ү, ң, һ, ҡ…), with spaces, hyphens and digits. */
const RUSSIAN_ONLY = /^[А-Яа-яЁё][А-Яа-яЁё0-9 .\-–()]*$/;
/**
 * Spellings that are Russian letters but not modern Russian: a hard sign anywhere but before е, ё, ю, я
 * (pre-1918 Москъва, Томьскъ), a soft sign before "ск" after anything but л and р (Смоленьск), and the
 * Ukrainian endings "-ськ", "-цьк" (with an adjective ending or none) and "-ць" that end a word: Хабаровськ,
 * Липецьк, Архангельськ, Череповець. Russian soft signs stay legitimate before "к" inside a word and in "льск", "рьск":
 * Хотьково, Дятьково, Васьково, Ровеньки, Архангельск, Октябрьский, Ноябрьск.
 */
const NOT_MODERN_RUSSIAN = /ъ(?![еёюя])|[бвгджзкмнпстфхцчшщ]ьск|[сц]ьк(?:ий|ая|ое|ие|и|е)?(?![а-яё])|ць(?![а-яё])/i;
const LATIN_ONLY = /^[\p{Script=Latin}\s'’ʹ.\-()]+$/u;
/** Stress marks (Яросла́вичи) are a reading aid, not part of the name. */
const STRESS_MARKS = /[\u0300\u0301]/g;
/** A Latin name nearer than this (share of letters differing) to another spells the same name. */
const SAME_NAME_DISTANCE = 0.34;

/**
 * @param {string} russian
 * @returns {string}
 */
function transliterate(russian) {
  return [...russian.toLowerCase()].map((c) => TRANSLIT[c] ?? c).join('');
}

/**
 * The ways a Russian name is commonly written in Latin letters, as comparison keys: BGN/PCGN-like
 * (Мирный → mirnyy), scholarly with j for й (mirnyj), and the English habit of one y for a final -ый/-ий
 * (Mirny, Kamchatsky). GeoNames' main name and its Latin alternates mix all three, so a candidate is as
 * near to them as its nearest way of being written.
 * @param {string} russian
 * @returns {string[]}
 */
function latinKeys(russian) {
  const lower = russian.toLowerCase();
  const keys = [transliterate(lower), transliterate(lower.replace(/й/g, 'j')), transliterate(lower.replace(/[ыи]й(?=$|[\s-])/g, 'ы'))];
  return [...new Set(keys.map(latinKey))];
}

/**
 * Lower case, without diacritics, apostrophes and punctuation: the form transliterations are compared in.
 * @param {string} text
 * @returns {string}
 */
function latinKey(text) {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’ʹʼ`"]/g, '')
    .replace(/[-–.()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
function levenshtein(a, b) {
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

/**
 * GeoNames spells Russian places in a BGN/PCGN-style romanization, which has no w, q, x, nor c outside
 * "ch". A main name with them is an English exonym (Moscow): only its Latin alternates (Moskva) resemble
 * the Russian name, so they all count as spellings of it.
 * @param {string} mainName
 * @returns {boolean}
 */
function isExonym(mainName) {
  return /[wqx]|c(?!h)/i.test(mainName);
}

/**
 * Edit distance as a share of the longer name's length: 0 identical, 1 nothing in common.
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
function relativeDistance(a, b) {
  return levenshtein(a, b) / Math.max(a.length, b.length, 1);
}

/**
 * @typedef {object} Ranked
 * @property {string} name
 * @property {number} score
 * @property {number} mainDistance
 * @property {number} readBackDistance Distance to the main name read back by the romanization's own rules
 *   (russian-from-latin.js): what tells apart spellings that transliterate alike, Братск from Брацк (ts after
 *   а is тс), Элиста from Елиста (an initial bare E is Э), Череповец from Череповець.
 * @property {number} support How many Latin names are near this one: most transliterations in other
 *   languages derive from the Russian name.
 * @property {number} hyphens
 * @property {number} softSigns
 * @property {number} yo ё written out, counted only when a Latin name shows it (ë, yo): then it is the
 *   precise spelling (Королёв over Королев, which transliterate alike); otherwise a ё may be one editor's guess.
 */

/**
 * Closest transliteration first; then closest to the main name (Москва over Масква, though each matches a
 * Latin alternate, Moskva and Maskva, exactly); then hyphenated (Ростов-на-Дону over "Ростов на Дону", the same once compared); then the
 * one most Latin names resemble; then keeping soft signs (Казань over Казан); then writing ё out; then the one nearest the
 * main name read back in Russian letters (Братск over Брацк); then the shorter spelling.
 * @param {Ranked} a
 * @param {Ranked} b
 * @returns {number}
 */
function compare(a, b) {
  return (
    a.score - b.score ||
    a.mainDistance - b.mainDistance ||
    b.hyphens - a.hyphens ||
    b.support - a.support ||
    b.softSigns - a.softSigns ||
    b.yo - a.yo ||
    a.readBackDistance - b.readBackDistance ||
    a.name.length - b.name.length
  );
}

/**
 * A Belarusian, Bulgarian or Ukrainian spelling of an adjective whose Russian form is listed too: without
 * the final й (Мирны, Петропавловск-Камчатски) or with и for ы (Мирний, Удачний). Without such a twin the
 * name stays: Чебоксары and Великие Луки end in ы and и, Нижний and Синий are Russian soft adjectives.
 * @param {string} candidate
 * @param {ReadonlySet<string>} candidates
 * @returns {boolean}
 */
function hasRussianTwin(candidate, candidates) {
  const twins = [candidate.replace(/([ыи])(?=$|[\s-])/g, '$1й'), candidate.replace(/([бвдзлмнпрстфц])ий(?=$|[\s-])/g, '$1ый')];
  return twins.some((twin) => twin !== candidate && candidates.has(twin));
}

/**
 * The Russian name of a place, or null when no alternate name is plausibly its current Russian name.
 * @param {string} mainName
 * @param {readonly string[]} alternateNames
 * @returns {string | null}
 */
function pickRussianName(mainName, alternateNames) {
  const main = latinKey(mainName);
  const latinNames = [mainName, ...alternateNames.filter((n) => LATIN_ONLY.test(n))];
  const latin = latinNames.map(latinKey);
  // Only spellings of the current name count: a former name (Ust'-Sysol'sk) or another place's name listed
  // as an alternate would otherwise make its Cyrillic twin "the closest transliteration".
  const references = isExonym(mainName) ? latin : latin.filter((ref) => relativeDistance(ref, main) <= SAME_NAME_DISTANCE);
  const latinShowsYo = latinNames.some((n) => /ë|yo/i.test(n));
  // An exonym (Moscow) read back is no Russian spelling at all (Москов), so it decides nothing there.
  const readBack = isExonym(mainName) ? null : russianFromLatin(mainName).toLowerCase();
  const candidates = new Set(alternateNames.map((n) => n.replace(STRESS_MARKS, '').trim()));
  /** @type {Ranked | null} */
  let best = null;
  for (const candidate of candidates) {
    if (!RUSSIAN_ONLY.test(candidate) || NOT_MODERN_RUSSIAN.test(candidate) || candidate.length < 2) continue;
    if (hasRussianTwin(candidate, candidates)) continue;
    const keys = latinKeys(candidate);
    const distances = references.map((ref) => Math.min(...keys.map((key) => relativeDistance(key, ref))));
    /** @type {Ranked} */
    const ranked = {
      name: candidate,
      score: Math.min(...distances),
      mainDistance: Math.min(...keys.map((key) => levenshtein(key, main))),
      readBackDistance: readBack === null ? 0 : levenshtein(candidate.toLowerCase(), readBack),
      support: distances.filter((d) => d <= 0.2).length,
      hyphens: (candidate.match(/-/g) ?? []).length,
      softSigns: (candidate.match(/[ьЬъЪ]/g) ?? []).length,
      yo: latinShowsYo ? (candidate.match(/[ёЁ]/g) ?? []).length : 0,
    };
    if (!best || compare(ranked, best) < 0) best = ranked;
  }
  // Beyond a third of the letters differing, the best candidate is another place's or another language's name.
  return best && best.score <= SAME_NAME_DISTANCE ? best.name : null;
}

module.exports = { latinKey, latinKeys, levenshtein, pickRussianName, relativeDistance, transliterate };
