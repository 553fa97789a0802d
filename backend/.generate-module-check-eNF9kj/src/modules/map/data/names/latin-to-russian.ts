import { russianFromLatin } from '@nebo/geo-names';

/**
 * A Latin place name in Russian letters, for the few names no data set gives in Russian. OurAirports
 * spells names the English way, not in GeoNames' BGN/PCGN romanization that russianFromLatin reads, so the
 * English habits are rewritten first: a final "-sky"/"-skij" is -ский (Chkalovsky, Oktiabrskij), a
 * final "-ny"/"-vy"/"-nyi" is -ный/-вый (Yuzhny, Novy, Raduzhnyi), and a consonant + "ye" inside a word
 * is -ье- (Sheremetyevo, Ostafyevo). Other final "y"s stay ы (Basy, Manily: plural names), except after
 * к, г, х, ж, ш, ч, щ, where Russian spelling has и (Solovky: Соловки). The result is a reading of the Latin name, not a source of the Russian one:
 * whoever stores it marks it as transliterated.
 */
export function russianFromEnglishSpelling(latin: string): string {
  const russian = russianFromLatin(
    latin
      .split(/([\s\-–]+)/)
      .map(englishWordAsRomanization)
      .join(''),
  );
  return russian.replace(/([кгхжшчщ])ы/gi, '$1и');
}

function englishWordAsRomanization(word: string): string {
  return word
    .replace(/sk(?:y|yi|ij|ii)$/, 'skiy')
    .replace(/([nv])(?:y|yi)$/, '$1yy')
    .replace(/([bcdfgklmnprstvz])ye/g, "$1'ye");
}
