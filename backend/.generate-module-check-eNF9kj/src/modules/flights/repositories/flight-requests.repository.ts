import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { FlightOwner } from '../domain/flight-request';
import type { FlightIntervalRow, FlightIntervalValues, FlightRequestRow, FlightRequestValues } from '../entities/flight-request.row';

/** Stored values and their columns; the JSON ones are written as jsonb. */
const VALUE_COLUMNS: Record<keyof FlightRequestValues, string> = {
  simple: 'simple',
  name: 'name',
  droneId: 'drone_id',
  droneName: 'drone_name',
  droneRegistrationNumber: 'drone_registration_number',
  droneTransponderNumber: 'drone_transponder_number',
  purposeCode: 'purpose_code',
  workName: 'work_name',
  workAddress: 'work_address',
  workType: 'work_type',
  purposeCustom: 'purpose_custom',
  lineOfSight: 'line_of_sight',
  externalPilotName: 'external_pilot_name',
  externalPilotPhone: 'external_pilot_phone',
  managerName: 'manager_name',
  managerPhone: 'manager_phone',
  developerName: 'developer_name',
  developerPhone: 'developer_phone',
  offsetMode: 'offset_mode',
  geometry: 'geometry',
  takeOffPoint: 'take_off_point',
  landingPoint: 'landing_point',
  altitudeMin: 'altitude_min',
  altitudeMax: 'altitude_max',
  altitudeGroundMin: 'altitude_ground_min',
  altitudeGroundMax: 'altitude_ground_max',
  flySpaceClass: 'fly_space_class',
  outsideLocality: 'outside_locality',
  restrictedZone: 'restricted_zone',
  routeSummary: 'route_summary',
  firstFlightAt: 'first_flight_at',
};
const JSON_VALUES = new Set<keyof FlightRequestValues>(['geometry', 'takeOffPoint', 'landingPoint']);
const VALUE_KEYS = Object.keys(VALUE_COLUMNS) as (keyof FlightRequestValues)[];

const ROW_COLUMNS = [
  'r.id',
  'r.owner_kind AS "ownerKind"',
  'r.owner_id AS "ownerId"',
  'r.acting_user_id AS "actingUserId"',
  'r.status',
  'r.snapshot_file_id AS "snapshotFileId"',
  'r.regime_number AS "regimeNumber"',
  'r.created_at AS "createdAt"',
  'r.updated_at AS "updatedAt"',
  ...VALUE_KEYS.map((key) => `r.${VALUE_COLUMNS[key]} AS "${key}"`),
].join(', ');

const INTERVAL_COLUMNS = 'id, flight_request_id AS "flightRequestId", kind, start_at AS "startAt", finish_at AS "finishAt"';

/** Sortable columns of the list (the column names never come from the client). */
export const FLIGHT_SORT_COLUMNS = {
  firstFlightDateTime: 'r.first_flight_at',
  createdAt: 'r.created_at',
  name: 'r.name',
} as const;
export type FlightSortField = keyof typeof FLIGHT_SORT_COLUMNS;
/** The same columns as the page's rows name them (the outer statement keeps the page's order). */
const FLIGHT_SORT_ALIASES: Record<FlightSortField, string> = { firstFlightDateTime: 'firstFlightAt', createdAt: 'createdAt', name: 'name' };

/** The list's statement and its parameters, exposed so the benchmark can time the very same SQL. */
export interface PageSql {
  sql: string;
  params: unknown[];
}

export interface FlightListFilter {
  statuses?: readonly string[];
  purpose?: string;
  dateFrom?: Date;
  dateTo?: Date;
  /** A prefix query for to_tsquery('simple', …): every word must start a word of the name. */
  textQuery?: string;
}

export interface FlightListSort {
  field: FlightSortField;
  direction: 'ASC' | 'DESC';
}

/**
 * All of the module's SQL. Every statement names the owner (kind and id), so another owner's row is
 * never read or touched: it answers exactly like a missing one.
 */
@Injectable()
export class FlightRequestsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findOwned(owner: FlightOwner, id: string, manager?: EntityManager, lock = false): Promise<FlightRequestRow | null> {
    const rows: FlightRequestRow[] = await (manager ?? this.dataSource).query(
      `SELECT ${ROW_COLUMNS} FROM flight_requests r WHERE r.owner_kind = $1 AND r.owner_id = $2 AND r.id = $3${lock ? ' FOR UPDATE' : ''}`,
      [owner.kind, owner.id, id],
    );
    return rows[0] ?? null;
  }

  /** The request's geometry when `userId` may see it (an individual's own request); null otherwise. */
  async geometryForUser(id: string, userId: string): Promise<{ geometry: unknown | null } | null> {
    const rows: { geometry: unknown | null }[] = await this.dataSource.query(
      `SELECT geometry FROM flight_requests WHERE owner_kind = 'USER' AND owner_id = $1 AND id = $2`,
      [userId, id],
    );
    return rows[0] ?? null;
  }

  /** Intervals of these requests, each request's sorted by start. */
  intervalsOf(requestIds: readonly string[], manager?: EntityManager): Promise<FlightIntervalRow[]> {
    if (requestIds.length === 0) return Promise.resolve([]);
    const { sql, params } = this.intervalsSql(requestIds);
    return (manager ?? this.dataSource).query(sql, params);
  }

  /** The statement of intervalsOf, exposed so the benchmark times the very same SQL. */
  intervalsSql(requestIds: readonly string[]): PageSql {
    return {
      sql: `SELECT ${INTERVAL_COLUMNS} FROM flight_request_intervals WHERE flight_request_id = ANY($1::uuid[]) ORDER BY flight_request_id, start_at, id`,
      params: [requestIds],
    };
  }

  async insert(
    manager: EntityManager,
    owner: FlightOwner,
    values: FlightRequestValues,
    snapshotFileId: string | null,
    now: Date,
  ): Promise<string> {
    const columns = ['owner_kind', 'owner_id', 'acting_user_id', 'status', 'snapshot_file_id', 'created_at', 'updated_at'];
    const params: unknown[] = [owner.kind, owner.id, owner.actingUserId, 'DRAFT', snapshotFileId, now, now];
    for (const key of VALUE_KEYS) {
      columns.push(VALUE_COLUMNS[key]);
      params.push(toParam(key, values[key]));
    }
    const rows: { id: string }[] = await manager.query(
      `INSERT INTO flight_requests (${columns.join(', ')}) VALUES (${params.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      params,
    );
    return rows[0].id;
  }

  /** Rewrites a DRAFT's values; false when it is not the owner's or no longer a draft. */
  async updateDraft(
    manager: EntityManager,
    owner: FlightOwner,
    id: string,
    values: FlightRequestValues,
    snapshotFileId: string | null,
    now: Date,
  ): Promise<boolean> {
    const params: unknown[] = [owner.kind, owner.id, id, owner.actingUserId, snapshotFileId, now];
    const sets = ['acting_user_id = $4', 'snapshot_file_id = $5', 'updated_at = $6'];
    for (const key of VALUE_KEYS) {
      params.push(toParam(key, values[key]));
      sets.push(`${VALUE_COLUMNS[key]} = $${params.length}`);
    }
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE flight_requests SET ${sets.join(', ')}
       WHERE owner_kind = $1 AND owner_id = $2 AND id = $3 AND status = 'DRAFT' `,
      params,
    );
    return affected > 0;
  }

  /**
   * Replaces a request's intervals; ids are kept as given (the service decides which ids survive). The
   * request's `last_flight_at` (the latest finish, the date-range filter's bound beside `first_flight_at`)
   * is set in the same statement as the delete, so it always follows the intervals stored.
   */
  async replaceIntervals(manager: EntityManager, requestId: string, intervals: readonly FlightIntervalValues[]): Promise<void> {
    const lastFlightAt = intervals.length ? new Date(Math.max(...intervals.map((i) => i.finishAt.getTime()))) : null;
    await manager.query(
      `WITH removed AS (DELETE FROM flight_request_intervals WHERE flight_request_id = $1)
       UPDATE flight_requests SET last_flight_at = $2 WHERE id = $1`,
      [requestId, lastFlightAt],
    );
    if (intervals.length === 0) return;
    await manager.query(
      `INSERT INTO flight_request_intervals (id, flight_request_id, kind, start_at, finish_at)
       SELECT i.id, $1, i.kind, i.start_at, i.finish_at
       FROM unnest($2::uuid[], $3::varchar[], $4::timestamptz[], $5::timestamptz[]) AS i (id, kind, start_at, finish_at)`,
      [
        requestId,
        intervals.map((i) => i.id),
        intervals.map((i) => i.kind),
        intervals.map((i) => i.startAt.toISOString()),
        intervals.map((i) => i.finishAt.toISOString()),
      ],
    );
  }

  /** Moves a DRAFT on to `status`; false when it is not the owner's or not a draft any more. */
  async convertDraft(manager: EntityManager, owner: FlightOwner, id: string, status: string, now: Date): Promise<boolean> {
    const [, affected]: [unknown, number] = await manager.query(
      `UPDATE flight_requests SET status = $4, acting_user_id = $5, updated_at = $6
       WHERE owner_kind = $1 AND owner_id = $2 AND id = $3 AND status = 'DRAFT'`,
      [owner.kind, owner.id, id, status, owner.actingUserId, now],
    );
    return affected > 0;
  }

  /**
   * The agreements module moves a converted request's status (PENDING once a submission is delivered, then the
   * centre's decision) and its regime number, inside the agreements' transaction. A draft is never touched.
   */
  async applyAgreement(
    manager: EntityManager,
    id: string,
    values: { status?: string; regimeNumber?: string | null },
    now: Date,
  ): Promise<void> {
    await manager.query(
      `UPDATE flight_requests
       SET status = COALESCE($2, status), regime_number = CASE WHEN $3 THEN $4 ELSE regime_number END, updated_at = $5
       WHERE id = $1 AND status <> 'DRAFT'`,
      [id, values.status ?? null, values.regimeNumber !== undefined, values.regimeNumber ?? null, now],
    );
  }

  /**
   * Converted requests whose last flight date is over while the zonal centre never decided (CREATED: nothing
   * delivered; PENDING: no answer), oldest first, locked and skipped by a concurrent sweep (FOR UPDATE SKIP LOCKED):
   * call inside the transaction that expires them.
   */
  async overdueUndecided(manager: EntityManager, now: Date, limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await manager.query(
      `SELECT id FROM flight_requests
        WHERE status IN ('CREATED', 'PENDING') AND last_flight_at < $1
        ORDER BY last_flight_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, limit],
    );
    return rows.map((row) => row.id);
  }

  /** Deletes a DRAFT (its intervals go with it); false when it is not the owner's or not a draft. */
  async deleteDraft(manager: EntityManager, owner: FlightOwner, id: string): Promise<boolean> {
    const [, affected]: [unknown, number] = await manager.query(
      `DELETE FROM flight_requests WHERE owner_kind = $1 AND owner_id = $2 AND id = $3 AND status = 'DRAFT'`,
      [owner.kind, owner.id, id],
    );
    return affected > 0;
  }

  /**
   * The list's statement, exposed so the benchmark times the very same SQL: one round trip for the page and
   * the number of matching requests, each in its own CTE (a `count(*) OVER ()` would buffer every matching
   * row). The total's CTE is the outer side of a LEFT JOIN, so a page past the end still answers one row,
   * with the total and no request (`id` null). The date range is bounded by the stored first start and last
   * finish before the intervals are looked at (implied by the EXISTS, so the result is the same); the text
   * filter reads the stored search vector of the name.
   */
  pageSql(owner: FlightOwner, filter: FlightListFilter, sort: FlightListSort, window: { skip: number; take: number }): PageSql {
    const params: unknown[] = [owner.kind, owner.id];
    const where = ['r.owner_kind = $1', 'r.owner_id = $2'];
    if (filter.statuses?.length) {
      params.push(filter.statuses);
      where.push(`r.status = ANY($${params.length}::varchar[])`);
    }
    if (filter.purpose) {
      params.push(filter.purpose);
      where.push(`r.purpose_code = $${params.length}`);
    }
    if (filter.dateFrom || filter.dateTo) {
      // A request matches when one of its intervals overlaps [dateFrom, dateTo).
      const conditions = ['i.flight_request_id = r.id'];
      if (filter.dateFrom) {
        params.push(filter.dateFrom);
        where.push(`r.last_flight_at > $${params.length}`);
        conditions.push(`i.finish_at > $${params.length}`);
      }
      if (filter.dateTo) {
        params.push(filter.dateTo);
        where.push(`r.first_flight_at < $${params.length}`);
        conditions.push(`i.start_at < $${params.length}`);
      }
      where.push(`EXISTS (SELECT 1 FROM flight_request_intervals i WHERE ${conditions.join(' AND ')})`);
    }
    if (filter.textQuery) {
      params.push(filter.textQuery);
      where.push(`r.name_search @@ to_tsquery('simple', $${params.length})`);
    }
    const column = FLIGHT_SORT_COLUMNS[sort.field];
    // Requests without dates come last in the default order; created_at is never null (its index has no NULLS clause).
    const nulls = sort.field === 'createdAt' ? '' : sort.direction === 'DESC' ? ' NULLS LAST' : ' NULLS FIRST';
    const order = (sortColumn: string, id: string) => `${sortColumn} ${sort.direction}${nulls}, ${id} ${sort.direction}`;
    params.push(window.take, window.skip);
    const sql = `WITH page AS (
         SELECT ${ROW_COLUMNS}
         FROM flight_requests r
         WHERE ${where.join(' AND ')}
         ORDER BY ${order(column, 'r.id')}
         LIMIT $${params.length - 1} OFFSET $${params.length}
       ),
       counted AS (SELECT count(*)::int AS total FROM flight_requests r WHERE ${where.join(' AND ')})
       SELECT page.*, counted.total
       FROM counted LEFT JOIN page ON true
       ORDER BY ${order(`page."${FLIGHT_SORT_ALIASES[sort.field]}"`, 'page.id')}`;
    return { sql, params };
  }

  /** One page of the owner's requests and the number of matching ones, in one statement. */
  async list(
    owner: FlightOwner,
    filter: FlightListFilter,
    sort: FlightListSort,
    window: { skip: number; take: number },
  ): Promise<{ rows: FlightRequestRow[]; total: number }> {
    const { sql, params } = this.pageSql(owner, filter, sort, window);
    const rows: (FlightRequestRow & { total: number })[] = await this.dataSource.query(sql, params);
    return {
      rows: rows.filter((row) => row.id !== null).map(({ total: _total, ...row }) => row as FlightRequestRow),
      total: rows[0]?.total ?? 0,
    };
  }
}

function toParam(key: keyof FlightRequestValues, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (JSON_VALUES.has(key)) return JSON.stringify(value);
  return value;
}
