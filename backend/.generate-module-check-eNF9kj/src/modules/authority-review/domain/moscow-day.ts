/** Moscow is UTC+3 all year: a Moscow calendar day as the instants it spans, and today's date there. */
const OFFSET_MS = 3 * 3600_000;
const DAY_MS = 86_400_000;

/** The first instant of a Moscow day `YYYY-MM-DD`. */
export function moscowDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);
}

/** The first instant after a Moscow day `YYYY-MM-DD`. */
export function moscowDayEnd(day: string): Date {
  return new Date(moscowDayStart(day).getTime() + DAY_MS);
}

/** `YYYY-MM-DD` of the Moscow day an instant falls in. */
export function moscowDate(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}
