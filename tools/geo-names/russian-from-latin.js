'use strict';
/**
 * Writes a GeoNames romanization of a Russian place name (BGN/PCGN style: ’ for ь, ” for ъ, ë for ё,
 * "yy"/"iy" endings) back in the Russian alphabet. Used only for the few places no shipped data set names
 * in Russian (see the backend's localities.source.ts), and such names are stored marked as transliterated:
 * romanization loses information (е or э after a vowel, ё written without its dots, тс or ц), so the
 * result is a faithful reading of the Latin name, not a source of the Russian one.
 */

/** @type {ReadonlyArray<readonly [string, string]>} */
const DIGRAPHS = [
  ['shch', 'щ'],
  // German-style щ (Blagovetschenskaya): in BGN/PCGN "tsch" would be тсч, which Russian names do not have.
  ['tsch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
];

/** @type {Record<string, string>} */
const LETTERS = {
  a: 'а',
  b: 'б',
  v: 'в',
  g: 'г',
  d: 'д',
  z: 'з',
  i: 'и',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  f: 'ф',
  h: 'х',
  c: 'к',
  w: 'в',
  q: 'к',
  x: 'кс',
  j: 'й',
  ë: 'ё',
  é: 'е',
  '’': 'ь',
  "'": 'ь',
  ʹ: 'ь',
  '”': 'ъ',
  '"': 'ъ',
  ʺ: 'ъ',
};

/** @type {Record<string, string>} "y" followed by one of these is one Russian letter: ya я, yu ю, ye е, yo/yë ё. */
const IOTATED = { a: 'я', u: 'ю', e: 'е', o: 'ё', ë: 'ё' };

const RUSSIAN_VOWELS = new Set([...'аеёиоуыэюя']);

/**
 * One word (no spaces or hyphens) in lower case → Russian letters.
 * @param {string} word
 * @returns {string}
 */
function wordToRussian(word) {
  let out = '';
  let i = 0;
  while (i < word.length) {
    const previous = out[out.length - 1];
    // "tsk" is тск after а and у (Kamchatsk, Irkutsk, Bratsk), цк elsewhere (Troitsk, Troitskoye).
    if (word.startsWith('tsk', i) && (previous === 'а' || previous === 'у')) {
      out += 'т';
      i += 1;
      continue;
    }
    const digraph = DIGRAPHS.find(([latin]) => word.startsWith(latin, i));
    if (digraph) {
      out += digraph[1];
      i += digraph[0].length;
      continue;
    }
    const c = word[i];
    if (c === 'y') {
      const iotated = IOTATED[word[i + 1]];
      if (iotated) {
        out += iotated;
        i += 2;
        continue;
      }
      // After a vowel (Pervomayskoye, Kurortnyy's second y) or at the start it is й; after a consonant ы.
      out += previous === undefined || RUSSIAN_VOWELS.has(previous) ? 'й' : 'ы';
    } else if (c === 'e') {
      // BGN/PCGN writes е as "ye" only at the start and after vowels, so a bare initial "e" is э (Elista).
      out += previous === undefined ? 'э' : 'е';
    } else {
      out += LETTERS[c] ?? c;
    }
    i += 1;
  }
  return out;
}

/**
 * A place's romanized name in Russian letters, keeping spaces, hyphens, digits and capitals.
 * @param {string} latinName
 * @returns {string}
 */
function russianFromLatin(latinName) {
  return latinName
    .normalize('NFC')
    .split(/([\s\-–.()0-9]+)/)
    .map((part) => {
      if (part === '' || /^[\s\-–.()0-9]+$/.test(part)) return part;
      const russian = wordToRussian(part.toLowerCase());
      return part[0] === part[0].toUpperCase() && part[0] !== part[0].toLowerCase()
        ? russian.charAt(0).toUpperCase() + russian.slice(1)
        : russian;
    })
    .join('');
}

module.exports = { russianFromLatin };
