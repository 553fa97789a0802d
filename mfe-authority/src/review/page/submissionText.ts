/*
 * The contract types the aerodromes and the petition only as "an object" (the backend stores
 * `{ id, icao, name, landingSiteType, distanceKm }` and `{ submissionReviewers, note }`), so they are read
 * defensively from `unknown`: a stored object or a plain text.
 */

/** An aerodrome as «Name (ICAO)». */
export function airportText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return '';
  const name = 'name' in value ? value.name : undefined;
  const icao = 'icao' in value ? value.icao : undefined;
  const title = typeof name === 'string' ? name : '';
  return typeof icao === 'string' && icao ? `${title} (${icao})`.trim() : title;
}

/** The petition's note with the reviewers it names. */
export function petitionText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return '';
  const note = 'note' in value ? value.note : undefined;
  const submissionReviewers = 'submissionReviewers' in value ? value.submissionReviewers : undefined;
  const reviewers = Array.isArray(submissionReviewers)
    ? submissionReviewers.filter((each: unknown) => typeof each === 'string').join(', ')
    : '';
  return [typeof note === 'string' ? note : '', reviewers].filter(Boolean).join(' — ');
}
