/**
 * Cyrillic → Latin as ICAO Doc 9303 (7th edition, part 3, table for Russian) writes it — the table Russian
 * passports use since 2014. GOST R 52535.1-2006 (the older passport table) differs in two letters only:
 * Ц is TC there (TS here) and Ъ is dropped there (IE here). Letters of the other Cyrillic alphabets that
 * operators' names carry (Ukrainian, Belarusian) follow the same document.
 */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Д: 'D',
  Е: 'E',
  Ё: 'E',
  Ж: 'ZH',
  З: 'Z',
  И: 'I',
  Й: 'I',
  К: 'K',
  Л: 'L',
  М: 'M',
  Н: 'N',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  У: 'U',
  Ф: 'F',
  Х: 'KH',
  Ц: 'TS',
  Ч: 'CH',
  Ш: 'SH',
  Щ: 'SHCH',
  Ъ: 'IE',
  Ы: 'Y',
  Ь: '',
  Э: 'E',
  Ю: 'IU',
  Я: 'IA',
  // Ukrainian and Belarusian letters.
  Ґ: 'G',
  Є: 'IE',
  І: 'I',
  Ї: 'I',
  Ў: 'U',
};

/** Upper-case Latin text: Cyrillic transliterated, Latin diacritics removed (É → E); other characters kept. */
export function transliterate(text: string): string {
  let out = '';
  for (const char of text.toUpperCase()) {
    const latin = CYRILLIC_TO_LATIN[char];
    out += latin ?? char;
  }
  // Ё and Й decompose under NFD; they were mapped above, so what remains are Latin letters with marks.
  return out.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Free text for OPR/ and RMK/: transliterated, and reduced to what a field 18 text may hold — capital
 * Latin letters, digits, spaces, `.` and `,`. The hyphen starts a new field, `(` and `)` open and close a
 * message and `/` marks an indicator (`XXX/`), so they and every other sign become spaces
 * (`№ 12-34/5` → `12 34 5`); runs of spaces become one.
 */
export function fieldText(text: string): string {
  return transliterate(text)
    .replace(/[^A-Z0-9.,]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A phone as the platform sends phones (part 1, sending rules): its digits only. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D+/g, '');
}
