/** A place the search can find (the shipped base layer's localities). */
export interface SearchablePlace {
  id: number;
  ru: string;
  en: string;
  population: number;
}

const normalize = (text: string) =>
  text
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .replace(/[\s\-‐–]+/g, ' ')
    .trim();

/**
 * Localities whose Russian or English name starts with the query (or has a word that does), the most
 * populous first: "санкт" finds Санкт-Петербург, "novo" Новосибирск before Новокузнецк.
 */
export function searchPlaces<T extends SearchablePlace>(places: readonly T[], query: string, limit = 8): T[] {
  const q = normalize(query);
  if (q.length < 2) return [];
  const scored: Array<{ place: T; rank: number }> = [];
  for (const place of places) {
    const names = [normalize(place.ru), normalize(place.en)];
    let rank = -1;
    if (names.some((n) => n === q)) rank = 0;
    else if (names.some((n) => n.startsWith(q))) rank = 1;
    else if (names.some((n) => n.split(' ').some((word) => word.startsWith(q)))) rank = 2;
    if (rank >= 0) scored.push({ place, rank });
  }
  scored.sort((a, b) => a.rank - b.rank || b.place.population - a.place.population);
  return scored.slice(0, limit).map((s) => s.place);
}
