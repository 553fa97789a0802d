import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MOSCOW_TIME_ZONE } from '@nebo/shared-vocabulary';
import type { DayRange } from '../domain/date-range';
import type { AllTimeTotalsRow, DayCountRow } from '../entities/system.row';

/**
 * Read-only counts over other modules' tables (users, companies, company registration requests, drones, flight
 * requests, zonal-centre and local agreements, flight dates).
 *
 * Why SQL here instead of ports: the system module sits last in modules/index.ts and only counts rows. A port per
 * module would add six interfaces whose one method is `count grouped by day`, and would run six round trips instead
 * of one statement. Plain SQL imports nothing from those modules (the import rules hold) and writes nothing; the
 * integration spec pins the column meanings, so a renamed column fails there rather than in production.
 *
 * Days are Moscow calendar days (docs/requirements.md#vocabulary-moscow-time): a row counts on the day its
 * created_at falls on in Moscow.
 */
@Injectable()
export class StatisticsRepository {
  constructor(private readonly dataSource: DataSource) {}

  dayCounts(range: Pick<DayRange, 'dateFrom' | 'dateTo'>): Promise<DayCountRow[]> {
    const day = (column: string) => `to_char((${column} AT TIME ZONE $3)::date, 'YYYY-MM-DD')`;
    // The range's bounds as instants: Moscow midnight of dateFrom up to (excluding) Moscow midnight after dateTo.
    const within = (column: string) =>
      `${column} >= ($1::date::timestamp AT TIME ZONE $3) AND ${column} < (($2::date + 1)::timestamp AT TIME ZONE $3)`;
    const grouped = (section: string, series: string, table: string, where = 'true') =>
      `SELECT '${section}' AS section, ${series} AS series, ${day('created_at')} AS day, count(*)::int AS count
         FROM ${table} WHERE ${within('created_at')} AND ${where} GROUP BY 2, 3`;
    return this.dataSource.query(
      [
        grouped('users', `'registered'`, 'users'),
        // A company registration is asked for by a REGISTRATION request; the companies row is written when a
        // reviewer approves it (the companies seeded for the demo count as approved on the day they were written).
        grouped('companies', `'registered'`, 'company_registration_requests', `kind = 'REGISTRATION'`),
        grouped('companies', `'approved'`, 'companies'),
        grouped('drones', `CASE owner_kind WHEN 'COMPANY' THEN 'company' ELSE 'individual' END`, 'drones'),
        // By the request's current status, counted on the day the request was created.
        grouped('flightRequests', 'status', 'flight_requests'),
        grouped('zonalAgreements', 'status', 'orvd_agreements'),
        grouped('localAgreements', 'status', 'local_government_agreements'),
      ].join(' UNION ALL '),
      [range.dateFrom, range.dateTo, MOSCOW_TIME_ZONE],
    );
  }

  /** Everything ever recorded; a completed flight is a flight date that arrived (its ARR message was sent). */
  async allTimeTotals(): Promise<AllTimeTotalsRow> {
    const rows: AllTimeTotalsRow[] = await this.dataSource.query(`
      SELECT (SELECT count(*) FROM users)::int AS "users",
             (SELECT count(*) FROM companies)::int AS "companies",
             (SELECT count(*) FROM drones)::int AS "drones",
             (SELECT count(*) FROM flight_requests)::int AS "flightRequests",
             ((SELECT count(*) FROM orvd_agreements) + (SELECT count(*) FROM local_government_agreements))::int AS "agreements",
             (SELECT count(*) FROM flight_date_states WHERE status = 'ARRIVED')::int AS "flightsCompleted"`);
    return rows[0];
  }
}
