/**
 * The figures of the statistics (docs/requirements.md#admin-statistics), one section per sheet of the XLSX and
 * per chart of the admin screen. Each section has fixed series, so a day without events still shows its zeros
 * and the sheets keep their columns from one range to the next.
 */

/**
 * Statuses as the owning modules' migrations constrain them (flights, agreements, local-agreements). Copied, not
 * imported: those modules do not export their domain, and a status they add later still shows (see buildSections).
 */
export const FLIGHT_REQUEST_STATUSES = ['DRAFT', 'CREATED', 'PENDING', 'ALLOWED', 'REJECTED', 'EXPIRED'] as const;
export const ZONAL_AGREEMENT_STATUSES = [
  'CREATED',
  'SENDING',
  'PENDING',
  'ALLOWED',
  'REJECTED',
  'EXPIRED',
  'INFLIGHT',
  'CANCELED',
  'ARRIVED',
] as const;
export const LOCAL_AGREEMENT_STATUSES = ['PENDING', 'CONFIRMED', 'REFUSED'] as const;

export const SECTION_SERIES = {
  users: ['registered'],
  companies: ['registered', 'approved'],
  drones: ['individual', 'company'],
  flightRequests: FLIGHT_REQUEST_STATUSES,
  zonalAgreements: ZONAL_AGREEMENT_STATUSES,
  localAgreements: LOCAL_AGREEMENT_STATUSES,
} as const satisfies Record<string, readonly string[]>;

export type SectionKey = keyof typeof SECTION_SERIES;
export const SECTION_KEYS = Object.keys(SECTION_SERIES) as SectionKey[];

/** One count from the database: how many rows of a section's series fell on a day. */
export interface DayCount {
  section: SectionKey;
  series: string;
  day: string;
  count: number;
}

export interface Series {
  key: string;
  /** One figure per day of the range, in the range's order. */
  perDay: number[];
  total: number;
}

export interface Section {
  key: SectionKey;
  series: Series[];
}

/** Totals over all time ("private total-activity statistics"). */
export interface AllTimeTotals {
  users: number;
  companies: number;
  drones: number;
  flightRequests: number;
  agreements: number;
  flightsCompleted: number;
}

/**
 * Lays the counts out per section, series and day. A series the database knows but the list above does not (a
 * status added later) is appended rather than dropped, so the figures always add up to the rows.
 */
export function buildSections(days: readonly string[], counts: readonly DayCount[]): Section[] {
  const dayIndex = new Map(days.map((day, i) => [day, i]));
  return SECTION_KEYS.map((key) => {
    const own = counts.filter((c) => c.section === key);
    const keys: string[] = [...SECTION_SERIES[key]];
    for (const c of own) if (!keys.includes(c.series)) keys.push(c.series);
    const series = keys.map((seriesKey) => {
      const perDay = days.map(() => 0);
      for (const c of own) {
        const i = dayIndex.get(c.day);
        if (c.series === seriesKey && i !== undefined) perDay[i] += c.count;
      }
      return { key: seriesKey, perDay, total: perDay.reduce((a, b) => a + b, 0) };
    });
    return { key, series };
  });
}
