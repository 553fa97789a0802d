import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { OrvdAgreementRow } from '../entities/orvd-agreement.row';

const COLUMNS = `flight_request_id AS "flightRequestId", owner_user_id AS "ownerUserId", authority_id AS "authorityId", status, stage,
  decision, channel, submission_type AS "submissionType", usage_mode AS "usageMode", regime_number AS "regimeNumber",
  to_char(regime_date, 'YYYY-MM-DD') AS "regimeDate", petition, takeoff_airport AS "takeoffAirport", landing_airport AS "landingAirport",
  recipient_email AS "recipientEmail", restricted_zone AS "restrictedZone", restriction_zone_instead AS "restrictionZoneInstead",
  comment, permit_number AS "permitNumber", external_id AS "externalId", dedup_key AS "dedupKey", send_at AS "sendAt",
  decision_at AS "decisionAt", decided_by_user_id AS "decidedByUserId", decided_by_name AS "decidedByName",
  to_char(permit_date, 'YYYY-MM-DD') AS "permitDate", decision_file_id AS "decisionFileId", route_crosses AS "routeCrosses", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** Columns a change may set, by the row's field name. */
const WRITABLE: Record<string, string> = {
  authorityId: 'authority_id',
  status: 'status',
  stage: 'stage',
  decision: 'decision',
  channel: 'channel',
  submissionType: 'submission_type',
  usageMode: 'usage_mode',
  regimeNumber: 'regime_number',
  regimeDate: 'regime_date',
  petition: 'petition',
  takeoffAirport: 'takeoff_airport',
  landingAirport: 'landing_airport',
  recipientEmail: 'recipient_email',
  restrictedZone: 'restricted_zone',
  restrictionZoneInstead: 'restriction_zone_instead',
  comment: 'comment',
  permitNumber: 'permit_number',
  externalId: 'external_id',
  dedupKey: 'dedup_key',
  sendAt: 'send_at',
  decisionAt: 'decision_at',
  decidedByUserId: 'decided_by_user_id',
  decidedByName: 'decided_by_name',
  permitDate: 'permit_date',
  decisionFileId: 'decision_file_id',
  routeCrosses: 'route_crosses',
};
const JSON_FIELDS = new Set(['petition', 'takeoffAirport', 'landingAirport']);

export type OrvdAgreementChange = Partial<Omit<OrvdAgreementRow, 'flightRequestId' | 'ownerUserId' | 'createdAt' | 'updatedAt'>>;

/** All SQL of orvd_agreements. */
@Injectable()
export class OrvdAgreementsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** With `lock`, the row is held (FOR UPDATE) until the caller's transaction ends: concurrent sends serialise on it. */
  async find(flightRequestId: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<OrvdAgreementRow | null> {
    const rows: OrvdAgreementRow[] = await manager.query(
      `SELECT ${COLUMNS} FROM orvd_agreements WHERE flight_request_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [flightRequestId],
    );
    return rows[0] ?? null;
  }

  async findByDedupKey(dedupKey: string, manager: EntityManager): Promise<OrvdAgreementRow | null> {
    const rows: OrvdAgreementRow[] = await manager.query(`SELECT ${COLUMNS} FROM orvd_agreements WHERE dedup_key = $1 FOR UPDATE`, [
      dedupKey,
    ]);
    return rows[0] ?? null;
  }

  /** The zonal-centre agreements of many flights in one query (the requests' agreement summary). */
  statusesOf(flightRequestIds: readonly string[]): Promise<Pick<OrvdAgreementRow, 'flightRequestId' | 'authorityId' | 'status'>[]> {
    return this.dataSource.query(
      `SELECT flight_request_id AS "flightRequestId", authority_id AS "authorityId", status FROM orvd_agreements
        WHERE flight_request_id = ANY($1::uuid[])`,
      [flightRequestIds],
    );
  }

  /** The owner's agreements sent by a channel (the SPPI status list). */
  listByChannel(ownerUserId: string, channel: string): Promise<OrvdAgreementRow[]> {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM orvd_agreements WHERE owner_user_id = $1 AND channel = $2 AND external_id IS NOT NULL ORDER BY send_at DESC`,
      [ownerUserId, channel],
    );
  }

  async insert(
    manager: EntityManager,
    row: { flightRequestId: string; ownerUserId: string; authorityId: string },
    now: Date,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO orvd_agreements (flight_request_id, owner_user_id, authority_id, status, stage, created_at, updated_at)
       VALUES ($1, $2, $3, 'CREATED', 'AWAITING', $4, $4)`,
      [row.flightRequestId, row.ownerUserId, row.authorityId, now],
    );
  }

  async update(manager: EntityManager, flightRequestId: string, change: OrvdAgreementChange, now: Date): Promise<void> {
    const sets: string[] = [];
    const values: unknown[] = [flightRequestId];
    for (const [field, value] of Object.entries(change)) {
      if (value === undefined) continue;
      const column = WRITABLE[field];
      if (!column) throw new Error(`orvd_agreements has no writable field ${field}`);
      values.push(JSON_FIELDS.has(field) && value !== null ? JSON.stringify(value) : value);
      sets.push(`${column} = $${values.length}`);
    }
    values.push(now);
    sets.push(`updated_at = $${values.length}`);
    await manager.query(`UPDATE orvd_agreements SET ${sets.join(', ')} WHERE flight_request_id = $1`, values);
  }
}
