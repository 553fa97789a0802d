// Types of the plain-JavaScript package (index.js); see russian-name.js and russian-from-latin.js for the rules.

/** The Russian name of a GeoNames place among its alternate names, or null when none is plausibly its current Russian name. */
export function pickRussianName(mainName: string, alternateNames: readonly string[]): string | null;

/** A GeoNames (BGN/PCGN-style) romanization written back in Russian letters, keeping spaces, hyphens, digits and capitals. */
export function russianFromLatin(latinName: string): string;

/** Russian letters → Latin (BGN/PCGN-like, lower case): the comparison form of a Cyrillic candidate. */
export function transliterate(russian: string): string;

/** Lower case, without diacritics, apostrophes and punctuation: the form transliterations are compared in. */
export function latinKey(text: string): string;

/** The comparison keys of the ways a Russian name is commonly written in Latin letters (BGN/PCGN, j for й, one final y). */
export function latinKeys(russian: string): string[];

/** Edit distance (insertions, deletions, substitutions). */
export function levenshtein(a: string, b: string): number;

/** Edit distance as a share of the longer string's length: 0 identical, 1 nothing in common. */
export function relativeDistance(a: string, b: string): number;
