import type { AllTimeTotals, DayCount } from '../domain/statistics-figures';

/** One grouped count of the statistics repository. */
export type DayCountRow = DayCount;

/** The all-time totals, as counted. */
export type AllTimeTotalsRow = AllTimeTotals;

/** The schema's migration level, from TypeORM's migrations table. */
export interface MigrationLevelRow {
  count: number;
  /** The name of the migration applied last (by timestamp), null on an empty schema. */
  latest: string | null;
}
