import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { FlightDateStateRow } from '../entities/flight-date-state.row';

const COLUMNS = `date_id AS "dateId", flight_request_id AS "flightRequestId", status, stage, sid, departed_at AS "departedAt",
  arrived_at AS "arrivedAt", auto_cancel_at AS "autoCancelAt"`;

export type FlightDateChange = Partial<Omit<FlightDateStateRow, 'dateId' | 'flightRequestId'>>;
const WRITABLE: Record<string, string> = {
  status: 'status',
  stage: 'stage',
  sid: 'sid',
  departedAt: 'departed_at',
  arrivedAt: 'arrived_at',
  autoCancelAt: 'auto_cancel_at',
};

/** All SQL of flight_date_states. A date without a row has had no message yet. */
@Injectable()
export class FlightDatesRepository {
  constructor(private readonly dataSource: DataSource) {}

  listFor(flightRequestId: string): Promise<FlightDateStateRow[]> {
    return this.dataSource.query(`SELECT ${COLUMNS} FROM flight_date_states WHERE flight_request_id = $1`, [flightRequestId]);
  }

  async find(dateId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<FlightDateStateRow | null> {
    const rows: FlightDateStateRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM flight_date_states WHERE date_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [dateId],
    );
    return rows[0] ?? null;
  }

  /** The date a SID names; the newest when a centre reused one. */
  async findBySid(sid: string, manager: EntityManager): Promise<FlightDateStateRow | null> {
    const rows: FlightDateStateRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM flight_date_states WHERE sid = $1 ORDER BY auto_cancel_at DESC NULLS LAST LIMIT 1 FOR UPDATE`,
      [sid],
    );
    return rows[0] ?? null;
  }

  /** Creates the date's row on its first message, or applies the change to the existing one. */
  async upsert(manager: EntityManager, dateId: string, flightRequestId: string, change: FlightDateChange): Promise<void> {
    await manager.query(
      `INSERT INTO flight_date_states (date_id, flight_request_id, status) VALUES ($1, $2, 'CREATED') ON CONFLICT (date_id) DO NOTHING`,
      [dateId, flightRequestId],
    );
    const sets: string[] = [];
    const values: unknown[] = [dateId];
    for (const [field, value] of Object.entries(change)) {
      if (value === undefined) continue;
      values.push(value);
      sets.push(`${WRITABLE[field]} = $${values.length}`);
    }
    if (sets.length > 0) await manager.query(`UPDATE flight_date_states SET ${sets.join(', ')} WHERE date_id = $1`, values);
  }
}
